/**
 * Census CBSA delineation (OMB Bulletin 23-01, July 2023), the official workbooks: List 1 (the counties of each
 * CBSA) and List 2 (the principal cities of each CBSA). The notes under each table are skipped.
 */
import { stateByFips } from "../../domain/geography.ts";
import { InputError, requireText } from "../pipeline-errors.ts";
import { type CellValue, readXlsxTable, type SheetRow } from "./xlsx.ts";

export const CBSA_FILES = {
  counties: "census_cbsa/list1_2023.xlsx",
  principalCities: "census_cbsa/list2_2023.xlsx",
} as const;

/** USPS codes of the territories with CBSAs or OEWS areas, which the states table does not hold. */
const TERRITORY_USPS: Readonly<Record<string, string>> = { "60": "AS", "66": "GU", "69": "MP", "72": "PR", "78": "VI" };

/** USPS code of a state FIPS code, territories included. */
export function uspsOfFips(fips: string): string | undefined {
  return stateByFips(fips)?.code ?? TERRITORY_USPS[fips];
}

export interface CbsaCounty {
  readonly fips: string;
  /** List 1's "County/County Equivalent": "Travis County", "Orleans Parish", "Richmond city". */
  readonly name: string;
  readonly usps: string;
  readonly central: boolean;
}

export interface Cbsa {
  readonly code: string;
  readonly title: string;
  readonly kind: "metro" | "micro";
  /** 5-digit county FIPS codes, in the file's order. */
  readonly counties: readonly string[];
  /** The counties with their List 1 names ("Travis County"), states and central/outlying flag, in the file's order. */
  readonly countyRows: readonly CbsaCounty[];
  /** Principal cities in List 2's order (alphabetical, not the title's), each with its state's USPS code. */
  readonly principalCities: readonly { name: string; usps: string }[];
}

/** The form of government Census appends to some principal city names ("Indianapolis city (balance)"). */
const GOVERNMENT_SUFFIX =
  / (city|unified government|consolidated government|metro government|metropolitan government) \(balance\)$/;

/**
 * Every principal city of the CBSA as 'City, ST', in List 2's order, without the form of government Census appends
 * ("Indianapolis city (balance)" → "Indianapolis, IN"); each once.
 */
export function principalCityLabels(cbsa: Pick<Cbsa, "principalCities">): string[] {
  return [...new Set(cbsa.principalCities.map((p) => `${p.name.replace(GOVERNMENT_SUFFIX, "")}, ${p.usps}`))];
}

/**
 * The CBSA's first principal city: the one its title names first, in the title's first state ("New York-Newark-
 * Jersey City, NY-NJ" → New York, NY; "Kansas City, MO-KS" → Kansas City, MO). List 2 itself is in alphabetical
 * order, so its first row is not that city (it lists Jersey City first). The name is List 2's, without the form of
 * government ("Indianapolis city (balance)" → Indianapolis), and may hold a hyphen ("Winston-Salem").
 */
export function firstPrincipalCity(cbsa: Pick<Cbsa, "code" | "title" | "principalCities">): {
  name: string;
  usps: string;
} {
  const comma = cbsa.title.lastIndexOf(", ");
  const cities = cbsa.title.slice(0, comma);
  const state = cbsa.title.slice(comma + 2).split("-")[0];
  const matches = cbsa.principalCities
    .filter((p) => p.usps === state)
    .map((p) => ({ name: p.name.replace(GOVERNMENT_SUFFIX, ""), usps: p.usps }))
    .filter((p) => cities === p.name || cities.startsWith(`${p.name}-`))
    .sort((a, b) => b.name.length - a.name.length);
  const first = matches[0];
  if (comma < 0 || !first) {
    throw new InputError(
      CBSA_FILES.principalCities,
      `no principal city of CBSA ${cbsa.code} is the first place of its title ${JSON.stringify(cbsa.title)}`,
    );
  }
  return first;
}

const KINDS: Readonly<Record<string, Cbsa["kind"]>> = {
  "Metropolitan Statistical Area": "metro",
  "Micropolitan Statistical Area": "micro",
};

/** True for the rows under the table (its notes and source line). */
function isNote(value: CellValue | undefined): boolean {
  return typeof value === "string" && /^(Note|Source)\b/.test(value.trim());
}

