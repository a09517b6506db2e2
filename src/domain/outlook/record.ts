/**
 * The record of live forecasts: each forecast as it was made (time, the data it used, point, ranges, method version),
 * never edited afterwards; after the release it gains scores — the first print, then each revision — and nothing else.
 * A month can hold several forecasts of one method version, one per set of inputs (a new week of claims makes a new
 * one), but only while its release is ahead. The public record shows, per version and month, the last forecast made
 * before the release, which is the one scored in the running error, and the first. Pure rules; the store is in
 * src/server/outlook-record.ts.
 */
import { z } from "zod";
import type { Outlook } from "./schema.ts";

const month = z.string().regex(/^\d{4}-\d{2}$/);

export const ForecastScoreSchema = z.object({
  kind: z.enum(["first print", "revision"]),
  /** When the score was added (the refresh's clock). */
  at: z.iso.datetime(),
  /** The published rate, percent. */
  actual: z.number(),
  /** Outcome minus the forecast, and outcome minus the no-change baseline, percentage points (two decimals). */
  error: z.number(),
  baselineError: z.number(),
});
export type ForecastScore = z.infer<typeof ForecastScoreSchema>;

export const ForecastRecordSchema = z.object({
  key: z.string().min(1),
  madeAt: z.iso.datetime(),
  methodVersion: z.string().min(1),
  method: z.string().min(1),
  month,
  inputs: z.object({ rateThrough: month, initialClaimsThrough: z.iso.date(), continuedClaimsThrough: z.iso.date() }),
  value: z.number(),
  /** The no-change baseline: the rate of the month before, as published when the forecast was made. */
  baseline: z.number(),
  intervals: z.array(z.object({ probability: z.number(), low: z.number(), high: z.number() })).min(1),
  scores: z.array(ForecastScoreSchema),
});
export type ForecastRecord = z.infer<typeof ForecastRecordSchema>;

type Inputs = ForecastRecord["inputs"];

/** The prefix of every forecast of one method version and month ("v1/2026-08"). */
export function monthKey(methodVersion: string, forecastMonth: string): string {
  return `v${methodVersion}/${forecastMonth}`;
}

/**
 * The key of a forecast: one per method version, forecast month and the claims weeks it used
 * ("v1/2026-08/2026-08-22+2026-08-15"), so the same inputs never make a second forecast and a new week can.
 */
export function forecastKey(methodVersion: string, forecastMonth: string, inputs: Inputs): string {
  return `${monthKey(methodVersion, forecastMonth)}/${inputs.initialClaimsThrough}+${inputs.continuedClaimsThrough}`;
}

/** The record of the outlook's forecast, made at `madeAt`, before any score. */
export function recordOf(outlook: Outlook, madeAt: string): ForecastRecord {
  const f = outlook.forecast;
  const inputs = {
    rateThrough: f.previous.month,
    initialClaimsThrough: f.claims.initial.through,
    continuedClaimsThrough: f.claims.continued.through,
  };
  return {
    key: forecastKey(outlook.methodVersion, f.month, inputs),
    madeAt,
    methodVersion: outlook.methodVersion,
    method: f.method,
    month: f.month,
    inputs,
    value: f.value,
    baseline: f.previous.value,
    intervals: f.intervals.map(({ probability, low, high }) => ({ probability, low, high })),
    scores: [],
  };
}

const points = (v: number) => Math.round(v * 100) / 100;

/**
 * The record with one more score when `actual` is news: the first print when none is scored, a revision when it
 * differs from the last score; undefined when there is nothing to add.
 */
export function withScore(record: ForecastRecord, actual: number, at: string): ForecastRecord | undefined {
  const last = record.scores.at(-1);
  if (last && last.actual === actual) return undefined;
  const score: ForecastScore = {
    kind: last ? "revision" : "first print",
    at,
    actual,
    error: points(actual - record.value),
    baselineError: points(actual - record.baseline),
  };
  return { ...record, scores: [...record.scores, score] };
}

/** Whether `after` only adds scores to `before`: every other field and every earlier score unchanged. */
export function onlyAddsScores(before: ForecastRecord, after: ForecastRecord): boolean {
  const { scores: a, ...restBefore } = before;
  const { scores: b, ...restAfter } = after;
  return (
    JSON.stringify(restBefore) === JSON.stringify(restAfter) &&
    b.length >= a.length &&
    a.every((s, i) => JSON.stringify(s) === JSON.stringify(b[i]))
  );
}

/**
 * Why a new forecast may not be stored beside `stored` (every record of the store), or undefined when it may: a
 * forecast is added for a month only while the release is ahead — no forecast of that month is scored yet, and the
 * release day (Washington date, from BLS's calendar when known) has not come.
 */
export function refusalToStore(
  stored: readonly ForecastRecord[],
  candidate: ForecastRecord,
  releaseDate: string | undefined,
): string | undefined {
  if (stored.some((r) => r.key === candidate.key)) return "a forecast from the same inputs is stored";
  const prefix = monthKey(candidate.methodVersion, candidate.month);
  if (stored.some((r) => monthKey(r.methodVersion, r.month) === prefix && r.scores.length > 0))
    return `the rate for ${candidate.month} is out`;
  if (releaseDate && washingtonDay(candidate.madeAt) >= releaseDate)
    return `the release for ${candidate.month} is due on ${releaseDate}`;
  return undefined;
}

/** The calendar day in Washington of an instant (BLS releases are dated there). */
function washingtonDay(iso: string): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "America/New_York" }).format(new Date(iso));
}

/** One method version's forecasts of one month: the first made, the last made (the one that counts), how many. */
export interface MonthForecasts {
  readonly methodVersion: string;
  readonly month: string;
  readonly first: ForecastRecord;
  readonly last: ForecastRecord;
  readonly count: number;
}

/** The public record: per method version and month (ascending), the first and the last forecast made. */
export function monthlyRecord(records: readonly ForecastRecord[]): MonthForecasts[] {
  const groups = new Map<string, ForecastRecord[]>();
  for (const r of records) {
    const key = monthKey(r.methodVersion, r.month);
    groups.set(key, [...(groups.get(key) ?? []), r]);
  }
  return [...groups.values()]
    .map((group) => {
      const sorted = [...group].sort((a, b) => (a.madeAt < b.madeAt ? -1 : a.madeAt > b.madeAt ? 1 : 0));
      const first = sorted[0] as ForecastRecord;
      const last = sorted.at(-1) as ForecastRecord;
      return { methodVersion: first.methodVersion, month: first.month, first, last, count: sorted.length };
    })
    .sort((a, b) =>
      a.month !== b.month ? (a.month < b.month ? -1 : 1) : Number(a.methodVersion) - Number(b.methodVersion),
    );
}

/**
 * Mean absolute error of the latest score of each month's last forecast before its release (per method version), and
 * of the no-change baseline.
 */
export function runningError(records: readonly ForecastRecord[]): {
  forecasts: number;
  mae: number;
  baselineMae: number;
} {
  const scored = monthlyRecord(records).flatMap(({ last: r }) =>
    r.scores.length ? [r.scores.at(-1) as ForecastScore] : [],
  );
  const n = scored.length;
  const mean = (f: (s: ForecastScore) => number) =>
    n ? points(scored.reduce((s, x) => s + Math.abs(f(x)), 0) / n) : 0;
  return { forecasts: n, mae: mean((s) => s.error), baselineMae: mean((s) => s.baselineError) };
}
