// The hiring-trends chart's view: which range and industries are shown, and how that view is
// written in the query string. Pure; shared by the island and its tests.
import { HIRING_TREND_INDUSTRY_IDS, HIRING_TREND_MEASURE_IDS } from "~/domain/constants";
import type { HiringTrendIndustryId, HiringTrendMeasure, HiringTrendMeasureId } from "~/domain/entities";
import type { TrendPoint } from "~/domain/hiring-trends";
import type { MarkerShape } from "./chart-utils";

export type { TrendPoint };
export type TrendRange = "6mo" | "1yr" | "2yr";
export type TrendIndustry = HiringTrendMeasure["industries"][number];
/** How values are shown: as published (level) or relative to the range's first month (index, = 100). */
export type TrendScale = "level" | "index";
export const TREND_SCALES: readonly { id: TrendScale; label: string }[] = [
  { id: "level", label: "Level" },
  { id: "index", label: "Index" },
];

/** The range buttons, in order, with the number of monthly points each shows. */
export const TREND_RANGES: readonly { id: TrendRange; label: string; points: number }[] = [
  { id: "6mo", label: "6mo", points: 6 },
  { id: "1yr", label: "1yr", points: 12 },
  { id: "2yr", label: "2yr", points: 24 },
];
export const DEFAULT_TREND_RANGE: TrendRange = "1yr";

/** The last points of the series that `range` shows (fewer when the series is shorter). */
export function pointsInRange(points: readonly TrendPoint[], range: TrendRange): TrendPoint[] {
  const count = TREND_RANGES.find((r) => r.id === range)?.points ?? points.length;
  return points.slice(Math.max(0, points.length - count));
}

/** `visible` with `id` switched on or off; the last visible industry stays on. Keeps display order. */
export function toggleIndustry(
  visible: readonly HiringTrendIndustryId[],
  id: HiringTrendIndustryId,
): HiringTrendIndustryId[] {
  if (visible.includes(id)) return visible.length > 1 ? visible.filter((v) => v !== id) : [...visible];
  return HIRING_TREND_INDUSTRY_IDS.filter((v) => v === id || visible.includes(v));
}

/** The `trend` query parameter as a range; anything unknown is the default. */
export function parseRange(value: string | undefined): TrendRange {
  return TREND_RANGES.find((r) => r.id === value)?.id ?? DEFAULT_TREND_RANGE;
}

/** The `industries` query parameter ("technology,finance") as visible industries; nothing valid means all. */
export function parseIndustries(value: string | undefined): HiringTrendIndustryId[] {
  const wanted = new Set((value ?? "").split(",").map((v) => v.trim().toLowerCase()));
  const picked = HIRING_TREND_INDUSTRY_IDS.filter((id) => wanted.has(id));
  return picked.length > 0 ? picked : [...HIRING_TREND_INDUSTRY_IDS];
}

/** Visible industries as the `industries` query parameter: ids in display order, comma-separated. */
export function industriesParam(visible: readonly HiringTrendIndustryId[]): string {
  return HIRING_TREND_INDUSTRY_IDS.filter((id) => visible.includes(id)).join(",");
}

/** The chart's view as it lives in the query string (see useQueryState); at its defaults nothing is written. */
export const TREND_VIEW_DEFAULTS = {
  measure: HIRING_TREND_MEASURE_IDS[0] as HiringTrendMeasureId,
  scale: "level" as TrendScale,
  trend: DEFAULT_TREND_RANGE as TrendRange,
  industries: industriesParam(HIRING_TREND_INDUSTRY_IDS),
};

/** The view named by the query string, ignoring what is not valid. */
export function parseTrendView(params: URLSearchParams): typeof TREND_VIEW_DEFAULTS {
  const measure = params.get("measure");
  const scale = params.get("scale");
  return {
    measure: HIRING_TREND_MEASURE_IDS.find((m) => m === measure) ?? TREND_VIEW_DEFAULTS.measure,
    scale: TREND_SCALES.find((s) => s.id === scale)?.id ?? TREND_VIEW_DEFAULTS.scale,
    trend: parseRange(params.get("trend") ?? undefined),
    industries: industriesParam(parseIndustries(params.get("industries") ?? undefined)),
  };
}

/** The smallest and largest value of the visible industries over `points` (undefined when there is none). */
export function valueExtent(
  points: readonly TrendPoint[],
  visible: readonly HiringTrendIndustryId[],
): [number, number] | undefined {
  let min = Infinity;
  let max = -Infinity;
  for (const p of points) {
    for (const id of visible) {
      const v = p.values[id];
      if (v === undefined) continue;
      if (v < min) min = v;
      if (v > max) max = v;
    }
  }
  return min <= max ? [min, max] : undefined;
}

export interface IndustryStyle {
  /** ≥ 3:1 against white (WCAG 1.4.11); hues from the Okabe–Ito colour-blind-safe palette. */
  color: string;
  /** Dash pattern and marker tell the lines apart without colour. */
  dash: string | undefined;
  marker: MarkerShape;
}

/** How each industry's line is drawn, the same in the legend badges, the plot and the tooltip. */
export const INDUSTRY_STYLES: Readonly<Record<HiringTrendIndustryId, IndustryStyle>> = {
  technology: { color: "#0072B2", dash: undefined, marker: "circle" },
  healthcare: { color: "#D55E00", dash: "10 4", marker: "square" },
  finance: { color: "#117733", dash: "2 3", marker: "triangle" },
  manufacturing: { color: "#9A6700", dash: "10 3 2 3", marker: "diamond" },
  education: { color: "#AA3377", dash: "4 8", marker: "plus" },
};
