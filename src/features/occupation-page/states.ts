// Where an occupation is done, by state: the table's rows, its other orders, the map's colours by location
// quotient and its legend, and the section's opening sentence. Pure.
import { US_STATES } from "~/domain/geography";
import type { OccupationData, StateRow } from "~/domain/occupation-data";
import { stateRows } from "~/domain/occupation-data";
import { type Place, placePath } from "~/domain/place";
import { byLargest, formatJobs, formatPerThousand, formatQuotient, formatWage } from "./figure-formats";

/**
 * Location quotient classes: the occupation's share of a state's jobs over its share of jobs nationwide, so 1.0 means
 * "as common as in the US as a whole". Fixed classes (the same colour means the same on every page), centred on 1.
 */
export const QUOTIENT_SCALE = {
  lowerBounds: [0.5, 0.8, 1.25, 2] as const,
  labels: ["Under 0.5", "0.5 to 0.79", "0.8 to 1.24 (about the US share)", "1.25 to 1.99", "2.0 or more"] as const,
  /** ColorBrewer Purples (colour-blind safe); the darkest two carry white text in the legend. */
  colors: ["#f2f0f7", "#cbc9e2", "#9e9ac8", "#756bb1", "#54278f"] as const,
};
export const NO_DATA = { label: "Not published", color: "#e2e8f0" } as const;

/** The class (0–4) of a location quotient, or null without one. */
export function quotientClass(lq: number | null): number | null {
  if (lq === null) return null;
  return QUOTIENT_SCALE.lowerBounds.filter((bound) => lq >= bound).length;
}

export interface StateView {
  code: string;
  name: string;
  /** The state's place page. */
  href: string | null;
  /** State, employment, jobs per 1,000, location quotient, median wage, as the table shows them. */
  cells: [string, string, string, string, string];
  /** The map's colour, and its hover text ("Washington: location quotient 3.10"). */
  color: string;
  title: string;
}

function view(row: StateRow, places: ReadonlyMap<string, Place>): StateView {
  const place = places.get(row.state);
  const name = place?.label ?? row.state;
  const cls = quotientClass(row.locationQuotient);
  return {
    code: row.state,
    name,
    href: place ? placePath(place) : null,
    cells: [
      name,
      formatJobs(row.employment),
      formatPerThousand(row.jobsPer1000),
      formatQuotient(row.locationQuotient),
      formatWage(row.wages.median),
    ],
    color: (cls === null ? undefined : QUOTIENT_SCALE.colors[cls]) ?? NO_DATA.color,
    title: `${name}: location quotient ${formatQuotient(row.locationQuotient)}`,
  };
}

/** The orders the state table comes in; the first is the one shown open. */
export const STATE_ORDERS = [
  { key: "employment", label: "employment", value: (r: StateRow) => r.employment },
  { key: "jobsPer1000", label: "jobs per 1,000 jobs", value: (r: StateRow) => r.jobsPer1000 },
  { key: "locationQuotient", label: "location quotient", value: (r: StateRow) => r.locationQuotient },
  { key: "median", label: "median wage", value: (r: StateRow) => r.wages.median },
] as const;

export interface StateTables {
  /** The same rows in each order of STATE_ORDERS, largest first (unpublished values last). */
  orders: { key: string; label: string; rows: StateView[] }[];
  /** Every state with a row, by code (the map). */
  map: StateView[];
  /** The five classes, then "not published" when any state has no location quotient. */
  legend: { label: string; color: string; count: number }[];
}

export function stateTables(data: Pick<OccupationData, "states">, places: ReadonlyMap<string, Place>): StateTables {
  const rows = stateRows(data);
  const views = new Map(rows.map((r) => [r.state, view(r, places)]));
  const legend = QUOTIENT_SCALE.labels.map((label, i) => ({ label, color: QUOTIENT_SCALE.colors[i] ?? "", count: 0 }));
  let unpublished = 0;
  const byCode = new Map(rows.map((r) => [r.state, r]));
  // Counted over the map's states and DC: a state without a row is "not published" too.
  for (const { code } of US_STATES) {
    const cls = quotientClass(byCode.get(code)?.locationQuotient ?? null);
    const entry = cls === null ? undefined : legend[cls];
    if (entry) entry.count++;
    else unpublished++;
  }
  return {
    orders: STATE_ORDERS.map((o) => ({
      key: o.key,
      label: o.label,
      rows: byLargest(rows, o.value).map((r) => views.get(r.state) as StateView),
    })),
    map: [...views.values()],
    legend: unpublished > 0 ? [...legend, { ...NO_DATA, count: unpublished }] : legend,
  };
}

/**
 * "California has the most jobs (284,390); the work is most concentrated in Washington, where its share of jobs is
 * 3.10 times its share of jobs nationwide." Null without any state figures.
 */
export function statesLead(data: Pick<OccupationData, "states">, places: ReadonlyMap<string, Place>): string | null {
  const rows = stateRows(data);
  const most = byLargest(rows, (r) => r.employment)[0];
  const dense = byLargest(rows, (r) => r.locationQuotient)[0];
  if (!most || most.employment === null) return null;
  const name = (r: StateRow) => places.get(r.state)?.label ?? r.state;
  const first = `${name(most)} has the most jobs (${formatJobs(most.employment)})`;
  if (!dense || dense.locationQuotient === null) return `${first}.`;
  return `${first}; the work is most concentrated in ${name(dense)}, where its share of jobs is ${formatQuotient(dense.locationQuotient)} times its share of jobs nationwide.`;
}
