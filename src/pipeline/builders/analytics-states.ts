/** Analytics rows: per industry and period, the State fields of all 51 jurisdictions. */
import {
  ANALYTICS_INDUSTRY_IDS,
  ANALYTICS_PERIOD_IDS,
  ANALYTICS_PERIOD_LABELS,
  ANALYTICS_PERIOD_MONTHS,
} from "../../domain/constants.ts";
import type { AnalyticsIndustryId, AnalyticsPeriodId, AnalyticsStates, StateRow } from "../../domain/entities.ts";
import { formatPeriod, formatReferencePeriod } from "../../domain/format.ts";
import { countedJobs } from "../../domain/measures.ts";
import { addMonths, spanOf } from "../../domain/periods.ts";
import type { Inputs } from "../load-inputs.ts";
import { compareText, decimalString, fromThousands } from "../numbers.ts";
import { valueAt } from "../series.ts";
import { sourceFor } from "../source-catalogue.ts";
import type { EntityBuild } from "./builder-types.ts";
import {
  FIELD_OCCUPATIONS,
  occupationEmployment,
  payrollChange,
  type StateBase,
  stateBases,
  TREND_THRESHOLD_PERCENT,
  trendOf,
} from "./state-base.ts";

export type AnalyticsInputs = Pick<Inputs, "stateEmployment" | "stateUnemployment" | "oewsStates" | "oewsNational">;

function rowFor(state: StateBase, month: string, industry: AnalyticsIndustryId, period: AnalyticsPeriodId): StateRow {
  const change = payrollChange(state, month, ANALYTICS_PERIOD_MONTHS[period]);
  // Payroll jobs for all industries; OEWS employment in the field's occupations for a field. The API names it totalJobs.
  const jobs =
    industry === "all"
      ? fromThousands(valueAt(state.payroll, month) ?? 0)
      : Math.round(occupationEmployment(state.occupations, FIELD_OCCUPATIONS[industry].prefixes));
  return {
    id: state.code.toLowerCase(),
    name: state.name,
    code: state.code,
    topIndustry: state.topIndustry,
    topOccupationGroup: state.topIndustry,
    totalJobs: jobs,
    unemploymentRate: decimalString(state.unemploymentRate, 1),
    growthRate: decimalString(change, 1),
    trend: trendOf(change),
  };
}

export function buildAnalyticsStates(inputs: AnalyticsInputs): EntityBuild<"analytics-states"> {
  const { month, states } = stateBases(inputs);
  const rows = {} as AnalyticsStates["rows"];
  for (const industry of ANALYTICS_INDUSTRY_IDS) {
    const byPeriod = {} as AnalyticsStates["rows"][AnalyticsIndustryId];
    for (const period of ANALYTICS_PERIOD_IDS) {
      byPeriod[period] = states
        .map((s) => rowFor(s, month, industry, period))
        .sort((a, b) => countedJobs(b) - countedJobs(a) || compareText(a.name, b.name));
    }
    rows[industry] = byPeriod;
  }
  const lausMonth = inputs.stateUnemployment.month;
  const referencePeriod = spanOf([month, lausMonth]);
  const periodText = ANALYTICS_PERIOD_IDS.map(
    (p) =>
      `'${ANALYTICS_PERIOD_LABELS[p]}' (${p}) = ${ANALYTICS_PERIOD_MONTHS[p]} month(s), ${addMonths(month, -ANALYTICS_PERIOD_MONTHS[p])} to ${month}`,
  ).join("; ");
  const fieldText = (Object.keys(FIELD_OCCUPATIONS) as (keyof typeof FIELD_OCCUPATIONS)[])
    .map((f) => `${f} = ${FIELD_OCCUPATIONS[f].label}`)
    .join("; ");
  return {
    entity: "analytics-states",
    data: { industries: [...ANALYTICS_INDUSTRY_IDS], periods: [...ANALYTICS_PERIOD_IDS], rows },
    referencePeriod,
    asOf: formatReferencePeriod(referencePeriod),
    sources: [
      sourceFor("bls-ces-states", `${addMonths(month, -12)}/${month}`),
      sourceFor("bls-laus-states", lausMonth),
      sourceFor("bls-oews-states", inputs.oewsNational.month),
      sourceFor("bls-oews-national", inputs.oewsNational.month),
    ],
    methodology: {
      rows: "rows[industry][period] lists all 50 states and DC, largest totalJobs first (ties alphabetical).",
      periods: `The data is monthly, so the period labels map onto months of change: ${periodText}.`,
      totalJobs: `industry 'all': CES total nonfarm payroll jobs, seasonally adjusted, ${month}, as a count. Other industries: OEWS ${formatPeriod(inputs.oewsNational.month)} state employment in the matching occupations (${fieldText}); sums of detailed-occupation estimates, suppressed estimates left out. It is employment in those occupations across all industries, not industry employment.`,
      growthRate:
        "Percent change of the state's total nonfarm payroll employment over the period (one decimal, string). No state-by-industry monthly series is in the snapshot, so industry rows show the state's all-industry change; only totalJobs differs by industry.",
      unemploymentRate: `LAUS state unemployment rate, seasonally adjusted, ${lausMonth} (the latest month; the same for every period).`,
      trend: `Direction of the period's payroll change: 'up' above +${TREND_THRESHOLD_PERCENT} %, 'down' below −${TREND_THRESHOLD_PERCENT} %, otherwise 'stable'.`,
      topIndustry: `Shown as 'Most specialised occupation group' (the field keeps its API name): as in states.json, the SOC major occupation group in which the state is most specialised (OEWS ${formatPeriod(inputs.oewsNational.month)} location quotient). An occupation group, not an industry.`,
      topOccupationGroup: "Same as topIndustry.",
    },
    count: ANALYTICS_INDUSTRY_IDS.length * ANALYTICS_PERIOD_IDS.length * states.length,
  };
}
