/** Layoffs: WARN Act notices filed since 2020, newest first, with status from the dataset's reference date. */

import { NOT_SPECIFIED } from "../../domain/constants.ts";
import type { Layoff, LayoffStatus } from "../../domain/entities.ts";
import { formatReferencePeriod } from "../../domain/format.ts";
import { jurisdictionCount, stateByCode } from "../../domain/geography.ts";
import { addDays } from "../../domain/periods.ts";
import { isHttpUrl } from "../../domain/validation.ts";
import type { Inputs } from "../load-inputs.ts";
import { naicsSector } from "../naics.ts";
import { compareText, grouped } from "../numbers.ts";
import { InputError } from "../pipeline-errors.ts";
import { type PlaceLinkInputs, placeFields, placeLinker } from "../place-links.ts";
import { WARN_DIR, type WarnNotice } from "../readers/warn.ts";
import { sourceFor } from "../source-catalogue.ts";
import { AMENDMENT_WINDOW_DAYS, type CountedOnce, countEachNoticeOnce } from "../warn-count-once.ts";
import type { EntityBuild } from "./builder-types.ts";

export const FIRST_DATE = "2020-01-01";
/** Separations under a WARN notice may run on after its effective date; within this window a layoff counts as ongoing. */
export const ONGOING_DAYS = 30;
/** WARN requires notice at least 60 days ahead; an undated layoff noticed within this window counts as announced. */
export const NOTICE_LEAD_DAYS = 60;
export const SIZE_BANDS = { large: 500, medium: 100 } as const;

export { addDays };

/** The register's snapshot date: the newest day it saw any notice on a state site. */
export function warnReferenceDate(notices: readonly WarnNotice[]): string {
  let newest = "";
  for (const n of notices) if (n.lastSeen > newest) newest = n.lastSeen;
  if (!newest) throw new InputError(WARN_DIR, "no notices");
  return newest;
}

export function layoffStatus(
  notice: Pick<WarnNotice, "noticeDate" | "effectiveDate">,
  referenceDate: string,
): LayoffStatus {
  if (notice.effectiveDate) {
    if (notice.effectiveDate > referenceDate) return "announced";
    return notice.effectiveDate > addDays(referenceDate, -ONGOING_DAYS) ? "ongoing" : "completed";
  }
  return (notice.noticeDate ?? "") > addDays(referenceDate, -NOTICE_LEAD_DAYS) ? "announced" : "completed";
}

export function companySize(employees: number): string {
  if (employees >= SIZE_BANDS.large) return `Large (${SIZE_BANDS.large}+ affected)`;
  if (employees >= SIZE_BANDS.medium) return `Medium (${SIZE_BANDS.medium}–${SIZE_BANDS.large - 1} affected)`;
  return `Small (under ${SIZE_BANDS.medium} affected)`;
}

export function layoffReason(notice: Pick<WarnNotice, "layoffType" | "temporary">): string | undefined {
  const base =
    notice.layoffType === "closure" ? "closure" : notice.layoffType === "mass_layoff" ? "mass layoff" : undefined;
  if (notice.temporary) return `Temporary ${base ?? "layoff"}`;
  return base ? base.charAt(0).toUpperCase() + base.slice(1) : undefined;
}

export function layoffLocation(notice: Pick<WarnNotice, "city" | "county" | "state">): string {
  const state = stateByCode(notice.state);
  if (notice.city) return `${notice.city}, ${notice.state}`;
  if (notice.county) return `${notice.county}, ${notice.state}`;
  return state?.name ?? notice.state;
}

/** Short stable ids: the register's key, cut to 10 characters, lengthened only where two notices would collide. */
export function shortIds(keys: readonly string[]): Map<string, string> {
  const out = new Map<string, string>();
  for (let length = 10; out.size < keys.length; length += 2) {
    const counts = new Map<string, number>();
    for (const k of keys) if (!out.has(k)) counts.set(k.slice(0, length), (counts.get(k.slice(0, length)) ?? 0) + 1);
    const taken = new Set(out.values());
    for (const k of keys) {
      if (out.has(k)) continue;
      const id = k.slice(0, length);
      if (counts.get(id) === 1 && !taken.has(id)) out.set(k, id);
    }
    if (length > 64) throw new Error("shortIds: duplicate keys");
  }
  return out;
}

export interface LayoffSelection {
  readonly referenceDate: string;
  /** Each notice once (see countEachNoticeOnce). */
  readonly kept: WarnNotice[];
  readonly dropped: { noEmployees: number; futureNotice: number; beforeStart: number };
  /** What counting each notice once set aside, among the rows that passed the filters above. */
  readonly countedOnce: Omit<CountedOnce, "notices">;
  /** The rows that passed the filters, before counting each notice once. */
  readonly rows: { notices: number; workers: number };
}

