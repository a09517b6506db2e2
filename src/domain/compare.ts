// The compare view: which occupation and places an address names (with a message for whatever it could not use),
// and one occupation's figures side by side in those places, ranked by median wage before and after local prices.
// Pure; the /compare page renders it.
import { COMPARE_MAX_PLACES, COMPARE_MIN_PLACES, type CompareQuery } from "./compare-query.ts";
import { formatCount } from "./format.ts";
import { areaRows, type OccupationData, stateRows, type WagePercentiles } from "./occupation-data.ts";
import { type OccupationIndexRow, searchOccupations } from "./occupation-search.ts";
import { type Place, priceAdjusted } from "./place.ts";
import type { PlaceOccupationRow } from "./place-data.ts";
import { PLACE_MATCH_SCORES, searchPlaces } from "./place-search.ts";
import { compareText } from "./text.ts";

export type CompareOccupation = Pick<OccupationIndexRow, "soc" | "slug" | "title">;

/** A message about the address: `problem` when something in it could not be used, `note` when it was read loosely. */
export interface CompareMessage {
  level: "problem" | "note";
  text: string;
}

export interface ResolvedCompare {
  occupation: CompareOccupation | null;
  places: Place[];
  messages: CompareMessage[];
}

/** An annual wage in dollars: "$134,120". */
export const dollars = (value: number) => `$${formatCount(value)}`;
const quoted = (text: string) => `“${text}”`;
const list = (items: readonly string[]) =>
  items.length <= 1
    ? (items[0] ?? "")
    : `${items.slice(0, -1).join(", ")}${items.length > 2 ? "," : ""} and ${items[items.length - 1]}`;

/** The occupation a field names: its slug, SOC code or title exactly, else the best match of the occupation search. */
function resolveOccupation(
  given: string,
  index: readonly OccupationIndexRow[],
): { occupation: CompareOccupation | null; message?: CompareMessage } {
  const lower = given.toLowerCase();
  const exact = index.find((o) => o.slug === lower || o.soc === given || o.title.toLowerCase() === lower);
  if (exact) return { occupation: exact };
  const best = searchOccupations(given, index)[0]?.row;
  if (best) {
    return {
      occupation: best,
      message: { level: "note", text: `Showing ${best.title}, the occupation that best matches ${quoted(given)}.` },
    };
  }
  return {
    occupation: null,
    message: {
      level: "problem",
      text: `No occupation matches ${quoted(given)}: type a job title such as “registered nurse” in the Occupation box.`,
    },
  };
}

/**
 * The places a field names: its slug exactly, else the places the place search ranks first (a colloquial name such
 * as "Bay Area" names more than one).
 */
function resolvePlace(given: string, places: readonly Place[]): { found: Place[]; message?: CompareMessage } {
  const exact = places.find((p) => p.slug === given.toLowerCase());
  if (exact) return { found: [exact] };
  const matches = searchPlaces(given, places);
  const best = matches[0];
  if (!best) {
    return {
      found: [],
      message: {
        level: "problem",
        text: `No place matches ${quoted(given)}: a place is a state (“Texas”), a metro area (“Austin, TX”) or a nonmetropolitan area.`,
      },
    };
  }
  const found = matches.filter((m) => m.score === best.score).map((m) => m.place);
  // A label or a metro's own city ("Austin") needs no word; a principal city, an alias or a looser match does.
  const plain = found.length === 1 && best.score >= PLACE_MATCH_SCORES.city && best.score !== PLACE_MATCH_SCORES.alias;
  return plain
    ? { found }
    : {
        found,
        message: {
          level: "note",
          text: `${quoted(given)} read as ${list(found.map((p) => p.label))}.`,
        },
      };
}

/**
 * What an address can show: its occupation and up to COMPARE_MAX_PLACES places (each once, in the order given), and a
 * message for each thing it could not use (unknown names, places past the fourth) or read loosely.
 */
