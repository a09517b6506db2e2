// Build-time access to the places: the list (places.json) and each place's own file, checked against its schema and
// the list once per build, so the page and its CSV files read the same data. Runs only while Astro builds.

import { placePath } from "../dataset/files";
import type { Place } from "../domain/place";
import type { PlaceData } from "../domain/place-data";
import type { OccupationFacts } from "../domain/place-rankings";
import { occupationIndex } from "./occupations";
import { publishedEntity, publishedFile } from "./published-dataset";

const checked = new Map<string, PlaceData>();

/** Every place (states, metro and nonmetro areas), in the list's order. */
export function placeList(): readonly Place[] {
  return publishedEntity("places").data;
}

/** The places that have a page of their own: states (and DC) and metro areas; nonmetro areas are listed on their state's. */
export function pagedPlaces(): readonly Place[] {
  return placeList().filter((p) => p.kind !== "nonmetro");
}

/** One place's data; a file that does not match its schema or the list stops the build. */
export function placeData(code: string): PlaceData {
  const hit = checked.get(code);
  if (hit) return hit;
  // Parsed with its schema by publishedFile; the file must also be the place asked for.
  const data = publishedFile(placePath(code)) as PlaceData;
  if (data.place.code !== code) throw new Error(`${placePath(code)} holds ${data.place.code}, not ${code}`);
  checked.set(code, data);
  return data;
}

let facts: Map<string, OccupationFacts> | undefined;

/** Each occupation's slug, title and national projected change, by SOC code (the occupations index). */
export function occupationFacts(): ReadonlyMap<string, OccupationFacts> {
  facts ??= new Map(
    occupationIndex().map((o) => [o.soc, { soc: o.soc, slug: o.slug, title: o.title, changePercent: o.changePercent }]),
  );
  return facts;
}
