// What a place page says: its opening answer, its price level, its ranking tables, a state's areas and payroll
// jobs, and the notices and postings placed there. Figures come from the place's data file; words say what each is.
// Pure.

import { formatJobs, formatQuotient, formatWage } from "~/domain/estimate-format";
import { formatCount, formatMonthShort, formatPeriod, formatSigned } from "~/domain/format";
import { occupationPath } from "~/domain/occupation";
import { shareText } from "~/domain/occupation-postings";
import { type Place, placePath, priceAdjusted } from "~/domain/place";
import type { PlaceData, Placement } from "~/domain/place-data";
import {
  CONCENTRATED_QUOTIENT,
  FLOOR_MINIMUM,
  type PlaceRankings,
  type RankedOccupation,
  REPRESENTED_QUOTIENT,
  typicalJobMedian,
} from "~/domain/place-rankings";
import { type RankingColumn, type RankingTableOf, rankingCells } from "~/domain/ranking-table";
import { andList } from "~/domain/text";

/** "May 2025" of an OEWS month. */
export function oewsPeriod(data: Pick<PlaceData, "oews">): string {
  return formatPeriod(data.oews.month);
}

/** How far a price level is from the US average, in words: "2.0% below the US average". */
export function priceLevelText(rpp: number): string {
  const diff = rpp - 100;
  if (Math.abs(diff) < 0.05) return "at the US average";
  return `${Math.abs(diff).toFixed(1)}% ${diff > 0 ? "above" : "below"} the US average`;
}

/** "Software Developers are 2.28× as concentrated here as nationwide", or null when no occupation qualifies. */
function concentrationSentence(rankings: PlaceRankings): string | null {
  const first = rankings.concentrated[0];
  if (!first || first.locationQuotient === null) return null;
  return `${first.title} are ${formatQuotient(first.locationQuotient)}× as concentrated here as nationwide (location quotient, among occupations with at least ${formatCount(rankings.floor)} jobs here)`;
}

/** The latest payroll month, its jobs and the change over the year (null without a value 12 months before). */
export function payrollLatest(payroll: NonNullable<PlaceData["payroll"]>) {
  const last = payroll.points.at(-1);
  if (!last) return null;
  const [y, m] = last.month.split("-").map(Number) as [number, number];
  const yearAgoMonth = `${y - 1}-${String(m).padStart(2, "0")}`;
  const before = payroll.points.find((p) => p.month === yearAgoMonth);
  return {
    month: last.month,
    jobs: last.jobs,
    yearAgoMonth,
    change: before ? ((last.jobs - before.jobs) / before.jobs) * 100 : null,
  };
}

/** "The metropolitan statistical area Austin-Round Rock-San Marcos, TX, in Texas." or "A state." */
export function placeKindText(place: Place, states: readonly Place[]): string {
  if (place.kind === "state") return place.code === "DC" ? "The District of Columbia, counted as a state." : "A state.";
  const names = states.map((s) => s.label);
  const list = andList(names);
  return `The metropolitan statistical area ${place.name}${list ? `, in ${list}` : ""}.`;
}

/** The page's opening answer, in the words a job seeker uses, each figure with its measure, period and source. */
export function placeLead(data: PlaceData, rankings: PlaceRankings): string {
  const { place } = data;
  const parts: string[] = [];
  const latest = data.payroll ? payrollLatest(data.payroll) : null;
  if (latest) {
    const change =
      latest.change === null
        ? ""
        : `, ${formatSigned(latest.change)} over the year (${formatMonthShort(latest.yearAgoMonth)} to ${formatMonthShort(latest.month)})`;
    parts.push(
      `${place.label} has ${formatCount(latest.jobs)} payroll jobs (BLS CES, ${formatPeriod(latest.month)})${change}.`,
    );
    if (data.unemployment)
      parts.push(
        `Its unemployment rate is ${data.unemployment.rate.toFixed(1)}% (BLS LAUS, ${formatPeriod(data.unemployment.month)}), against ${data.unemployment.rateYearAgo.toFixed(1)}% a year before.`,
      );
  } else {
    parts.push(
      `BLS counts ${formatCount(data.oews.employmentCounted)} wage-and-salary jobs in ${place.label} in the occupations it publishes there (OEWS, ${oewsPeriod(data)}).`,
    );
  }
  const concentration = concentrationSentence(rankings);
  if (concentration) parts.push(`${concentration}.`);
  if (place.kind === "metro") {
    parts.push(
      place.rpp === null
        ? "BEA publishes no price level for this area."
        : `Prices are ${priceLevelText(place.rpp)} (BEA Regional Price Parity${data.rppYear ? `, ${data.rppYear}` : ""}).`,
    );
  }
  return parts.join(" ");
}

