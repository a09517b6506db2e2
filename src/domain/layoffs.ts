// Layoff figures shared by the layoffs page, its API routes and the report. Pure.

import { NOT_SPECIFIED } from "./constants.ts";
import type { CsvColumn } from "./csv.ts";
import { canonicalEmployerName } from "./employers.ts";
import type { Layoff } from "./entities.ts";
import { formatPeriod } from "./format.ts";
import { addMonths, daysInMonth } from "./periods.ts";
import { required } from "./required.ts";

/**
 * The date a notice is counted by, as every chart and table of notices by month names it: many notices (in more
 * states than those that publish no notice dates at all) give only the date the layoff takes effect.
 */
export const LAYOFF_MONTH_BASIS = "notice date, or effective date where a notice gives none";

/** The notice date a notice gives, or "" where it gives none (its layoffDate is then its effective date). */
export function noticeDateOf(layoff: Pick<Layoff, "layoffDate" | "noNoticeDate">): string {
  return layoff.noNoticeDate ? "" : layoff.layoffDate;
}

/** The month a notice is counted in (of LAYOFF_MONTH_BASIS): the one rule every monthly total of notices uses. */
export function layoffMonthOf(layoff: Pick<Layoff, "layoffDate">): string {
  return layoff.layoffDate.slice(0, 7);
}

/** Employees affected and notices counted in `month`: the total the chart, the news and the report give for it. */
export function monthTotals(
  layoffs: readonly Pick<Layoff, "layoffDate" | "employeesLaidOff">[],
  month: string,
): { employees: number; notices: number } {
  let employees = 0;
  let notices = 0;
  for (const l of layoffs)
    if (layoffMonthOf(l) === month) {
      employees += l.employeesLaidOff;
      notices += 1;
    }
  return { employees, notices };
}

/**
 * Days after a month's end before its notices count as complete: states publish notices days to weeks after they are
 * filed, so a month the snapshot reaches only just is still filling in and is never compared.
 */
export const COMPLETE_MONTH_AFTER_DAYS = 30;

/** The rule in words, for the news and the methodology. */
export const COMPLETE_MONTH_RULE = `a month counts as complete once the notice register's snapshot is dated at least ${COMPLETE_MONTH_AFTER_DAYS} days after the month ends (states publish notices with delays of days to weeks)`;

/** The newest month whose notices are complete by COMPLETE_MONTH_RULE, for a register snapshot dated `referenceDate`. */
export function lastCompleteMonth(referenceDate: string): string {
  let month = referenceDate.slice(0, 7);
  const endOf = (m: string) => `${m}-${String(daysInMonth(m)).padStart(2, "0")}`;
  const dayNumber = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / 86_400_000;
  while (dayNumber(referenceDate) - dayNumber(endOf(month)) < COMPLETE_MONTH_AFTER_DAYS) month = addMonths(month, -1);
  return month;
}

/** True when `month` is still filling in: after the newest complete month (`completeThrough`, lastCompleteMonth). */
export function stillArriving(month: string, completeThrough: string): boolean {
  return month > completeThrough;
}

/**
 * The months of `months` (oldest first) still arriving, in words: "August 2026", "July 2026 to August 2026";
 * undefined when every month is complete. The site's chart and the report's say the same.
 */
export function arrivingSpan(months: readonly string[], completeThrough: string): string | undefined {
  const arriving = months.filter((m) => stillArriving(m, completeThrough));
  const first = arriving[0];
  const last = arriving.at(-1);
  if (first === undefined || last === undefined) return undefined;
  return first === last ? formatPeriod(first) : `${formatPeriod(first)} to ${formatPeriod(last)}`;
}

/** Why the light months of a layoffs chart will grow, said under it on the site and in the report. */
export const ARRIVING_REASON = "States publish notices days to weeks after they are filed, so these totals will grow.";

/** Months of history in the affected-employees chart. */
export const LAYOFF_CHART_MONTHS = 24;

/** GET /api/layoffs/summary: totals of the notices matching a filter, and their monthly series. */
export interface LayoffSummary {
  notices: number;
  employeesAffected: number;
  /** Distinct employers: filed names that name the same employer count once (canonicalEmployerName). */
  companies: number;
  industries: number;
  /** Employees affected per month of LAYOFF_MONTH_BASIS, oldest first, ending at the dataset's reference month. */
  byMonth: { month: string; employees: number; notices: number }[];
}

