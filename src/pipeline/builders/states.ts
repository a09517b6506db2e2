/** States: the 50 states and DC with payroll jobs, growth, unemployment, trend and most specialised field. */
import type { State } from "../../domain/entities.ts";
import { formatPeriod, formatReferencePeriod } from "../../domain/format.ts";
import { addMonths, spanOf } from "../../domain/periods.ts";
import { FAST_GROWTH_SHARE, HIGH_EMPLOYMENT_JOBS, LOW_UNEMPLOYMENT_PERCENT } from "../../domain/thresholds.ts";
import type { Inputs } from "../load-inputs.ts";
import { decimalString, fromThousands } from "../numbers.ts";
import { valueAt } from "../series.ts";
import { INDEED_ATTRIBUTION, sourceFor } from "../source-catalogue.ts";
import type { EntityBuild } from "./builder-types.ts";
import {
  byGrowthThenName,
  payrollChange,
  stateBases,
  TOP_FIELD_MIN_SHARE,
  TREND_THRESHOLD_PERCENT,
  trendOf,
} from "./state-base.ts";

export type StatesInputs = Pick<
  Inputs,
  "stateEmployment" | "stateUnemployment" | "oewsStates" | "oewsNational" | "indeedStates"
>;

export function buildStates(inputs: StatesInputs): EntityBuild<"states"> {
  const { month, states } = stateBases(inputs);
  const ranked = states.map((s) => {
    const index = inputs.indeedStates.states.get(s.code);
    const growth = payrollChange(s, month, 12);
    const payrollJobs = fromThousands(valueAt(s.payroll, month) ?? 0);
    const row: State = {
      id: s.code.toLowerCase(),
      name: s.name,
      code: s.code,
      topIndustry: s.topIndustry,
      topOccupationGroup: s.topIndustry,
      // The API names the state's payroll jobs totalJobs.
      totalJobs: payrollJobs,
      unemploymentRate: decimalString(s.unemploymentRate, 1),
      growthRate: decimalString(growth, 1),
      trend: trendOf(payrollChange(s, month, 3)),
      ...(index === undefined ? {} : { postingsIndex: index }),
    };
    return { row, growth, name: s.name };
  });
  const rows = ranked.sort(byGrowthThenName).map((r) => r.row);

  const lausMonth = inputs.stateUnemployment.month;
  const referencePeriod = spanOf([month, lausMonth]);
  return {
    entity: "states",
    data: rows,
    referencePeriod,
    asOf: formatReferencePeriod(referencePeriod),
    sources: [
      sourceFor("bls-ces-states", `${addMonths(month, -12)}/${month}`),
      sourceFor("bls-laus-states", lausMonth),
      sourceFor("bls-oews-national", inputs.oewsNational.month),
      sourceFor("bls-oews-states", inputs.oewsNational.month),
      sourceFor("indeed", `${inputs.indeedStates.first}/${inputs.indeedStates.date}`, INDEED_ATTRIBUTION),
    ],
    methodology: {
      order:
        "By over-the-year percent change in payroll jobs, fastest first, on unrounded values (exact ties alphabetical).",
      id: "Lower-case USPS code.",
      totalJobs: `CES total nonfarm payroll employment, seasonally adjusted (SMS{fips}000000000000001), ${month}, as a count (thousands × 1,000); the newest month published for every state.`,
      growthRate: `Percent change of total nonfarm payroll employment from ${addMonths(month, -12)} to ${month} (over the year, not 'this month'), one decimal, as a string.`,
      unemploymentRate: `LAUS unemployment rate, seasonally adjusted (LASST{fips}0000000000003), ${lausMonth}, percent, as a string.`,
      trend: `Direction of payroll employment over the three months ${addMonths(month, -3)} to ${month}: 'up' above +${TREND_THRESHOLD_PERCENT} %, 'down' below −${TREND_THRESHOLD_PERCENT} %, otherwise 'stable'.`,
      topIndustry: `No monthly state-by-industry data is in the snapshot, so this names an occupation field, not an industry: the SOC major occupation group in which the state is most specialised in OEWS ${formatPeriod(inputs.oewsNational.month)} (highest location quotient: the group's share of the state's employment ÷ its share nationally), among groups with at least ${TOP_FIELD_MIN_SHARE * 100} % of the state's employment. Shares are sums of detailed-occupation estimates; suppressed estimates are left out.`,
      topOccupationGroup: "Same as topIndustry.",
      postingsIndex: `Indeed Job Postings Index for the state on ${inputs.indeedStates.date} (1 February 2020 = 100); attribution: ${INDEED_ATTRIBUTION} (CC BY 4.0).`,
      filters: `The /states filters: high employment is ${HIGH_EMPLOYMENT_JOBS.toLocaleString("en-US")} payroll jobs or more; low unemployment is a rate of ${LOW_UNEMPLOYMENT_PERCENT}% or less; fast growing is the top ${FAST_GROWTH_SHARE * 100}% of the 50 states and DC by over-the-year payroll growth (ties included; the growth is shown in green). A fixed rate such as 4% matched no state: over the year to ${formatPeriod(month)} the fastest state grew ${decimalString(Math.max(...rows.map((r) => Number(r.growthRate))), 1)}%.`,
    },
    count: rows.length,
  };
}
