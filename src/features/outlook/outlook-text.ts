/**
 * The outlook page's words: the answer sentence, the change it implies, the range labels, the method in plain
 * words, and the CSVs of the backtest and of the record of live forecasts. Pure: every number comes from the outlook entity.
 */
import { type CsvColumn, toCsv } from "~/domain/csv";
import { formatPeriod } from "~/domain/format";
import type { MethodId } from "~/domain/outlook/backtest";
import { inRecession } from "~/domain/outlook/recessions";
import { type ForecastRecord, monthlyRecord } from "~/domain/outlook/record";
import type { Outlook } from "~/domain/outlook/schema";

export const METHOD_LABELS: Readonly<Record<MethodId, string>> = {
  "no-change": "No change",
  "initial-claims": "Initial claims",
  "continued-claims": "Continued claims",
};

import { rangeText, ratePercent } from "~/domain/outlook/announce";

export { rangeText, ratePercent };

/** The date the forecast month's Employment Situation comes out, from the release calendar, when it lists it. */
export function releaseDateOf(
  month: string,
  releases: readonly { release: string; period: string; date: string }[] | null,
): string | undefined {
  return releases?.find((r) => r.release === "employment-situation" && r.period === month)?.date;
}

/**
 * The page's answer: our forecast for the month, with its ranges, and BLS's release date for that month. Worded to stay
 * true on any day the page is read: the page is rebuilt when the release brings the month's figure, but a page read
 * after the release date and before that rebuild must not speak of the release as still to come.
 */
export function answerSentence(outlook: Outlook, releaseDate: string | undefined): string {
  const f = outlook.forecast;
  const ranges = f.intervals.map(rangeText).join(", ");
  const when = releaseDate
    ? `BLS's release date for that month: ${formatPeriod(releaseDate)}.`
    : `BLS publishes it in The Employment Situation for ${formatPeriod(f.month)} (its release calendar gives the date).`;
  return `Our forecast for the US unemployment rate in ${formatPeriod(f.month)} is ${ratePercent(f.value)} (${ranges}). ${when}`;
}

/** "down 0.2 point from 4.1% in July 2026", "unchanged from 4.1% in July 2026". */
export function changeText(outlook: Outlook): string {
  const { value, previous } = outlook.forecast;
  const change = Math.round((value - previous.value) * 10) / 10;
  const from = `${ratePercent(previous.value)} in ${formatPeriod(previous.month)}`;
  if (change === 0) return `unchanged from ${from}`;
  const size = Math.abs(change).toFixed(1);
  return `${change < 0 ? "down" : "up"} ${size} point from ${from}`;
}

/** The chosen method and why, in plain words. */
export function methodText(outlook: Outlook): string {
  const { chosen, segments } = outlook.backtest;
  const all = segments[0];
  const mae = (id: MethodId) => all?.scores.find((s) => s.method === id)?.mae.toFixed(2) ?? "–";
  if (chosen === "no-change")
    return `No claims method beat "no change" in the backtest, so the forecast is last month's rate (average miss ${mae("no-change")} point over ${all?.months ?? 0} months).`;
  return `${METHOD_LABELS[chosen]} missed by ${mae(chosen)} point on average over ${all?.months ?? 0} months of the backtest, against ${mae("no-change")} for "no change", so the forecast uses ${METHOD_LABELS[chosen].toLowerCase()}.`;
}

export const TABLE_CAPTION =
  "Average miss of each method, in percentage points (MAE: mean absolute error; RMSE: root-mean-square error, which weighs big misses more). Lower is better.";

