// Copies the committed seed dataset (data/seed/*.json, and data/seed/occupation/*.json) into the dataset store. Used by the local
// server on start; in production Netlify uploads the same files at deploy.
import { readdir, readFile } from "node:fs/promises";
import { join, sep } from "node:path";
import { datasetKey, datasetStore } from "./stores.ts";

/** How many seed files are written at once. */
const SEED_CONCURRENCY = 8;

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
 * Uploads every seed file when the store has no dataset or an older version of it. The manifest
 * goes last, so a reader never sees a manifest whose entities are not there yet.
 */
export async function seedDatasetIfStale(seedDir: string): Promise<SeedResult> {
  let names: string[];
  try {
    // Entity files, and the further files of an entity in its folder (occupation/15-1252.json).
    names = (await readdir(seedDir, { recursive: true }))
      .map((f) => f.split(sep).join("/"))
      .filter((f) => f.endsWith(".json"))
      .sort();
  } catch {
    return { seeded: false, version: null, files: 0 };
  }
  if (!names.includes("manifest.json")) return { seeded: false, version: null, files: 0 };
  const manifestText = await readFile(join(seedDir, "manifest.json"), "utf8");
  const seedVersion = versionOf(manifestText);
  const store = datasetStore();
  const storedVersion = versionOf(await store.get(datasetKey("manifest"), { type: "text", consistency: "strong" }));
  if (storedVersion && storedVersion === seedVersion) return { seeded: false, version: storedVersion, files: 0 };

  const entities = names.filter((f) => f !== "manifest.json");
  // A few writes at a time: the seed holds well over a thousand files (one per occupation and per place).
  let next = 0;
  const worker = async () => {
    while (next < entities.length) {
      const file = entities[next++] as string;
      await store.set(datasetKey(file.replace(/\.json$/, "")), await readFile(join(seedDir, file), "utf8"));
    }
  };
  await Promise.all(Array.from({ length: SEED_CONCURRENCY }, worker));
  await store.set(datasetKey("manifest"), manifestText);
  return { seeded: true, version: seedVersion, files: entities.length + 1 };
}
