/** Monthly time series helpers shared by the BLS readers and the builders. */
import { type CellRef, InputError } from "./pipeline-errors.ts";

export interface MonthlyPoint {
  /** "YYYY-MM". */
  readonly month: string;
  readonly value: number;
  readonly preliminary?: boolean;
}

/** A publisher series, ascending by month, one point per month. */
export interface MonthlySeries {
  readonly id: string;
  readonly name: string;
  readonly points: readonly MonthlyPoint[];
}

/** "2026-05-01", "2026-05" or BLS year + "M05" → "2026-05". */
export function toMonth(raw: string, ref: CellRef): string {
  const match = /^(\d{4})-(0[1-9]|1[0-2])(-\d{2})?$/.exec(raw.trim());
  if (!match) throw new InputError(ref.file, `not a month or first-of-month date: ${JSON.stringify(raw)}`, ref.line);
  return `${match[1]}-${match[2]}`;
}

/** Sorts points by month and rejects duplicates. */
export function toSeries(id: string, name: string, points: MonthlyPoint[], file: string): MonthlySeries {
  const sorted = [...points].sort((a, b) => (a.month < b.month ? -1 : a.month > b.month ? 1 : 0));
  for (let i = 1; i < sorted.length; i += 1) {
    if (sorted[i]?.month === sorted[i - 1]?.month) {
      throw new InputError(file, `series ${id} has two values for ${sorted[i]?.month}`);
    }
  }
  if (sorted.length === 0) throw new InputError(file, `series ${id} has no values`);
  return { id, name, points: sorted };
}

/** The newest point of a series. */
export function latest(series: MonthlySeries): MonthlyPoint {
  const point = series.points.at(-1);
  if (!point) throw new Error(`series ${series.id} is empty`);
  return point;
}

/** The value for a month, or undefined. */
export function valueAt(series: MonthlySeries, month: string): number | undefined {
  return series.points.find((p) => p.month === month)?.value;
}
