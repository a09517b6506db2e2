// Reference periods and month arithmetic. A reference period is one value ("2026-07", "2026-08-14",
// "2024") or a range of two joined by a slash ("2025-04/2026-04"); a single value is its own start and
// end. Months are "YYYY-MM". Pure.

export interface PeriodBounds {
  readonly start: string;
  readonly end: string;
}

/** Start and end of a reference period: "2025-04/2026-04" → 2025-04 … 2026-04; "2026-07" → 2026-07 … 2026-07. */
export function periodBounds(period: string): PeriodBounds {
  const slash = period.indexOf("/");
  if (slash < 0) return { start: period, end: period };
  return { start: period.slice(0, slash), end: period.slice(slash + 1) };
}

/** Last part of a reference period ("2025-04/2026-04" → "2026-04"; "2026-07" → "2026-07"). */
export function periodEnd(period: string): string {
  return periodBounds(period).end;
}

/** The month a reference period ends in ("2020-01-01/2026-08-08" → "2026-08"). */
export function periodEndMonth(period: string): string {
  return periodEnd(period).slice(0, 7);
}

/** The period a set of months or dates spans: the one value, or "first/last" (sorted as text). */
export function spanOf(values: readonly string[]): string {
  const sorted = [...new Set(values)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const first = sorted[0];
  const last = sorted.at(-1);
  if (first === undefined || last === undefined) throw new Error("spanOf: no values");
  return first === last ? first : `${first}/${last}`;
}

/** The widest period covering every one of `periods` ("2024-01/2024-06" and "2025-03" → "2024-01/2025-03"). */
export function mergePeriods(periods: readonly string[]): string {
  return spanOf(
    periods.flatMap((p) => {
      const { start, end } = periodBounds(p);
      return [start, end];
    }),
  );
}

function monthParts(month: string): [year: number, month: number] {
  const match = /^(\d{4})-(\d{2})/.exec(month);
  if (!match) throw new Error(`not a month YYYY-MM: ${JSON.stringify(month)}`);
  return [Number(match[1]), Number(match[2])];
}

/** "YYYY-MM" moved by `delta` months ("2026-02", -3 → "2025-11"). */
export function addMonths(month: string, delta: number): string {
  const [y, m] = monthParts(month);
  const index = y * 12 + (m - 1) + delta;
  const year = Math.floor(index / 12);
  const mon = index - year * 12 + 1;
  return `${String(year).padStart(4, "0")}-${String(mon).padStart(2, "0")}`;
}

/** Days in a "YYYY-MM" month. */
export function daysInMonth(month: string): number {
  const [y, m] = monthParts(month);
  return new Date(Date.UTC(y, m, 0)).getUTCDate();
}

/** "YYYY-MM-DD" moved by `days` ("2026-08-08", -60 → "2026-06-09"). */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date.slice(0, 10)}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}
