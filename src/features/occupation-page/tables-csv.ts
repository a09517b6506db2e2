// The occupation page's tables as CSV files, one static file per table and occupation, written at build time:
// every state, and every metro and nonmetro area. An empty cell is a value BLS did not publish. Pure.
import { type CsvColumn, toCsv } from "~/domain/csv";
import type { Occupation } from "~/domain/occupation";
import { occupationPath } from "~/domain/occupation";
import { type AreaRow, areaRows, type OccupationData, type StateRow, stateRows } from "~/domain/occupation-data";
import type { Place } from "~/domain/place";

export const CSV_TABLES = ["states", "areas"] as const;
export type CsvTable = (typeof CSV_TABLES)[number];

/** The address of a table's CSV: "/occupations/software-developers/states.csv". */
export function csvPath(occupation: Pick<Occupation, "slug">, table: CsvTable): string {
  return `${occupationPath(occupation)}/${table}.csv`;
}

/** The name a downloaded file gets: "software-developers-states.csv". */
export function csvFileName(occupation: Pick<Occupation, "slug">, table: CsvTable): string {
  return `${occupation.slug}-${table}.csv`;
}

const wageColumns = <T extends { wages: AreaRow["wages"] }>(): CsvColumn<T>[] => [
  ["Annual wage, 10th percentile (USD)", (r) => r.wages.p10],
  ["Annual wage, 25th percentile (USD)", (r) => r.wages.p25],
  ["Annual wage, median (USD)", (r) => r.wages.median],
  ["Annual wage, 75th percentile (USD)", (r) => r.wages.p75],
  ["Annual wage, 90th percentile (USD)", (r) => r.wages.p90],
];

/** Writes one table of an occupation as CSV text, with its SOC code on every row (the file name carries the title). */
export function occupationCsv(data: OccupationData, table: CsvTable, places: ReadonlyMap<string, Place>): string {
  const who: CsvColumn<{ soc: string }>[] = [["SOC code", "soc"]];
  if (table === "states") {
    const rows = stateRows(data).map((r) => ({ ...r, soc: data.soc }));
    const columns: CsvColumn<StateRow & { soc: string }>[] = [
      ...who,
      ["State (USPS)", "state"],
      ["State", (r) => places.get(r.state)?.label ?? r.state],
      ["Employment", "employment"],
      ["Jobs per 1,000 jobs", "jobsPer1000"],
      ["Location quotient", "locationQuotient"],
      ...wageColumns<StateRow>(),
    ];
    return toCsv(rows, columns);
  }
  const rows = areaRows(data).map((r) => ({ ...r, soc: data.soc }));
  const columns: CsvColumn<AreaRow & { soc: string }>[] = [
    ...who,
    ["Area code", "area"],
    ["Area", (r) => places.get(r.area)?.label ?? r.area],
    ["Kind", (r) => places.get(r.area)?.kind ?? null],
    ["Employment", "employment"],
    ["Location quotient", "locationQuotient"],
    ...wageColumns<AreaRow>(),
    ["BEA Regional Price Parity (US = 100)", "rpp"],
    ["Median adjusted for local prices (USD)", "adjustedMedian"],
  ];
  return toCsv(rows, columns);
}
