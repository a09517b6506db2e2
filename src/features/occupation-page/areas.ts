// Where an occupation is done, by metro and nonmetro area: the areas with the most jobs, the highest concentration,
// the highest pay, and the highest pay adjusted for local prices (BEA Regional Price Parities). Pure.
import { type AreaRow, areaRows, type OccupationData } from "~/domain/occupation-data";
import { type Place, placePath } from "~/domain/place";
import { type RankingColumn, type RankingTableOf, rankingCells } from "~/domain/ranking-table";
import { byLargest, formatJobs, formatQuotient, formatWage } from "./figure-formats";

/** How many areas each ranking shows. */
export const AREA_RANK_SIZE = 10;
/**
 * The fewest jobs an area needs to enter the concentration ranking: a location quotient of a few dozen jobs swings
 * with every survey response, so tiny estimates do not lead the list. 1% of the occupation's US jobs, rounded to
 * tens, and at least 50 and at most 500, so small occupations still have a ranking.
 */
export function concentrationFloor(nationalEmployment: number): number {
  return Math.min(500, Math.max(50, Math.round(nationalEmployment / 1000) * 10));
}

/** An area ranking; a row links to its metro area's page, and a nonmetro area, which has no page of its own, to none. */
export type AreaRanking = RankingTableOf<"jobs" | "concentration" | "pay" | "adjusted", string | null>;

const EMPLOYMENT: RankingColumn<AreaRow> = ["Employment", (r) => formatJobs(r.employment)];
const MEDIAN_WAGE: RankingColumn<AreaRow> = ["Median wage", (r) => formatWage(r.wages.median)];
const QUOTIENT: RankingColumn<AreaRow> = ["Location quotient", (r) => formatQuotient(r.locationQuotient)];
const ADJUSTED_MEDIAN: RankingColumn<AreaRow> = ["Adjusted median", (r) => formatWage(r.adjustedMedian)];
const PRICE_LEVEL: RankingColumn<AreaRow> = [
  "Price level (US = 100)",
  (r) => (r.rpp === null ? "None" : r.rpp.toFixed(1)),
];

/** The name an area goes by on the site: 'City, ST' for a metro area, the BLS name for a nonmetro area. */
export function areaLabel(code: string, places: ReadonlyMap<string, Place>): string {
  return places.get(code)?.label ?? `Area ${code}`;
}

function ranked(
  rows: readonly AreaRow[],
  value: (r: AreaRow) => number | null,
  keep: (r: AreaRow) => boolean = () => true,
): AreaRow[] {
  return byLargest(
    rows.filter((r) => keep(r) && value(r) !== null),
    value,
  ).slice(0, AREA_RANK_SIZE);
}

export function areaRankings(
  data: Pick<OccupationData, "areas" | "national">,
  places: ReadonlyMap<string, Place>,
): AreaRanking[] {
  const rows = areaRows(data);
  const floor = concentrationFloor(data.national.employment);
  const area: RankingColumn<AreaRow> = ["Area", (r) => areaLabel(r.area, places)];
  const isMetro = (r: AreaRow) => places.get(r.area)?.kind === "metro";
  const link = (r: AreaRow) => {
    const place = places.get(r.area);
    return place?.kind === "metro" ? placePath(place) : null;
  };
  const jobs = ranked(rows, (r) => r.employment);
  const dense = ranked(
    rows,
    (r) => r.locationQuotient,
    (r) => (r.employment ?? 0) >= floor,
  );
  const pay = ranked(rows, (r) => r.wages.median);
  const adjusted = ranked(rows, (r) => r.adjustedMedian, isMetro);
  return [
    {
      key: "jobs",
      title: "Most jobs",
      note: "Metro and nonmetro areas by employment in this occupation.",
      ...rankingCells(jobs, [area, EMPLOYMENT, MEDIAN_WAGE]),
      empty: "BLS publishes no area employment for this occupation.",
      links: jobs.map(link),
    },
    {
      key: "concentration",
      title: "Highest concentration",
      note: `By location quotient (its share of the area's jobs over its share of jobs nationwide), among areas with at least ${floor} jobs in it.`,
      ...rankingCells(dense, [area, QUOTIENT, EMPLOYMENT]),
      empty: `No area has at least ${floor} jobs in this occupation with a published location quotient.`,
      links: dense.map(link),
    },
    {
      key: "pay",
      title: "Highest pay",
      note: "By median annual wage. Areas whose median is not published are left out, and BLS does not publish medians of $239,200 or more.",
      ...rankingCells(pay, [area, MEDIAN_WAGE, EMPLOYMENT]),
      empty: "BLS publishes no area median wage for this occupation.",
      links: pay.map(link),
    },
    {
      key: "adjusted",
      title: "Highest pay after local prices",
      note: "The median divided by the metro area's price level (BEA Regional Price Parity, US = 100), in national dollars. BEA publishes no price level for nonmetro areas, so they are left out.",
      ...rankingCells(adjusted, [area, ADJUSTED_MEDIAN, MEDIAN_WAGE, PRICE_LEVEL]),
      empty: "No metro area has both a published median wage and a price level.",
      links: adjusted.map(link),
    },
  ];
}
