/**
 * Manual import of an annual source (OEWS, Employment Projections, O*NET, teleworkability): the owner's new file is
 * put into a scratch copy of the raw snapshot, the whole dataset is built from that copy (every reader validates
 * what it reads), and only if that succeeds is the file written into the snapshot and its version recorded in the
 * snapshot's `imports.json`, which the refresh reports. A file that does not build leaves the snapshot untouched.
 */
import { createHash } from "node:crypto";
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { z } from "zod";
import { buildFromInputs } from "./build-dataset.ts";
import { loadInputs } from "./load-inputs.ts";
import { OEWS_NATIONAL_FILE } from "./readers/oews.ts";
import { ONET_FILES } from "./readers/onet.ts";
import { EP_FILE } from "./readers/projections.ts";
import { TELEWORK_FILE } from "./readers/telework.ts";

/** Where each annual source's file goes in the snapshot; O*NET is a folder of the database's text files. */
export const ANNUAL_TARGETS = {
  "bls-oews": { files: [OEWS_NATIONAL_FILE], folder: false },
  "bls-employment-projections": { files: [EP_FILE], folder: false },
  onet: { files: Object.values(ONET_FILES), folder: true },
  "dingel-neiman": { files: [TELEWORK_FILE], folder: false },
} as const;
export type AnnualSourceId = keyof typeof ANNUAL_TARGETS;

export const IMPORTS_FILE = "imports.json";
const ImportRecordSchema = z.object({
  source: z.string(),
  version: z.string().min(1),
  files: z.record(z.string(), z.string()),
  importedAt: z.iso.datetime(),
});
export type ImportRecord = z.infer<typeof ImportRecordSchema>;

/** The imports recorded in a snapshot, by source (the latest of each). */
export function readImports(snapshot: string): Record<string, ImportRecord> {
  const file = path.join(snapshot, IMPORTS_FILE);
  if (!existsSync(file)) return {};
  return z.record(z.string(), ImportRecordSchema).parse(JSON.parse(readFileSync(file, "utf8")));
}

/** The snapshot-relative target of each given file (a folder gives the files the source needs from it). */
function placements(source: AnnualSourceId, given: string): [from: string, to: string][] {
  const target = ANNUAL_TARGETS[source];
  if (target.folder !== statSync(given).isDirectory()) {
    throw new Error(`${source} takes ${target.folder ? "a folder (the database's text files)" : "one file"}`);
  }
  return target.files.map((to) => [target.folder ? path.join(given, path.basename(to)) : given, to]);
}

export async function importAnnual(options: {
  snapshot: string;
  source: AnnualSourceId;
  given: string;
  version: string;
  now?: Date;
}): Promise<ImportRecord> {
  const pairs = placements(options.source, options.given);
  for (const [from] of pairs) if (!existsSync(from)) throw new Error(`missing ${from}`);
  const scratch = mkdtempSync(path.join(tmpdir(), "usja-import-"));
  try {
    cpSync(options.snapshot, scratch, { recursive: true });
    for (const [from, to] of pairs) cpSync(from, path.join(scratch, to));
    // The whole pipeline over the copy: a file with other columns, sheets or codes fails here, with the reason.
    buildFromInputs(await loadInputs(scratch));
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
  const files: Record<string, string> = {};
  for (const [from, to] of pairs) {
    cpSync(from, path.join(options.snapshot, to));
    files[to] = createHash("sha256").update(readFileSync(from)).digest("hex");
  }
  const record: ImportRecord = {
    source: options.source,
    version: options.version,
    files,
    importedAt: (options.now ?? new Date()).toISOString(),
  };
  const imports = { ...readImports(options.snapshot), [options.source]: record };
  writeFileSync(path.join(options.snapshot, IMPORTS_FILE), `${JSON.stringify(imports, null, 2)}\n`);
  return record;
}
