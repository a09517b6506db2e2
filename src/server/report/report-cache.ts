// The report of the current dataset version, generated once: kept in memory by this instance and in
// the reports Blobs store (`report-<version>.pdf`) for every other instance.
import type { Manifest } from "../../domain/dataset.ts";
import { currentManifest } from "../dataset-reader.ts";
import { jsonError } from "../json-response.ts";
import { reportsStore } from "../stores.ts";
import { generateReport } from "./generate-report.ts";
import { loadReportInput } from "./load-input.ts";
import { reportFilename } from "./report-figures.ts";
import type { ReportFile } from "./report-types.ts";

/** The Blobs key of a dataset version's report. */
export function reportKey(version: string): string {
  return `report-${version}.pdf`;
}

// One entry: the current version's report (or its generation in progress, shared by concurrent callers).
const memory = new Map<string, Promise<ReportFile>>();

function firstLine(error: unknown): string {
  return error instanceof Error ? (error.message.split("\n")[0] ?? "").slice(0, 200) : String(error);
}

function isPdf(bytes: Uint8Array): boolean {
  return bytes.length > 8 && new TextDecoder().decode(bytes.subarray(0, 5)) === "%PDF-";
}

async function readStored(version: string): Promise<Uint8Array<ArrayBuffer> | null> {
  try {
    const stored = await reportsStore().get(reportKey(version), { type: "arrayBuffer" });
    if (!stored) return null;
    const bytes = new Uint8Array(stored);
    return isPdf(bytes) ? bytes : null;
  } catch (error) {
    console.error(`[report] reading ${reportKey(version)} failed: ${firstLine(error)}`);
    return null;
  }
}

async function store(version: string, pdf: Uint8Array<ArrayBuffer>): Promise<void> {
  try {
    await reportsStore().set(reportKey(version), pdf.buffer, { metadata: { version } });
  } catch (error) {
    // The report is still served; another instance will generate and store it.
    console.error(`[report] storing ${reportKey(version)} failed: ${firstLine(error)}`);
  }
}

async function storedOrGenerated(manifest: Manifest): Promise<ReportFile> {
  const stored = await readStored(manifest.version);
  if (stored) return { pdf: stored, filename: reportFilename(manifest), version: manifest.version };
  const input = await loadReportInput();
  const pdf = await generateReport(input);
  await store(input.manifest.version, pdf);
  return { pdf, filename: reportFilename(input.manifest), version: input.manifest.version };
}

/**
 * The report of the dataset version being served: from memory, else from the reports store, else
 * generated (and stored). Throws DatasetUnavailableError when the dataset cannot be read.
 */
export async function getReport(): Promise<ReportFile> {
  const manifest = await currentManifest();
  let pending = memory.get(manifest.version);
  if (!pending) {
    const created = storedOrGenerated(manifest);
    pending = created;
    memory.clear();
    memory.set(manifest.version, created);
    created.catch(() => {
      if (memory.get(manifest.version) === created) memory.delete(manifest.version);
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