/** A notice's layoffDate: its notice date, else its effective date (LAYOFF_MONTH_BASIS). */
export function layoffDateOf(notice: Pick<WarnNotice, "noticeDate" | "effectiveDate">): string {
  return notice.noticeDate ?? notice.effectiveDate ?? "";
}

/** The notices the site lists: from 2020, with a positive employee count, not dated after the snapshot, each notice once. */
export function selectNotices(notices: readonly WarnNotice[]): LayoffSelection {
  const referenceDate = warnReferenceDate(notices);
  const dropped = { noEmployees: 0, futureNotice: 0, beforeStart: 0 };
  const kept: WarnNotice[] = [];
  for (const n of notices) {
    const date = n.noticeDate ?? n.effectiveDate ?? "";
    if (!n.employees) dropped.noEmployees += 1;
    else if (n.noticeDate && n.noticeDate > referenceDate) dropped.futureNotice += 1;
    else if (date < FIRST_DATE) dropped.beforeStart += 1;
    else kept.push(n);
  }
  const { notices: once, ...countedOnce } = countEachNoticeOnce(kept);
  const rows = { notices: kept.length, workers: kept.reduce((sum, n) => sum + (n.employees ?? 0), 0) };
  return { referenceDate, kept: once, dropped, countedOnce, rows };
}

/**
 * The date a notice is ordered by: its notice date; without one (states that publish only the effective date),
 * the latest day a notice on time could have been filed — the effective date less WARN's NOTICE_LEAD_DAYS of notice —
 * and never after `newestNoticeDate`, the newest notice date in the register, so an undated notice never leads.
 */
export function filingOrderDate(
  notice: Pick<WarnNotice, "noticeDate" | "effectiveDate">,
  newestNoticeDate: string,
): string {
  if (notice.noticeDate) return notice.noticeDate;
  const latestOnTime = addDays(notice.effectiveDate ?? "", -NOTICE_LEAD_DAYS);
  return latestOnTime < newestNoticeDate ? latestOnTime : newestNoticeDate;
}

/** Newest filing first; a dated notice before an undated one of the same order date; then most employees; then key. */
export function orderByFiling(notices: readonly WarnNotice[]): WarnNotice[] {
  const newest = notices.reduce((max, n) => (n.noticeDate && n.noticeDate > max ? n.noticeDate : max), "");
  const keyed = notices.map((n) => ({ n, date: filingOrderDate(n, newest) }));
  keyed.sort(
    (a, b) =>
      compareText(b.date, a.date) ||
      Number(!a.n.noticeDate) - Number(!b.n.noticeDate) ||
      (b.n.employees ?? 0) - (a.n.employees ?? 0) ||
      compareText(a.n.key, b.n.key),
  );
  return keyed.map((k) => k.n);
}

