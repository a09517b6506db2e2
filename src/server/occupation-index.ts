// The occupations' search index (occupation-index.json) of the dataset version being served, parsed once per
// version. A version without one (published before the index existed) searches by the roles' own fields only.
import { OCCUPATION_INDEX_PATH } from "../dataset/files.ts";
import { readJson } from "../domain/json-text.ts";
import { OccupationIndexSchema } from "../domain/occupation-index-schema.ts";
import type { OccupationIndexRow } from "../domain/occupation-search.ts";
import { DatasetUnavailableError, loadDatasetText } from "./dataset-reader.ts";

export const OCCUPATION_INDEX_NAME = OCCUPATION_INDEX_PATH;
let cached: { version: string; rows: OccupationIndexRow[] } | null = null;

/** The served version's occupation search index; empty when that version has none. */
export async function loadOccupationIndex(): Promise<OccupationIndexRow[]> {
  const { version, text } = await loadDatasetText(OCCUPATION_INDEX_NAME);
  if (cached?.version === version) return cached.rows;
  if (text === null) return [];
  const read = readJson(text, OccupationIndexSchema);
  if (read.kind === "not-json") throw new DatasetUnavailableError(OCCUPATION_INDEX_NAME, "is not JSON");
  if (read.kind === "mismatch") throw new DatasetUnavailableError(OCCUPATION_INDEX_NAME, "does not match its schema");
  cached = { version, rows: read.data };
  return read.data;
}

/** Forgets the parsed index (tests). */
export function resetOccupationIndexCache(): void {
  cached = null;
}
