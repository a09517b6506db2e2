/**
 * Adapters for the sources published as CSV files over HTTP: Indeed Hiring Lab's postings index (the raw files of
 * the hiring-lab/job_postings_tracker repository) and the WARN Notice Register's per-state exports. The answer is
 * kept byte for byte as the raw input; it is parsed first, with the columns the pipeline's readers need checked and
 * every row's key fields validated, so a renamed column or a broken row fails the source instead of the build.
 */
import path from "node:path";
import { z } from "zod";
import { parseDelimited } from "../readers/csv.ts";
import { INDEED_FILES } from "../readers/indeed.ts";
import { WARN_DIR } from "../readers/warn.ts";
import type { Adapter, AdapterContext } from "./source-types.ts";
import { fetchText, fingerprint, mapLimited, UpstreamError } from "./upstream-fetch.ts";
import { fileStems } from "./workdir.ts";

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const number = z.string().regex(/^-?\d+(\.\d+)?$/);

/** Fetches one CSV and checks its header and rows; returns the text unchanged and its row count. */
async function fetchCsv(
  context: AdapterContext,
  url: string,
  file: string,
  required: readonly string[],
  row: z.ZodType,
): Promise<{ text: string; rows: number }> {
  const { text } = await fetchText(url, {}, context.policy, context.countRequest);
  let table: ReturnType<typeof parseDelimited>;
  try {
    table = parseDelimited(text, file, { required });
  } catch (error) {
    throw new UpstreamError(url, (error as Error).message);
  }
  for (const { line, values } of table.rows) {
    const result = row.safeParse(values);
    if (!result.success) {
      const issue = result.error.issues[0];
      throw new UpstreamError(url, `line ${line}: ${issue?.path.join(".")}: ${issue?.message}`);
    }
  }
  if (table.rows.length === 0) throw new UpstreamError(url, "no rows");
  return { text, rows: table.rows.length };
}

const IndeedAggregateRow = z.object({
  date: isoDate,
  indeed_job_postings_index_SA: number,
  variable: z.string().min(1),
});
const IndeedStateRow = z.object({ date: isoDate, state: z.string().length(2), indeed_job_postings_index: number });

export const fetchIndeed: Adapter = async (context) => {
  const wanted = [
    { file: INDEED_FILES.aggregate, row: IndeedAggregateRow },
    { file: INDEED_FILES.states, row: IndeedStateRow },
  ];
  const files = new Map<string, string>();
  let rows = 0;
  for (const { file, row } of wanted) {
    const name = path.posix.basename(file);
    const answer = await fetchCsv(context, `${context.baseUrl}/${name}`, file, Object.keys(row.shape), row);
    files.set(file, answer.text);
    rows += answer.rows;
  }
  return { files, rows, fingerprint: fingerprint([...files.values()].join("\n")), detail: `${rows} index rows` };
};

const WarnRow = z.object({
  state: z.string().min(2),
  employer_name: z.string(),
  notice_date: z.union([isoDate, z.literal("")]),
  employees_affected: z.string(),
  dedupe_key: z.string().min(1),
});

export const fetchWarn: Adapter = async (context) => {
  // The register publishes no other states than the ones the last good input holds.
  const states = fileStems(context.root, WARN_DIR, ".csv");
  if (states.length === 0) throw new UpstreamError(context.baseUrl, "no WARN states in the last good input");
  const answers = await mapLimited(states, 8, (state) =>
    fetchCsv(
      context,
      `${context.baseUrl}/${state}.csv`,
      `${WARN_DIR}/${state}.csv`,
      ["state", "employer_name", "notice_date", "effective_date", "employees_affected", "dedupe_key"],
      WarnRow,
    ),
  );
  const files = new Map(states.map((state, i) => [`${WARN_DIR}/${state}.csv`, answers[i]?.text ?? ""]));
  const rows = answers.reduce((n, a) => n + a.rows, 0);
  return {
    files,
    rows,
    fingerprint: fingerprint([...files.values()].join("\n")),
    detail: `${rows} notices in ${states.length} states`,
  };
};