/** The typical job's pay here and nationally, and what it is worth at US prices (metros with a price level). */
export function typicalPay(
  data: PlaceData,
  rows: readonly RankedOccupation[],
  national: readonly { employment: number; medianWage: number | null }[],
) {
  const here = typicalJobMedian(rows.map((r) => ({ employment: r.employment, median: r.wages.median })));
  const us = typicalJobMedian(national.map((o) => ({ employment: o.employment, median: o.medianWage })));
  if (!here) return null;
  return {
    median: here.median,
    coverage: shareText(here.jobs, data.oews.employmentCounted),
    national: us?.median ?? null,
    adjusted: priceAdjusted(here.median, data.place.rpp),
  };
}

/** An occupation ranking of a place page; each row links to its occupation's page. */
export type RankingTable = RankingTableOf<"largest" | "concentrated" | "best-paid" | "growing", string>;

type Column = RankingColumn<RankedOccupation>;
const OCCUPATION: Column = ["Occupation", (r) => r.title];
const jobs = (header: string): Column => [header, (r) => formatJobs(r.employment)];
const QUOTIENT: Column = ["Location quotient", (r) => formatQuotient(r.locationQuotient)];
const MEDIAN_WAGE: Column = ["Median wage", (r) => formatWage(r.wages.median)];
const WAGE_RANGE: Column = [
  "Wage range (10th–90th pct.)",
  (r) =>
    r.wages.p10 === null || r.wages.p90 === null
      ? "Not published"
      : `${formatWage(r.wages.p10)}–${formatWage(r.wages.p90)}`,
];
const US_CHANGE: Column = [
  "US change 2024–34",
  (r) => (r.changePercent === null ? "Not projected" : formatSigned(r.changePercent)),
];

/** The four ranking tables of a place page. */
export function rankingTables(data: PlaceData, rankings: PlaceRankings): RankingTable[] {
  const period = oewsPeriod(data);
  const floor = formatCount(rankings.floor);
  const adjusted = data.place.kind === "metro" && data.place.rpp !== null;
  const links = (list: readonly RankedOccupation[]) => list.map((r) => occupationPath(r));
  const atUsPrices: Column = ["At US prices", (r) => formatWage(priceAdjusted(r.wages.median, data.place.rpp))];
  const floorRule = `at least ${floor} jobs here (1 in 2,000 of the jobs counted here, and never under ${FLOOR_MINIMUM}), so tiny estimates do not lead`;
  return [
    {
      key: "largest",
      title: `Largest occupations (${period})`,
      note: "By employment in the place (OEWS). Occupations whose employment BLS does not publish here are left out.",
      ...rankingCells(rankings.largest, [OCCUPATION, jobs("Jobs"), QUOTIENT, MEDIAN_WAGE]),
      links: links(rankings.largest),
      empty: "BLS publishes no occupation employment for this place.",
    },
    {
      key: "concentrated",
      title: `Most concentrated here (${period})`,
      note: `By location quotient (the occupation's share of jobs here over its share nationwide; 1.0 = the US share), among occupations with a quotient of ${CONCENTRATED_QUOTIENT} or more and ${floorRule}.`,
      ...rankingCells(rankings.concentrated, [OCCUPATION, QUOTIENT, jobs("Jobs"), MEDIAN_WAGE]),
      links: links(rankings.concentrated),
      empty: `No occupation with ${floorRule} has a location quotient of ${CONCENTRATED_QUOTIENT} or more.`,
    },
    {
      key: "best-paid",
      title: `Best paid here (${period})`,
      note: `By median annual wage, among occupations with ${floorRule}. Occupations whose median BLS does not publish here (suppressed, or top-coded in some files) are left out.${adjusted ? " At US prices: the median divided by the area's price level (BEA RPP ÷ 100)." : ""}`,
      ...rankingCells(rankings.bestPaid, [OCCUPATION, MEDIAN_WAGE, adjusted ? atUsPrices : WAGE_RANGE, jobs("Jobs")]),
      links: links(rankings.bestPaid),
      empty: `No occupation with ${floorRule} has a published median wage.`,
    },
    {
      key: "growing",
      title: "Growing fastest nationally, well represented here",
      note: `By the occupation's projected US employment change 2024–34 (BLS Employment Projections; a national projection, not one for this place), among occupations with a location quotient of ${REPRESENTED_QUOTIENT.toFixed(1)} or more here and ${floorRule}.`,
      ...rankingCells(rankings.growing, [OCCUPATION, US_CHANGE, jobs("Jobs here"), QUOTIENT]),
      links: links(rankings.growing),
      empty: `No occupation with ${floorRule} and a location quotient of ${REPRESENTED_QUOTIENT.toFixed(1)} or more has a projection.`,
    },
  ];
}

