/** Layoffs: WARN Act notices filed since 2020, newest first, with status from the dataset's reference date. */

import { NOT_SPECIFIED } from "../../domain/constants.ts";
import type { Layoff, LayoffStatus } from "../../domain/entities.ts";
import { formatReferencePeriod } from "../../domain/format.ts";
import { stateByCode } from "../../domain/geography.ts";
import { isHttpUrl } from "../../domain/validation.ts";
import { InputError } from "../errors.ts";
import type { Inputs } from "../load-inputs.ts";
import { naicsSector } from "../naics.ts";
import { compareText } from "../numbers.ts";
import { WARN_DIR, type WarnNotice } from "../readers/warn.ts";
import { sourceFor } from "../sources.ts";
import type { EntityBuild } from "./types.ts";

export const FIRST_DATE = "2020-01-01";
/** Separations under a WARN notice may run on after its effective date; within this window a layoff counts as ongoing. */
export const ONGOING_DAYS = 30;
/** WARN requires notice at least 60 days ahead; an undated layoff noticed within this window counts as announced. */
export const NOTICE_LEAD_DAYS = 60;
export const SIZE_BANDS = { large: 500, medium: 100 } as const;

/** Adds days to "YYYY-MM-DD". */
export function addDays(date: string, days: number): string {
  const t = Date.parse(`${date}T00:00:00Z`) + days * 86_400_000;
  return new Date(t).toISOString().slice(0, 10);
}

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
  readonly kept: WarnNotice[];
  readonly dropped: { noEmployees: number; futureNotice: number; beforeStart: number };
}

/** The notices the site lists: from 2020, with a positive employee count, not dated after the snapshot. */
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
  return { referenceDate, kept, dropped };
}

export function buildLayoffs(inputs: Pick<Inputs, "warn">): EntityBuild<"layoffs"> {
  const { referenceDate, kept, dropped } = selectNotices(inputs.warn.notices);
  const ids = shortIds(kept.map((n) => n.key));
  const rows: Layoff[] = kept.map((n) => {
    const reason = layoffReason(n);
    const state = stateByCode(n.state);
    return {
      id: ids.get(n.key) ?? n.key,
      companyName: n.employer,
      industry: naicsSector(n.naics) ?? NOT_SPECIFIED,
      location: layoffLocation(n),
      layoffDate: n.noticeDate ?? n.effectiveDate ?? "",
      employeesLaidOff: n.employees ?? 0,
      status: layoffStatus(n, referenceDate),
      companySize: companySize(n.employees ?? 0),
      ...(reason ? { reason } : {}),
      dataSource: `${state?.name ?? n.state} WARN notice`,
      ...(isHttpUrl(n.sourceUrl) ? { sourceUrl: n.sourceUrl } : {}),
      ...(n.effectiveDate ? { effectiveDate: n.effectiveDate } : {}),
    };
  });
  rows.sort(
    (a, b) =>
      compareText(b.layoffDate, a.layoffDate) || b.employeesLaidOff - a.employeesLaidOff || compareText(a.id, b.id),
  );
  const states = new Set(kept.map((n) => n.state));
  const withNoticeDate = new Set(kept.filter((n) => n.noticeDate).map((n) => n.state));
  const effectiveOnly = [...states].filter((s) => !withNoticeDate.has(s)).sort(compareText);
  const first = rows.at(-1)?.layoffDate ?? FIRST_DATE;
  const referencePeriod = `${first}/${referenceDate}`;
  return {
    entity: "layoffs",
    data: rows,
    referencePeriod,
    asOf: formatReferencePeriod(referenceDate),
    sources: [sourceFor("warn", referencePeriod)],
    methodology: {
      scope: `WARN Act notices of ${states.size} states (and DC where published) in the WARN Notice Register export, dated ${FIRST_DATE} to ${referenceDate} (the newest day the register saw a notice on a state site: the dataset's reference date). Left out: ${dropped.noEmployees} notices without an employee count, ${dropped.futureNotice} with a notice date after the reference date (date errors in the source), ${dropped.beforeStart} dated before ${FIRST_DATE}. WARN covers layoffs of 50+ workers at a site (more in some states), so smaller layoffs are not here.`,
      companyName: "The employer name as filed.",
      industry: `NAICS sector of the notice's NAICS code (the register's enrichment); '${NOT_SPECIFIED}' where none is known (California's export and most unmatched employers).`,
      location: "Census place of the site ('City, ST'), else the filed city, else the county, else the state.",
      layoffDate: `The notice date (when the employer notified the state); the effective date when a state publishes no notice date (${effectiveOnly.join(", ") || "none"}).`,
      effectiveDate: "The date the layoff or closure takes effect, when published.",
      employeesLaidOff: "Employees affected, as filed.",
      status: `Relative to the reference date ${referenceDate}, never the clock: 'announced' = effective date after it; 'ongoing' = effective within the ${ONGOING_DAYS} days up to it (separations can run on); 'completed' = earlier. Without an effective date: 'announced' if noticed within ${NOTICE_LEAD_DAYS} days (WARN's minimum notice), else 'completed'.`,
      companySize: `Size of the notice, not of the company (WARN does not report company size): Large = ${SIZE_BANDS.large}+ employees affected, Medium = ${SIZE_BANDS.medium}–${SIZE_BANDS.large - 1}, Small = under ${SIZE_BANDS.medium}.`,
      reason:
        "The WARN notice type (closure or mass layoff, temporary where flagged), not a statement of the employer; absent when the type is unknown.",
      dataSource: "The filing state's WARN notice.",
      sourceUrl: "The state agency's WARN page the notice was published on (http/https only).",
      order: "Newest layoffDate first; then most employees; then id.",
    },
    count: rows.length,
  };
}
