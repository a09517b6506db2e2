/**
 * Each WARN notice once. The register lists a filing per row: the same notice can appear twice (an exact
 * duplicate), once with its notice date and once without it (a blank-date copy), and an amendment of a notice is a
 * row of its own next to the notice it amends. The rules here keep one row per notice; the layoffs, the news
 * and the outlook all count what they keep.
 */
import { canonicalEmployerName, foldEmployerName } from "../domain/employers.ts";
import { addDays } from "../domain/periods.ts";
import { compareText } from "./numbers.ts";
import type { WarnNotice } from "./readers/warn.ts";

/** An amendment is matched only to a notice filed at most this many days before it. */
export const AMENDMENT_WINDOW_DAYS = 365;

/** Rows set aside by one rule, and the workers they listed. */
export interface RemovedRows {
  notices: number;
  workers: number;
}

export interface CountedOnce {
  notices: WarnNotice[];
  exactDuplicates: RemovedRows;
  blankDateCopies: RemovedRows;
  /** Originals and earlier amendments replaced by a later amendment of the same notice. */
  replacedByAmendment: RemovedRows;
  /** Amendments matched to the notice they amend. */
  amendmentsMatched: number;
  /** Amendments without an earlier notice to amend in the register: counted as notices of their own. */
  amendmentsAlone: number;
}

/** The register's employer key where it has one, else the employer as the domain names it. */
export function employerIdentity(n: Pick<WarnNotice, "employerKey" | "employer">): string {
  return n.employerKey ?? `name:${canonicalEmployerName(n.employer)}`;
}

/** The site of a notice (Census place, else the filed location), folded; undefined when none is known. */
function siteOf(n: Pick<WarnNotice, "city" | "filedLocation">): string | undefined {
  const site = n.city ?? n.filedLocation;
  return site ? foldEmployerName(site) || undefined : undefined;
}

/** The date a filing is known by: its notice date, else its effective date. */
function filedOn(n: Pick<WarnNotice, "noticeDate" | "effectiveDate">): string {
  return n.noticeDate ?? n.effectiveDate ?? "";
}

function workers(list: readonly WarnNotice[]): number {
  return list.reduce((s, n) => s + (n.employees ?? 0), 0);
}

/** Stable order for the rules: state, then date, then the register's key. */
function byFiling(a: WarnNotice, b: WarnNotice): number {
  return compareText(a.state, b.state) || compareText(filedOn(a), filedOn(b)) || compareText(a.key, b.key);
}

/** Same state, employer and site as filed, same dates and workers: the first row stays (one with a known type first). */
function dropExactDuplicates(notices: readonly WarnNotice[]): { kept: WarnNotice[]; removed: WarnNotice[] } {
  const groups = new Map<string, WarnNotice[]>();
  for (const n of notices) {
    const id = [n.state, n.employer, n.filedLocation ?? "", n.noticeDate ?? "", n.effectiveDate ?? "", n.employees];
    const key = JSON.stringify(id);
    groups.set(key, [...(groups.get(key) ?? []), n]);
  }
  const removed: WarnNotice[] = [];
  for (const group of groups.values()) {
    if (group.length < 2) continue;
    const keep = group.find((n) => n.layoffType !== "unknown") ?? group[0];
    removed.push(...group.filter((n) => n !== keep));
  }
  const gone = new Set(removed);
  return { kept: notices.filter((n) => !gone.has(n)), removed };
}

/** A row without a notice date that repeats a dated notice: same state, employer, effective date and workers. */
function dropBlankDateCopies(notices: readonly WarnNotice[]): { kept: WarnNotice[]; removed: WarnNotice[] } {
  const idOf = (n: WarnNotice) => JSON.stringify([n.state, employerIdentity(n), n.effectiveDate ?? "", n.employees]);
  const dated = new Set(notices.filter((n) => n.noticeDate).map(idOf));
  const removed = notices.filter((n) => !n.noticeDate && n.effectiveDate && dated.has(idOf(n)));
  const gone = new Set(removed);
  return { kept: notices.filter((n) => !gone.has(n)), removed };
}

/** True when `original` can be the notice `amendment` amends (same state, employer and site; filed before it, within the window). */
export function amends(amendment: WarnNotice, original: WarnNotice): boolean {
  if (original.amendment || original === amendment) return false;
  if (original.state !== amendment.state || employerIdentity(original) !== employerIdentity(amendment)) return false;
  const a = siteOf(amendment);
  const o = siteOf(original);
  if (a && o && a !== o) return false;
  const amended = filedOn(amendment);
  const filed = filedOn(original);
  return filed <= amended && amended <= addDays(filed, AMENDMENT_WINDOW_DAYS);
}

/** Applies the three rules in turn: exact duplicates, blank-date copies, then amendments replace what they amend. */
export function countEachNoticeOnce(notices: readonly WarnNotice[]): CountedOnce {
  const exact = dropExactDuplicates(notices);
  const blank = dropBlankDateCopies(exact.kept);
  const rows = blank.kept;

  const originals = new Map<string, WarnNotice[]>();
  for (const n of rows) {
    if (n.amendment) continue;
    const group = `${n.state}|${employerIdentity(n)}`;
    originals.set(group, [...(originals.get(group) ?? []), n]);
  }
  // Each original with the amendments that amend it, oldest first; an amendment amends the latest notice before it.
  const chains = new Map<WarnNotice, WarnNotice[]>();
  let amendmentsAlone = 0;
  for (const amendment of rows.filter((n) => n.amendment).sort(byFiling)) {
    const candidates = (originals.get(`${amendment.state}|${employerIdentity(amendment)}`) ?? []).filter((o) =>
      amends(amendment, o),
    );
    const original = candidates.sort(byFiling).at(-1);
    if (original) chains.set(original, [...(chains.get(original) ?? []), amendment]);
    else amendmentsAlone += 1;
  }

  const replaced: WarnNotice[] = [];
  const merged = new Map<WarnNotice, WarnNotice>();
  for (const [original, amendments] of chains) {
    const latest = amendments.at(-1) ?? original;
    replaced.push(original, ...amendments.slice(0, -1));
    // One notice: known by the original's key and notice date (when it was first filed), with the figures of its latest amendment.
    merged.set(latest, {
      ...latest,
      key: original.key,
      noticeDate: original.noticeDate ?? latest.noticeDate,
      effectiveDate: latest.effectiveDate ?? original.effectiveDate,
      naics: latest.naics ?? original.naics,
    });
  }
  const gone = new Set(replaced);
  const kept = rows.filter((n) => !gone.has(n)).map((n) => merged.get(n) ?? n);
  const amendmentsMatched = [...chains.values()].reduce((s, list) => s + list.length, 0);
  return {
    notices: kept,
    exactDuplicates: { notices: exact.removed.length, workers: workers(exact.removed) },
    blankDateCopies: { notices: blank.removed.length, workers: workers(blank.removed) },
    replacedByAmendment: { notices: replaced.length, workers: workers(replaced) },
    amendmentsMatched,
    amendmentsAlone,
  };
}