/** A state's metro areas (linked) and nonmetro areas (no page), by jobs counted. */
export function stateAreas(data: PlaceData, places: ReadonlyMap<string, Place>) {
  const rows = [...data.areas]
    .sort((a, b) => b.employmentCounted - a.employmentCounted || (a.code < b.code ? -1 : 1))
    .map((a) => {
      const place = places.get(a.code);
      const label = place?.label ?? a.code;
      const other = place ? place.states.filter((s) => s !== data.place.code) : [];
      return {
        kind: a.kind,
        label: other.length > 0 ? `${label} (also ${other.join(", ")})` : label,
        href: a.kind === "metro" && place ? placePath(place) : null,
        cells: [formatCount(a.employmentCounted), a.rpp === null ? "None published" : a.rpp.toFixed(1)],
      };
    });
  return { metros: rows.filter((r) => r.kind === "metro"), nonmetros: rows.filter((r) => r.kind === "nonmetro") };
}

/** "2,110 of 2,262 notices filed in Texas (93.3%) placed in a metro area; 68 (3.0%) could not be placed." */
export function placementText(p: Placement, what: string, stateName: string): string {
  return `Of the ${formatCount(p.total)} ${what} in ${stateName}, ${formatCount(p.inMetro)} (${shareText(p.inMetro, p.total)}) were placed in a metro area, ${formatCount(p.outsideMetro)} (${shareText(p.outsideMetro, p.total)}) in a smaller (micropolitan) area, and ${formatCount(p.unplaced)} (${shareText(p.unplaced, p.total)}) could not be placed.`;
}

/** The payroll chart's line in a box: x by month, y from the series' own low (bottom) to its high (top). */
export function payrollChart(payroll: NonNullable<PlaceData["payroll"]>, width: number, height: number) {
  const points = payroll.points;
  const values = points.map((p) => p.jobs);
  const min = Math.min(...values);
  const max = Math.max(...values);
  const span = max - min || 1;
  const x = (i: number) => (points.length === 1 ? 0 : (i / (points.length - 1)) * width);
  const y = (v: number) => height - ((v - min) / span) * height;
  const path = points.map((p, i) => `${i === 0 ? "M" : "L"}${x(i).toFixed(1)} ${y(p.jobs).toFixed(1)}`).join("");
  return { path, min, max, first: points[0]?.month ?? "", last: points.at(-1)?.month ?? "", width, height };
}

/** How many metro areas BEA publishes no price level for, of all metro areas. */
export function metrosWithoutPriceLevel(places: Iterable<Place>): { without: number; metros: number } {
  let without = 0;
  let metros = 0;
  for (const p of places) {
    if (p.kind !== "metro") continue;
    metros += 1;
    if (p.rpp === null) without += 1;
  }
  return { without, metros };
}
