/**
 * The BLS release calendar, as BLS publishes it (an iCalendar feed of scheduled news releases), and the decisions
 * taken from it: which release comes next for a source, which sources a refresh should fetch on a given day, and
 * whether a source's figures are older than its cadence allows. Dates are BLS's own; nothing here guesses one.
 */
import { z } from "zod";
import { MONTH_NAMES } from "./format.ts";
import { periodEndMonth } from "./periods.ts";
import { RELEASE_OF_SOURCE, RELEASES, type ReleaseId, washingtonDate } from "./release-ids.ts";

export {
  RELEASE_OF_SOURCE,
  RELEASES,
  type ReleaseId,
  SOURCE_MAX_AGE_DAYS,
  SOURCE_NAMES,
  staleDailySources,
  washingtonDate,
} from "./release-ids.ts";

export const ScheduledReleaseSchema = z.object({
  release: z.enum(Object.keys(RELEASES) as [ReleaseId, ...ReleaseId[]]),
  /** Reference month the release carries ("YYYY-MM"). */
  period: z.string().regex(/^\d{4}-\d{2}$/),
  /** Release date in Washington ("YYYY-MM-DD"). */
  date: z.iso.date(),
  /** Release time in Washington ("HH:MM"), when the calendar gives one. */
  time: z
    .string()
    .regex(/^\d{2}:\d{2}$/)
    .optional(),
});
export type ScheduledRelease = z.infer<typeof ScheduledReleaseSchema>;

export const ReleaseCalendarSchema = z.object({
  /** When the calendar was fetched (ISO). */
  fetchedAt: z.iso.datetime(),
  url: z.string(),
  releases: z.array(ScheduledReleaseSchema),
});
export type ReleaseCalendar = z.infer<typeof ReleaseCalendarSchema>;

/** Unfolds iCalendar content lines (a line starting with a space or tab continues the previous one). */
function unfold(text: string): string[] {
  return text
    .replace(/\r\n?/g, "\n")
    .replace(/\n[ \t]/g, "")
    .split("\n");
}

/**
 * The releases of interest in a BLS iCalendar feed: events titled "<release> for <Month> <Year>" with a start date.
 * Other events (price indexes, holidays) are ignored; an event of interest without a readable date or period is an
 * error, since a calendar we cannot read must not pass for an empty one.
 */
export function parseBlsCalendar(ics: string): ScheduledRelease[] {
  if (!/^BEGIN:VCALENDAR/m.test(ics)) throw new Error("not an iCalendar feed (no BEGIN:VCALENDAR)");
  const releases: ScheduledRelease[] = [];
  let event: Record<string, string> | null = null;
  for (const line of unfold(ics)) {
    if (line === "BEGIN:VEVENT") event = {};
    else if (line === "END:VEVENT" && event) {
      const found = releaseOf(event["SUMMARY"] ?? "", event["DTSTART"] ?? "");
      if (found) releases.push(found);
      event = null;
    } else if (event) {
      const colon = line.indexOf(":");
      if (colon > 0) event[line.slice(0, colon).split(";")[0] ?? ""] = line.slice(colon + 1).trim();
    }
  }
  return releases.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : a.release < b.release ? -1 : 1));
}

function releaseOf(summary: string, start: string): ScheduledRelease | null {
  const text = summary.replace(/\\,/g, ",");
  const id = (Object.keys(RELEASES) as ReleaseId[]).find((r) => text.startsWith(`${RELEASES[r]} for `));
  if (!id) return null;
  const words = /for (\w+) (\d{4})$/.exec(text.trim());
  const month = words ? MONTH_NAMES.indexOf(words[1] ?? "") + 1 : 0;
  const when = /^(\d{4})(\d{2})(\d{2})(?:T(\d{2})(\d{2}))?/.exec(start);
  if (!words || month === 0 || !when) throw new Error(`unreadable calendar event: ${summary} (${start})`);
  return {
    release: id,
    period: `${words[2]}-${String(month).padStart(2, "0")}`,
    date: `${when[1]}-${when[2]}-${when[3]}`,
    ...(when[4] ? { time: `${when[4]}:${when[5]}` } : {}),
  };
}

/** The first scheduled release of `release` on or after `now`'s Washington date. */
export function nextRelease(
  calendar: readonly ScheduledRelease[],
  release: ReleaseId,
  now: Date,
): ScheduledRelease | null {
  const today = washingtonDate(now);
  return calendar.find((r) => r.release === release && r.date >= today) ?? null;
}

/** The releases out today, and in the last `catchUpDays` days, whose reference month the data does not hold yet. */
export function releasesDue(
  calendar: readonly ScheduledRelease[],
  held: Readonly<Partial<Record<ReleaseId, string>>>,
  now: Date,
  catchUpDays = 3,
): ScheduledRelease[] {
  const today = washingtonDate(now);
  const earliest = washingtonDate(new Date(now.getTime() - catchUpDays * 86_400_000));
  return calendar.filter((r) => {
    if (r.date > today || r.date < earliest) return false;
    const have = held[r.release];
    return have === undefined || have < r.period;
  });
}

/**
 * The reference month the data holds for each release: the oldest newest-month among the sources the release
 * feeds, so a release counts as arrived only when every one of its series has it.
 */
export function heldPeriods(
  sources: readonly { readonly id: string; readonly referencePeriod: string }[],
): Partial<Record<ReleaseId, string>> {
  const newest = new Map<string, string>();
  for (const s of sources) {
    const end = periodEndMonth(s.referencePeriod);
    if ((newest.get(s.id) ?? "") < end) newest.set(s.id, end);
  }
  const held: Partial<Record<ReleaseId, string>> = {};
  for (const [id, month] of newest) {
    const release = RELEASE_OF_SOURCE[id];
    if (release && (held[release] === undefined || month < (held[release] ?? ""))) held[release] = month;
  }
  return held;
}
