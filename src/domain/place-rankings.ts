// What a place page ranks: its largest occupations, the most concentrated ones, the best paid, and those growing
// fastest nationally that are well represented there; and the pay of its typical job. The thresholds live here, so
// the page, its CSV and its method note say the same. Pure.
import { type PlaceData, type PlaceOccupationRow, placeOccupationRows } from "./place-data.ts";

/** How many occupations each ranking shows. */
export const PLACE_RANK_SIZE = 10;
/** An occupation is "concentrated" in a place from this location quotient up (a quarter above its US share). */
export const CONCENTRATED_QUOTIENT = 1.25;
/** An occupation is "well represented" in a place from this location quotient up (at least its US share). */
export const REPRESENTED_QUOTIENT = 1;
/** The share of a place's counted jobs an occupation needs to enter the rankings other than the largest: 1 in 2,000. */
export const FLOOR_SHARE = 1 / 2000;
/** The fewest jobs an occupation needs to enter those rankings, however small the place. */
export const FLOOR_MINIMUM = 50;

/**
 * The fewest jobs an occupation needs in a place for the concentration, pay and growth rankings: 1 in 2,000 of the
 * place's counted jobs (0.05 %), rounded to tens, and at least 50. A location quotient or median of a few dozen jobs
 * swings with every survey response, so tiny estimates do not lead; the floor grows with the place.
 */
export function placeFloor(employmentCounted: number): number {
  return Math.max(FLOOR_MINIMUM, Math.round((employmentCounted * FLOOR_SHARE) / 10) * 10);
}

/** What the rankings need to know of an occupation besides the place's estimates (the occupations index). */
export interface OccupationFacts {
  readonly soc: string;
  readonly slug: string;
  readonly title: string;
  /** National projected change 2024–34, percent; null where BLS projects none. */
  readonly changePercent: number | null;
}

export interface RankedOccupation extends PlaceOccupationRow {
  readonly slug: string;
  readonly title: string;
  readonly changePercent: number | null;
}

export interface PlaceRankings {
  /** The employment floor of the rankings after the largest (placeFloor). */
  readonly floor: number;
  readonly largest: RankedOccupation[];
  /** Location quotient ≥ CONCENTRATED_QUOTIENT and employment ≥ floor, highest quotient first. */
  readonly concentrated: RankedOccupation[];
  /** Employment ≥ floor, highest median wage first. */
  readonly bestPaid: RankedOccupation[];
  /** Location quotient ≥ REPRESENTED_QUOTIENT and employment ≥ floor, fastest national projected growth first. */
  readonly growing: RankedOccupation[];
}

/** Largest value first; ties by SOC code, so the order never depends on the input's. */
function top(
  rows: readonly RankedOccupation[],
  value: (r: RankedOccupation) => number | null,
  keep: (r: RankedOccupation) => boolean,
): RankedOccupation[] {
  return rows
    .filter((r) => keep(r) && value(r) !== null)
    .sort((a, b) => (value(b) ?? 0) - (value(a) ?? 0) || (a.soc < b.soc ? -1 : a.soc > b.soc ? 1 : 0))
    .slice(0, PLACE_RANK_SIZE);
}

/** The place's occupations joined with their titles and outlook (occupations without a page are left out). */
export function rankedOccupations(
  data: Pick<PlaceData, "oews">,
  occupations: ReadonlyMap<string, OccupationFacts>,
): RankedOccupation[] {
  return placeOccupationRows(data).flatMap((r) => {
    const o = occupations.get(r.soc);
    return o ? [{ ...r, slug: o.slug, title: o.title, changePercent: o.changePercent }] : [];
  });
}

/** The four rankings of a place. */
export function placeRankings(
  data: Pick<PlaceData, "oews">,
  occupations: ReadonlyMap<string, OccupationFacts>,
): PlaceRankings {
  const rows = rankedOccupations(data, occupations);
  const floor = placeFloor(data.oews.employmentCounted);
  const aboveFloor = (r: RankedOccupation) => (r.employment ?? 0) >= floor;
  return {
    floor,
    largest: top(
      rows,
      (r) => r.employment,
      () => true,
    ),
    concentrated: top(
      rows,
      (r) => r.locationQuotient,
      (r) => aboveFloor(r) && (r.locationQuotient ?? 0) >= CONCENTRATED_QUOTIENT,
    ),
    bestPaid: top(rows, (r) => r.wages.median, aboveFloor),
    growing: top(
      rows,
      (r) => r.changePercent,
      (r) => aboveFloor(r) && (r.locationQuotient ?? 0) >= REPRESENTED_QUOTIENT,
    ),
  };
}

/**
 * The pay of the typical job: the median wage of the occupation that holds the middle job when the jobs are lined
 * up by their occupation's median wage (an employment-weighted median of occupation medians). Only occupations with
 * both a published employment and a published median count; `covered` is the share of the jobs they hold. Null when
 * none has both.
 */
export function typicalJobMedian(
  rows: readonly { employment: number | null; median: number | null }[],
): { median: number; jobs: number } | null {
  const known = rows
    .filter((r): r is { employment: number; median: number } => r.employment !== null && r.median !== null)
    .filter((r) => r.employment > 0)
    .sort((a, b) => a.median - b.median);
  const jobs = known.reduce((sum, r) => sum + r.employment, 0);
  if (jobs === 0) return null;
  let seen = 0;
  for (const r of known) {
    seen += r.employment;
    if (seen * 2 >= jobs) return { median: r.median, jobs };
  }
  return null;
}
