// Where the raw snapshots are. The full public snapshot is never copied into the repository: it is DATA_RAW_DIR when
// that is set, else ../shared/data/raw beside the repository (relative to the repository's root). The small fixture
// committed with the repository (tests/fixtures/raw-snapshot, cut from the public one by
// scripts/data/make-fixture-snapshot.ts) stands in for it where a machine has none: the offline tools use it then, and
// the fake upstreams serve it while `npm run data:refresh` lays its inputs over it, so the two agree by default.
import { existsSync } from "node:fs";
import path from "node:path";

export const FIXTURE_SNAPSHOT = "tests/fixtures/raw-snapshot";

/** Where the full snapshot is for a repository at `repoRoot` (whether or not this machine has it). */
export function fullRawSnapshotPath(repoRoot: string, env: NodeJS.ProcessEnv = process.env): string {
  return path.resolve(repoRoot, env["DATA_RAW_DIR"] || "../shared/data/raw");
}

/** The full snapshot's absolute path where this machine has it (a folder with its PROVENANCE.md), else undefined. */
export function fullRawSnapshot(repoRoot: string, env: NodeJS.ProcessEnv = process.env): string | undefined {
  const dir = fullRawSnapshotPath(repoRoot, env);
  return existsSync(path.join(dir, "PROVENANCE.md")) ? dir : undefined;
}

/** The default snapshot's absolute path, for a repository at `repoRoot`: the full one where it exists, else the fixture. */
export function defaultRawSnapshot(repoRoot: string, env: NodeJS.ProcessEnv = process.env): string {
  return fullRawSnapshot(repoRoot, env) ?? path.resolve(repoRoot, FIXTURE_SNAPSHOT);
}
