/**
 * Per-state figures shared by the states list and the analytics rows: payroll jobs and their change
 * (CES), unemployment (LAUS) and occupational specialisation (OEWS state estimates).
 */

import type { Trend } from "../../domain/entities.ts";
import { US_STATES } from "../../domain/geography.ts";
import { FIELD_OCCUPATIONS } from "../../domain/occupation-fields.ts";
import { addMonths } from "../../domain/periods.ts";
import type { Inputs } from "../load-inputs.ts";
import { compareText, percentChange } from "../numbers.ts";
import { InputError } from "../pipeline-errors.ts";
import { BLS_FILES } from "../readers/bls.ts";
import type { OewsOccupation, StateOccupation } from "../readers/oews.ts";
import { OEWS_STATES_DIR } from "../readers/oews.ts";
import { latest, type MonthlySeries, valueAt } from "../series.ts";

/** Trend threshold: a change within ±0.1 % counts as stable. */
export const TREND_THRESHOLD_PERCENT = 0.1;

/** Minimum share of a state's employment for an occupation group to be named its top field. */
export const TOP_FIELD_MIN_SHARE = 0.02;

export { FIELD_OCCUPATIONS };

export function trendOf(changePercent: number): Trend {
  if (changePercent > TREND_THRESHOLD_PERCENT) return "up";
  if (changePercent < -TREND_THRESHOLD_PERCENT) return "down";
  return "stable";
}

/** Employment of detailed occupations whose SOC code starts with one of `prefixes` (suppressed values excluded). */
export function occupationEmployment(occupations: readonly StateOccupation[], prefixes: readonly string[]): number {
  let total = 0;
  for (const o of occupations) {
    if (o.employment !== undefined && prefixes.some((p) => o.code.startsWith(p))) total += o.employment;
  }
  return total;
}

/** "Computer and Mathematical Occupations" → "Computer and Mathematical". */
export function groupLabel(title: string): string {
  return title.replace(/\s+Occupations$/i, "").trim();
}

/**
 * The SOC major group in which the state is most specialised: the highest ratio of its share of the state's
 * employment to its share of national employment (a location quotient), among groups holding at least 2 %
 * of the state's employment. Both shares are computed from detailed-occupation estimates.
 */
export function topOccupationGroup(
  state: readonly StateOccupation[],
  national: readonly OewsOccupation[],
): { code: string; label: string; quotient: number } {
  const majors = national.filter((o) => o.group === "major");
  const detailed = national.filter((o) => o.group === "detailed");
  const nationalTotal = detailed.reduce((sum, o) => sum + o.employment, 0);
  const stateTotal = state.reduce((sum, o) => sum + (o.employment ?? 0), 0);
  let best: { code: string; label: string; quotient: number } | undefined;
  for (const major of majors) {
    const prefix = major.code.slice(0, 3);
    const nationalShare =
      detailed.filter((o) => o.code.startsWith(prefix)).reduce((s, o) => s + o.employment, 0) / nationalTotal;
    const stateShare = occupationEmployment(state, [prefix]) / stateTotal;
    if (stateShare < TOP_FIELD_MIN_SHARE || nationalShare === 0) continue;
    const quotient = stateShare / nationalShare;
    if (!best || quotient > best.quotient || (quotient === best.quotient && compareText(major.code, best.code) < 0)) {
      best = { code: major.code, label: groupLabel(major.title), quotient };
    }
  }
  if (!best) throw new InputError(OEWS_STATES_DIR, "no occupation group reaches 2 % of a state's employment");
  return best;
}

export interface StateBase {
  readonly code: string;
  readonly name: string;
  readonly payroll: MonthlySeries;
  readonly unemploymentRate: number;
  readonly topIndustry: string;
  readonly occupations: readonly StateOccupation[];
}

/** Everything per state that does not depend on the period or field chosen. */
export function stateBases(
  inputs: Pick<Inputs, "stateEmployment" | "stateUnemployment" | "oewsStates" | "oewsNational">,
): {
  month: string;
  states: StateBase[];
} {
  const month = latestCommonMonth(inputs.stateEmployment);
  const states = US_STATES.map((s) => {
    const payroll = inputs.stateEmployment.get(s.code);
    if (!payroll) throw new InputError(BLS_FILES.cesStates, `no payroll series for ${s.code}`);
    const unemployment = inputs.stateUnemployment.states.get(s.code);
    if (!unemployment) throw new InputError(BLS_FILES.lausStatesNtna, `no unemployment rate for ${s.name}`);
    const occupations = inputs.oewsStates.states.get(s.code);
    if (!occupations) throw new InputError(OEWS_STATES_DIR, `no OEWS file for ${s.name} (FIPS ${s.fips})`);
    return {
      code: s.code,
      name: s.name,
      payroll,
      unemploymentRate: unemployment.rate,
      topIndustry: topOccupationGroup(occupations, inputs.oewsNational.occupations).label,
      occupations,
    };
  });
  return { month, states };
}

/** Percent change of payroll jobs over `months` months ending at `month`. */
/** The latest month for which every state has a value. */
export function latestCommonMonth(byState: ReadonlyMap<string, MonthlySeries>): string {
  const months = [...byState.values()].map((s) => latest(s).month).sort(compareText);
  const month = months[0];
  if (!month) throw new InputError(BLS_FILES.cesStates, "no state series");
  return month;
}

/**
 * The order of states by over-the-year payroll growth: the unrounded percent change, fastest first, then by name (only
 * exact ties). Two states shown with the same one-decimal rate are still in the order of their real growth. The
 * dashboard's fastest-growing state and its list of states both use it, so they cannot disagree.
 */
export function byGrowthThenName(a: { growth: number; name: string }, b: { growth: number; name: string }) {
  return b.growth - a.growth || compareText(a.name, b.name);
}

export function payrollChange(state: StateBase, month: string, months: number): number {
  const now = valueAt(state.payroll, month);
  const before = valueAt(state.payroll, addMonths(month, -months));
  if (now === undefined || before === undefined) {
    throw new InputError(
      BLS_FILES.cesStates,
      `${state.code}: no payroll value for ${month} or ${addMonths(month, -months)}`,
    );
  }
  return percentChange(now, before);
}
