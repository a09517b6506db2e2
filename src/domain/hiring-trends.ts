/** Pure views of the hiring-trends measures, shared by the chart, the report and their tests. */
import type { HiringTrendIndustryId, HiringTrendMeasure, HiringTrendMeasureId, HiringTrends } from "./entities.ts";

export type TrendPoint = HiringTrendMeasure["points"][number];

/** The measure `id` of the data, or its first measure when it has no such one. */
export function measureOf(data: HiringTrends, id: HiringTrendMeasureId): HiringTrendMeasure | undefined {
  return data.measures.find((m) => m.id === id) ?? data.measures[0];
}

/**
 * Each line relative to its value in the first point (= 100), rounded to 0.1: lines of very different size compared
 * by their movement. A line whose first value is 0 or missing is left out.
 */
export function indexToFirst(points: readonly TrendPoint[], ids: readonly HiringTrendIndustryId[]): TrendPoint[] {
  const first = points[0];
  if (!first) return [];
  return points.map((p) => {
    const values: TrendPoint["values"] = {};
    for (const id of ids) {
      const base = first.values[id];
      const value = p.values[id];
      if (base && value !== undefined) values[id] = Math.round((value / base) * 1000) / 10;
    }
    return { month: p.month, values };
  });
}

export interface YearTotals {
  id: HiringTrendIndustryId;
  name: string;
  plotted: string;
  /** Sum of the 12 months before the latest 12. */
  previous: number;
  /** Sum of the latest 12 months. */
  latest: number;
  /** Percent change of the latest 12 months over the 12 before. */
  changePercent: number;
}

/**
 * A flow measure's last 12 months against the 12 before, per line (monthly hires are noisy; a year's total is
 * what compares). Undefined unless the measure has at least 24 months.
 */
export function yearOverYearTotals(
  measure: HiringTrendMeasure,
): { previousPeriod: string; latestPeriod: string; rows: YearTotals[] } | undefined {
  const points = measure.points;
  if (points.length < 24) return undefined;
  const latest = points.slice(-12);
  const previous = points.slice(-24, -12);
  const sum = (list: readonly TrendPoint[], id: HiringTrendIndustryId) =>
    list.reduce((n, p) => n + (p.values[id] ?? 0), 0);
  const span = (list: readonly TrendPoint[]) => `${list[0]?.month}/${list.at(-1)?.month}`;
  return {
    previousPeriod: span(previous),
    latestPeriod: span(latest),
    rows: measure.industries.map((i) => {
      const a = sum(previous, i.id);
      const b = sum(latest, i.id);
      return {
        id: i.id,
        name: i.name,
        plotted: i.plotted,
        previous: a,
        latest: b,
        changePercent: a ? ((b - a) / a) * 100 : 0,
      };
    }),
  };
}
