/**
 * The outlook, assembled: the backtest of every candidate method over the rate history, the method it chooses, that
 * method's forecast of the month after the newest published one with empirical intervals, and the Sahm rule.
 */
import { backtest, claimsMethods, fitBefore, forecastWith, type MethodId, rateChanges } from "./backtest.ts";
import { indexWeeks, type WeeklyPoint } from "./claims.ts";
import { referenceWeek, round1, shiftMonth, weeksBetween } from "./months.ts";
import { NBER_RECESSIONS, NBER_RECESSIONS_SOURCE } from "./recessions.ts";
import { type RatePoint, SAHM_THRESHOLD, sahmCrossings, sahmIndicator } from "./sahm.ts";
import type { Outlook } from "./schema.ts";
import { chooseMethod, comparable, coverage, errorBounds, errorsOf, INTERVALS, segments } from "./scores.ts";

export const METHOD_VERSION = "1";
const ALL_METHODS: readonly MethodId[] = ["no-change", "initial-claims", "continued-claims"];
/** First month the backtest forecasts (claims begin in January 1967; each method needs 36 months to fit). */
export const BACKTEST_FROM = "1970-01";
/** Beyond this lead the newest claims predate the previous month's reference week and say nothing new. */
export const MAX_LEAD_WEEKS = 3;

const round4 = (v: number) => Math.round(v * 1e4) / 1e4;

/** The lead in weeks of a claims series: from its newest week to the reference week (0 once that week is in). */
function leadOf(points: readonly WeeklyPoint[], refWeek: string): { through: string; leadWeeks: number } {
  const through = points.at(-1)?.week ?? "";
  return { through, leadWeeks: Math.max(0, weeksBetween(through, refWeek)) };
}

/** Builds the outlook from the monthly rate (ascending, consecutive) and weekly initial and continued claims. */
export function buildOutlook(
  rates: readonly RatePoint[],
  initial: readonly WeeklyPoint[],
  continued: readonly WeeklyPoint[],
): Outlook {
  const last = rates.at(-1);
  if (!last) throw new Error("the unemployment rate history is empty");
  const month = shiftMonth(last.month, 1);
  const refWeek = referenceWeek(month);
  const ic = leadOf(initial, refWeek);
  const cc = leadOf(continued, refWeek);
  const methods = claimsMethods(indexWeeks(initial), indexWeeks(continued), {
    initial: ic.leadWeeks,
    continued: cc.leadWeeks,
  }).filter((m) =>
    m.id === "initial-claims"
      ? ic.leadWeeks <= MAX_LEAD_WEEKS
      : m.id === "continued-claims"
        ? cc.leadWeeks <= MAX_LEAD_WEEKS
        : true,
  );
  const ids = methods.map((m) => m.id);
  const rows = comparable(backtest(rates, methods, BACKTEST_FROM), ids);
  const table = segments(rows, ids);
  const all = table[0];
  if (!all) throw new Error("the backtest has no month every method forecast");
  const chosen = chooseMethod(all);
  const method = methods.find((m) => m.id === chosen) ?? methods[0];
  if (!method) throw new Error("no forecasting method");
  const fit = fitBefore(method, rateChanges(rates), month);
  const value = forecastWith(method, fit, month, last.value);
  if (value === undefined) throw new Error(`the ${method.label} method cannot forecast ${month}`);
  const errors = errorsOf(rows, chosen);
  // The same backtest with the survey week's claims in hand (both series at lead 0): the last forecast before a
  // release, which every method can make.
  const finalMethods = claimsMethods(indexWeeks(initial), indexWeeks(continued), { initial: 0, continued: 0 });
  const finalIds = finalMethods.map((m) => m.id);
  const finalTable = segments(comparable(backtest(rates, finalMethods, BACKTEST_FROM), finalIds), finalIds);
  const finalAll = finalTable[0];
  if (!finalAll) throw new Error("the final backtest has no month every method forecast");
  const signal = method.signal?.(month);
  const sahm = sahmIndicator(rates);
  const sahmLatest = sahm.at(-1);
  if (!sahmLatest) throw new Error("too short a rate history for the Sahm rule");
  return {
    methodVersion: METHOD_VERSION,
    forecast: {
      month,
      previous: { month: last.month, value: last.value },
      value,
      intervals: INTERVALS.map((p) => {
        const [lo, hi] = errorBounds(errors, p);
        return {
          probability: p,
          low: round1(value + lo),
          high: round1(value + hi),
          backtestCoverage: coverage(rows, chosen, p).share,
        };
      }),
      method: chosen,
      fit: fit
        ? { intercept: round4(fit.intercept), slope: round4(fit.slope), months: fit.months }
        : { intercept: 0, slope: 0, months: 0 },
      signal: signal === undefined ? 0 : round4(signal),
      claims: { referenceWeek: refWeek, initial: ic, continued: cc },
    },
    backtest: {
      methods: methods.map((m) => ({ id: m.id, label: m.label })),
      chosen,
      segments: table,
      rows: rows.map((r) => ({
        ...r,
        forecasts: Object.fromEntries(ALL_METHODS.map((id) => [id, r.forecasts[id] ?? null])) as Record<
          MethodId,
          number | null
        >,
      })),
      final: {
        methods: finalMethods.map((m) => ({ id: m.id, label: m.label })),
        chosen: chooseMethod(finalAll),
        segments: finalTable,
      },
    },
    sahm: {
      threshold: SAHM_THRESHOLD,
      latest: sahmLatest,
      crossings: sahmCrossings(sahm),
      recent: sahm.slice(-24),
    },
    recessions: { source: { ...NBER_RECESSIONS_SOURCE }, periods: [...NBER_RECESSIONS] },
  };
}
