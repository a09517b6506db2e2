// Where the public raw-data snapshot is, by the one rule of scripts/lib/raw-snapshot.ts: DATA_RAW_DIR, else
// ../shared/data/raw beside the repository. Only the data layer's tests read it (tests/unit/data); where this machine
// has none, the data project's global setup says so once and those tests are skipped.
import path from "node:path";
import { fullRawSnapshot, fullRawSnapshotPath } from "../../scripts/lib/raw-snapshot.ts";

const repoRoot = path.resolve(import.meta.dirname, "../..");

/** The snapshot's folder, or undefined where this machine has none. */
export const RAW_DIR = fullRawSnapshot(repoRoot);

/** Why the tests that read the snapshot are skipped, where they are. */
export const MISSING_SNAPSHOT =
  `no raw snapshot at ${fullRawSnapshotPath(repoRoot)} (DATA_RAW_DIR, else ../shared/data/raw beside the ` +
  "repository): the tests that read it are skipped";
