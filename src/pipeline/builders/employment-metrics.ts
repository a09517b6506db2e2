/** Employment metrics: the dashboard's four headline figures, each from its own latest BLS month. */

import { formatReferencePeriod } from "../../domain/format.ts";
import { stateByCode } from "../../domain/geography.ts";
import { addMonths, daysInMonth, spanOf } from "../../domain/periods.ts";
import type { Inputs } from "../load-inputs.ts";
import { compareText, decimalString, fromThousands, percentChange, round } from "../numbers.ts";
import { InputError } from "../pipeline-errors.ts";
import { BLS_FILES } from "../readers/bls.ts";
import { latest, type MonthlySeries, valueAt } from "../series.ts";
import { sourceFor } from "../source-catalogue.ts";
import type { EntityBuild } from "./builder-types.ts";
import { byGrowthThenName, latestCommonMonth } from "./state-base.ts";

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

/** The state with the fastest over-the-year payroll growth at `month`, in the states list's order. */
export function fastestYearGrowth(byState: ReadonlyMap<string, MonthlySeries>, month: string) {
  const file = BLS_FILES.cesStates;
  const ranked = [...byState.entries()]
    .map(([code, series]) => {
      const now = requireValue(series, month, file);
      const before = requireValue(series, addMonths(month, -12), file);
      return {
        code,
        name: stateByCode(code)?.name ?? code,
        growth: percentChange(now, before),
        gain: now - before,
      };
    })
    .sort(byGrowthThenName);
  const top = ranked[0];
  if (!top) throw new InputError(file, "no states");
  return top;
}

/**
 * The month of the vacancy duration: the newest month both levels have whose openings level equals the openings
 * series of the Job Openings card (one vintage); months passed over are named. When none in the last year agrees,
 * the newest month both levels have.
 */
export function vacancyMonth(
  cardOpenings: MonthlySeries,
  levelOpenings: MonthlySeries,
  levelHires: MonthlySeries,
): { month: string; preliminary: boolean; skipped: string[] } {
  const newest = [latest(levelOpenings).month, latest(levelHires).month].sort(compareText)[0] ?? "";
  const skipped: string[] = [];
  for (let back = 0; back < 12; back += 1) {
    const month = addMonths(newest, -back);
    const level = valueAt(levelOpenings, month);
    const card = valueAt(cardOpenings, month);
    if (level !== undefined && card !== undefined && level === card && valueAt(levelHires, month) !== undefined) {
      const preliminary = levelOpenings.points.find((p) => p.month === month)?.preliminary === true;
      return { month, preliminary, skipped };
    }
    skipped.push(month);
  }
  return { month: newest, preliminary: false, skipped: [] };
}

