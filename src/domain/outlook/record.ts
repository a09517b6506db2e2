/**
 * The record of live forecasts: each forecast as it was made (time, the data it used, point, ranges, method version),
 * one per method version and forecast month, never edited afterwards; after the release it gains scores — the first
 * print, then each revision — and nothing else. Pure rules; the store is in src/server/outlook-record.ts.
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

/** The key of a forecast: one per method version and forecast month ("v1/2026-08"). */
export function forecastKey(methodVersion: string, forecastMonth: string): string {
  return `v${methodVersion}/${forecastMonth}`;
}

/** The record of the outlook's forecast, made at `madeAt`, before any score. */
export function recordOf(outlook: Outlook, madeAt: string): ForecastRecord {
  const f = outlook.forecast;
  return {
    key: forecastKey(outlook.methodVersion, f.month),
    madeAt,
    methodVersion: outlook.methodVersion,
    method: f.method,
    month: f.month,
    inputs: {
      rateThrough: f.previous.month,
      initialClaimsThrough: f.claims.initial.through,
      continuedClaimsThrough: f.claims.continued.through,
    },
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

/** Mean absolute error of the latest score of each scored forecast, and of the no-change baseline. */
export function runningError(records: readonly ForecastRecord[]): {
  forecasts: number;
  mae: number;
  baselineMae: number;
} {
  const scored = records.flatMap((r) => (r.scores.length ? [r.scores.at(-1) as ForecastScore] : []));
  const n = scored.length;
  const mean = (f: (s: ForecastScore) => number) =>
    n ? points(scored.reduce((s, x) => s + Math.abs(f(x)), 0) / n) : 0;
  return { forecasts: n, mae: mean((s) => s.error), baselineMae: mean((s) => s.baselineError) };
}
