// Where the public raw-data snapshot is (it is never copied into the repository): DATA_RAW_DIR, else
// ../shared/data/raw beside the repository, else /work/shared/data/raw. Tests that read it, or serve it from
// fake upstreams, run only where it exists and say so when they are skipped.
import { existsSync } from "node:fs";
import path from "node:path";

const repoRoot = path.resolve(import.meta.dirname, "../..");
const candidates = [process.env["DATA_RAW_DIR"], path.resolve(repoRoot, "../shared/data/raw"), "/work/shared/data/raw"];

/** The snapshot's folder, or undefined where this machine has none. */
export const RAW_DIR = candidates.find((dir): dir is string => !!dir && existsSync(path.join(dir, "PROVENANCE.md")));

/** Logs why a suite that needs the snapshot is skipped. */
export function noteMissingSnapshot(suite: string): void {
  if (!RAW_DIR) {
    console.warn(
      `${suite} skipped: raw snapshot not found (looked for ../shared/data/raw and /work/shared/data/raw; set DATA_RAW_DIR to run it)`,
    );
  }
}
