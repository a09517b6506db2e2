// Copies the committed seed dataset (data/seed/: every file its manifest lists) into the deploy's dataset store.
// Used by the local server on start; in production Netlify uploads the same files at deploy (scripts/stage-dataset.ts).
import { copyDataset, folderSource, readManifest, storeSink } from "../dataset/sources.ts";
import { DATASET_PREFIX, datasetKey, datasetStore } from "./stores.ts";

interface SeedResult {
  seeded: boolean;
  version: string | null;
  files: number;
}

/** Reads the version recorded in a manifest's JSON text, or null. */
function versionOf(manifestText: string | null): string | null {
  if (!manifestText) return null;
  try {
    const version = (JSON.parse(manifestText) as { version?: unknown }).version;
    return typeof version === "string" ? version : null;
  } catch {
    return null;
  }
}

/**
 * Uploads every file of the seed when the store has no dataset or another version of it, each checked against the
 * manifest's hash, the manifest last, so a reader never sees a manifest whose files are not there yet.
 */
export async function seedDatasetIfStale(seedDir: string): Promise<SeedResult> {
  const source = folderSource(seedDir, "data/seed");
  let seedVersion: string;
  try {
    seedVersion = (await readManifest(source)).manifest.version;
  } catch {
    return { seeded: false, version: null, files: 0 };
  }
  const store = datasetStore();
  const storedVersion = versionOf(await store.get(datasetKey("manifest"), { type: "text", consistency: "strong" }));
  if (storedVersion === seedVersion) return { seeded: false, version: storedVersion, files: 0 };
  const manifest = await copyDataset(source, storeSink(store, DATASET_PREFIX, "the deploy's dataset store"));
  return { seeded: true, version: seedVersion, files: (manifest.files?.length ?? 0) + 1 };
}
