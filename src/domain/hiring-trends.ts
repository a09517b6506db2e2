/** Pure views of the hiring-trends measures, shared by the chart, the report and their tests. */
import type { HiringTrendIndustryId, HiringTrendMeasure, HiringTrendMeasureId, HiringTrends } from "./entities.ts";
import { formatCount, formatPeriod } from "./format.ts";

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

/** "8.1 million" from a million up, else "728,000". */
function amount(value: number): string {
  return value >= 1_000_000 ? `${(value / 1_000_000).toFixed(1)} million` : formatCount(value);
}

/**
 * The chart's answer in plain words, from the measure's figures: for hires (a flow) the last 12 months against the 12
 * before, for employment (a level) the last month against a year earlier; how many industries shown went up, whether
 * that is good or bad news, and which industry is largest. Undefined when the measure has too few months.
 */
export function trendAnswer(measure: HiringTrendMeasure): string | undefined {
  const last = measure.points.at(-1);
  if (!last || measure.industries.length === 0) return undefined;
  const end = formatPeriod(last.month);
  const n = measure.industries.length;
  if (measure.id === "hires") {
    const totals = yearOverYearTotals(measure);
    if (!totals) return undefined;
    const up = totals.rows.filter((r) => r.latest > r.previous).length;
    const leader = [...totals.rows].sort((a, b) => b.latest - a.latest)[0];
    const mood = up * 2 > n ? " — hiring is picking up" : up * 2 < n ? " — hiring is slowing" : "";
    return `${up} of ${n} industries shown hired more people in the 12 months to ${end} than in the 12 before${mood}; ${leader?.name} hired the most (${amount(leader?.latest ?? 0)} people).`;
  }
  const yearBefore = measure.points.at(-13);
  if (!yearBefore) return undefined;
  const up = measure.industries.filter((i) => (last.values[i.id] ?? 0) > (yearBefore.values[i.id] ?? 0)).length;
  const leader = [...measure.industries].sort((a, b) => (last.values[b.id] ?? 0) - (last.values[a.id] ?? 0))[0];
  const mood = up * 2 > n ? " — more jobs to go round" : up * 2 < n ? " — fewer jobs than a year ago" : "";
  return `${up} of ${n} industries shown had more payroll jobs in ${end} than a year before${mood}; ${leader?.name} has the most (${amount(last.values[leader?.id ?? "technology"] ?? 0)} jobs).`;
}
