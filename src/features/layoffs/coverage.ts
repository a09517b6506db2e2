// Which states the WARN notices come from, computed from the notices themselves when the page is built,
// for the data sources and verification section. Pure.

import { NOT_SPECIFIED } from "~/domain/constants";
import type { Layoff } from "~/domain/entities";
import { formatDate } from "~/domain/format";
import { jurisdictionCount, stateByName, US_STATES } from "~/domain/geography";
import { addDays } from "~/domain/periods";
import { andList, compareText } from "~/domain/text";
import { EFFECTIVE_DATE_ONLY_STATES, filingState, hasDistinctNoticeDate } from "./layoff-labels";

/** States that publish no WARN notices online (../shared/data/raw/PROVENANCE.md, section 7). */
export const NO_ONLINE_NOTICES: readonly string[] = ["AR", "NH", "WV", "WY"];

export interface StateCoverage {
  name: string;
  code: string;
  notices: number;
  /**
   * The newest date known to be a notice date (see hasDistinctNoticeDate), or undefined where none is
   * (a state that publishes effective dates only).
   */
  newestNotice: string | undefined;
}

export interface WarnCoverage {
  /** Jurisdictions (50 states and DC) with notices in the data, by name. */
  published: StateCoverage[];
  /** Jurisdictions without, and why. */
  missing: { name: string; code: string; reason: string }[];
  /** Share (0–1) of notices whose industry is 'Not specified'. */
  unspecifiedIndustryShare: number;
}

export function warnCoverage(layoffs: readonly Layoff[]): WarnCoverage {
  const byCode = new Map<string, StateCoverage>();
  let unspecified = 0;
  for (const l of layoffs) {
    if (l.industry === NOT_SPECIFIED) unspecified += 1;
    const state = stateByName(filingState(l) ?? "");
    if (!state) continue;
    const entry = byCode.get(state.code) ?? { name: state.name, code: state.code, notices: 0, newestNotice: undefined };
    entry.notices += 1;
    if (hasDistinctNoticeDate(l) && (!entry.newestNotice || l.layoffDate > entry.newestNotice))
      entry.newestNotice = l.layoffDate;
    byCode.set(state.code, entry);
  }
  const byName = (a: { name: string }, b: { name: string }) => compareText(a.name, b.name);
  return {
    published: [...byCode.values()].sort(byName),
    missing: US_STATES.filter((s) => !byCode.has(s.code))
      .map((s) => ({
        name: s.name,
        code: s.code,
        reason: NO_ONLINE_NOTICES.includes(s.code)
          ? "publishes no WARN notices online"
          : "no notice since 2020 with an employee count in the register",
      }))
      .sort(byName),
    unspecifiedIndustryShare: layoffs.length ? unspecified / layoffs.length : 0,
  };
}

/** A state whose newest notice is older than this many days before the snapshot is called out as lagging. */
export const LAGGING_DAYS = 90;

/** What the data sources section says about the coverage, each part in words ("" where there is nothing to say). */
export interface CoverageWords {
  /** "49 states and the District of Columbia". */
  publishing: string;
  /** The publishing states by name: "Alabama, Alaska … and Wyoming". */
  published: string;
  /** States that publish no notices online: "Arkansas, New Hampshire, West Virginia and Wyoming". */
  noOnline: string;
  /** States with no usable notice in the register. */
  otherMissing: string;
  /** States whose newest notice is more than LAGGING_DAYS before the snapshot, with that date. */
  lagging: string;
  /** States that publish only effective dates: "Georgia and Pennsylvania". */
  effectiveDateOnly: string;
  /** Percent of notices without a known industry, rounded. */
  unspecifiedPercent: number;
}

/** The coverage of the WARN notices in words, as of `noticesThrough` (the snapshot's newest notice day). */
export function coverageWords(coverage: WarnCoverage, noticesThrough: string): CoverageWords {
  const cutoff = addDays(noticesThrough, -LAGGING_DAYS);
  const lagging = coverage.published.flatMap((s) =>
    s.newestNotice && s.newestNotice < cutoff ? [`${s.name} (${formatDate(s.newestNotice)})`] : [],
  );
  const noOnline = coverage.missing.filter((m) => m.reason.startsWith("publishes no"));
  const otherMissing = coverage.missing.filter((m) => !m.reason.startsWith("publishes no"));
  return {
    publishing: jurisdictionCount(coverage.published.map((s) => s.code)),
    published: andList(coverage.published.map((s) => s.name)),
    noOnline: andList(noOnline.map((m) => m.name)),
    otherMissing: andList(otherMissing.map((m) => m.name)),
    lagging: andList(lagging),
    effectiveDateOnly: andList(EFFECTIVE_DATE_ONLY_STATES),
    unspecifiedPercent: Math.round(coverage.unspecifiedIndustryShare * 100),
  };
}
