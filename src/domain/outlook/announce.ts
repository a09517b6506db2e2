/**
 * The forecast said once for everywhere it is announced outside /outlook: the feeds, the release calendar, /updates
 * and the subscribers' email before each jobs report. Pure: every number comes from the outlook entity.
 */
import { formatPeriod } from "../format.ts";
import type { Outlook } from "./schema.ts";

type Interval = { readonly probability: number; readonly low: number; readonly high: number };

/** A rate as BLS writes it: one decimal and a percent sign. */
export function ratePercent(value: number): string {
  return `${value.toFixed(1)}%`;
}

/** "68% range 3.7–4.0%". */
export function rangeText(interval: Interval): string {
  return `${Math.round(interval.probability * 100)}% range ${interval.low.toFixed(1)}–${ratePercent(interval.high)}`;
}

/** What is announced of a forecast: its month, method version, point, ranges and the month before. */
export interface ForecastNote {
  readonly methodVersion: string;
  readonly month: string;
  readonly value: number;
  readonly intervals: readonly Interval[];
  readonly previous: { readonly month: string; readonly value: number };
}

export function forecastNote(outlook: Outlook): ForecastNote {
  const f = outlook.forecast;
  return {
    methodVersion: outlook.methodVersion,
    month: f.month,
    value: f.value,
    intervals: f.intervals.map(({ probability, low, high }) => ({ probability, low, high })),
    previous: f.previous,
  };
}

/** "Our forecast: the unemployment rate for August 2026 at 4.3%". */
export function forecastTitle(note: ForecastNote): string {
  return `Our forecast: the unemployment rate for ${formatPeriod(note.month)} at ${ratePercent(note.value)}`;
}

/**
 * "We expect the unemployment rate for August 2026 to be 4.3% (68% range 4.2–4.4%, 90% range 4.1–4.5%), against
 * 4.2% in July 2026."
 */
export function forecastSentence(note: ForecastNote): string {
  const ranges = note.intervals.map(rangeText).join(", ");
  return `We expect the unemployment rate for ${formatPeriod(note.month)} to be ${ratePercent(note.value)}${ranges ? ` (${ranges})` : ""}, against ${ratePercent(note.previous.value)} in ${formatPeriod(note.previous.month)}.`;
}

/** What the ranges mean and where the record is, in one sentence (for the feeds, calendar and email). */
export const FORECAST_CAVEAT =
  "The ranges are how far past forecasts missed; the record of every forecast we published and how close it came is on the outlook page.";
