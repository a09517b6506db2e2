// The one way functions read the dataset: from the dataset store, validated against the domain
// schemas, cached per instance by dataset version. A warm instance checks the manifest at most
// every MANIFEST_TTL_MS and reads an entity once per version. When the store fails or holds
// something invalid, the last good copy keeps being served; without one, callers get
// DatasetUnavailableError (GET routes answer 503).
import { parseFile, parseManifest } from "../dataset/files.ts";
import type { DatasetSource } from "../dataset/sources.ts";
import {
  type EntityFile,
  type EntityName,
  entityFileName,
  MANIFEST_FILE_NAME,
  type Manifest,
} from "../domain/dataset.ts";
import { servedDatasetSource } from "./dataset-location.ts";

export const MANIFEST_TTL_MS = 30_000;

export class DatasetUnavailableError extends Error {
  readonly entity: string;
  constructor(entity: string, reason: string) {
    super(`dataset ${entity} unavailable: ${reason}`);
    this.entity = entity;
  }
}

/** Where a version's files are: the published pointer's version, else the deploy's dataset (dataset-location.ts). */
type Location = DatasetSource;

let manifestCache: { manifest: Manifest; location: Location; checkedAt: number } | null = null;
let manifestLoading: Promise<{ manifest: Manifest; location: Location }> | null = null;
const entityCache = new Map<EntityName, { version: string; file: EntityFile<EntityName> }>();
const entityLoading = new Map<string, Promise<EntityFile<EntityName>>>();

/** The first line of an error's message, short enough for one log line. */
function firstLine(error: unknown): string {
  if (error instanceof Error) return (error.message.split("\n")[0] ?? "").slice(0, 200);
  return String(error);
}

async function readManifest(): Promise<{ manifest: Manifest; location: Location }> {
  // The live refresh's pointer wins; its version's files are immutable, so entities read later match this manifest.
  const location = await servedDatasetSource();
  const text = await location.read(MANIFEST_FILE_NAME);
  if (text === null) throw new Error("no manifest in the store");
  return { manifest: parseManifest(text, location.label), location };
}

/** The served manifest and where its files are (cached for MANIFEST_TTL_MS). */
async function currentDataset(now = Date.now()): Promise<{ manifest: Manifest; location: Location }> {
  if (manifestCache && now - manifestCache.checkedAt < MANIFEST_TTL_MS) return manifestCache;
  manifestLoading ??= readManifest().finally(() => {
    manifestLoading = null;
  });
  try {
    const loaded = await manifestLoading;
    manifestCache = { ...loaded, checkedAt: now };
    return loaded;
  } catch (error) {
    console.error(`[dataset] manifest failed: ${firstLine(error)}`);
    if (manifestCache) return manifestCache;
    throw new DatasetUnavailableError("manifest", firstLine(error));
  }
}

/** The manifest of the dataset being served (cached for MANIFEST_TTL_MS). */
export async function currentManifest(now = Date.now()): Promise<Manifest> {
  return (await currentDataset(now)).manifest;
}

async function readEntity<N extends EntityName>(name: N, location: Location): Promise<EntityFile<N>> {
  const file = entityFileName(name);
  const text = await location.read(file);
  if (text === null) throw new Error("missing from the store");
  return parseFile(name, text, file) as EntityFile<N>;
}

/** One entity file (envelope and data) of the current dataset version. */
export async function loadEntity<N extends EntityName>(name: N): Promise<EntityFile<N> & { version: string }> {
  const cached = entityCache.get(name);
  let version: string;
  let location: Location;
  try {
    ({
      manifest: { version },
      location,
    } = await currentDataset());
  } catch (error) {
    if (cached) return { ...(cached.file as EntityFile<N>), version: cached.version };
    throw error;
  }
  if (cached?.version === version) return { ...(cached.file as EntityFile<N>), version };

  const key = `${name}@${version}`;
  let loading = entityLoading.get(key) as Promise<EntityFile<N>> | undefined;
  if (!loading) {
    loading = readEntity(name, location).finally(() => entityLoading.delete(key));
    entityLoading.set(key, loading as Promise<EntityFile<EntityName>>);
  }
  try {
    const file = await loading;
    entityCache.set(name, { version, file: file as EntityFile<EntityName> });
    return { ...file, version };
  } catch (error) {
    console.error(`[dataset] entity ${name} (version ${version}) failed: ${firstLine(error)}`);
    if (cached) return { ...(cached.file as EntityFile<N>), version: cached.version };
    throw new DatasetUnavailableError(name, firstLine(error));
  }
}

/** The `data` of one entity. */
export async function loadData<N extends EntityName>(name: N): Promise<EntityFile<N>["data"]> {
  return (await loadEntity(name)).data;
}

/**
 * The text of a file of the current dataset version by its path in it ("occupation/15-1252.json"), with that
 * version; null when the version has no such file. Not cached here: callers keep what they need.
 */
export async function loadDatasetText(name: string): Promise<{ version: string; text: string | null }> {
  const { manifest, location } = await currentDataset();
  try {
    const text = await location.read(name);
    return { version: manifest.version, text };
  } catch (error) {
    throw new DatasetUnavailableError(name, firstLine(error));
  }
}

/** Forgets everything cached (tests; a new dataset is otherwise picked up by version). */
export function resetDatasetCache(): void {
  manifestCache = null;
  entityCache.clear();
}
