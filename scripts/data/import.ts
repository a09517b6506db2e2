/**
 * Imports a new release of an annual source into the raw snapshot, after checking the whole dataset still builds
 * from it, and records its version (the refresh reports it):
 *
 *   npm run data:import -- SOURCE PATH --version "May 2026" [--snapshot DIR]
 *
 * SOURCE: bls-oews (the national workbook), bls-employment-projections (occupation.xlsx), onet (the folder of the
 * database's text files), dingel-neiman (the teleworkability CSV). Then rebuild the seed (`npm run data:build`) or
 * let the next refresh use it; on Netlify, upload the snapshot again (`npm run operator -- upload-snapshot DIR`).
 */
import path from "node:path";
import { parseArgs } from "node:util";
import { ANNUAL_TARGETS, type AnnualSourceId, importAnnual } from "../../src/pipeline/import-annual.ts";

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { version: { type: "string" }, snapshot: { type: "string", default: "../shared/data/raw" } },
});
const [source, given] = positionals;
if (!source || !(source in ANNUAL_TARGETS) || !given || !values.version) {
  console.error(
    `Usage: npm run data:import -- SOURCE PATH --version VERSION [--snapshot DIR]\n  SOURCE: ${Object.keys(ANNUAL_TARGETS).join(", ")}`,
  );
  process.exit(2);
}
try {
  const record = await importAnnual({
    snapshot: path.resolve(values.snapshot),
    source: source as AnnualSourceId,
    given: path.resolve(given),
    version: values.version,
  });
  console.log(`imported ${record.source} ${record.version}: ${Object.keys(record.files).join(", ")}`);
} catch (error) {
  console.error(`data:import refused: ${(error as Error).message}`);
  process.exitCode = 1;
}
