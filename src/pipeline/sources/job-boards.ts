/**
 * Adapters for the public job-board APIs of the boards the dataset already counts: Greenhouse
 * (`GET {base}/{token}/jobs`) and Ashby (`GET {base}/{board}?includeCompensation=true`). Each answer is checked
 * against the API's documented shape, reduced to US postings (the rule the snapshot was trimmed with: a posting
 * stays when one of its locations is in the US) and written in the file layout the pipeline's board reader reads.
 * A board the API no longer knows (404) is dropped; any other failure of more than a tenth of the boards fails the
 * source, and a board that failed alone keeps its last good file.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { stateByCode, US_STATES } from "../../domain/geography.ts";
import { readJson } from "../../domain/json-text.ts";
import { AddressShape, JOB_BOARD_FILES } from "../readers/job-boards.ts";
import { parseUsPlaces } from "../us-locations.ts";
import type { Adapter, AdapterContext } from "./source-types.ts";
import { fetchText, fingerprint, mapLimited, UpstreamError } from "./upstream-fetch.ts";
import { fileStems } from "./workdir.ts";

const US_WORDS = /(?<![a-z])(united[ -]states( of america)?|usa|u\.s\.(a\.)?|us|d\.c\.|puerto rico)(?![a-z])/i;
const STATE_NAMES = new RegExp(`(?<![a-z])(${US_STATES.map((s) => s.name).join("|")})(?![a-z])`, "i");
/** A state code alone or after a comma/dash, before a ZIP code or the end: "Wellington, FL", "Remote - TX", "NY 11798". */
const STATE_CODE = /(?:^|,|-|\()\s*([A-Z]{2})(?=\s*(\d{5}|\)|$))/;
const LARGE_CITIES =
  /(?<![a-z])(nyc|new york|san francisco|sf bay area|los angeles|seattle|bellevue|boston|chicago|austin|scottsdale|brooklyn)(?![a-z])/i;

/**
 * True when a free-text location names a place in the US (or the US itself): the rule the snapshot's boards were
 * trimmed with, as near as a pattern gets (country words, state names and codes, large cities).
 */
export function isUsLocation(text: string | null | undefined): boolean {
  if (!text) return false;
  const code = STATE_CODE.exec(text)?.[1];
  return (
    US_WORDS.test(text) ||
    STATE_NAMES.test(text) ||
    (code !== undefined && stateByCode(code) !== undefined) ||
    LARGE_CITIES.test(text) ||
    parseUsPlaces(text).length > 0
  );
}

type BoardAnswer = { token: string; text?: string; postings: number; gone?: boolean; error?: string };

/** Fetches every board, tolerating lone failures; the source fails when more than a tenth of the boards do. */
async function fetchBoards(
  context: AdapterContext,
  dir: string,
  fetchOne: (token: string) => Promise<{ text: string; postings: number }>,
): Promise<{ files: Map<string, string>; removed: string[]; rows: number; detail: string }> {
  const tokens = fileStems(context.root, dir, ".json");
  if (tokens.length === 0) throw new UpstreamError(context.baseUrl, "no boards in the last good input");
  const answers = await mapLimited(tokens, 16, async (token): Promise<BoardAnswer> => {
    try {
      return { token, ...(await fetchOne(token)) };
    } catch (error) {
      if (error instanceof UpstreamError && error.status === 404) return { token, postings: 0, gone: true };
      return { token, postings: 0, error: error instanceof UpstreamError ? error.reason : String(error) };
    }
  });
  const failed = answers.filter((a) => a.error);
  if (failed.length > tokens.length / 10) {
    throw new UpstreamError(
      context.baseUrl,
      `${failed.length} of ${tokens.length} boards failed (first: ${failed[0]?.error})`,
    );
  }
  const files = new Map<string, string>();
  for (const a of answers) if (a.text !== undefined) files.set(`${dir}/${a.token}.json`, a.text);
  const removed = answers.filter((a) => a.gone).map((a) => `${dir}/${a.token}.json`);
  const rows = answers.reduce((n, a) => n + a.postings, 0);
  const detail =
    `${rows} US postings on ${files.size} boards` +
    (removed.length ? `, ${removed.length} closed` : "") +
    (failed.length ? `, ${failed.length} kept from the last good input` : "");
  return { files, removed, rows, detail };
}

