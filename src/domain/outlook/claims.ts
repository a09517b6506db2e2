/**
 * What weekly unemployment-insurance claims say about a month: the change, in log points, of the four-week average of
 * claims ending at the month's reference week against the four weeks ending at the previous month's reference week.
 * A forecast made before the reference week's claims are out uses the newest week in hand instead, `lead` weeks
 * earlier, and the backtest gives every past month the same lead, so it tests what the live forecast can know.
 */
import { referenceWeek, shiftDay, shiftMonth } from "./months.ts";

export interface WeeklyPoint {
  /** The Saturday the week ends on ("YYYY-MM-DD"). */
  readonly week: string;
  readonly value: number;
}

/** Weeks averaged on each side of the change. */
export const CLAIMS_WINDOW_WEEKS = 4;

/** Weekly values by week-ending date. */
export type WeeklyIndex = ReadonlyMap<string, number>;

export function indexWeeks(points: readonly WeeklyPoint[]): WeeklyIndex {
  return new Map(points.map((p) => [p.week, p.value]));
}

function windowMean(index: WeeklyIndex, end: string): number | undefined {
  let sum = 0;
  for (let i = 0; i < CLAIMS_WINDOW_WEEKS; i += 1) {
    const value = index.get(shiftDay(end, -7 * i));
    if (value === undefined || value <= 0) return undefined;
    sum += value;
  }
  return sum / CLAIMS_WINDOW_WEEKS;
}

/**
 * The claims signal for a month: ln(average of the 4 weeks ending `lead` weeks before the month's reference week /
 * average of the 4 weeks ending at the previous month's reference week); undefined where a week is missing.
 */
export function claimsChange(index: WeeklyIndex, month: string, lead: number): number | undefined {
  const now = windowMean(index, shiftDay(referenceWeek(month), -7 * lead));
  const before = windowMean(index, referenceWeek(shiftMonth(month, -1)));
  return now === undefined || before === undefined ? undefined : Math.log(now / before);
}
