/**
 * Versioned dataset in Blobs. A publish writes every file of the new version under `v/<version>/` first (entity
 * files, manifest, digest, change record) and the pointer `current` last, so a reader that follows the pointer
 * sees the old dataset or the new one, never a mix. Versions are immutable once written; the newest KEEP_VERSIONS
 * (and always the served one) are kept for rollback and for revisions. A version the plausibility gate refused is
 * written but "held": the pointer never moves to it unless an operator publishes it.
 */
import { z } from "zod";
import {
  copyDataset,
  type DatasetSource,
  memorySource,
  storeSink,
  storeSource,
  verifyDataset,
} from "../../dataset/sources.ts";
import { type ChangeRecord, type DatasetDigest, DatasetDigestSchema } from "../../domain/changes.ts";
import { MANIFEST_FILE_NAME, type Manifest } from "../../domain/dataset.ts";
import { deployDatasetSource } from "../deploy-dataset.ts";
import { datasetVersionsStore } from "../stores.ts";

export const KEEP_VERSIONS = 12;
export const CURRENT_KEY = "current";

export const PointerSchema = z.object({ version: z.string(), publishedAt: z.iso.datetime(), by: z.string() });
export type Pointer = z.infer<typeof PointerSchema>;

export const VersionRecordSchema = z.object({
  version: z.string(),
  createdAt: z.iso.datetime(),
  state: z.enum(["published", "held"]),
  /** Why the gate held it (each problem with its figures). */
  problems: z.array(z.string()),
  builtAt: z.string(),
  summary: z.string(),
});
export type VersionRecord = z.infer<typeof VersionRecordSchema>;

export function versionKey(version: string, name: string): string {
  return `v/${version}/${name}`;
}

/** The pointer to the served version, or null when none was ever published (the deploy's seed is served). */
export async function readPointer(): Promise<Pointer | null> {
  const raw: unknown = await datasetVersionsStore().get(CURRENT_KEY, { type: "json" });
  return raw === null ? null : PointerSchema.parse(raw);
}

export interface VersionFiles {
  /** Every file of the version by its path in it ("occupation/15-1252.json"), manifest included, as built. */
  readonly files: ReadonlyMap<string, string>;
  readonly manifest: Manifest;
  readonly digest: DatasetDigest;
  readonly changes: ChangeRecord;
  readonly problems: readonly string[];
  readonly createdAt: string;
}

/** A stored version's files, read by their paths in the version. */
export function versionSource(version: string): DatasetSource {
  return storeSource(datasetVersionsStore(), `v/${version}/`, `version ${version} in the versions store`);
}

/** Writes a version's files (the manifest after every file it lists) and its record; does not move the pointer. */
export async function writeVersion(version: VersionFiles): Promise<void> {
  const store = datasetVersionsStore();
  const v = version.manifest.version;
  await store.set(versionKey(v, "digest"), JSON.stringify(version.digest));
  await store.set(versionKey(v, "changes"), JSON.stringify(version.changes));
  await copyDataset(
    memorySource(version.files, `version ${v} as built`),
    storeSink(store, `v/${v}/`, `version ${v} in the versions store`),
  );
  const record: VersionRecord = {
    version: v,
    createdAt: version.createdAt,
    state: version.problems.length ? "held" : "published",
    problems: [...version.problems],
    builtAt: version.manifest.builtAt,
    summary: summarize(version.changes),
  };
  await store.setJSON(`meta/${v}`, record);
}

/** One line about a change record, for the version list. */
export function summarize(changes: ChangeRecord): string {
  const parts = changes.newPeriods.map((p) => `${p.source} ${p.from ?? "—"} → ${p.to}`);
  if (changes.revisionCount) parts.push(`${changes.revisionCount} revised values`);
  if (changes.warn.newNotices) parts.push(`${changes.warn.newNotices} new WARN notices`);
  return parts.join("; ") || "no new periods";
}

/** Checks every file of a stored version's manifest is stored and matches its hash. */
export async function verifyVersion(version: string): Promise<Manifest> {
  return verifyDataset(versionSource(version));
}

/** Moves the pointer to a complete stored version (the last write of a publish) and marks it published. */
export async function pointTo(version: string, by: string, now: Date = new Date()): Promise<Pointer> {
  await verifyVersion(version);
  const store = datasetVersionsStore();
  const pointer: Pointer = { version, publishedAt: now.toISOString(), by };
  await store.setJSON(CURRENT_KEY, pointer);
  const record = await readRecord(version);
  if (record && record.state !== "published") await store.setJSON(`meta/${version}`, { ...record, state: "published" });
  return pointer;
}

export async function readRecord(version: string): Promise<VersionRecord | null> {
  const raw: unknown = await datasetVersionsStore().get(`meta/${version}`, { type: "json" });
  return raw === null ? null : VersionRecordSchema.parse(raw);
}

/** Every stored version, newest first. */
export async function listVersions(): Promise<VersionRecord[]> {
  const store = datasetVersionsStore();
  const { blobs } = await store.list({ prefix: "meta/" });
  const records = await Promise.all(blobs.map((b) => readRecord(b.key.slice("meta/".length))));
  return records
    .filter((r): r is VersionRecord => r !== null)
    .sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0));
}

/** The stored digest of a version, or null (the deploy's seed has none). */
export async function readDigest(version: string): Promise<DatasetDigest | null> {
  const raw: unknown = await datasetVersionsStore().get(versionKey(version, "digest"), { type: "json" });
  return raw === null ? null : DatasetDigestSchema.parse(raw);
}

/** Deletes all but the newest `keep` versions, never the served one. */
export async function pruneVersions(keep: number = KEEP_VERSIONS): Promise<string[]> {
  const store = datasetVersionsStore();
  const current = (await readPointer())?.version;
  const old = (await listVersions()).slice(keep).filter((r) => r.version !== current);
  for (const record of old) {
    const { blobs } = await store.list({ prefix: `v/${record.version}/` });
    for (const blob of blobs) await store.delete(blob.key);
    await store.delete(`meta/${record.version}`);
  }
  return old.map((r) => r.version);
}

/** Version being served: the pointer's, else the deploy seed's manifest version, else null. */
export async function servedVersion(): Promise<string | null> {
  return (await readServedManifest())?.version ?? null;
}

/** The served manifest as stored (unvalidated, uncached): the pointer's version, else the deploy seed's; null if none. */
export async function readServedManifest(): Promise<{ version?: string; builtAt?: string } | null> {
  const pointer = await readPointer();
  if (pointer) return datasetVersionsStore().get(versionKey(pointer.version, "manifest"), { type: "json" });
  const text = await deployDatasetSource().read(MANIFEST_FILE_NAME);
  return text === null ? null : (JSON.parse(text) as { version?: string; builtAt?: string });
}

/** The sources (id and reference period) of every entity of the served dataset, for the scheduler. */
export async function readServedManifestEntries(): Promise<{ id: string; referencePeriod: string }[]> {
  const manifest = (await readServedManifest()) as {
    entities?: Record<string, { sources?: { id: string; referencePeriod: string }[] }>;
  } | null;
  return Object.values(manifest?.entities ?? {}).flatMap((e) => e.sources ?? []);
}
