// Colour scales of the /states map: which figure each measure shows, its five classes and their colours.
// Pure; used at build time (the map's first colours) and in the browser (measure switch, fresh data).
import type { State } from "~/domain/entities";
import { formatCount, formatPercent, formatSigned } from "~/domain/format";
import { payrollJobs } from "~/domain/measures";

/** The plane us-atlas's albers files are projected onto (the map's SVG viewBox). */
export const MAP_WIDTH = 975;
export const MAP_HEIGHT = 610;
/** The map's drawing, wider than the projection by room east of the Atlantic coast for the callouts' labels. */
export const MAP_VIEW_WIDTH = MAP_WIDTH + 60;

export const MAP_MEASURES = ["unemployment", "growth", "jobs"] as const;
export type MapMeasure = (typeof MAP_MEASURES)[number];

export interface MeasureScale {
  /** Legend title. */
  label: string;
  /** Label of the measure's button (fits three to a row at 390 px). */
  buttonLabel: string;
  /** The figure the map colours by, at the precision it is shown with. */
  value: (state: State) => number;
  /** The figure as the site writes it. */
  format: (state: State) => string;
  /** Lowest value of classes 1–4 (class 0 is everything below the first). */
  lowerBounds: readonly [number, number, number, number];
  /** Legend text of classes 0–4 (the values are shown to one decimal, so "3.1%–3.5%" has no gaps). */
  classLabels: readonly [string, string, string, string, string];
  /** ColorBrewer 5-class palettes, all colour-blind safe; the darkest class is ≥ 4.5:1 against white. */
  colors: readonly [string, string, string, string, string];
}

const tenth = (value: number | string) => Math.round(Number(value) * 10) / 10;

/**
 * Fixed classes (as BLS's own state maps use), so a colour means the same thing on every visit and
 * open-ended end classes take any future value. Unemployment's first two classes together are the
 * site's "low unemployment" (≤ 3.5%); growth is diverging around "about flat" (−0.1% to +0.1%).
 */
export const MEASURE_SCALES: Readonly<Record<MapMeasure, MeasureScale>> = {
  unemployment: {
    label: "Unemployment rate",
    buttonLabel: "Unemployment",
    value: (s) => tenth(s.unemploymentRate),
    format: (s) => formatPercent(s.unemploymentRate),
    lowerBounds: [3.1, 3.6, 4.1, 4.6],
    classLabels: ["3.0% or less", "3.1%–3.5%", "3.6%–4.0%", "4.1%–4.5%", "4.6% or more"],
    colors: ["#feedde", "#fdbe85", "#fd8d3c", "#e6550d", "#a63603"], // Oranges: higher is darker
  },
  growth: {
    label: "Job growth",
    buttonLabel: "Job growth",
    value: (s) => tenth(s.growthRate),
    format: (s) => formatSigned(Number(s.growthRate)),
    lowerBounds: [-1, -0.1, 0.2, 1],
    classLabels: ["Below −1.0%", "−1.0% to −0.2%", "−0.1% to +0.1%", "+0.2% to +0.9%", "+1.0% or more"],
    colors: ["#a6611a", "#dfc27d", "#f5f5f5", "#80cdc1", "#018571"], // BrBG: losses brown, gains teal
  },
  jobs: {
    label: "Total jobs",
    buttonLabel: "Total jobs",
    value: payrollJobs,
    format: (s) => formatCount(payrollJobs(s)),
    lowerBounds: [1_000_000, 2_500_000, 5_000_000, 10_000_000],
    classLabels: ["Under 1M", "1M to 2.5M", "2.5M to 5M", "5M to 10M", "10M or more"],
    colors: ["#eff3ff", "#bdd7e7", "#6baed6", "#3182bd", "#08519c"], // Blues
  },
};

/** Fill of a state without figures. */
export const NO_DATA_FILL = "#cbd5e1";

/** The class (0–4) of `value`: how many lower bounds it reaches. */
export function classOf(value: number, lowerBounds: readonly number[]): number {
  return lowerBounds.filter((bound) => value >= bound).length;
}

/** The fill of a state on the map for `measure` (NO_DATA_FILL without a usable figure). */
export function fillOf(state: State | undefined, measure: MapMeasure): string {
  if (!state) return NO_DATA_FILL;
  const scale = MEASURE_SCALES[measure];
  const value = scale.value(state);
  return (Number.isFinite(value) && scale.colors[classOf(value, scale.lowerBounds)]) || NO_DATA_FILL;
}

/** How many of `states` fall in each class of `measure` (the legend's counts). */
export function classCounts(states: readonly State[], measure: MapMeasure): number[] {
  const scale = MEASURE_SCALES[measure];
  const counts = [0, 0, 0, 0, 0];
  for (const s of states) {
    const value = scale.value(s);
    if (!Number.isFinite(value)) continue;
    const k = classOf(value, scale.lowerBounds);
    counts[k] = (counts[k] ?? 0) + 1;
  }
  return counts;
}

/** The accessible name of a state on the map: "Texas: unemployment 4.5%, growth +0.6%, 14,394,300 jobs". */
export function stateMapLabel(state: State): string {
  return `${state.name}: unemployment ${formatPercent(state.unemploymentRate)}, growth ${formatSigned(Number(state.growthRate))}, ${formatCount(payrollJobs(state))} jobs`;
}
