// One occupation's data for GET /api/occupations/{code}: the occupations index says which exist and each file's
// hash; the file is read from the dataset version being served, checked against that hash and its schema, and
// kept per version (the most recently used ones only).
import { occupationPath, sha256Hex } from "../dataset/files.ts";
import { isSocCode } from "../domain/occupation.ts";
import { type OccupationData, OccupationDataSchema } from "../domain/occupation-data.ts";
import { DatasetUnavailableError, loadData, loadDatasetText } from "./dataset-reader.ts";

/** How many occupations an instance keeps parsed. */
export const OCCUPATION_CACHE_SIZE = 64;
const cache = new Map<string, OccupationData>();

/** The occupation with this SOC code in the served dataset, or null when it has none. */
export async function loadOccupation(soc: string): Promise<OccupationData | null> {
  if (!isSocCode(soc)) return null;
  const entry = (await loadData("occupations")).find((o) => o.soc === soc);
  if (!entry) return null;
  const name = occupationPath(soc);
  const hit = cache.get(entry.sha256);
  if (hit) {
    cache.delete(entry.sha256);
    cache.set(entry.sha256, hit);
    return hit;
  }
  const { text } = await loadDatasetText(name);
  if (text === null) throw new DatasetUnavailableError(name, "listed in the occupations index but missing");
  const hash = sha256Hex(text);
  if (hash !== entry.sha256)
    throw new DatasetUnavailableError(name, "does not match the hash in the occupations index");
  const result = OccupationDataSchema.safeParse(JSON.parse(text));
  if (!result.success || result.data.soc !== soc) throw new DatasetUnavailableError(name, "does not match its schema");
  cache.set(entry.sha256, result.data);
  while (cache.size > OCCUPATION_CACHE_SIZE) cache.delete(cache.keys().next().value as string);
  return result.data;
}

/** Forgets the parsed occupations (tests). */
export function resetOccupationCache(): void {
  cache.clear();
}
