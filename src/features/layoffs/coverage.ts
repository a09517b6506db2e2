// Which states the WARN notices come from, computed from the notices themselves when the page is built,
// for the data sources and verification section. Pure.

import { NOT_SPECIFIED } from "../../domain/constants";
import type { Layoff } from "../../domain/entities";
import { stateByName, US_STATES } from "../../domain/geography";
import { filingState, hasDistinctNoticeDate } from "./layoff-labels";

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
  const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);
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