/** The answer's JSON as sent (`raw`, written back unchanged) and as checked against the API's shape (`data`). */
function parseAnswer<T extends z.ZodType>(
  url: string,
  text: string,
  schema: T,
): { raw: { jobs: unknown[] } & Record<string, unknown>; data: z.infer<T> } {
  const read = readJson(text, schema);
  if (read.kind === "not-json") throw new UpstreamError(url, "malformed JSON");
  if (read.kind === "mismatch") {
    const { issue } = read;
    throw new UpstreamError(url, `unexpected answer shape at ${issue?.path.join(".") || "(root)"}: ${issue?.message}`);
  }
  return { raw: read.json as { jobs: unknown[] } & Record<string, unknown>, data: read.data };
}

const GreenhouseJob = z.object({
  id: z.union([z.number(), z.string()]),
  title: z.string(),
  absolute_url: z.string(),
  updated_at: z.string().optional(),
  location: z.object({ name: z.string().nullish() }).nullish(),
  company_name: z.string().nullish(),
  first_published: z.string().nullish(),
});
const GreenhouseAnswer = z.object({ jobs: z.array(GreenhouseJob), meta: z.object({ total: z.number() }).loose() });

/** The company label the last good file recorded for a board (the collector's wrapper), else the token. */
function previousCompany(context: AdapterContext, file: string, token: string): string {
  try {
    const json = JSON.parse(readFileSync(path.join(context.root, file), "utf8")) as { company?: unknown };
    return typeof json.company === "string" ? json.company : token;
  } catch {
    return token;
  }
}

export const fetchGreenhouse: Adapter = async (context) => {
  const dir = JOB_BOARD_FILES.greenhouseDir;
  const fetchedAt = context.now.toISOString().replace("Z", "");
  const out = await fetchBoards(context, dir, async (token) => {
    const url = `${context.baseUrl}/${encodeURIComponent(token)}/jobs`;
    const { text } = await fetchText(url, {}, context.policy, context.countRequest);
    const { raw, data } = parseAnswer(url, text, GreenhouseAnswer);
    const jobs = (raw.jobs as unknown[]).filter((_, i) => isUsLocation(data.jobs[i]?.location?.name));
    const wrapper = {
      company: previousCompany(context, `${dir}/${token}.json`, token),
      fetched_at: fetchedAt,
      job_count: data.meta.total,
      jobs,
    };
    return { text: JSON.stringify(wrapper), postings: jobs.length };
  });
  const content = [...out.files].map(([f, t]) => `${f}\n${t.replace(/"fetched_at":"[^"]*"/, "")}`);
  return { ...out, fingerprint: fingerprint(content.join("\n")) };
};

const AshbyJob = z.object({
  id: z.string(),
  title: z.string(),
  location: z.string().nullish(),
  secondaryLocations: z.array(z.object({ location: z.string().nullish(), address: AddressShape }).loose()).nullish(),
  address: AddressShape,
  jobUrl: z.string(),
});
const AshbyAnswer = z.object({ apiVersion: z.string().optional(), jobs: z.array(AshbyJob) }).loose();

const US_COUNTRY = /^(us|usa|united states( of america)?)$/i;

function ashbyIsUs(job: z.infer<typeof AshbyJob>): boolean {
  const countries = [job.address, ...(job.secondaryLocations ?? []).map((l) => l.address)].map(
    (a) => a?.postalAddress?.addressCountry ?? "",
  );
  return (
    countries.some((c) => US_COUNTRY.test(c.trim())) ||
    isUsLocation(job.location) ||
    (job.secondaryLocations ?? []).some((l) => isUsLocation(l.location))
  );
}

export const fetchAshby: Adapter = async (context) => {
  const dir = JOB_BOARD_FILES.ashbyDir;
  const out = await fetchBoards(context, dir, async (board) => {
    const url = `${context.baseUrl}/${encodeURIComponent(board)}?includeCompensation=true`;
    const { text } = await fetchText(url, {}, context.policy, context.countRequest);
    const { raw, data } = parseAnswer(url, text, AshbyAnswer);
    // Descriptions are most of the bytes and the site never shows them.
    const jobs = (raw.jobs as Record<string, unknown>[])
      .filter((_, i) => ashbyIsUs(data.jobs[i] as z.infer<typeof AshbyJob>))
      .map(({ descriptionHtml: _h, descriptionPlain: _p, ...job }) => job);
    return { text: JSON.stringify({ ...raw, jobs }), postings: jobs.length };
  });
  return { ...out, fingerprint: fingerprint([...out.files].map(([f, t]) => `${f}\n${t}`).join("\n")) };
};
