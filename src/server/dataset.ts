// The one way functions read the dataset: from the dataset store, validated against the domain
// schemas, cached per instance by dataset version. A warm instance checks the manifest at most
// every MANIFEST_TTL_MS and reads an entity once per version. When the store fails or holds
// something invalid, the last good copy keeps being served; without one, callers get
// DatasetUnavailableError (GET routes answer 503).
import {
  type EntityFile,
  type EntityName,
  entityFileSchema,
  type Manifest,
  ManifestSchema,
} from "../domain/dataset.ts";
import { datasetKey, datasetStore } from "./stores.ts";

export const MANIFEST_TTL_MS = 30_000;

export class DatasetUnavailableError extends Error {
  readonly entity: string;
  constructor(entity: string, reason: string) {
    super(`dataset ${entity} unavailable: ${reason}`);
    this.entity = entity;
  }
}

let manifestCache: { manifest: Manifest; checkedAt: number } | null = null;
let manifestLoading: Promise<Manifest> | null = null;
const entityCache = new Map<EntityName, { version: string; file: EntityFile<EntityName> }>();
const entityLoading = new Map<string, Promise<EntityFile<EntityName>>>();

/** The first line of an error's message, short enough for one log line. */
function firstLine(error: unknown): string {
  if (error instanceof Error) return (error.message.split("\n")[0] ?? "").slice(0, 200);
  return String(error);
}

async function readManifest(): Promise<Manifest> {
  const raw: unknown = await datasetStore().get(datasetKey("manifest"), { type: "json" });
  if (raw === null) throw new Error("no manifest in the store");
  return ManifestSchema.parse(raw);
}

/** The manifest of the dataset being served (cached for MANIFEST_TTL_MS). */
export async function currentManifest(now = Date.now()): Promise<Manifest> {
  if (manifestCache && now - manifestCache.checkedAt < MANIFEST_TTL_MS) return manifestCache.manifest;
  manifestLoading ??= readManifest().finally(() => {
    manifestLoading = null;
  });
  try {
    const manifest = await manifestLoading;
    manifestCache = { manifest, checkedAt: now };
    return manifest;
  } catch (error) {
    console.error(`[dataset] manifest failed: ${firstLine(error)}`);
    if (manifestCache) return manifestCache.manifest;
    throw new DatasetUnavailableError("manifest", firstLine(error));
  }
}

async function readEntity<N extends EntityName>(name: N): Promise<EntityFile<N>> {
  const raw: unknown = await datasetStore().get(datasetKey(name), { type: "json" });
  if (raw === null) throw new Error("missing from the store");
  return entityFileSchema(name).parse(raw) as EntityFile<N>;
}

/** One entity file (envelope and data) of the current dataset version. */
export async function loadEntity<N extends EntityName>(name: N): Promise<EntityFile<N> & { version: string }> {
  const cached = entityCache.get(name);
  let version: string;
  try {
    version = (await currentManifest()).version;
  } catch (error) {
    if (cached) return { ...(cached.file as EntityFile<N>), version: cached.version };
    throw error;
  }
  if (cached?.version === version) return { ...(cached.file as EntityFile<N>), version };

  const key = `${name}@${version}`;
  let loading = entityLoading.get(key) as Promise<EntityFile<N>> | undefined;
  if (!loading) {
    loading = readEntity(name).finally(() => entityLoading.delete(key));
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

/** Forgets everything cached (tests; a new dataset is otherwise picked up by version). */
export function resetDatasetCache(): void {
  manifestCache = null;
  entityCache.clear();
}
