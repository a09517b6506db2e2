// The data project's global setup: builds the dataset from the full raw snapshot once per run, in a child process
// (`npm run data:build` into a temporary folder) started here and left running, so that the other tests run while it
// builds; the data tests that need it wait for it (tests/helpers/full-dataset.ts). The workbooks' parsed tables are
// kept in node_modules/.cache/usja, by content, so a second run on this machine skips parsing them. Where the machine
// has no snapshot it says so once, and the tests that read it are skipped.
import { spawn } from "node:child_process";
import { mkdtempSync, openSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { BUILD_EXIT, BUILD_LOG, type FullDatasetBuild, TABLE_CACHE } from "./full-dataset.ts";
import { MISSING_SNAPSHOT, RAW_DIR } from "./raw-snapshot.ts";

const repoRoot = path.resolve(import.meta.dirname, "../..");

export default function setup(project: TestProject): (() => void) | undefined {
  if (!RAW_DIR) {
    console.warn(`data: ${MISSING_SNAPSHOT}`);
    project.provide("fullDataset", null);
    return undefined;
  }
  const work = mkdtempSync(path.join(tmpdir(), "usja-full-dataset-"));
  const build: FullDatasetBuild = {
    raw: RAW_DIR,
    dir: path.join(work, "dataset"),
    work,
    tableCache: path.join(repoRoot, TABLE_CACHE),
  };
  const log = openSync(path.join(work, BUILD_LOG), "w");
  const child = spawn(
    process.execPath,
    ["scripts/data/build.ts", "--from", build.raw, "--out", build.dir, "--cache", build.tableCache],
    { cwd: repoRoot, stdio: ["ignore", log, log] },
  );
  const exited = (code: number | null, signal: string | null) =>
    writeFileSync(path.join(work, BUILD_EXIT), JSON.stringify({ code, signal }));
  child.on("exit", exited);
  child.on("error", (error) => exited(null, error.message));
  project.provide("fullDataset", build);
  return () => {
    if (child.exitCode === null && child.signalCode === null) child.kill();
    rmSync(work, { recursive: true, force: true });
  };
}
