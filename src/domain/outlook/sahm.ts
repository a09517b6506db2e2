/**
 * The Sahm rule recession indicator (Claudia Sahm, 2019): the three-month average of the national unemployment rate
 * minus the lowest three-month average of the previous 12 months. At 0.50 percentage point or more it signals that
 * a recession has begun. Computed here from the rate history as it reads today (revised data), not from the first
 * prints that were known at the time.
 */
import { round2, shiftMonth } from "./months.ts";

export const SAHM_THRESHOLD = 0.5;

export const SAHM_SOURCE = {
  title:
    "Claudia Sahm, “Direct Stimulus Payments to Individuals” (Brookings Institution, 2019); FRED series SAHMREALTIME",
  url: "https://fred.stlouisfed.org/series/SAHMREALTIME",
} as const;

export interface RatePoint {
  /** "YYYY-MM". */
  readonly month: string;
  /** Percent. */
  readonly value: number;
}

export interface SahmPoint {
  readonly month: string;
  /** Percentage points, two decimals. */
  readonly value: number;
  readonly signal: boolean;
}

/**
 * The indicator for every month with a three-month average (the month and the two before it all published) and at
 * least one such average in the 12 months before it. A month BLS did not publish leaves a hole, never a guess.
 */
export function sahmIndicator(rates: readonly RatePoint[]): SahmPoint[] {
  const byMonth = new Map(rates.map((r) => [r.month, r.value]));
  const average = (month: string): number | undefined => {
    const values = [0, -1, -2].map((n) => byMonth.get(shiftMonth(month, n)));
    return values.every((v) => v !== undefined) ? (values as number[]).reduce((s, v) => s + v, 0) / 3 : undefined;
  };
  const out: SahmPoint[] = [];
  for (const { month } of rates) {
    const now = average(month);
    const prior = Array.from({ length: 12 }, (_, i) => average(shiftMonth(month, -1 - i))).filter(
      (v): v is number => v !== undefined,
    );
    if (now === undefined || prior.length === 0) continue;
    const value = round2(now - Math.min(...prior));
    out.push({ month, value, signal: value >= SAHM_THRESHOLD });
  }
  return out;
}

/** The first month of each run of signalling months (where the indicator crossed the threshold). */
export function sahmCrossings(points: readonly SahmPoint[]): string[] {
  return points.filter((p, i) => p.signal && !points[i - 1]?.signal).map((p) => p.month);
}
