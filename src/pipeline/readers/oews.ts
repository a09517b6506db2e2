/** OEWS readers: the official national workbook (.xlsx) and the per-state JSON derived from the state workbook. */
import { z } from "zod";
import { stateByFips } from "../../domain/geography.ts";
import { InputError, optionalNumber, requireNumber, requireText } from "../pipeline-errors.ts";
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
  /** Annual wage percentiles (A_PCT10 … A_PCT90); undefined where BLS prints no annual wage. */
  readonly p10: number | undefined;
  readonly p25: number | undefined;
  readonly p75: number | undefined;
  readonly p90: number | undefined;
  /** True where BLS publishes hourly wages only (A_MEDIAN "*" with an H_MEDIAN). */
  readonly hourlyOnly: boolean;
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
    required: [
      "OCC_CODE",
      "OCC_TITLE",
      "O_GROUP",
      "TOT_EMP",
      "A_MEAN",
      "A_MEDIAN",
      "A_PCT10",
      "A_PCT25",
      "A_PCT75",
      "A_PCT90",
      "H_MEDIAN",
    ],
  });
  const occupations = table.rows.map((row) => {
    const ref = { file, line: row.line };
    const code = requireText(row.values["OCC_CODE"], { ...ref, column: "OCC_CODE" });
    if (!/^\d{2}-\d{4}$/.test(code)) throw new InputError(file, `bad OCC_CODE ${JSON.stringify(code)}`, row.line);
    const group = requireText(row.values["O_GROUP"], { ...ref, column: "O_GROUP" });
    if (!["total", "major", "minor", "broad", "detailed"].includes(group)) {
      throw new InputError(file, `unknown O_GROUP ${JSON.stringify(group)}`, row.line);
    }
    return {
      code,
      title: requireText(row.values["OCC_TITLE"], { ...ref, column: "OCC_TITLE" }),
      group: group as OccupationGroup,
      employment: requireNumber(row.values["TOT_EMP"], { ...ref, column: "TOT_EMP" }),
      meanWage: optionalNumber(row.values["A_MEAN"], { ...ref, column: "A_MEAN" }, NO_WAGE),
      medianWage: optionalNumber(row.values["A_MEDIAN"], { ...ref, column: "A_MEDIAN" }, NO_WAGE),
      p10: optionalNumber(row.values["A_PCT10"], { ...ref, column: "A_PCT10" }, NO_WAGE),
      p25: optionalNumber(row.values["A_PCT25"], { ...ref, column: "A_PCT25" }, NO_WAGE),
      p75: optionalNumber(row.values["A_PCT75"], { ...ref, column: "A_PCT75" }, NO_WAGE),
      p90: optionalNumber(row.values["A_PCT90"], { ...ref, column: "A_PCT90" }, NO_WAGE),
      hourlyOnly:
        row.values["A_MEDIAN"] === "*" &&
        optionalNumber(row.values["H_MEDIAN"], { ...ref, column: "H_MEDIAN" }, NO_WAGE) !== undefined,
    };
  });
  return { month, occupations };
}

const StateFileShape = z.object({
  fips: z.string().regex(/^\d{2}$/),
  name: z.string(),
  occupations: z.record(
    z.string().regex(/^\d{2}-\d{4}$/),
    z.object({
      title: z.string(),
      emp: z.number().optional(),
      avg: z.number().optional(),
      med: z.number().optional(),
      p10: z.number().optional(),
      p25: z.number().optional(),
      p75: z.number().optional(),
      p90: z.number().optional(),
      j1k: z.number().optional(),
      lq: z.number().optional(),
    }),
  ),
});

export interface StateOccupation {
  readonly code: string;
  /** Employment; undefined where BLS suppressed the estimate (so for every field below). */
  readonly employment: number | undefined;
  /** Jobs per 1,000 jobs in the state (JOBS_1000). */
  readonly jobsPer1000: number | undefined;
  readonly locationQuotient: number | undefined;
  /** Annual wage percentiles, dollars. */
  readonly p10: number | undefined;
  readonly p25: number | undefined;
  readonly median: number | undefined;
  readonly p75: number | undefined;
  readonly p90: number | undefined;
}

/** May 2025 OEWS detailed-occupation estimates per state code (a missing field is a value BLS did not publish). */
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
      .map(([code, o]) => ({
        code,
        employment: o.emp,
        jobsPer1000: o.j1k,
        locationQuotient: o.lq,
        p10: o.p10,
        p25: o.p25,
        median: o.med,
        p75: o.p75,
        p90: o.p90,
      }))
      .sort((a, b) => (a.code < b.code ? -1 : 1));
    states.set(state.code, occupations);
  }
  return { files, states };
}