function digits(row: SheetRow, file: string, column: string, length: number): string {
  const text = requireText(row.values[column], { file, line: row.line, column });
  if (!new RegExp(`^\\d{${length}}$`).test(text)) {
    throw new InputError(
      file,
      `column "${column}" should have ${length} digits, got ${JSON.stringify(text)}`,
      row.line,
    );
  }
  return text;
}

/** Every CBSA with its counties and principal cities, in code order. */
export async function readCbsaDelineation(root: string): Promise<{ files: string[]; cbsas: Map<string, Cbsa> }> {
  const counties = await readXlsxTable(root, CBSA_FILES.counties, {
    headerCell: "CBSA Code",
    required: [
      "CBSA Code",
      "CBSA Title",
      "Metropolitan/Micropolitan Statistical Area",
      "FIPS State Code",
      "FIPS County Code",
      "County/County Equivalent",
      "Central/Outlying County",
    ],
  });
  const cities = await readXlsxTable(root, CBSA_FILES.principalCities, {
    headerCell: "CBSA Code",
    required: ["CBSA Code", "CBSA Title", "Principal City Name", "FIPS State Code"],
  });
  const found = new Map<
    string,
    {
      title: string;
      kind: Cbsa["kind"];
      counties: string[];
      countyRows: CbsaCounty[];
      cities: Cbsa["principalCities"][number][];
    }
  >();
  for (const row of counties.rows) {
    if (isNote(row.values["CBSA Code"])) continue;
    const file = CBSA_FILES.counties;
    const code = digits(row, file, "CBSA Code", 5);
    const title = requireText(row.values["CBSA Title"], { file, line: row.line, column: "CBSA Title" });
    const kindText = requireText(row.values["Metropolitan/Micropolitan Statistical Area"], { file, line: row.line });
    const kind = KINDS[kindText];
    if (!kind) throw new InputError(file, `unknown CBSA kind ${JSON.stringify(kindText)}`, row.line);
    const stateFips = digits(row, file, "FIPS State Code", 2);
    const county = `${stateFips}${digits(row, file, "FIPS County Code", 3)}`;
    const usps = uspsOfFips(stateFips);
    if (!usps) throw new InputError(file, `unknown state FIPS ${stateFips}`, row.line);
    const name = requireText(row.values["County/County Equivalent"], { file, line: row.line });
    const centrality = requireText(row.values["Central/Outlying County"], { file, line: row.line });
    if (centrality !== "Central" && centrality !== "Outlying")
      throw new InputError(file, `unknown central/outlying value ${JSON.stringify(centrality)}`, row.line);
    const entry = found.get(code) ?? { title, kind, counties: [], countyRows: [], cities: [] };
    if (entry.title !== title || entry.kind !== kind)
      throw new InputError(file, `CBSA ${code} is described two ways`, row.line);
    entry.counties.push(county);
    entry.countyRows.push({ fips: county, name, usps, central: centrality === "Central" });
    found.set(code, entry);
  }
  for (const row of cities.rows) {
    if (isNote(row.values["CBSA Code"])) continue;
    const file = CBSA_FILES.principalCities;
    const code = digits(row, file, "CBSA Code", 5);
    const entry = found.get(code);
    if (!entry) throw new InputError(file, `CBSA ${code} is not in ${CBSA_FILES.counties}`, row.line);
    const fips = digits(row, file, "FIPS State Code", 2);
    const usps = uspsOfFips(fips);
    if (!usps) throw new InputError(file, `unknown state FIPS ${fips}`, row.line);
    entry.cities.push({ name: requireText(row.values["Principal City Name"], { file, line: row.line }), usps });
  }
  const cbsas = new Map<string, Cbsa>();
  for (const code of [...found.keys()].sort()) {
    const e = found.get(code);
    if (!e) continue;
    cbsas.set(code, {
      code,
      title: e.title,
      kind: e.kind,
      counties: e.counties,
      countyRows: e.countyRows,
      principalCities: e.cities,
    });
  }
  if (cbsas.size === 0) throw new InputError(CBSA_FILES.counties, "no CBSA rows");
  return { files: [CBSA_FILES.counties, CBSA_FILES.principalCities], cbsas };
}
