// What an operator does with dataset versions: list them, publish one the plausibility gate held, roll back to an
// earlier one. Each moves only the pointer (the last write of any publish), after checking every file of the target.
import { recordInHistory } from "./history.ts";
import { promoteHeldInputs } from "./raw-inputs.ts";
import { listVersions, type Pointer, pointTo, readPointer, readRecord, type VersionRecord } from "./version-store.ts";

export interface VersionRow extends VersionRecord {
  readonly current: boolean;
}

/** Every stored version, newest first, with the served one marked. */
export async function versionTable(): Promise<VersionRow[]> {
  const [versions, pointer] = await Promise.all([listVersions(), readPointer()]);
  return versions.map((v) => ({ ...v, current: v.version === pointer?.version }));
}

/**
 * Publishes a held version anyway; its raw inputs become the last good ones. Its history entry is dated `now`, the
 * moment it is served: its release email is due from then, on its own (see notifications-due.ts).
 */
export async function publishHeld(version: string, by: string, now: Date = new Date()): Promise<Pointer> {
  const record = await readRecord(version);
  if (!record) throw new Error(`no version ${version}`);
  if (record.state !== "held") throw new Error(`version ${version} is not held (it is ${record.state})`);
  const pointer = await pointTo(version, by, now);
  await promoteHeldInputs(version);
  await recordInHistory(version, "publish-held", by, now);
  return pointer;
}

/** Serves an earlier published version again. */
export async function rollBack(version: string, by: string): Promise<Pointer> {
  const record = await readRecord(version);
  if (!record) throw new Error(`no version ${version}`);
  if (record.state === "held") throw new Error(`version ${version} was held; publish it with publish-held`);
  const pointer = await pointTo(version, by);
  await recordInHistory(version, "rollback", by);
  return pointer;
}
