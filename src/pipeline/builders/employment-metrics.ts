/** Employment metrics: the dashboard's four headline figures, each from its own latest BLS month. */

import { formatReferencePeriod } from "../../domain/format.ts";
import { stateByCode } from "../../domain/geography.ts";
import { addMonths, daysInMonth, spanOf } from "../../domain/periods.ts";
import { InputError } from "../errors.ts";
import type { Inputs } from "../load-inputs.ts";
import { compareText, fromThousands, percentChange, round } from "../numbers.ts";
import { BLS_FILES } from "../readers/bls.ts";
import { latest, type MonthlySeries, valueAt } from "../series.ts";
import { sourceFor } from "../sources.ts";
import type { EntityBuild } from "./types.ts";

export type EmploymentMetricsInputs = Pick<
  Inputs,
  "joltsNational" | "joltsLevels" | "unemploymentRate" | "stateEmployment"
>;

const OPENINGS = "JTS000000000000000JOL";
const HIRES = "JTS000000000000000HIL";

function requireSeries(map: ReadonlyMap<string, MonthlySeries>, id: string, file: string): MonthlySeries {
  const series = map.get(id);
  if (!series) throw new InputError(file, `series ${id} is missing`);
  return series;
}

function requireValue(series: MonthlySeries, month: string, file: string): number {
  const value = valueAt(series, month);
  if (value === undefined) throw new InputError(file, `series ${series.id} has no value for ${month}`);
  return value;
}

/** The latest month for which every state has a value. */
export function latestCommonMonth(byState: ReadonlyMap<string, MonthlySeries>): string {
  const months = [...byState.values()].map((s) => latest(s).month).sort(compareText);
  const month = months[0];
  if (!month) throw new InputError(BLS_FILES.cesStates, "no state series");
  return month;
}

/** The state with the largest over-the-year payroll gain at `month` (ties: alphabetical by code). */
export function largestYearGain(byState: ReadonlyMap<string, MonthlySeries>, month: string) {
  const file = BLS_FILES.cesStates;
  const gains = [...byState.entries()]
    .map(([code, series]) => ({
      code,
      gain: requireValue(series, month, file) - requireValue(series, addMonths(month, -12), file),
    }))
    .sort((a, b) => b.gain - a.gain || compareText(a.code, b.code));
  const top = gains[0];
  if (!top) throw new InputError(file, "no states");
  return top;
}

export function buildEmploymentMetrics(inputs: EmploymentMetricsInputs): EntityBuild<"employment-metrics"> {
  // Job openings: newest JOLTS month and its change from the month before.
  const openings = requireSeries(inputs.joltsNational.series, OPENINGS, BLS_FILES.joltsNtna);
  const openingsNow = latest(openings);
  const openingsBefore = requireValue(openings, addMonths(openingsNow.month, -1), BLS_FILES.joltsNtna);

  // Unemployment rate: newest CPS month and its change in percentage points.
  const rateNow = latest(inputs.unemploymentRate);
  const rateBefore = requireValue(inputs.unemploymentRate, addMonths(rateNow.month, -1), BLS_FILES.unrate);

  // Top state: largest over-the-year nonfarm payroll gain in the newest month all states share.
  const stateMonth = latestCommonMonth(inputs.stateEmployment);
  const top = largestYearGain(inputs.stateEmployment, stateMonth);
  const topState = stateByCode(top.code);
  if (!topState) throw new InputError(BLS_FILES.cesStates, `unknown state ${top.code}`);

  // Vacancy duration: openings ÷ hires × days, in the newest month with both levels from one release.
  const levelOpenings = requireSeries(inputs.joltsLevels.series, OPENINGS, BLS_FILES.joltsLaborcompare);
  const levelHires = requireSeries(inputs.joltsLevels.series, HIRES, BLS_FILES.joltsLaborcompare);
  const fillMonth = [latest(levelOpenings).month, latest(levelHires).month].sort(compareText)[0] ?? "";
  const fillDays =
    (requireValue(levelOpenings, fillMonth, BLS_FILES.joltsLaborcompare) /
      requireValue(levelHires, fillMonth, BLS_FILES.joltsLaborcompare)) *
    daysInMonth(fillMonth);

  const lastUpdated = [inputs.joltsNational.retrieved, inputs.joltsLevels.retrieved].sort(compareText).at(-1) ?? "";
  const referencePeriod = spanOf([openingsNow.month, rateNow.month, stateMonth, fillMonth]);
  const prelim = (p: { preliminary?: boolean }) => (p.preliminary ? " (preliminary)" : "");

  return {
    entity: "employment-metrics",
    data: {
      totalJobs: round(openingsNow.value / 1000, 3),
      jobsGrowth: round(percentChange(openingsNow.value, openingsBefore), 1),
      unemploymentRate: rateNow.value,
      unemploymentRateChange: round(rateNow.value - rateBefore, 1),
      topState: topState.name,
      topStateCode: topState.code,
      topStateJobs: fromThousands(top.gain),
      timeToFill: Math.round(fillDays),
      lastUpdated,
      periods: {
        totalJobs: openingsNow.month,
        unemploymentRate: rateNow.month,
        topState: stateMonth,
        timeToFill: fillMonth,
      },
    },
    referencePeriod,
    asOf: formatReferencePeriod(referencePeriod),
    sources: [
      sourceFor("bls-jolts-national", `${openings.points[0]?.month}/${openingsNow.month}`),
      sourceFor("bls-jolts-levels", `${levelOpenings.points[0]?.month}/${fillMonth}`),
      sourceFor("bls-cps-unemployment", `${inputs.unemploymentRate.points[0]?.month}/${rateNow.month}`),
      sourceFor("bls-ces-states", `${addMonths(stateMonth, -12)}/${stateMonth}`),
    ],
    methodology: {
      totalJobs: `JOLTS job openings, total nonfarm, seasonally adjusted (JTS000000000000000JOL), ${openingsNow.month}${prelim(openingsNow)}, in millions (thousands ÷ 1,000).`,
      jobsGrowth: `Percent change of JOLTS job openings from ${addMonths(openingsNow.month, -1)} to ${openingsNow.month}, one decimal.`,
      unemploymentRate: `CPS unemployment rate, seasonally adjusted (LNS14000000 / FRED UNRATE), ${rateNow.month}, percent.`,
      unemploymentRateChange: `Change of the unemployment rate from ${addMonths(rateNow.month, -1)} to ${rateNow.month}, percentage points, computed from the two newest months (not a fixed figure).`,
      topState: `The state (or DC) with the largest over-the-year change in CES total nonfarm payroll employment (SMS{fips}000000000000001, seasonally adjusted), ${addMonths(stateMonth, -12)} to ${stateMonth}, the newest month published for every state.`,
      topStateJobs: `That state's over-the-year net payroll job gain, as a count (thousands × 1,000). It is a net change in jobs, not a count of new job openings.`,
      timeToFill: `An estimate, not a survey measure: JOLTS job openings ÷ hires × days in the month (${fillMonth}, both levels from the same BLS release), i.e. how many days of hiring at the current pace the stock of openings represents. Rounded to whole days.`,
      lastUpdated: "The newest date on which an input of these figures was retrieved from BLS by its compiler.",
      periods: "Reference month of each figure; they differ because BLS publishes each survey on its own schedule.",
    },
    count: 1,
  };
}
