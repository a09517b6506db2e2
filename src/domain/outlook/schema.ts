/** The outlook entity: the forecast of the next unemployment rate, its backtest and the Sahm rule indicator. */
import { z } from "zod";

const month = z.string().regex(/^\d{4}-\d{2}$/);
const day = z.iso.date();
const methodId = z.enum(["no-change", "initial-claims", "continued-claims"]);
const rate = z.number().min(0).max(100);

export const OutlookIntervalSchema = z.object({
  /** Probability mass of the central interval (0.68, 0.9). */
  probability: z.number().gt(0).lt(1),
  low: rate,
  high: rate,
  /** Share of backtest months whose outcome fell inside the interval built from the months before it only. */
  backtestCoverage: z.number().min(0).max(1),
});

export const OutlookScoreSchema = z.object({ method: methodId, mae: z.number().min(0), rmse: z.number().min(0) });

const OutlookMethodSchema = z.object({ id: methodId, label: z.string().min(1) });

const OutlookSegmentSchema = z.object({
  label: z.string().min(1),
  from: month,
  to: month,
  months: z.number().int().positive(),
  scores: z.array(OutlookScoreSchema).min(2),
});

export const OutlookSchema = z.object({
  /** Version of the method: a change of method starts a new one. */
  methodVersion: z.string().min(1),
  forecast: z.object({
    /** The month forecast and the newest published month before it. */
    month,
    previous: z.object({ month, value: rate }),
    /** Forecast rate, percent, rounded to 0.1 as BLS publishes it. */
    value: rate,
    intervals: z.array(OutlookIntervalSchema).min(1),
    method: methodId,
    /**
     * The line used: change in the rate (points) = intercept + slope × claims signal (log points), fitted on `months`
     * earlier months. "No change" is the line 0 + 0 × signal, fitted on none. Always present, so the entity keeps one
     * shape whichever method is chosen (the refresh's plausibility gate holds a dataset whose shape changes).
     */
    fit: z.object({ intercept: z.number(), slope: z.number(), months: z.number().int().nonnegative() }),
    /** The claims signal of the forecast month (log change of the 4-week average) of the chosen method; 0 for no change. */
    signal: z.number(),
    /** Newest week (ending Saturday) of each claims series in hand, and its lead in weeks before the reference week. */
    claims: z.object({
      referenceWeek: day,
      initial: z.object({ through: day, leadWeeks: z.number().int().nonnegative() }),
      continued: z.object({ through: day, leadWeeks: z.number().int().nonnegative() }),
    }),
  }),
  backtest: z.object({
    methods: z.array(OutlookMethodSchema).min(2),
    chosen: methodId,
    segments: z.array(OutlookSegmentSchema).min(1),
    /** Every backtest month: outcome and each method's rounded forecast. */
    /** Every backtest month: each candidate's forecast, null for a method left out of this backtest. */
    rows: z
      .array(z.object({ month, actual: rate, previous: rate, forecasts: z.record(methodId, rate.nullable()) }))
      .min(12),
    /** The same backtest with the survey week's claims in hand (the last forecast before a release), every method. */
    final: z.object({
      methods: z.array(OutlookMethodSchema).min(2),
      chosen: methodId,
      segments: z.array(OutlookSegmentSchema).min(1),
    }),
  }),
  sahm: z.object({
    threshold: z.number().positive(),
    latest: z.object({ month, value: z.number(), signal: z.boolean() }),
    /** First month of every run of months at or above the threshold. */
    crossings: z.array(month),
    /** The last 24 months of the indicator. */
    recent: z.array(z.object({ month, value: z.number(), signal: z.boolean() })).min(1),
  }),
  recessions: z.object({
    source: z.object({ publisher: z.string(), title: z.string(), url: z.url() }),
    periods: z.array(z.object({ peak: month, trough: month })).min(1),
  }),
});
export type Outlook = z.infer<typeof OutlookSchema>;
