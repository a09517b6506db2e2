// What the /compare page (rendered on request) reads: the place list, the occupations index, and the data of the one
// occupation the address names, from the dataset version being served; nothing else.

import {
  type CommonOccupation,
  commonOccupations,
  occupationInPlaces,
  type PlaceFigures,
  type ResolvedCompare,
  resolveCompare,
} from "../domain/compare.ts";
import { compareHref, parseCompareQuery } from "../domain/compare-query.ts";
import type { OccupationData } from "../domain/occupation-data.ts";
import type { Place } from "../domain/place.ts";
import { placeOccupationRows } from "../domain/place-data.ts";
import { datasetCacheHeaders } from "./api.ts";
import { currentManifest, loadData } from "./dataset-reader.ts";
import { loadOccupationIndex } from "./occupation-index.ts";
import { loadOccupation } from "./occupation-reader.ts";
import { PAGE_SECURITY_HEADERS } from "./page-headers.ts";
import { loadPlace } from "./place-reader.ts";

/** The query parameters the compare view reads (the form's place boxes send `place`). */
export const COMPARE_PARAMS = ["occupation", "places", "place"] as const;

export interface CompareView extends ResolvedCompare {
  /** The occupation's data (null without an occupation). */
  data: OccupationData | null;
  /** The occupation in each place, in the order of `places` (empty without an occupation). */
  rows: PlaceFigures[];
  /** Without an occupation: the first two places, and the occupations they share (null otherwise). */
  pair: { places: [Place, Place]; common: CommonOccupation[] } | null;
  /** Every place, for the form's list of suggestions. */
  allPlaces: readonly Place[];
  /** The canonical address of what is shown. */
  href: string;
  /** Headers for the page: the site's security headers and the dataset's cache headers. */
  headers: Record<string, string>;
}

/** Reads and resolves the comparison an address asks for. Throws DatasetUnavailableError when the data cannot be read. */
export async function loadCompareView(params: URLSearchParams): Promise<CompareView> {
  const [manifest, allPlaces, occupations] = await Promise.all([
    currentManifest(),
    loadData("places"),
    loadOccupationIndex(),
  ]);
  const resolved = resolveCompare(parseCompareQuery(params), { places: allPlaces, occupations });
  const data = resolved.occupation ? await loadOccupation(resolved.occupation.soc) : null;
  // Two places without an occupation: their own data files, and nothing else.
  const [first, second] = resolved.places;
  let pair: CompareView["pair"] = null;
  if (!resolved.occupation && first && second) {
    const [a, b] = await Promise.all([loadPlace(first.code), loadPlace(second.code)]);
    if (a && b) {
      const places: [Place, Place] = [first, second];
      pair = {
        places,
        common: commonOccupations(places, [placeOccupationRows(a), placeOccupationRows(b)], occupations),
      };
    }
  }
  return {
    ...resolved,
    data,
    pair,
    rows: data ? occupationInPlaces(data, resolved.places) : [],
    allPlaces,
    href: compareHref({ occupation: resolved.occupation?.slug ?? null, places: resolved.places.map((p) => p.slug) }),
    headers: { ...PAGE_SECURITY_HEADERS, ...datasetCacheHeaders(manifest.version, COMPARE_PARAMS) },
  };
}
