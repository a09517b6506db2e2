/** Calendar helpers of the outlook: months as "YYYY-MM", weeks by the date ("YYYY-MM-DD") of the Saturday they end on. */

/** The month `n` months after `month` (n may be negative). */
export function shiftMonth(month: string, n: number): string {
  const [y, m] = month.split("-").map(Number) as [number, number];
  const index = y * 12 + (m - 1) + n;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, "0")}`;
}

/** The date `n` days after an ISO date (UTC calendar arithmetic). */
export function shiftDay(date: string, n: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
}

/**
 * The week ending Saturday that contains the 12th of a month: the week the Current Population Survey asks about
 * (its reference week), and the week of unemployment-insurance claims that matches it.
 */
export function referenceWeek(month: string): string {
  const twelfth = `${month}-12`;
  const weekday = new Date(`${twelfth}T00:00:00Z`).getUTCDay();
  return shiftDay(twelfth, (6 - weekday + 7) % 7);
}

/** Whole weeks from `earlier` to `later` (both Saturdays); negative when `later` comes first. */
export function weeksBetween(earlier: string, later: string): number {
  return Math.round((Date.parse(`${later}T00:00:00Z`) - Date.parse(`${earlier}T00:00:00Z`)) / (7 * 86_400_000));
}

/** Rounds to one decimal, as BLS publishes the unemployment rate (half away from zero, never "-0"). */
export function round1(value: number): number {
  const r = (Math.sign(value) * Math.round(Math.abs(value) * 10 + 1e-9)) / 10;
  return r === 0 ? 0 : r;
}

/** Rounds to two decimals (half away from zero, never "-0"). */
export function round2(value: number): number {
  const r = (Math.sign(value) * Math.round(Math.abs(value) * 100 + 1e-9)) / 100;
  return r === 0 ? 0 : r;
}