/** What the backtest says once the survey week's claims are in: which method then misses least. */
export function finalText(outlook: Outlook): string {
  const { chosen, segments, methods } = outlook.backtest.final;
  const all = segments[0];
  const mae = (id: MethodId) => all?.scores.find((s) => s.method === id)?.mae.toFixed(2) ?? "–";
  const others = methods
    .filter((m) => m.id !== chosen)
    .map((m) => `${METHOD_LABELS[m.id].toLowerCase()} ${mae(m.id)}`)
    .join(", ");
  return `Once the claims for the survey week itself are out, ${METHOD_LABELS[chosen].toLowerCase()} misses least: ${mae(chosen)} point on average, against ${others}. The forecast is remade with each week of claims until the release.`;
}

/** The Sahm rule reading in words. */
export function sahmText(outlook: Outlook): string {
  const { latest, threshold } = outlook.sahm;
  const value = `${latest.value.toFixed(2)} point`;
  return latest.signal
    ? `In ${formatPeriod(latest.month)} the Sahm rule indicator was ${value}, at or above ${threshold.toFixed(2)}: the signal that a recession has begun.`
    : `In ${formatPeriod(latest.month)} the Sahm rule indicator was ${value}, below the ${threshold.toFixed(2)} point that signals a recession.`;
}

type CsvRow = Outlook["backtest"]["rows"][number];

/** Every backtest month as CSV: outcome, last month's rate, each method's forecast, and whether it was a recession. */
export function backtestCsv(outlook: Outlook): string {
  const columns: CsvColumn<CsvRow>[] = [
    ["month", "month"],
    ["unemployment_rate_percent", "actual"],
    ["previous_month_rate_percent", "previous"],
    ...outlook.backtest.methods.map(
      (m): CsvColumn<CsvRow> => [`forecast_${m.id.replace(/-/g, "_")}_percent`, (r) => r.forecasts[m.id]],
    ),
    ["nber_recession", (r) => (inRecession(r.month) ? "yes" : "no")],
  ];
  return toCsv(outlook.backtest.rows, columns);
}

/**
 * Every stored forecast as CSV, one row each in the order made within each month: when and from what it was made,
 * point and ranges, whether it is the last before the release (the one the running error counts), and its scores
 * (first print and latest, with the errors of the forecast and of no change). Empty before the first forecast.
 */
export function recordCsv(records: readonly ForecastRecord[]): string {
  type Row = { record: ForecastRecord; last: boolean };
  const rows: Row[] = monthlyRecord(records).flatMap((m) =>
    records
      .filter((r) => r.methodVersion === m.methodVersion && r.month === m.month)
      .sort((a, b) => (a.madeAt < b.madeAt ? -1 : a.madeAt > b.madeAt ? 1 : 0))
      .map((record) => ({ record, last: record === m.last })),
  );
  const interval = (p: number, side: "low" | "high") => (row: Row) =>
    row.record.intervals.find((i) => i.probability === p)?.[side];
  const latest = (row: Row) => row.record.scores.at(-1);
  const columns: CsvColumn<Row>[] = [
    ["month", (r) => r.record.month],
    ["method_version", (r) => r.record.methodVersion],
    ["method", (r) => r.record.method],
    ["made_at", (r) => r.record.madeAt],
    ["rate_through", (r) => r.record.inputs.rateThrough],
    ["initial_claims_through", (r) => r.record.inputs.initialClaimsThrough],
    ["continued_claims_through", (r) => r.record.inputs.continuedClaimsThrough],
    ["forecast_percent", (r) => r.record.value],
    ["no_change_percent", (r) => r.record.baseline],
    ["range_68_low", interval(0.68, "low")],
    ["range_68_high", interval(0.68, "high")],
    ["range_90_low", interval(0.9, "low")],
    ["range_90_high", interval(0.9, "high")],
    ["last_before_release", (r) => (r.last ? "yes" : "no")],
    ["first_print_percent", (r) => r.record.scores[0]?.actual],
    ["first_print_at", (r) => r.record.scores[0]?.at],
    ["latest_percent", (r) => latest(r)?.actual],
    ["error_points", (r) => latest(r)?.error],
    ["no_change_error_points", (r) => latest(r)?.baselineError],
  ];
  return toCsv(rows, columns);
}
