// Display formats shared by pages, islands, functions and the report. Pure; no I/O.
// Dates are written in US English.
import { JOB_BOARD_NAMES } from "./constants.ts";
import { periodBounds } from "./periods.ts";

// One formatter, made once: `n.toLocaleString("en-US")` builds a new Intl.NumberFormat on every call, which costs a
// slow phone about a millisecond each time a list of figures renders.
const US_NUMBER = /* @__PURE__ */ new Intl.NumberFormat("en-US");

/** A number with US thousands separators and up to three decimals, as `n.toLocaleString("en-US")` writes it
 * ("1,234.5"). */
export function formatNumber(value: number): string {
  return US_NUMBER.format(value);
}

/** Jobs as millions with `decimals` decimals and an 'M' ("8.1M"). */
export function formatMillions(jobs: number, decimals = 1): string {
  return `${(jobs / 1_000_000).toFixed(decimals)}M`;
}

/** A lower bound in millions, rounded down to one decimal, with '+' ("159.6M+"). */
export function formatMillionsAtLeast(jobs: number): string {
  return `${(Math.floor(jobs / 100_000) / 10).toFixed(1)}M+`;
}

/** Thousands with no decimals and a 'K' ("12K"). */
export function formatThousands(count: number): string {
  return `${formatNumber(Math.round(count / 1000))}K`;
}

/** Openings: 1,000 or more as thousands with one decimal and 'K' ("2.2K"), otherwise "950". */
export function formatOpenings(count: number): string {
  return count >= 1000 ? `${(count / 1000).toFixed(1)}K` : formatNumber(count);
}

/**
 * Projected annual openings of an occupation. BLS publishes them in thousands with one decimal, so a published 0.0
 * means fewer than 50 a year, not none.
 */
export function formatProjectedOpenings(count: number): string {
  return count === 0 ? "Fewer than 50" : formatOpenings(count);
}

/** A whole number with US thousands separators ("1,234,567"). */
export function formatCount(count: number): string {
  return formatNumber(Math.round(count));
}

/** A whole-number change with its sign and separators ("+101,500", "-2,300", "0"). */
export function formatSignedCount(value: number): string {
  const sign = value > 0 ? "+" : value < 0 ? "-" : "";
  return `${sign}${formatCount(Math.abs(value))}`;
}

/** A change with its sign ("+0.4%", "-1.2%", "0.0%"); `unit` defaults to "%". */
export function formatSigned(value: number, decimals = 1, unit = "%"): string {
  const fixed = Math.abs(value).toFixed(decimals);
  const zero = Number(fixed) === 0;
  return `${zero ? "" : value > 0 ? "+" : "-"}${fixed}${unit}`;
}

/** A percentage given as a number or decimal string ("4.1%"). */
export function formatPercent(value: number | string, decimals = 1): string {
  return `${Number(value).toFixed(decimals)}%`;
}

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"] as const;
/** English month names, January first. */
export const MONTH_NAMES: readonly string[] = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/** "2024-03-05" or an ISO timestamp → "Mar 05, 2024" (the calendar date as written, no time-zone shift). */
export function formatDate(iso: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  if (!m) return iso;
  return `${MONTHS[Number(m[2]) - 1]} ${m[3]}, ${m[1]}`;
}

/** An ISO timestamp → "Mar 05, 2024 13:45" (UTC; a date alone reads as midnight). */
export function formatDateTime(iso: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2}))?/.exec(iso);
  if (!m) return iso;
  return `${MONTHS[Number(m[2]) - 1]} ${m[3]}, ${m[1]} ${m[4] ?? "00"}:${m[5] ?? "00"}`;
}

/** "2026-06" → "June 2026"; "2026-06-12" → "June 12, 2026". */
export function formatPeriod(period: string): string {
  const m = /^(\d{4})-(\d{2})(?:-(\d{2}))?$/.exec(period);
  if (!m) return period;
  const month = MONTH_NAMES[Number(m[2]) - 1];
  return m[3] ? `${month} ${Number(m[3])}, ${m[1]}` : `${month} ${m[1]}`;
}

/** A reference period in words: "2026-06" → "June 2026"; "2026-04/2026-08-06" → "April 2026 – August 6, 2026". */
export function formatReferencePeriod(period: string): string {
  const { start, end } = periodBounds(period);
  return start === end ? formatPeriod(start) : `${formatPeriod(start)} – ${formatPeriod(end)}`;
}

/** "2026-06" → "Jun 2026" (chart axes). */
export function formatMonthShort(month: string): string {
  const m = /^(\d{4})-(\d{2})/.exec(month);
  return m ? `${MONTHS[Number(m[2]) - 1]} ${m[1]}` : month;
}

const BOARD_NAMES: Readonly<Record<string, string>> = JOB_BOARD_NAMES;

/** Display name of a job board ("greenhouse" → "Greenhouse"), or `fallback` for a missing or unknown one. */
export function jobBoardName(source: string | undefined, fallback: string): string {
  return source !== undefined && Object.hasOwn(BOARD_NAMES, source) ? (BOARD_NAMES[source] ?? fallback) : fallback;
}
