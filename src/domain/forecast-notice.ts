/**
 * When subscribers of the topic "Forecast before each jobs report" hear of the forecast: once per method version and
 * month, in the two days before the Employment Situation that publishes the month (Washington dates, from BLS's
 * calendar); never on the release day or after, and never without the release's date. Pure.
 */
import type { ForecastNote } from "./outlook/announce.ts";
import { addDays } from "./periods.ts";
import { type ScheduledRelease, washingtonDate } from "./release-calendar.ts";

export const FORECAST_TOPIC = "forecast";
/** The forecast goes out on these days before the release: two days before, and the day before for a late run. */
export const FORECAST_EMAIL_DAYS = 2;

export interface ForecastNotice {
  /** The send records' prefix: one email per subscriber per method version and month ("forecast-v1-2026-08"). */
  readonly id: string;
  readonly note: ForecastNote;
  readonly release: ScheduledRelease;
}

/** The forecast to email at `now`, if its release is one or two days ahead (Washington dates). */
export function forecastNoticeDue(
  note: ForecastNote,
  releases: readonly ScheduledRelease[],
  now: Date,
): ForecastNotice | undefined {
  const release = releases.find((r) => r.release === "employment-situation" && r.period === note.month);
  if (!release) return undefined;
  const today = washingtonDate(now);
  if (today >= release.date || today < addDays(release.date, -FORECAST_EMAIL_DAYS)) return undefined;
  return { id: `forecast-v${note.methodVersion}-${note.month}`, note, release };
}