/** What the employers figure counts: the filed names that name one employer count once (canonicalEmployerName). */
export const EMPLOYERS_NOTE = "distinct employers, site and legal form in the name set aside";

/** A notice without a named source is attributed to 'Company Reports'. */
export const DEFAULT_DATA_SOURCE = "Company Reports";

/** The source a notice names, or the default. */
export function dataSourceOf(layoff: Pick<Layoff, "dataSource">): string {
  return layoff.dataSource?.trim() || DEFAULT_DATA_SOURCE;
}

export type SizeBand = "large" | "medium" | "small";

/** The size band a notice's size text names ("Large (500+ affected)" → "large"), if any. */
export function sizeBand(size: string): SizeBand | undefined {
  const band = /\b(large|medium|small)\b/i.exec(size)?.[1]?.toLowerCase();
  return band === "large" || band === "medium" || band === "small" ? band : undefined;
}

/** Totals of a set of notices, and employees affected per month for the `LAYOFF_CHART_MONTHS` up to `lastMonth`. */
export function summarizeLayoffs(layoffs: readonly Layoff[], lastMonth: string): LayoffSummary {
  const first = addMonths(lastMonth, -(LAYOFF_CHART_MONTHS - 1));
  const months = new Map<string, { employees: number; notices: number }>();
  for (let i = LAYOFF_CHART_MONTHS - 1; i >= 0; i--) months.set(addMonths(lastMonth, -i), { employees: 0, notices: 0 });
  const companies = new Set<string>();
  const industries = new Set<string>();
  let employees = 0;
  for (const l of layoffs) {
    employees += l.employeesLaidOff;
    companies.add(canonicalEmployerName(l.companyName));
    if (l.industry !== NOT_SPECIFIED) industries.add(l.industry);
    const month = layoffMonthOf(l);
    if (month >= first && month <= lastMonth) {
      const bucket = required(months.get(month), `the bucket of ${month}`);
      bucket.employees += l.employeesLaidOff;
      bucket.notices += 1;
    }
  }
  return {
    notices: layoffs.length,
    employeesAffected: employees,
    companies: companies.size,
    industries: industries.size,
    byMonth: [...months].map(([month, v]) => ({ month, ...v })),
  };
}

/** The columns of the notices' CSV download. */
export const LAYOFF_CSV_COLUMNS: readonly CsvColumn<Layoff>[] = [
  ["Company", "companyName"],
  ["Location", "location"],
  ["Industry", "industry"],
  ["Notice date", noticeDateOf],
  ["Effective date", "effectiveDate"],
  ["Employees affected", "employeesLaidOff"],
  ["Status", "status"],
  ["Size", "companySize"],
  ["Reason", "reason"],
  ["Source", dataSourceOf],
  ["Source URL", "sourceUrl"],
];

/** The calendar quarter after the one containing `date` ("2026-11-22" → Q1 2027, Jan 1 – Mar 31). */
export function nextQuarter(date: string): { label: string; start: string; end: string } {
  const [y, m] = date.split("-").map(Number) as [number, number];
  const q = Math.floor((m - 1) / 3) + 1;
  const year = q === 4 ? y + 1 : y;
  const next = q === 4 ? 1 : q + 1;
  const startMonth = (next - 1) * 3 + 1;
  const start = `${year}-${String(startMonth).padStart(2, "0")}`;
  const end = addMonths(start, 2);
  return { label: `Q${next} ${year}`, start: `${start}-01`, end: `${end}-${daysInMonth(end)}` };
}

/** How far ahead a forecast looks: the layoff forecasts describe the 90 days after they were made. */
export const FORECAST_HORIZON_DAYS = 90;

/** True when a forecast made on `publishedAt` reaches into the quarter starting `quarterStart`. */
export function forecastReachesQuarter(publishedAt: string, quarterStart: string): boolean {
  const horizonEnd = new Date(Date.parse(`${publishedAt}T00:00:00Z`) + FORECAST_HORIZON_DAYS * 86_400_000);
  return horizonEnd.toISOString().slice(0, 10) >= quarterStart;
}
