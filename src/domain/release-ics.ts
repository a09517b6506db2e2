/**
 * The release calendar as an iCalendar feed people can subscribe to: one event per scheduled BLS release whose
 * figures the site shows, at the time BLS publishes it (Washington time, written in UTC); the Employment Situation
 * of the month we forecast carries our forecast of its unemployment rate. Pure.
 */
import ical, { ICalCalendarMethod } from "ical-generator";
import { formatPeriod } from "./format.ts";
import { type ForecastNote, forecastSentence } from "./outlook/announce.ts";
import { RELEASES, type ScheduledRelease } from "./release-calendar.ts";

export const RELEASE_ICS_NAME = "US Jobs Analytics: BLS data releases";
/** How long a release event lasts in a calendar (the release itself is an instant). */
const EVENT_MINUTES = 30;

/** The UTC instant of a Washington wall-clock time on a date ("2026-09-04", "08:30"). */
export function washingtonToUtc(date: string, time: string): Date {
  const guess = new Date(`${date}T${time}:00Z`);
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone: "America/New_York",
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
  }).formatToParts(guess);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const shown = Date.UTC(get("year"), get("month") - 1, get("day"), get("hour"), get("minute"));
  return new Date(guess.getTime() + (guess.getTime() - shown));
}

/** The iCalendar text of the scheduled releases, oldest first. */
export function releaseCalendarIcs(
  releases: readonly ScheduledRelease[],
  options: { site: URL; fetchedAt: string; forecast?: ForecastNote },
): string {
  const host = options.site.hostname;
  const calendar = ical({
    name: RELEASE_ICS_NAME,
    description: "Scheduled BLS releases whose figures US Jobs Analytics shows, from the BLS release calendar.",
    prodId: { company: "US Jobs Analytics", product: "release-calendar", language: "EN" },
    url: new URL("/releases.ics", options.site).href,
    method: ICalCalendarMethod.PUBLISH,
    ttl: 60 * 60 * 6,
  });
  const stamp = new Date(options.fetchedAt);
  for (const r of releases) {
    const summary = `${RELEASES[r.release]} for ${formatPeriod(r.period)}`;
    const forecast =
      r.release === "employment-situation" && options.forecast?.month === r.period
        ? ` Our forecast: ${forecastSentence(options.forecast)} How it is made and how past forecasts did: ${new URL("/outlook", options.site).href}`
        : "";
    const common = {
      id: `${r.release}-${r.period}@${host}`,
      summary,
      description: `BLS publishes the ${summary}. US Jobs Analytics fetches it the same day: ${new URL("/updates", options.site).href}${forecast}`,
      url: new URL("/updates", options.site).href,
      stamp,
    };
    if (r.time) {
      const start = washingtonToUtc(r.date, r.time);
      calendar.createEvent({ ...common, start, end: new Date(start.getTime() + EVENT_MINUTES * 60_000) });
    } else {
      calendar.createEvent({ ...common, start: new Date(`${r.date}T00:00:00Z`), allDay: true });
    }
  }
  return calendar.toString();
}
