// One place's data for GET /api/places/{code}: the places entity says which places exist; the place's file is read
// from the dataset version being served, checked against its schema and against the place the entity lists, and
// kept per version (the most recently used ones only).
import { isDeepStrictEqual } from "node:util";
import { placePath } from "../dataset/files.ts";
import { readJson } from "../domain/json-text.ts";
import { kindOfCode } from "../domain/place.ts";
import { type PlaceData, PlaceDataSchema } from "../domain/place-data.ts";
import { DatasetUnavailableError, loadDatasetText, loadEntity } from "./dataset-reader.ts";

/** How many places an instance keeps parsed. */
export const PLACE_CACHE_SIZE = 64;
const cache = new Map<string, PlaceData>();

/** The place with this code ("TX", "12420", "4800005") in the served dataset, or null when it has none. */
export async function loadPlace(code: string): Promise<PlaceData | null> {
  if (!kindOfCode(code)) return null;
  const places = await loadEntity("places");
  const entry = places.data.find((p) => p.code === code);
  if (!entry) return null;
  const key = `${places.version} ${code}`;
  const hit = cache.get(key);
  if (hit) {
    cache.delete(key);
    cache.set(key, hit);
    return hit;
  }
  const name = placePath(code);
  const { version, text } = await loadDatasetText(name);
  if (text === null) throw new DatasetUnavailableError(name, "listed in the places entity but missing");
  const read = readJson(text, PlaceDataSchema);
  if (read.kind === "not-json") throw new DatasetUnavailableError(name, "is not JSON");
  if (read.kind === "mismatch" || !isDeepStrictEqual(read.data.place, entry))
    throw new DatasetUnavailableError(name, "does not match its schema or the places entity");
  cache.set(`${version} ${code}`, read.data);
  while (cache.size > PLACE_CACHE_SIZE) cache.delete(cache.keys().next().value as string);
  return read.data;
}

/** Forgets the parsed places (tests). */
export function resetPlaceCache(): void {
  cache.clear();
}
