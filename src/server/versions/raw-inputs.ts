/**
 * Each source's last good raw input, kept in the versions store: the files its adapter last wrote over the snapshot
 * (and the snapshot files it removed), with what the refresh remembers of that fetch. A failed source is built from
 * this, so it keeps its last good data instead of falling back to the snapshot.
 */
import { z } from "zod";
import { datasetVersionsStore } from "../stores.ts";

export const RawFilesSchema = z.object({
  files: z.record(z.string(), z.string()),
  removed: z.array(z.string()),
});
export type RawFiles = z.infer<typeof RawFilesSchema>;

/** What the refresh remembers of a source's last good fetch (small: read on every refresh to decide what is due). */
export const SourceStateSchema = z.object({ fingerprint: z.string(), rows: z.number(), fetchedAt: z.iso.datetime() });
export type StoredSourceState = z.infer<typeof SourceStateSchema>;

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
  await datasetVersionsStore().setJSON(
    `v/${version}/raw-states`,
    Object.fromEntries(Object.entries(inputs).map(([s, i]) => [s, i.state])),
  );
}

/** Makes a published held version's raw inputs the last good ones. */
export async function promoteHeldInputs(version: string): Promise<string[]> {
  const states = (await datasetVersionsStore().get(`v/${version}/raw-states`, { type: "json" })) as Record<
    string,
    StoredSourceState
  > | null;
  if (!states) return [];
  for (const [source, state] of Object.entries(states)) {
    const files = await readRawFiles(source, `v/${version}/raw/`);
    if (files) await writeRawFiles(source, files);
    await writeSourceState(source, state);
  }
  return Object.keys(states);
}
