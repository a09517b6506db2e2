/**
 * Each source's last good raw input, kept in the versions store: the files its adapter last wrote over the snapshot
 * (and the snapshot files it removed), with what the refresh remembers of that fetch. A failed source is built from
 * this, so it keeps its last good data instead of falling back to the snapshot.
 */
import { z } from "zod";
import { readStored } from "../stored-record.ts";
import { datasetVersionsStore } from "../stores.ts";

export const RawFilesSchema = z.object({
  files: z.record(z.string(), z.string()),
  removed: z.array(z.string()),
});
export type RawFiles = z.infer<typeof RawFilesSchema>;

/** What the refresh remembers of a source's last good fetch (small: read on every refresh to decide what is due). */
export const SourceStateSchema = z.object({ fingerprint: z.string(), rows: z.number(), fetchedAt: z.iso.datetime() });
export type StoredSourceState = z.infer<typeof SourceStateSchema>;

/** A held version's `raw-states` record: the state of each source its refresh updated, by source id. */
export const HeldStatesSchema = z.record(z.string(), SourceStateSchema);
export type HeldStates = z.infer<typeof HeldStatesSchema>;

const heldStatesKey = (version: string) => `v/${version}/raw-states`;

export async function readRawFiles(source: string, prefix = "raw/"): Promise<RawFiles | null> {
  const raw: unknown = await datasetVersionsStore().get(`${prefix}${source}`, { type: "json" });
  return raw === null ? null : RawFilesSchema.parse(raw);
}

export async function writeRawFiles(source: string, files: RawFiles, prefix = "raw/"): Promise<void> {
  await datasetVersionsStore().setJSON(`${prefix}${source}`, files);
}

export async function readSourceState(source: string): Promise<StoredSourceState | null> {
  const raw: unknown = await datasetVersionsStore().get(`state/${source}`, { type: "json" });
  return raw === null ? null : SourceStateSchema.parse(raw);
}

export async function writeSourceState(source: string, state: StoredSourceState): Promise<void> {
  await datasetVersionsStore().setJSON(`state/${source}`, state);
}

/** Raw inputs of a held version, kept until an operator publishes it (they become the last good inputs then). */
export async function writeHeldInputs(
  version: string,
  inputs: Readonly<Record<string, { files: RawFiles; state: StoredSourceState }>>,
): Promise<void> {
  for (const [source, input] of Object.entries(inputs)) await writeRawFiles(source, input.files, `v/${version}/raw/`);
  const states: HeldStates = Object.fromEntries(Object.entries(inputs).map(([s, i]) => [s, i.state]));
  await datasetVersionsStore().setJSON(heldStatesKey(version), states);
}

/**
 * Makes a published held version's raw inputs the last good ones; returns the sources promoted. A `raw-states`
 * record that cannot be read (logged by store and key by readStored, and left as it is) promotes nothing: the version
 * is still published, its sources keep their earlier last good inputs, and the next refresh fetches them again from
 * those and writes new ones, as it does for any source whose answer changed.
 */
export async function promoteHeldInputs(version: string): Promise<string[]> {
  const store = datasetVersionsStore();
  const read = await readStored(store, "dataset-versions", heldStatesKey(version), HeldStatesSchema);
  if (read.kind !== "ok") return [];
  for (const [source, state] of Object.entries(read.data)) {
    const files = await readRawFiles(source, `v/${version}/raw/`);
    if (files) await writeRawFiles(source, files);
    await writeSourceState(source, state);
  }
  return Object.keys(read.data);
}
