// Figures the report derives from the dataset: reference periods, rankings among the states,
// groupings by state. Pure: everything comes from the arguments.

import { NOT_SPECIFIED } from "../../domain/constants.ts";
import type { Manifest } from "../../domain/dataset.ts";
import type { Company, Layoff } from "../../domain/entities.ts";
import { stateOfLocation } from "../../domain/explore.ts";
import { formatDate, formatReferencePeriod } from "../../domain/format.ts";
import { US_STATES } from "../../domain/geography.ts";
import { periodEndMonth } from "../../domain/periods.ts";
import type { Source } from "../../domain/provenance.ts";
import { required } from "../../domain/required.ts";
import { sourceById } from "../../domain/source-lookup.ts";
import { compareText } from "../../domain/text.ts";

/** The newest reference month of the dataset (the latest end of any entity's reference period), "YYYY-MM". */
export function newestReferenceMonth(manifest: Manifest): string {
  let newest = "";
  for (const entry of Object.values(manifest.entities)) {
    const month = periodEndMonth(entry.referencePeriod);
    if (/^\d{4}-\d{2}$/.test(month) && month > newest) newest = month;
  }
  return newest || manifest.builtAt.slice(0, 7);
}

/** The file name the report is downloaded under. */
export function reportFilename(manifest: Manifest): string {
  return `us-jobs-analytics-report-${newestReferenceMonth(manifest)}.pdf`;
}

/** Position of `value` among `values` (1 = best), counting only strictly better values, and whether it is shared. */
export function rankAmong(
  values: readonly number[],
  value: number,
  better: "higher" | "lower",
): { rank: number; tied: boolean } {
  let ahead = 0;
  let same = 0;
  for (const v of values) {
    if (better === "higher" ? v > value : v < value) ahead += 1;
    else if (v === value) same += 1;
  }
  return { rank: ahead + 1, tied: same > 1 };
}

/** 1 → "1st", 2 → "2nd", 11 → "11th", 23 → "23rd". */
export function ordinal(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  return `${n}${({ 1: "st", 2: "nd", 3: "rd" } as Record<number, string>)[n % 10] ?? "th"}`;
}

/** A rank in words: "3rd of 51", "7th of 51 (tied)". */
export function describeRank(r: { rank: number; tied: boolean }, of: number): string {
  return `${ordinal(r.rank)} of ${of}${r.tied ? " (tied)" : ""}`;
}

/** The median of a non-empty list. */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const at = (i: number) => required(sorted[i], "a value for the median");
  return sorted.length % 2 ? at(mid) : (at(mid - 1) + at(mid)) / 2;
}

const STATE_CODE_BY_NAME = new Map(US_STATES.map((s) => [s.name.toLowerCase(), s.code]));

/** The USPS code of a notice's place: "Lehigh, PA" → "PA", "California" → "CA"; "" when it names no state. */
export function stateCodeOfPlace(place: string): string {
  const code = stateOfLocation(place);
  if (code) return code;
  const last = place.split(",").pop()?.trim().toLowerCase() ?? "";
  return STATE_CODE_BY_NAME.get(last) ?? "";
}

/** True when the notice's date falls in the months `first`…`last` ("YYYY-MM", inclusive). */
export function inMonths(layoff: Layoff, first: string, last: string): boolean {
  const month = layoff.layoffDate.slice(0, 7);
  return month >= first && month <= last;
}

/** Notices grouped by the state code of their place (notices naming no state are left out). */
export function layoffsByState(layoffs: readonly Layoff[]): Map<string, Layoff[]> {
  const byState = new Map<string, Layoff[]>();
  for (const l of layoffs) {
    const code = stateCodeOfPlace(l.location);
    if (!code) continue;
    const list = byState.get(code);
    if (list) list.push(l);
    else byState.set(code, [l]);
  }
  return byState;
}

/** Largest notices first (ties: newer first, then by company). */
export function largestNotices(layoffs: readonly Layoff[], n: number): Layoff[] {
  return [...layoffs]
    .sort(
      (a, b) =>
        b.employeesLaidOff - a.employeesLaidOff ||
        b.layoffDate.localeCompare(a.layoffDate) ||
        compareText(a.companyName, b.companyName) ||
        a.id.localeCompare(b.id),
    )
    .slice(0, n);
}

export interface IndustryTotal {
  industry: string;
  employees: number;
  notices: number;
}

/** Employees affected and notices per industry, largest first; notices without a stated industry are totalled apart. */
export function layoffIndustryTotals(layoffs: readonly Layoff[]): {
  industries: IndustryTotal[];
  unspecified: IndustryTotal;
} {
  const totals = new Map<string, IndustryTotal>();
  const unspecified: IndustryTotal = { industry: NOT_SPECIFIED, employees: 0, notices: 0 };
  for (const l of layoffs) {
    let bucket = l.industry === NOT_SPECIFIED ? unspecified : totals.get(l.industry);
    if (!bucket) {
      bucket = { industry: l.industry, employees: 0, notices: 0 };
      totals.set(l.industry, bucket);
    }
    bucket.employees += l.employeesLaidOff;
    bucket.notices += 1;
  }
  const industries = [...totals.values()].sort(
    (a, b) => b.employees - a.employees || compareText(a.industry, b.industry),
  );
  return { industries, unspecified };
}

/** Companies with open postings whose main posting location is in the state, most postings first. */
export function companiesInState(companies: readonly Company[], code: string, n: number): Company[] {
  return companies
    .filter((c) => c.openings > 0 && stateOfLocation(c.location) === code)
    .sort((a, b) => b.openings - a.openings || compareText(a.name, b.name))
    .slice(0, n);
}

/** Companies with open postings, most first. */
export function topCompanies(companies: readonly Company[], n: number): Company[] {
  return companies
    .filter((c) => c.openings > 0)
    .sort((a, b) => b.openings - a.openings || compareText(a.name, b.name))
    .slice(0, n);
}

/** When a company's postings were counted: the date its description states, else its source's reference period. */
export function companyPostingsDate(company: Company, sources: readonly Source[]): string {
  const stated = /as of (\d{4}-\d{2}-\d{2})/.exec(company.description ?? "");
  if (stated?.[1]) return formatDate(stated[1]);
  const source = company.source ? sourceById(sources, company.source) : undefined;
  return source ? formatReferencePeriod(source.referencePeriod) : "";
}
