/** OEWS readers: the official national workbook (.xlsx) and the per-state JSON derived from the state workbook. */
import { z } from "zod";
import { stateByFips } from "../../domain/geography.ts";
import { InputError, optionalNumber, requireNumber, requireText } from "../errors.ts";
import { listFiles, readText } from "./files.ts";
import { parseJson } from "./json.ts";
import { readXlsxTable } from "./xlsx.ts";

export const OEWS_NATIONAL_FILE = "bls_oews/national_M2025_dl.xlsx";
export const OEWS_STATES_DIR = "bls_oews/laborcompare_oews_2025_states";

export type OccupationGroup = "total" | "major" | "minor" | "broad" | "detailed";

export interface OewsOccupation {
  /** SOC code "15-1252". */
  readonly code: string;
  readonly title: string;
  readonly group: OccupationGroup;
  /** TOT_EMP. */
  readonly employment: number;
  /** A_MEAN in dollars; undefined where BLS publishes hourly wages only ("*"). */
  readonly meanWage: number | undefined;
  readonly medianWage: number | undefined;
}

/** Values BLS prints instead of a wage: "*" not available, "#" at or above the top of the wage range. */
const NO_WAGE = ["*", "#", "**"] as const;

/** OEWS estimates refer to May of the year in the workbook's name ("national_M2025_dl.xlsx" → "2025-05"). */
export function oewsReferenceMonth(file: string): string {
  const match = /M(\d{4})_dl\.xlsx$/.exec(file);
  if (!match?.[1])
    throw new InputError(file, "cannot tell the OEWS year from the file name (expected …_M<year>_dl.xlsx)");
  return `${match[1]}-05`;
}

export interface OewsNational {
  /** Reference month, "2025-05". */
  readonly month: string;
  readonly occupations: readonly OewsOccupation[];
}

/** National cross-industry OEWS estimates (official workbook). */
export async function readOewsNational(root: string, file: string = OEWS_NATIONAL_FILE): Promise<OewsNational> {
  const month = oewsReferenceMonth(file);
  const table = await readXlsxTable(root, file, {
    headerCell: "OCC_CODE",
    required: ["OCC_CODE", "OCC_TITLE", "O_GROUP", "TOT_EMP", "A_MEAN", "A_MEDIAN"],
  });
  const occupations = table.rows.map((row) => {
    const ref = { file, line: row.line };
    const code = requireText(row.values.OCC_CODE, { ...ref, column: "OCC_CODE" });
    if (!/^\d{2}-\d{4}$/.test(code)) throw new InputError(file, `bad OCC_CODE ${JSON.stringify(code)}`, row.line);
    const group = requireText(row.values.O_GROUP, { ...ref, column: "O_GROUP" });
    if (!["total", "major", "minor", "broad", "detailed"].includes(group)) {
      throw new InputError(file, `unknown O_GROUP ${JSON.stringify(group)}`, row.line);
    }
    return {
      code,
      title: requireText(row.values.OCC_TITLE, { ...ref, column: "OCC_TITLE" }),
      group: group as OccupationGroup,
      employment: requireNumber(row.values.TOT_EMP, { ...ref, column: "TOT_EMP" }),
      meanWage: optionalNumber(row.values.A_MEAN, { ...ref, column: "A_MEAN" }, NO_WAGE),
      medianWage: optionalNumber(row.values.A_MEDIAN, { ...ref, column: "A_MEDIAN" }, NO_WAGE),
    };
  });
  return { month, occupations };
}

const StateFileShape = z.object({
  fips: z.string().regex(/^\d{2}$/),
  name: z.string(),
  occupations: z.record(
    z.string().regex(/^\d{2}-\d{4}$/),
    z.object({ title: z.string(), emp: z.number().optional(), avg: z.number().optional(), med: z.number().optional() }),
  ),
});

export interface StateOccupation {
  readonly code: string;
  /** Employment; undefined where BLS suppressed the estimate. */
  readonly employment: number | undefined;
}

/** May 2025 OEWS detailed-occupation employment per state code. */
export function readOewsStates(root: string): {
  files: string[];
  states: ReadonlyMap<string, readonly StateOccupation[]>;
} {
  const files = listFiles(root, OEWS_STATES_DIR, ".json");
  const states = new Map<string, StateOccupation[]>();
  for (const file of files) {
    const json = parseJson(readText(root, file), file, StateFileShape);
    const state = stateByFips(json.fips);
    if (!state) throw new InputError(file, `unknown state FIPS ${json.fips}`);
    const occupations = Object.entries(json.occupations)
      .map(([code, o]) => ({ code, employment: o.emp }))
      .sort((a, b) => (a.code < b.code ? -1 : 1));
    states.set(state.code, occupations);
  }
  return { files, states };
}
