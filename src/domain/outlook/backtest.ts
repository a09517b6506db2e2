/**
 * The forecast of next month's unemployment rate and its rolling-origin backtest. Each candidate method predicts the
 * change in the rate from the previous month; "no change" predicts none. A claims method fits a straight line
 * (ordinary least squares) of the change in the rate on a claims signal over every earlier month, and only those:
 * the forecast of a month never sees that month or any later one. Forecasts are rounded to 0.1 as BLS publishes.
 */
import { claimsChange, type WeeklyIndex } from "./claims.ts";
import { round1, shiftMonth } from "./months.ts";
import type { RatePoint } from "./sahm.ts";

export type MethodId = "no-change" | "initial-claims" | "continued-claims";

export interface Method {
  readonly id: MethodId;
  readonly label: string;
  /** The claims signal of a month, or undefined where it cannot be computed; absent for "no change". */
  readonly signal?: (month: string) => number | undefined;
}

/** Months of history a claims method needs before it forecasts. */
export const MIN_TRAINING_MONTHS = 36;

export interface BacktestRow {
  readonly month: string;
  readonly actual: number;
  readonly previous: number;
  /** Rounded forecast of each method, by method id. */
  readonly forecasts: Readonly<Partial<Record<MethodId, number>>>;
}

export interface LineFit {
  readonly intercept: number;
  readonly slope: number;
  readonly months: number;
}

/** Least-squares line through (x, y) pairs; undefined with fewer than two distinct x. */
export function fitLine(xs: readonly number[], ys: readonly number[]): LineFit | undefined {
  const n = xs.length;
  if (n < 2) return undefined;
  const mx = xs.reduce((s, x) => s + x, 0) / n;
  const my = ys.reduce((s, y) => s + y, 0) / n;
  let sxx = 0;
  let sxy = 0;
  for (let i = 0; i < n; i += 1) {
    const dx = (xs[i] as number) - mx;
    sxx += dx * dx;
    sxy += dx * ((ys[i] as number) - my);
  }
  if (sxx === 0) return undefined;
  const slope = sxy / sxx;
  return { intercept: my - slope * mx, slope, months: n };
}

/** Remembers a signal's value per month (the backtest asks for each month many times). */
function remembered(signal: (month: string) => number | undefined): (month: string) => number | undefined {
  const cache = new Map<string, number | undefined>();
  return (month) => {
    if (!cache.has(month)) cache.set(month, signal(month));
    return cache.get(month);
  };
}

/** Claims methods built on weekly initial and continued claims, each at its own lead in weeks. */
export function claimsMethods(
  initial: WeeklyIndex,
  continued: WeeklyIndex,
  leads: { readonly initial: number; readonly continued: number },
): Method[] {
  return [
    { id: "no-change", label: "No change" },
    {
      id: "initial-claims",
      label: "Initial claims",
      signal: remembered((month) => claimsChange(initial, month, leads.initial)),
    },
    {
      id: "continued-claims",
      label: "Continued claims",
      signal: remembered((month) => claimsChange(continued, month, leads.continued)),
    },
  ];
}

/** The rate by month and the change from the month before, for months whose previous month is known. */
function changes(rates: readonly RatePoint[]): { month: string; previous: number; actual: number }[] {
  const byMonth = new Map(rates.map((r) => [r.month, r.value]));
  return rates.flatMap((r) => {
    const previous = byMonth.get(shiftMonth(r.month, -1));
    return previous === undefined ? [] : [{ month: r.month, previous, actual: r.value }];
  });
}

/** A method's line fitted on the months before `month` (undefined for "no change" or too little history). */
export function fitBefore(
  method: Method,
  history: readonly { month: string; previous: number; actual: number }[],
  month: string,
): LineFit | undefined {
  if (!method.signal) return undefined;
  const xs: number[] = [];
  const ys: number[] = [];
  for (const h of history) {
    if (h.month >= month) break;
    const x = method.signal(h.month);
    if (x === undefined) continue;
    xs.push(x);
    ys.push(h.actual - h.previous);
  }
  return xs.length >= MIN_TRAINING_MONTHS ? fitLine(xs, ys) : undefined;
}

/** A method's rounded forecast of `month`'s rate from the previous month's rate; undefined where it cannot say. */
export function forecastWith(method: Method, fit: LineFit | undefined, month: string, previous: number) {
  if (!method.signal) return round1(previous);
  const x = method.signal(month);
  if (x === undefined || !fit) return undefined;
  return round1(previous + fit.intercept + fit.slope * x);
}

/** Rolling-origin forecasts of every month from `from` on, by every method that can forecast that month. */
export function backtest(rates: readonly RatePoint[], methods: readonly Method[], from: string): BacktestRow[] {
  const history = changes(rates);
  return history
    .filter((h) => h.month >= from)
    .map((h) => {
      const forecasts: Partial<Record<MethodId, number>> = {};
      for (const method of methods) {
        const value = forecastWith(method, fitBefore(method, history, h.month), h.month, h.previous);
        if (value !== undefined) forecasts[method.id] = value;
      }
      return { month: h.month, actual: h.actual, previous: h.previous, forecasts };
    });
}

export { changes as rateChanges };
