// Which raw snapshot the offline tools use when none is named: the full public snapshot beside the repository
// (../shared/data/raw) where it exists, else the small fixture committed with the repository
// (tests/fixtures/raw-snapshot, cut from the public one by scripts/data/make-fixture-snapshot.ts). The fake upstreams
// serve it and `npm run data:refresh` lays its inputs over it, so the two agree by default.
import { existsSync } from "node:fs";
import path from "node:path";

export const FIXTURE_SNAPSHOT = "tests/fixtures/raw-snapshot";

/** The default snapshot's absolute path, for a repository at `repoRoot`. */
export function defaultRawSnapshot(repoRoot: string): string {
  const full = path.resolve(repoRoot, "../shared/data/raw");
  return existsSync(full) ? full : path.resolve(repoRoot, FIXTURE_SNAPSHOT);
}
