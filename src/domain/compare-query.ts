// The compare view's address: /compare?occupation={slug}&places={slug},{slug}. Parsing takes what a shared link or
// the page's plain GET form sends (the form's place boxes arrive as repeated `place` fields, and may hold any text);
// serialising writes the one canonical form. Pure.

/** Most places one comparison shows side by side. */
export const COMPARE_MAX_PLACES = 4;
/** Fewest places a comparison needs. */
export const COMPARE_MIN_PLACES = 2;
/** Longest text taken from one field; longer text is cut there. */
export const COMPARE_MAX_FIELD_CHARS = 100;
/** Most place entries read from one address (more are not even looked up). */
export const COMPARE_MAX_PLACE_ENTRIES = 12;

export interface CompareQuery {
  /** The occupation as given: a slug, a SOC code or words (null when none). */
  occupation: string | null;
  /** The places as given, in order, blanks dropped: slugs or words. */
  places: string[];
  /** Place entries beyond COMPARE_MAX_PLACE_ENTRIES, which were not read. */
  placesDropped: number;
}

/** Collapses white space and cuts a field to its maximum length. */
function cleanField(value: string): string {
  return value.replace(/\s+/g, " ").trim().slice(0, COMPARE_MAX_FIELD_CHARS).trim();
}

/**
 * The compare view an address asks for: `occupation` (the first one given), and the places of `places` (comma
 * separated) followed by those of any `place` fields, blanks dropped.
 */
export function parseCompareQuery(params: URLSearchParams): CompareQuery {
  const occupation = cleanField(params.get("occupation") ?? "");
  const entries = [...params.getAll("places").flatMap((v) => v.split(",")), ...params.getAll("place")]
    .map(cleanField)
    .filter(Boolean);
  return {
    occupation: occupation || null,
    places: entries.slice(0, COMPARE_MAX_PLACE_ENTRIES),
    placesDropped: Math.max(0, entries.length - COMPARE_MAX_PLACE_ENTRIES),
  };
}

/**
 * The canonical address of a comparison: "/compare?occupation=registered-nurses&places=austin-tx,seattle-wa" (slugs
 * need no escaping; commas are kept readable). Without an occupation or places, the parameter is left out.
 */
export function compareHref(view: { occupation: string | null; places: readonly string[] }): string {
  const parts: string[] = [];
  if (view.occupation) parts.push(`occupation=${encodeURIComponent(view.occupation)}`);
  if (view.places.length) parts.push(`places=${view.places.map(encodeURIComponent).join(",")}`);
  return parts.length ? `/compare?${parts.join("&")}` : "/compare";
}
