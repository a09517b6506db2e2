/** Indeed Hiring Lab Job Postings Index CSVs (daily; 1 Feb 2020 = 100). */
import { stateByCode } from "../../domain/geography.ts";
import { InputError, optionalIsoDate, requireNumber, requireText } from "../pipeline-errors.ts";
import { readDelimited } from "./csv.ts";

export const INDEED_FILES = {
  aggregate: "indeed_hiring_lab/aggregate_job_postings_US.csv",
  states: "indeed_hiring_lab/state_job_postings_us.csv",
} as const;

export interface IndexPoint {
  readonly date: string;
  readonly value: number;
}

function requireDate(raw: string | undefined, file: string, line: number): string {
  const date = optionalIsoDate(raw ?? "", { file, line, column: "date" });
  if (!date) throw new InputError(file, `column "date" is empty`, line);
  return date;
}

/** National index, seasonally adjusted, for one variable ("total postings" or "new postings"), ascending by date. */
export function readIndeedNational(
  root: string,
  variable: string,
  file: string = INDEED_FILES.aggregate,
): IndexPoint[] {
  const table = readDelimited(root, file, { required: ["date", "indeed_job_postings_index_SA", "variable"] });
  const out: IndexPoint[] = [];
  for (const { line, values } of table.rows) {
    if (values["variable"] !== variable) continue;
    out.push({
      date: requireDate(values["date"], file, line),
      value: requireNumber(values["indeed_job_postings_index_SA"], {
        file,
        line,
        column: "indeed_job_postings_index_SA",
      }),
    });
  }
  if (out.length === 0) throw new InputError(file, `no rows for variable ${JSON.stringify(variable)}`);
  return out.sort((a, b) => (a.date < b.date ? -1 : 1));
}

/** Latest index value per state code (50 states + DC). */
export function readIndeedStatesLatest(
  root: string,
  file: string = INDEED_FILES.states,
): { first: string; date: string; states: ReadonlyMap<string, number> } {
  const table = readDelimited(root, file, { required: ["date", "state", "indeed_job_postings_index"] });
  const latestByState = new Map<string, IndexPoint>();
  let first = "9999-12-31";
  for (const { line, values } of table.rows) {
    const code = requireText(values["state"], { file, line, column: "state" }).toUpperCase();
    if (!stateByCode(code)) throw new InputError(file, `unknown state ${JSON.stringify(values["state"])}`, line);
    const date = requireDate(values["date"], file, line);
    const value = requireNumber(values["indeed_job_postings_index"], {
      file,
      line,
      column: "indeed_job_postings_index",
    });
    if (date < first) first = date;
    const current = latestByState.get(code);
    if (!current || date > current.date) latestByState.set(code, { date, value });
  }
  const dates = new Set([...latestByState.values()].map((p) => p.date));
  if (dates.size !== 1) throw new InputError(file, `states end on different dates: ${[...dates].sort().join(", ")}`);
  const states = new Map([...latestByState].map(([code, p]) => [code, p.value]));
  return { first, date: [...dates][0] ?? "", states };
}