export function resolveCompare(
  query: CompareQuery,
  data: { places: readonly Place[]; occupations: readonly OccupationIndexRow[] },
): ResolvedCompare {
  const messages: CompareMessage[] = [];
  let occupation: CompareOccupation | null = null;
  if (query.occupation) {
    const r = resolveOccupation(query.occupation, data.occupations);
    occupation = r.occupation;
    if (r.message) messages.push(r.message);
  }
  const chosen: Place[] = [];
  for (const given of query.places) {
    const r = resolvePlace(given, data.places);
    if (r.message) messages.push(r.message);
    for (const p of r.found) if (!chosen.some((c) => c.code === p.code)) chosen.push(p);
  }
  const leftOut = chosen.slice(COMPARE_MAX_PLACES);
  if (leftOut.length || query.placesDropped) {
    const names = leftOut.map((p) => p.label);
    if (query.placesDropped) names.push(`${query.placesDropped} more not read`);
    messages.push({
      level: "problem",
      text: `A comparison shows at most ${COMPARE_MAX_PLACES} places; left out: ${list(names)}.`,
    });
  }
  const places = chosen.slice(0, COMPARE_MAX_PLACES);
  if (!occupation && places.length > COMPARE_MIN_PLACES) {
    messages.push({
      level: "note",
      text: `Without an occupation, the first two places (${places[0]?.label} and ${places[1]?.label}) are compared across the occupations they share; add an occupation to compare it in all ${places.length}.`,
    });
  }
  if (occupation && places.length < COMPARE_MIN_PLACES) {
    messages.push({
      level: "note",
      text:
        places.length === 0
          ? "Add two to four places to compare this occupation in them."
          : "Add at least one more place to compare with.",
    });
  }
  return { occupation, places, messages };
}

/** One place's figures for the occupation. */
export interface PlaceFigures {
  place: Place;
  /** False when BLS publishes nothing for the occupation there (every figure below is then null). */
  published: boolean;
  employment: number | null;
  /** Jobs per 1,000 jobs: published for states only. */
  jobsPer1000: number | null;
  locationQuotient: number | null;
  wages: WagePercentiles;
  /** The median in US-average dollars (median ÷ RPP × 100); null without a median or an RPP. */
  adjustedMedian: number | null;
  /** Why there is no adjusted median: the place has no BEA price level, or no published median. */
  adjustedMissing: "no-rpp" | "no-median" | null;
}

const NO_WAGES: WagePercentiles = { p10: null, p25: null, median: null, p75: null, p90: null };

/** The occupation's figures in each place, in the order of `places`. */
export function occupationInPlaces(data: OccupationData, places: readonly Place[]): PlaceFigures[] {
  const states = new Map(stateRows(data).map((r) => [r.state, r]));
  const areas = new Map(areaRows(data).map((r) => [r.area, r]));
  return places.map((place) => {
    const row = place.kind === "state" ? states.get(place.code) : areas.get(place.code);
    const wages = row?.wages ?? NO_WAGES;
    const adjustedMedian = priceAdjusted(wages.median, place.rpp);
    return {
      place,
      published: row !== undefined,
      employment: row?.employment ?? null,
      jobsPer1000: row && "jobsPer1000" in row ? row.jobsPer1000 : null,
      locationQuotient: row?.locationQuotient ?? null,
      wages,
      adjustedMedian,
      adjustedMissing: place.rpp === null ? "no-rpp" : wages.median === null ? "no-median" : null,
    };
  });
}

/** The place with the highest value of `pick` (the first given of equals), or undefined when none has one. */
export function leader(
  rows: readonly PlaceFigures[],
  pick: (r: PlaceFigures) => number | null,
): PlaceFigures | undefined {
  let best: PlaceFigures | undefined;
  for (const r of rows) {
    const v = pick(r);
    if (v !== null && (best === undefined || v > (pick(best) ?? Number.NEGATIVE_INFINITY))) best = r;
  }
  return best;
}

/**
 * The answer a job seeker reads first: where the occupation pays the most (median annual wage), and where it leads
 * after local prices (metro areas with a BEA price level only), or why that cannot be said.
 */
