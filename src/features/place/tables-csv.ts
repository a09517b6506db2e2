// A place page's tables as CSV files, one static file per table and place, written at build time: every occupation
// published for the place (the rankings are cuts of it), and for a state its metro and nonmetro areas and its payroll
// jobs by month. An empty cell is a value BLS did not publish. Pure.
import { type CsvColumn, toCsv } from "~/domain/csv";
import { type Place, placePath, priceAdjusted } from "~/domain/place";
import type { PlaceData } from "~/domain/place-data";
import type { RankedOccupation } from "~/domain/place-rankings";

export const PLACE_CSV_TABLES = ["occupations", "areas", "payroll"] as const;
export type PlaceCsvTable = (typeof PLACE_CSV_TABLES)[number];

/** The tables a place has: every place its occupations; a state also its areas and payroll jobs. */
export function placeCsvTables(place: Pick<Place, "kind">): PlaceCsvTable[] {
  return place.kind === "state" ? ["occupations", "areas", "payroll"] : ["occupations"];
}

/** "/places/austin-tx/occupations.csv". */
export function placeCsvPath(place: Pick<Place, "slug">, table: PlaceCsvTable): string {
  return `${placePath(place)}/${table}.csv`;
}

/** "austin-tx-occupations.csv". */
export function placeCsvFileName(place: Pick<Place, "slug">, table: PlaceCsvTable): string {
  return `${place.slug}-${table}.csv`;
}

/** One table of a place as CSV text. */
export function placeCsv(
  data: PlaceData,
  table: PlaceCsvTable,
  rows: readonly RankedOccupation[],
  places: ReadonlyMap<string, Place>,
): string {
  const month = data.oews.month;
  if (table === "payroll") {
    return toCsv(data.payroll?.points ?? [], [
      ["Month", "month"],
      [`Total nonfarm payroll jobs, seasonally adjusted (BLS CES ${data.payroll?.seriesId ?? ""})`, "jobs"],
    ]);
  }
  if (table === "areas") {
    type AreaLine = PlaceData["areas"][number] & { label: string };
    const lines: AreaLine[] = data.areas.map((a) => ({ ...a, label: places.get(a.code)?.label ?? a.code }));
    const columns: CsvColumn<AreaLine>[] = [
      ["Area code", "code"],
      ["Area", "label"],
      ["Kind", "kind"],
      [`Jobs counted in published occupations (OEWS ${month})`, "employmentCounted"],
      [`BEA Regional Price Parity ${data.rppYear ?? ""} (US = 100)`.replace("  ", " "), "rpp"],
    ];
    return toCsv(lines, columns);
  }
  const metro = data.place.kind === "metro";
  const columns: CsvColumn<RankedOccupation>[] = [
    ["SOC code", "soc"],
    ["Occupation", "title"],
    [`Employment (OEWS ${month})`, "employment"],
    ...(data.place.kind === "state" ? ([["Jobs per 1,000 jobs", "jobsPer1000"]] as CsvColumn<RankedOccupation>[]) : []),
    ["Location quotient", "locationQuotient"],
    ["Annual wage, 10th percentile (USD)", (r) => r.wages.p10],
    ["Annual wage, 25th percentile (USD)", (r) => r.wages.p25],
    ["Annual wage, median (USD)", (r) => r.wages.median],
    ["Annual wage, 75th percentile (USD)", (r) => r.wages.p75],
    ["Annual wage, 90th percentile (USD)", (r) => r.wages.p90],
    ...(metro
      ? ([
          ["Median at US prices (USD; median ÷ BEA RPP × 100)", (r) => priceAdjusted(r.wages.median, data.place.rpp)],
        ] as CsvColumn<RankedOccupation>[])
      : []),
    ["US projected employment change 2024-34 (%; BLS Employment Projections)", "changePercent"],
  ];
  return toCsv(rows, columns);
}
