// How occupation and place pages write OEWS figures: wages in dollars, ratios at the precision BLS publishes them, and a
// null as what it is (never 0). Pure.
import { formatCount } from "./format.ts";

/** "Not published": the page's word for a null BLS value (suppressed, not estimated or top-coded). */
export const NOT_PUBLISHED = "Not published";

/** An annual wage in dollars ("$135,980"), or "Not published". */
export function formatWage(wage: number | null): string {
  return wage === null ? NOT_PUBLISHED : `$${formatCount(wage)}`;
}

/** A count of jobs ("284,390"), or "Not published". */
export function formatJobs(count: number | null): string {
  return count === null ? NOT_PUBLISHED : formatCount(count);
}

/** A location quotient as BLS publishes it, two decimals ("2.28"), or "Not published". */
export function formatQuotient(lq: number | null): string {
  return lq === null ? NOT_PUBLISHED : lq.toFixed(2);
}

/**
 * Jobs per 1,000 jobs: one decimal from 1 up ("15.6"); below 1 the three decimals BLS publishes ("0.021"), so a
 * small occupation never reads as 0. "Not published" for a null.
 */
export function formatPerThousand(value: number | null): string {
  if (value === null) return NOT_PUBLISHED;
  return value >= 1 ? value.toFixed(1) : value.toFixed(3);
}

/** Orders rows by a figure, largest first; rows without it go last, in their order (a stable sort). */
export function byLargest<T>(rows: readonly T[], value: (row: T) => number | null): T[] {
  return [...rows].sort((a, b) => (value(b) ?? Number.NEGATIVE_INFINITY) - (value(a) ?? Number.NEGATIVE_INFINITY));
}