export function compareAnswer(title: string, rows: readonly PlaceFigures[]): string {
  const top = leader(rows, (r) => r.wages.median);
  if (!top || top.wages.median === null) {
    return `BLS publishes no median wage for ${title} in ${list(rows.map((r) => r.place.label))}.`;
  }
  const first = `${title} earn the most in ${top.place.label} (median ${dollars(top.wages.median)} a year)`;
  const withRpp = rows.filter((r) => r.adjustedMedian !== null);
  if (withRpp.length === 0) {
    return `${first}. None of these places has a BEA price level (states and nonmetro areas have none), so pay after local prices is not compared.`;
  }
  const adjustedTop = leader(withRpp, (r) => r.adjustedMedian) as PlaceFigures;
  const adjusted = dollars(adjustedTop.adjustedMedian as number);
  const missing = rows.filter((r) => r.adjustedMedian === null).map((r) => r.place.label);
  const among = missing.length ? ` (among the places with a BEA price level; not ${list(missing)})` : "";
  return adjustedTop.place.code === top.place.code
    ? `${first}; after local prices, ${top.place.label} still leads (${adjusted} in US-average dollars)${among}.`
    : `${first}; after local prices, ${adjustedTop.place.label} leads (${adjusted} in US-average dollars)${among}.`;
}

/** Employment in words for a table cell: "31,960", or "Not published". */
export function employmentText(value: number | null): string {
  return value === null ? "Not published" : formatCount(value);
}

/** One occupation both places have a published median for. */
export interface CommonOccupation {
  soc: string;
  slug: string;
  title: string;
  /** Per place, in the order of the pair. */
  employment: [number | null, number | null];
  median: [number, number];
  /** The medians in US-average dollars; null where the place has no BEA price level. */
  adjusted: [number | null, number | null];
}

/** How many common occupations the two-place table lists (the most employed). */
export const COMMON_OCCUPATIONS_SHOWN = 25;

/**
 * The occupations two places share: those with a published median wage in both, most employed (both places
 * together) first. Occupations missing from the index are left out.
 */
export function commonOccupations(
  pair: readonly [Place, Place],
  tables: readonly [readonly PlaceOccupationRow[], readonly PlaceOccupationRow[]],
  index: readonly CompareOccupation[],
): CommonOccupation[] {
  const titles = new Map(index.map((o) => [o.soc, o]));
  const second = new Map(tables[1].map((r) => [r.soc, r]));
  const out: CommonOccupation[] = [];
  for (const a of tables[0]) {
    const b = second.get(a.soc);
    const o = titles.get(a.soc);
    if (!b || !o || a.wages.median === null || b.wages.median === null) continue;
    out.push({
      soc: a.soc,
      slug: o.slug,
      title: o.title,
      employment: [a.employment, b.employment],
      median: [a.wages.median, b.wages.median],
      adjusted: [priceAdjusted(a.wages.median, pair[0].rpp), priceAdjusted(b.wages.median, pair[1].rpp)],
    });
  }
  const size = (c: CommonOccupation) => (c.employment[0] ?? 0) + (c.employment[1] ?? 0);
  return out.sort((x, y) => size(y) - size(x) || compareText(x.title, y.title));
}

/**
 * The two-place answer: in how many of their common occupations each pays the higher median, then the same after
 * local prices, or why that cannot be said.
 */
export function pairAnswer(pair: readonly [Place, Place], rows: readonly CommonOccupation[]): string {
  const [a, b] = pair;
  if (rows.length === 0) return `BLS publishes no occupation with a median wage in both ${a.label} and ${b.label}.`;
  const tally = (pick: (r: CommonOccupation) => [number | null, number | null]) => {
    let first = 0;
    let secondHigher = 0;
    for (const r of rows) {
      const [x, y] = pick(r);
      if (x === null || y === null) continue;
      if (x > y) first++;
      else if (y > x) secondHigher++;
    }
    return [first, secondHigher] as const;
  };
  const [na, nb] = tally((r) => r.median);
  const lead = (x: number, y: number) =>
    x >= y
      ? `${a.label} pays the higher median in ${formatCount(x)}, ${b.label} in ${formatCount(y)}`
      : `${b.label} pays the higher median in ${formatCount(y)}, ${a.label} in ${formatCount(x)}`;
  const first = `Of the ${formatCount(rows.length)} occupations with a published median wage in both places, ${lead(na, nb)}`;
  const noRpp = pair.filter((p) => p.rpp === null).map((p) => p.label);
  if (noRpp.length) {
    return `${first}. ${list(noRpp)} ${noRpp.length === 1 ? "has" : "have"} no BEA price level (states and nonmetro areas have none), so pay after local prices is not compared.`;
  }
  const [aa, ab] = tally((r) => r.adjusted);
  return `${first}; after local prices, ${lead(aa, ab).replace("pays the higher median", "pays more")}.`;
}
