/**
 * Scoring a backtest: mean absolute error and root-mean-square error of each method, over all months, by decade and
 * in and out of NBER recessions, on the months every method forecast; the method chosen; and the empirical
 * intervals of its errors.
 */
import type { BacktestRow, MethodId } from "./backtest.ts";
import { round2 } from "./months.ts";
import { inRecession } from "./recessions.ts";

export interface Score {
  readonly method: MethodId;
  /** Percentage points, two decimals. */
  readonly mae: number;
  readonly rmse: number;
}

export interface Segment {
  /** "All months", "1970s", …, "NBER recessions", "Expansions". */
  readonly label: string;
  readonly from: string;
  readonly to: string;
  readonly months: number;
  readonly scores: Score[];
}

/** Rows where every method has a forecast: the months the methods are compared on. */
export function comparable(rows: readonly BacktestRow[], methods: readonly MethodId[]): BacktestRow[] {
  return rows.filter((r) => methods.every((m) => r.forecasts[m] !== undefined));
}

/** Forecast errors (outcome minus forecast) of a method, in percentage points. */
export function errorsOf(rows: readonly BacktestRow[], method: MethodId): number[] {
  return rows.flatMap((r) => {
    const f = r.forecasts[method];
    return f === undefined ? [] : [r.actual - f];
  });
}

function score(rows: readonly BacktestRow[], method: MethodId): Score {
  const errors = errorsOf(rows, method);
  const n = Math.max(errors.length, 1);
  return {
    method,
    mae: round2(errors.reduce((s, e) => s + Math.abs(e), 0) / n),
    rmse: round2(Math.sqrt(errors.reduce((s, e) => s + e * e, 0) / n)),
  };
}

function segment(label: string, rows: readonly BacktestRow[], methods: readonly MethodId[]): Segment | undefined {
  if (rows.length === 0) return undefined;
  return {
    label,
    from: rows[0]?.month ?? "",
    to: rows.at(-1)?.month ?? "",
    months: rows.length,
    scores: methods.map((m) => score(rows, m)),
  };
}

/** Scores over all months, each decade, NBER recessions and expansions (rows must be comparable and ascending). */
export function segments(rows: readonly BacktestRow[], methods: readonly MethodId[]): Segment[] {
  const decades = [...new Set(rows.map((r) => `${r.month.slice(0, 3)}0s`))];
  return [
    segment("All months", rows, methods),
    ...decades.map((d) =>
      segment(
        d,
        rows.filter((r) => `${r.month.slice(0, 3)}0s` === d),
        methods,
      ),
    ),
    segment(
      "NBER recessions",
      rows.filter((r) => inRecession(r.month)),
      methods,
    ),
    segment(
      "Expansions",
      rows.filter((r) => !inRecession(r.month)),
      methods,
    ),
  ].filter((s): s is Segment => s !== undefined);
}

/**
 * The method to publish: the lowest mean absolute error over all compared months; "no change" unless a claims method
 * beats it (a tie keeps the simpler method, earlier in the list).
 */
export function chooseMethod(all: Segment): MethodId {
  let best = all.scores[0];
  for (const s of all.scores) if (best && s.mae < best.mae) best = s;
  return best?.method ?? "no-change";
}

/** The q-quantile (0–1) of values, linear between order statistics. */
export function quantile(values: readonly number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return 0;
  const pos = (sorted.length - 1) * q;
  const lo = Math.floor(pos);
  const hi = Math.ceil(pos);
  return (sorted[lo] as number) + ((sorted[hi] as number) - (sorted[lo] as number)) * (pos - lo);
}

/** Central intervals the page gives, as probability mass. */
export const INTERVALS = [0.68, 0.9] as const;

/** The error bounds (low, high) of a central interval: the quantiles (1 − p)/2 and (1 + p)/2 of past errors. */
export function errorBounds(errors: readonly number[], p: number): [number, number] {
  return [quantile(errors, (1 - p) / 2), quantile(errors, (1 + p) / 2)];
}

/**
 * How often the outcome fell inside each interval when, for every month, the bounds come from the errors of the
 * months before it only (at least `minErrors` of them): the intervals' own out-of-sample check.
 */
export function coverage(rows: readonly BacktestRow[], method: MethodId, p: number, minErrors = 36) {
  const past: number[] = [];
  let inside = 0;
  let months = 0;
  for (const r of rows) {
    const f = r.forecasts[method];
    if (f === undefined) continue;
    if (past.length >= minErrors) {
      const [lo, hi] = errorBounds(past, p);
      const e = r.actual - f;
      months += 1;
      if (e >= lo - 1e-9 && e <= hi + 1e-9) inside += 1;
    }
    past.push(r.actual - f);
  }
  return { months, share: months ? round2(inside / months) : 0 };
}
