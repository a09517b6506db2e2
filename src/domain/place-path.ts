// A place's address on the site. Pure and without zod, so the browser's islands can link to place pages.
import { slugify } from "./text.ts";

/** The address slug of a place: "texas", "austin-tx", "alaska-nonmetropolitan-area". */
export function placeSlug(label: string): string {
  return slugify(label);
}

/** The site address of a place's page: /places/{slug}. */
export function placePath(place: { readonly slug: string }): string {
  return `/places/${place.slug}`;
}

/** The page of a state or DC by its name, whose label it is: "Texas" → /places/texas. */
export function statePagePath(name: string): string {
  return placePath({ slug: placeSlug(name) });
}
