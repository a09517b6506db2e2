// Build-time access to the occupations: the index (occupations.json) and each occupation's own file, checked against
// its schema (by publishedFile) once per build, so the page and its CSV files read the same data. Runs only while Astro builds.

import { OCCUPATION_POSTINGS_PATH, occupationPath } from "../dataset/files";
import type { OccupationData, OccupationIndexEntry } from "../domain/occupation-data";
import type { PostingSummary } from "../domain/occupation-postings";
import type { Place } from "../domain/place";
import { publishedEntity, publishedFile } from "./published-dataset";

const checked = new Map<string, OccupationData>();

/** Every occupation of the index, in its order (SOC code). */
export function occupationIndex(): readonly OccupationIndexEntry[] {
  return publishedEntity("occupations").data;
}

/** One occupation's data; a file that does not match its schema or its SOC code stops the build. */
export function occupationData(soc: string): OccupationData {
  const hit = checked.get(soc);
  if (hit) return hit;
  // Parsed with its schema by publishedFile; the file must also be the occupation asked for.
  const data = publishedFile(occupationPath(soc)) as OccupationData;
  if (data.soc !== soc) throw new Error(`${occupationPath(soc)} holds ${data.soc}, not ${soc}`);
  checked.set(soc, data);
  return data;
}

/** Every place (states, metro and nonmetro areas) by its code. */
export function placesByCode(): ReadonlyMap<string, Place> {
  return new Map(publishedEntity("places").data.map((p) => [p.code, p]));
}

let postings: PostingSummary | undefined;

/** The job-board postings matched to occupations (occupation-postings.json), checked once per build. */
export function occupationPostings(): PostingSummary {
  postings ??= publishedFile(OCCUPATION_POSTINGS_PATH) as PostingSummary;
  return postings;
}