export function buildEmploymentMetrics(inputs: EmploymentMetricsInputs): EntityBuild<"employment-metrics"> {
  // Job openings: newest JOLTS month and its change from the month before.
  const openings = requireSeries(inputs.joltsNational.series, OPENINGS, BLS_FILES.joltsNtna);
  const openingsNow = latest(openings);
  const openingsBefore = requireValue(openings, addMonths(openingsNow.month, -1), BLS_FILES.joltsNtna);

  // Unemployment rate: newest CPS month and its change in percentage points.
  const rateNow = latest(inputs.unemploymentRate);
  const rateBefore = requireValue(inputs.unemploymentRate, addMonths(rateNow.month, -1), BLS_FILES.unrate);

  // Fastest-growing state: over-the-year payroll growth in the newest month all states share, in the order of the
  // states list (so the card and the list agree).
  const stateMonth = latestCommonMonth(inputs.stateEmployment);
  const top = fastestYearGrowth(inputs.stateEmployment, stateMonth);
  const topState = stateByCode(top.code);
  if (!topState) throw new InputError(BLS_FILES.cesStates, `unknown state ${top.code}`);

  // Vacancy duration: openings ÷ hires × days, from one vintage of openings: the newest month whose openings level
  // in the levels release equals the openings the Job Openings card shows (a preliminary level that BLS has since
  // revised is passed over).
  const levelOpenings = requireSeries(inputs.joltsLevels.series, OPENINGS, BLS_FILES.joltsLaborcompare);
  const levelHires = requireSeries(inputs.joltsLevels.series, HIRES, BLS_FILES.joltsLaborcompare);
  const fill = vacancyMonth(openings, levelOpenings, levelHires);
  const fillMonth = fill.month;
  const fillDays =
    (requireValue(levelOpenings, fillMonth, BLS_FILES.joltsLaborcompare) /
      requireValue(levelHires, fillMonth, BLS_FILES.joltsLaborcompare)) *
    daysInMonth(fillMonth);

  const lastUpdated = [inputs.joltsNational.retrieved, inputs.joltsLevels.retrieved].sort(compareText).at(-1) ?? "";
  const referencePeriod = spanOf([openingsNow.month, rateNow.month, stateMonth, fillMonth]);
  const prelim = (p: { preliminary?: boolean }) => (p.preliminary ? " (preliminary)" : "");

  const jobOpenings = round(openingsNow.value / 1000, 3);

  return {
    entity: "employment-metrics",
    data: {
      // The API answers job openings under the specification's name, totalJobs, and as jobOpenings.
      totalJobs: jobOpenings,
      jobOpenings,
      jobsGrowth: round(percentChange(openingsNow.value, openingsBefore), 1),
      unemploymentRate: rateNow.value,
      unemploymentRateChange: round(rateNow.value - rateBefore, 1),
      topState: topState.name,
      topStateCode: topState.code,
      topStateJobs: fromThousands(top.gain),
      topStateGrowth: Number(decimalString(top.growth, 1)),
      timeToFill: Math.round(fillDays),
      vacancyDurationDays: Math.round(fillDays),
      lastUpdated,
      periods: {
        totalJobs: openingsNow.month,
        jobOpenings: openingsNow.month,
        unemploymentRate: rateNow.month,
        topState: stateMonth,
        timeToFill: fillMonth,
        vacancyDurationDays: fillMonth,
      },
      preliminary: [
        ...(openingsNow.preliminary ? (["totalJobs", "jobOpenings"] as const) : []),
        ...(fill.preliminary ? (["timeToFill", "vacancyDurationDays"] as const) : []),
      ],
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
      topState: `'Fastest-growing state': the state (or DC) with the largest over-the-year percent change in CES total nonfarm payroll employment (SMS{fips}000000000000001, seasonally adjusted), ${addMonths(stateMonth, -12)} to ${stateMonth}, the newest month published for every state, on unrounded values (exact ties by name). The States card ranks by the same measure, so its first state is this one. Payroll growth is a net change in jobs, not hires: BLS's state JOLTS hires are not in this dataset.`,
      topStateGrowth:
        "That state's over-the-year percent change in payroll jobs, one decimal (the states list's growth rate).",
      topStateJobs: `That state's over-the-year net payroll job change, as a count (thousands × 1,000). It is a net change in jobs, not a count of hires or new job openings.`,
      timeToFill: `'Est. vacancy duration', an estimate, not a survey measure and not a time to fill: JOLTS job openings ÷ hires × days in the month (${fillMonth}${fill.preliminary ? ", preliminary" : ""}), i.e. how many days of hiring at the month's pace the stock of openings represents. Openings and hires come from one BLS release, and the openings level is the one the Job Openings card shows for that month${fill.skipped.length > 0 ? ` (${fill.skipped.join(", ")} passed over: the levels there are preliminary figures BLS has since revised)` : ""}. Rounded to whole days.`,
      jobOpenings: "Same as totalJobs.",
      vacancyDurationDays: "Same as timeToFill.",
      lastUpdated: "The newest date on which an input of these figures was retrieved from BLS by its compiler.",
      periods: "Reference month of each figure; they differ because BLS publishes each survey on its own schedule.",
      preliminary:
        "The figures whose month BLS marks preliminary (JOLTS' newest month is revised a month later); the cards say so.",
    },
    count: 1,
  };
}
