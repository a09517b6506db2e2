// Finding a place by what people call it: its label ("Austin, TX"), its city ("Austin"), a state ("Texas", "TX"), the
// official CBSA title, another principal city ("Round Rock"), or a colloquial name from a short alias list ("Bay
// Area"). Pure; GET /api/search and the compare view's place boxes use it.
import type { Place } from "./place.ts";
import { normalizeText } from "./search.ts";
import { compareText } from "./text.ts";

/**
 * Colloquial names that no official title holds, and the metro areas (CBSA codes) each stands for. Kept short and
 * named here so it can be checked: each maps to the metro areas whose CBSA titles name its core cities.
 */
export const PLACE_ALIASES: readonly { alias: string; metros: readonly string[]; means: string }[] = [
  {
    alias: "Bay Area",
    metros: ["41860", "41940"],
    means: "San Francisco-Oakland-Fremont and San Jose-Sunnyvale-Santa Clara",
  },
  { alias: "Silicon Valley", metros: ["41940"], means: "San Jose-Sunnyvale-Santa Clara" },
  { alias: "Twin Cities", metros: ["33460"], means: "Minneapolis-St. Paul-Bloomington" },
  { alias: "DFW", metros: ["19100"], means: "Dallas-Fort Worth-Arlington" },
  { alias: "NYC", metros: ["35620"], means: "New York-Newark-Jersey City" },
  { alias: "Research Triangle", metros: ["39580", "20500"], means: "Raleigh-Cary and Durham-Chapel Hill" },
  { alias: "Inland Empire", metros: ["40140"], means: "Riverside-San Bernardino-Ontario" },
  { alias: "Tampa Bay", metros: ["45300"], means: "Tampa-St. Petersburg-Clearwater" },
  { alias: "Hampton Roads", metros: ["47260"], means: "Virginia Beach-Chesapeake-Norfolk" },
  { alias: "Quad Cities", metros: ["19340"], means: "Davenport-Moline-Rock Island" },
];

/** How well a query names a place, by what it matched. */
export const PLACE_MATCH_SCORES = {
  label: 100,
  alias: 95,
  city: 90,
  principalCity: 85,
  labelPrefix: 70,
  titleWord: 50,
  cityPrefix: 45,
  allWords: 30,
} as const;

export interface PlaceMatch {
  place: Place;
  score: number;
  /** What the query matched, in words ("principal city Round Rock, TX", "alias Bay Area"). */
  matched: string;
}

const KIND_ORDER = { state: 0, metro: 1, nonmetro: 2 } as const;

/** The city part of 'City, ST'. */
function cityOf(label: string): string {
  const comma = label.lastIndexOf(", ");
  return comma < 0 ? label : label.slice(0, comma);
}

/** Whether `text` (normalised) has a word that starts with the phrase `q`. */
function hasWordPrefix(text: string, q: string): boolean {
  return text === q || text.startsWith(q) || text.includes(` ${q}`);
}

/** How well the normalised query `q` names `place` (0 = not at all), and what it matched. */
function scorePlace(q: string, place: Place, stateNames: ReadonlyMap<string, string>, aliases: Map<string, string[]>) {
  const label = normalizeText(place.label);
  if (label === q || place.slug === q.replace(/ /g, "-") || (place.kind === "state" && place.code.toLowerCase() === q))
    return { score: PLACE_MATCH_SCORES.label, matched: place.label };
  const alias = aliases.get(place.code)?.find((a) => normalizeText(a) === q);
  if (alias) return { score: PLACE_MATCH_SCORES.alias, matched: `"${alias}"` };
  if (place.kind === "metro" && normalizeText(cityOf(place.label)) === q)
    return { score: PLACE_MATCH_SCORES.city, matched: place.label };
  const city = place.principalCities.find((c) => normalizeText(cityOf(c)) === q || normalizeText(c) === q);
  if (city) return { score: PLACE_MATCH_SCORES.principalCity, matched: `principal city ${city}` };
  if (label.startsWith(q)) return { score: PLACE_MATCH_SCORES.labelPrefix, matched: place.label };
  if (hasWordPrefix(normalizeText(place.name), q)) return { score: PLACE_MATCH_SCORES.titleWord, matched: place.name };
  const prefixCity = place.principalCities.find((c) => hasWordPrefix(normalizeText(c), q));
  if (prefixCity) return { score: PLACE_MATCH_SCORES.cityPrefix, matched: `principal city ${prefixCity}` };
  const all = normalizeText(
    [place.label, place.name, ...place.principalCities, ...place.states.map((s) => stateNames.get(s) ?? s)].join(" "),
  );
  const words = ` ${all} `;
  if (q.split(" ").every((w) => words.includes(` ${w}`))) return { score: PLACE_MATCH_SCORES.allWords, matched: "" };
  return { score: 0, matched: "" };
}

/**
 * Places the query names, best first: the label, alias, city, a principal city, then looser matches; ties go to
 * states, then metro areas, then nonmetro areas, then the label.
 */
export function searchPlaces(query: string, places: readonly Place[]): PlaceMatch[] {
  const q = normalizeText(query);
  if (!q) return [];
  const stateNames = new Map(places.filter((p) => p.kind === "state").map((p) => [p.code, p.label]));
  const aliases = new Map<string, string[]>();
  for (const a of PLACE_ALIASES)
    for (const code of a.metros) aliases.set(code, [...(aliases.get(code) ?? []), a.alias]);
  return places
    .map((place) => ({ place, ...scorePlace(q, place, stateNames, aliases) }))
    .filter((m) => m.score > 0)
    .sort(
      (a, b) =>
        b.score - a.score ||
        KIND_ORDER[a.place.kind] - KIND_ORDER[b.place.kind] ||
        compareText(a.place.label, b.place.label),
    );
}

/** What a place is, in a few words: "State", "Metro area: Austin-Round Rock-San Marcos, TX", "Nonmetropolitan area". */
export function placeKindText(place: Pick<Place, "kind" | "name">): string {
  if (place.kind === "state") return "State";
  if (place.kind === "metro") return `Metro area: ${place.name}`;
  return "Nonmetropolitan area";
}