export function buildLayoffs(inputs: Pick<Inputs, "warn"> & Partial<PlaceLinkInputs>): EntityBuild<"layoffs"> {
  const { referenceDate, kept, dropped, countedOnce, rows: filtered } = selectNotices(inputs.warn.notices);
  const { cbsa, places } = inputs;
  const linker = cbsa && places ? placeLinker({ cbsa, places }) : undefined;
  const ids = shortIds(kept.map((n) => n.key));
  const rows: Layoff[] = orderByFiling(kept).map((n) => {
    const reason = layoffReason(n);
    const state = stateByCode(n.state);
    return {
      id: ids.get(n.key) ?? n.key,
      companyName: n.employer,
      industry: naicsSector(n.naics) ?? NOT_SPECIFIED,
      location: layoffLocation(n),
      layoffDate: layoffDateOf(n),
      employeesLaidOff: n.employees ?? 0,
      status: layoffStatus(n, referenceDate),
      companySize: companySize(n.employees ?? 0),
      ...(reason ? { reason } : {}),
      dataSource: `${state?.name ?? n.state} WARN notice`,
      ...(isHttpUrl(n.sourceUrl) ? { sourceUrl: n.sourceUrl } : {}),
      ...(n.effectiveDate ? { effectiveDate: n.effectiveDate } : {}),
      ...(n.noticeDate ? {} : { noNoticeDate: true as const }),
      ...placeFields(linker?.notice(n)),
    };
  });
  const states = new Set(kept.map((n) => n.state));
  const withNoticeDate = new Set(kept.filter((n) => n.noticeDate).map((n) => n.state));
  const effectiveOnly = [...states].filter((s) => !withNoticeDate.has(s)).sort(compareText);
  const undated = kept.filter((n) => !n.noticeDate);
  const undatedStates = new Set(undated.map((n) => n.state)).size;
  const first = rows.map((r) => r.layoffDate).sort(compareText)[0] ?? FIRST_DATE;
  const referencePeriod = `${first}/${referenceDate}`;
  return {
    entity: "layoffs",
    data: rows,
    referencePeriod,
    asOf: formatReferencePeriod(referenceDate),
    sources: [sourceFor("warn", referencePeriod)],
    methodology: {
      scope: `WARN Act notices of ${jurisdictionCount(states)} in the WARN Notice Register export, dated ${FIRST_DATE} to ${referenceDate} (the newest day the register saw a notice on a state site: the dataset's reference date). Left out: ${dropped.noEmployees} notices without an employee count, ${dropped.futureNotice} with a notice date after the reference date (date errors in the source), ${dropped.beforeStart} dated before ${FIRST_DATE}. WARN covers layoffs of 50+ workers at a site (more in some states), so smaller layoffs are not here.`,
      "each notice once": `The register lists filings, so one notice can fill several rows. Of the ${grouped(filtered.notices)} rows kept above (${grouped(filtered.workers)} employees), ${countedOnce.exactDuplicates.notices} exact duplicates (same state, employer and location as filed, same dates and employees; ${grouped(countedOnce.exactDuplicates.workers)} employees) and ${countedOnce.blankDateCopies.notices} copies without a notice date of a dated notice of the same employer, state, effective date and employees (${grouped(countedOnce.blankDateCopies.workers)} employees) are dropped. An amendment (the state flags the filing as amending an earlier one) replaces the notice it amends: the latest notice of the same employer (the register's employer key, else the employer name as this site compares names) in the same state and at the same site, filed on or before the amendment and at most ${AMENDMENT_WINDOW_DAYS} days before it. The notice keeps its first notice date and takes the amendment's employees and effective date; ${countedOnce.amendmentsMatched} amendments replaced ${grouped(countedOnce.replacedByAmendment.notices)} earlier rows (${grouped(countedOnce.replacedByAmendment.workers)} employees). ${countedOnce.amendmentsAlone} amendments have no such notice in the register (it was filed before ${FIRST_DATE}, without an employee count, at another site, or is not published) and count as notices of their own. Result: ${grouped(rows.length)} notices, ${grouped(rows.reduce((sum, r) => sum + r.employeesLaidOff, 0))} employees. Rows the register itself saw in several versions are already one row, its latest version.`,
      companyName: "The employer name as filed.",
      industry: `NAICS sector of the notice's NAICS code (the register's enrichment); '${NOT_SPECIFIED}' where none is known (California's export and most unmatched employers).`,
      location: "Census place of the site ('City, ST'), else the filed city, else the county, else the state.",
      layoffDate: `The notice date (when the employer notified the state); the effective date where a notice gives none (noNoticeDate): ${grouped(undated.length)} notices in ${undatedStates} states, including every notice of ${effectiveOnly.join(", ") || "none"}.`,
      noNoticeDate: "True where layoffDate is the effective date (the notice gives no notice date).",
      effectiveDate: "The date the layoff or closure takes effect, when published.",
      employeesLaidOff: "Employees affected, as filed (in the latest amendment of an amended notice).",
      status: `Relative to the reference date ${referenceDate}, never the clock: 'announced' = effective date after it; 'ongoing' = effective within the ${ONGOING_DAYS} days up to it (separations can run on); 'completed' = earlier. Without an effective date: 'announced' if noticed within ${NOTICE_LEAD_DAYS} days (WARN's minimum notice), else 'completed'.`,
      companySize: `Size of the notice, not of the company (WARN does not report company size): Large = ${SIZE_BANDS.large}+ employees affected, Medium = ${SIZE_BANDS.medium}–${SIZE_BANDS.large - 1}, Small = under ${SIZE_BANDS.medium}.`,
      reason:
        "The WARN notice type (closure or mass layoff, temporary where flagged), not a statement of the employer; absent when the type is unknown.",
      dataSource: "The filing state's WARN notice.",
      sourceUrl: "The state agency's WARN page the notice was published on (http/https only).",
      order: `Newest filing first: by notice date. A notice without one (${effectiveOnly.join(", ") || "none"} and a few others) is placed at the latest day a notice on time could have been filed — its effective date less WARN's ${NOTICE_LEAD_DAYS} days of notice — and never above the newest dated notice, so it never leads; a dated notice comes before an undated one of the same day. Then most employees; then id.`,
    },
    count: rows.length,
  };
}
