/**
 * The place page a WARN notice or an employer's 'City, ST' links to: the metro area the Census delineation places it
 * in (place-locator.ts: a county, or a principal city, in its state), else its state; none for a place outside the 50
 * states and DC. One rule for the layoffs table and the companies list, over the one list of places (placesOf, handed over by build-dataset).
 */
import type { Place } from "../domain/place.ts";
import type { Inputs } from "./load-inputs.ts";
import { type Location, placeLocator } from "./place-locator.ts";
import type { WarnNotice } from "./readers/warn.ts";

/** The delineation, and the dataset's places (placesOf in builders/places.ts; build-dataset hands them over). */
export type PlaceLinkInputs = Pick<Inputs, "cbsa"> & { places: readonly Place[] };

export interface PlaceLinker {
  notice(n: Pick<WarnNotice, "state" | "county" | "city">): Place | undefined;
  cityState(place: string): Place | undefined;
}

/** The linker of the dataset's places. Pure. */
export function placeLinker(inputs: PlaceLinkInputs): PlaceLinker {
  const byCode = new Map(inputs.places.map((p) => [p.code, p]));
  const locator = placeLocator(inputs.cbsa.cbsas);
  const pick = (location: Location, state: string) =>
    (location.kind === "metro" ? byCode.get(location.cbsa) : undefined) ??
    (byCode.get(state)?.kind === "state" ? byCode.get(state) : undefined);
  return {
    notice: (n) => pick(locator.notice(n.state, n.county, n.city), n.state),
    cityState: (place) => (/, [A-Z]{2}$/.test(place) ? pick(locator.cityState(place), place.slice(-2)) : undefined),
  };
}

/** The fields a record carries to link its place: `placeSlug` and `placeLabel`, or none. */
export function placeFields(place: Place | undefined): { placeSlug?: string; placeLabel?: string } {
  return place ? { placeSlug: place.slug, placeLabel: place.label } : {};
}
