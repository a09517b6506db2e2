// The report of the current dataset version, generated once: kept in memory by this instance and in
// the reports Blobs store (`report-<version>.pdf`) for every other instance.
import type { Manifest } from "../../domain/dataset.ts";
import { type NewerRelease, newerReleases } from "../../domain/report-coverage.ts";
import { currentManifest } from "../dataset-reader.ts";
import { jsonError } from "../json-response.ts";
import { reportsStore } from "../stores.ts";
import { readCalendar } from "../versions/history.ts";
import { generateReport } from "./generate-report.ts";
import { loadReportInput } from "./load-input.ts";
import { reportFilename } from "./report-figures.ts";
import type { ReportFile } from "./report-types.ts";

/**
 * The Blobs key of a dataset version's report, with the newer releases its cover names: when another comes out, the
 * report is generated again to say so.
 */
export function reportKey(version: string, newer: readonly NewerRelease[] = []): string {
  const since = newer.map((r) => `-${r.release}-${r.period}`).join("");
  return `report-${version}${since}.pdf`;
}

/** The BLS releases newer than the dataset's figures out at `now`, from the stored calendar (none without one). */
async function releasedSince(manifest: Manifest, now: Date): Promise<NewerRelease[]> {
  const calendar = await readCalendar().catch((error: unknown) => {
    console.error(`[report] the release calendar cannot be read: ${firstLine(error)}`);
    return null;
  });
  const sources = Object.values(manifest.entities).flatMap((e) => e.sources);
  return newerReleases(sources, manifest.builtAt, calendar?.releases ?? null, now);
}

// One entry: the current version's report (or its generation in progress, shared by concurrent callers).
const memory = new Map<string, Promise<ReportFile>>();

function firstLine(error: unknown): string {
  return error instanceof Error ? (error.message.split("\n")[0] ?? "").slice(0, 200) : String(error);
}

function isPdf(bytes: Uint8Array): boolean {
  return bytes.length > 8 && new TextDecoder().decode(bytes.subarray(0, 5)) === "%PDF-";
}

async function readStored(key: string): Promise<Uint8Array<ArrayBuffer> | null> {
  try {
    const stored = await reportsStore().get(key, { type: "arrayBuffer" });
    if (!stored) return null;
    const bytes = new Uint8Array(stored);
    return isPdf(bytes) ? bytes : null;
  } catch (error) {
    console.error(`[report] reading ${key} failed: ${firstLine(error)}`);
    return null;
  }
}

async function store(key: string, version: string, pdf: Uint8Array<ArrayBuffer>): Promise<void> {
  try {
    await reportsStore().set(key, pdf.buffer, { metadata: { version } });
  } catch (error) {
    // The report is still served; another instance will generate and store it.
    console.error(`[report] storing ${key} failed: ${firstLine(error)}`);
  }
}

async function storedOrGenerated(manifest: Manifest, newer: readonly NewerRelease[]): Promise<ReportFile> {
  const stored = await readStored(reportKey(manifest.version, newer));
  if (stored) return { pdf: stored, filename: reportFilename(manifest), version: manifest.version };
  const input = await loadReportInput(newer);
  const pdf = await generateReport(input);
  await store(reportKey(input.manifest.version, newer), input.manifest.version, pdf);
  return { pdf, filename: reportFilename(input.manifest), version: input.manifest.version };
}

/**
 * The report of the dataset version being served, as of `now` (its cover names the BLS releases out since): from
 * memory, else from the reports store, else generated (and stored). Throws DatasetUnavailableError when the dataset cannot be read.
 */
export async function getReport(now: Date = new Date()): Promise<ReportFile> {
  const manifest = await currentManifest();
  const newer = await releasedSince(manifest, now);
  const key = reportKey(manifest.version, newer);
  let pending = memory.get(key);
  if (!pending) {
    const created = storedOrGenerated(manifest, newer);
    pending = created;
    memory.clear();
    memory.set(key, created);
    created.catch(() => {
      if (memory.get(key) === created) memory.delete(key);
    });
  }
  return pending;
}

/** 503 "the report cannot be produced now" (the dataset or the store cannot be read); worth retrying. */
export function reportUnavailable(): Response {
  return jsonError(
    503,
    "report_unavailable",
    "The report cannot be generated right now. Please try again shortly.",
    {},
    { "Retry-After": "30" },
  );
}

/** Forgets the in-memory report (tests). */
export function resetReportCache(): void {
  memory.clear();
}
