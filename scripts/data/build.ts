/**
 * Builds the seed dataset from the public source snapshot.
 *
 *   npm run data:build [-- --from DIR] [--out DIR] [--built-at ISO] [--cache DIR]
 *
 * --from      input directory (default: DATA_RAW_DIR, else ../shared/data/raw, relative to the repository root)
 * --out       output directory (default: data/seed)
 * --built-at  timestamp recorded as manifest.builtAt (default: derived from the data, so builds are reproducible)
 * --cache     a folder to keep the workbooks' parsed tables in, by content, so that the next build with the same
 *             workbooks skips parsing them (about half of a build's time)
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { buildDataset } from "../../src/pipeline/build-dataset.ts";
import { keepTablesIn } from "../../src/pipeline/readers/xlsx.ts";
import { writeSeed } from "../../src/pipeline/write-seed.ts";
import { fullRawSnapshotPath } from "../lib/raw-snapshot.ts";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

function fail(message: string): never {
  process.stderr.write(`data:build failed: ${message}\n`);
  process.exit(1);
}

let values: { from?: string; out?: string; "built-at"?: string; cache?: string };
try {
  ({ values } = parseArgs({
    options: {
      from: { type: "string" },
      out: { type: "string" },
      "built-at": { type: "string" },
      cache: { type: "string" },
    },
    strict: true,
  }));
} catch (error) {
  fail((error as Error).message);
}

const from = values.from ? path.resolve(repoRoot, values.from) : fullRawSnapshotPath(repoRoot);
if (values.cache) keepTablesIn(path.resolve(repoRoot, values.cache));
const out = path.resolve(repoRoot, values.out ?? "data/seed");
const builtAt = values["built-at"];
if (builtAt !== undefined && Number.isNaN(Date.parse(builtAt))) fail(`--built-at is not a date: ${builtAt}`);

const started = performance.now();
try {
  const dataset = await buildDataset(from, builtAt === undefined ? {} : { builtAt: new Date(builtAt).toISOString() });
  writeSeed(out, dataset);
  const seconds = ((performance.now() - started) / 1000).toFixed(2);
  const lines = Object.entries(dataset.manifest.entities).map(
    ([name, e]) => `  ${name.padEnd(20)} ${String(e.count).padStart(6)}  ${e.referencePeriod}`,
  );
  process.stdout.write(
    `data:build: ${dataset.files.size} files → ${path.relative(process.cwd(), out) || out} ` +
      `(version ${dataset.manifest.version}, builtAt ${dataset.manifest.builtAt}) in ${seconds} s\n${lines.join("\n")}\n`,
  );
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}
