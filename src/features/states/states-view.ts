// The /states view that lives in the query string, and what the list and its CSV hold. Pure.

import { oneOf, wholeNumber } from "~/components/ui/useQueryState";
import type { CsvColumn } from "~/domain/csv";
import type { State } from "~/domain/entities";
import { exploreStates, STATE_FILTERS, STATE_SORTS, type StateFilter, type StateSort } from "~/domain/explore";
import { formatPeriod } from "~/domain/format";
import { stateByCode } from "~/domain/geography";
import { payrollJobs } from "~/domain/measures";
import { periodBounds, periodEnd } from "~/domain/periods";
import type { Source } from "~/domain/provenance";
import { sourcePeriod } from "~/domain/source-lookup";
import { MAP_MEASURES, type MapMeasure } from "./map-scale";

/** Cards shown at first, and added by each 'Load More States'. */
export const PAGE_SIZE = 8;

// A type, not an interface: useQueryState needs it to fit Record<string, string | number>.
export type StatesView = {
  q: string;
  filter: StateFilter;
  sort: StateSort;
  /** How many cards are shown. */
  shown: number;
  /** What the map is coloured by. */
  measure: MapMeasure;
  /** USPS code of the state chosen on the map ("" = none). */
  state: string;
};

export const VIEW_DEFAULTS: StatesView = {
  q: "",
  filter: "all",
  sort: "name",
  shown: PAGE_SIZE,
  measure: "unemployment",
  state: "",
};

/** The view a URL's query describes; unknown or malformed values fall back to the defaults. */
export function parseStatesView(params: URLSearchParams, defaults: StatesView = VIEW_DEFAULTS): StatesView {
  return {
    q: params.get("q") ?? defaults.q,
    filter: oneOf(params.get("filter"), STATE_FILTERS, defaults.filter),
    sort: oneOf(params.get("sort"), STATE_SORTS, defaults.sort),
    shown: wholeNumber(params.get("shown"), defaults.shown, PAGE_SIZE),
    measure: oneOf(params.get("measure"), MAP_MEASURES, defaults.measure),
    state: stateByCode(params.get("state") ?? "")?.code ?? defaults.state,
  };
}

/**
 * The states the list holds, in order: a state chosen on the map alone (it overrides search and
 * filter until cleared), otherwise the search, filter and sort of explore.ts.
 */
export function listedStates(
  states: readonly State[],
  view: Pick<StatesView, "q" | "filter" | "sort" | "state">,
): State[] {
  if (view.state) return states.filter((s) => s.code === view.state);
  return exploreStates(states, { q: view.q, filter: view.filter, sort: view.sort });
}

/** Columns of the list's CSV download. */
export const STATES_CSV_COLUMNS: readonly CsvColumn<State>[] = [
  ["State", "name"],
  ["Code", "code"],
  ["Total Jobs", payrollJobs],
  ["Growth Rate (%)", "growthRate"],
  ["Unemployment Rate (%)", "unemploymentRate"],
  ["Most Specialised Occupation Group", "topOccupationGroup"],
  ["Trend", "trend"],
  ["Job Postings Index (Feb 1 2020 = 100)", "postingsIndex"],
];

/** "states-low-unemployment-by-jobs.csv", or "states-TX.csv" for a state chosen on the map. */
export function csvFileName(view: Pick<StatesView, "filter" | "sort" | "state">): string {
  return view.state ? `states-${view.state}.csv` : `states-${view.filter}-by-${view.sort}.csv`;
}

/** When each map measure's figures are from, read from the dataset's sources (CES jobs and growth, LAUS unemployment). */
export interface MeasurePeriods {
  unemployment: string;
  growth: string;
  jobs: string;
  /** The OEWS period of the most specialised occupation group. */
  occupations: string;
}

/** "2025-04/2026-04" (CES) and "2026-07" (LAUS) → { jobs: "April 2026", growth: "April 2025 to April 2026", unemployment: "July 2026" }. */
export function measurePeriods(sources: readonly Pick<Source, "id" | "referencePeriod">[]): MeasurePeriods {
  const period = (id: string) => sourcePeriod(sources, id);
  const { start: from, end: to } = periodBounds(period("bls-ces-states"));
  return {
    unemployment: formatPeriod(periodEnd(period("bls-laus-states"))),
    growth: from && to !== from ? `${formatPeriod(from)} to ${formatPeriod(to)}` : formatPeriod(to),
    jobs: formatPeriod(to),
    occupations: formatPeriod(periodEnd(period("bls-oews-states"))),
  };
}
