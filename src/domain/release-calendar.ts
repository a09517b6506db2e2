/**
 * The BLS release calendar, as BLS publishes it (an iCalendar feed of scheduled news releases), and the decisions
 * taken from it: which release comes next for a source, which sources a refresh should fetch on a given day, and
 * whether a source's figures are older than its cadence allows. Dates are BLS's own; nothing here guesses one.
 */
import { z } from "zod";
import { MONTH_NAMES } from "./format.ts";
import { periodEnd, periodEndMonth } from "./periods.ts";

/** The BLS news releases whose figures the site shows, by the words BLS's calendar titles them with. */
export const RELEASES = {
  "employment-situation": "Employment Situation",
  jolts: "Job Openings and Labor Turnover Survey",
  "state-employment": "State Employment and Unemployment",
} as const;
export type ReleaseId = keyof typeof RELEASES;

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
      const found = releaseOf(event.SUMMARY ?? "", event.DTSTART ?? "");
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

/** Today's date in Washington, where BLS release dates are set ("YYYY-MM-DD"). */
export function washingtonDate(now: Date): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "America/New_York" }).format(now);
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
 * Whether figures of a monthly release are stale: a release that should have brought a newer month than the data
 * holds came out more than `graceDays` ago. Without a calendar, a monthly series is stale once its reference month
 * is more than `maxMonthsBehind` months before `now` (BLS publishes each month's figures within about 5 weeks).
 */
export function isStale(
  calendar: readonly ScheduledRelease[] | null,
  release: ReleaseId,
  period: string,
  now: Date,
  graceDays = 2,
  maxMonthsBehind = 3,
): boolean {
  const today = washingtonDate(now);
  if (calendar?.some((r) => r.release === release)) {
    const cutoff = washingtonDate(new Date(now.getTime() - graceDays * 86_400_000));
    return calendar.some((r) => r.release === release && r.period > period && r.date <= cutoff && r.date <= today);
  }
  const [y, m] = today.split("-").map(Number);
  const [py, pm] = period.split("-").map(Number);
  return ((y ?? 0) - (py ?? 0)) * 12 + ((m ?? 0) - (pm ?? 0)) > maxMonthsBehind;
}

/** The release that brings each catalogue source's new figures (sources not listed follow no BLS release). */
export const RELEASE_OF_SOURCE: Readonly<Record<string, ReleaseId>> = {
  "bls-cps-unemployment": "employment-situation",
  "bls-ces-industries": "employment-situation",
  "bls-ces-health-care": "employment-situation",
  "bls-national-fred": "employment-situation",
  "bls-jolts-national": "jolts",
  "bls-jolts-levels": "jolts",
  "bls-jolts-industries": "jolts",
  "bls-jolts-industry-hires": "jolts",
  "bls-laus-states": "state-employment",
  "bls-ces-states": "state-employment",
};

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

/**
 * Sources refreshed daily or weekly rather than on BLS's calendar: how many days old their newest data may be before
 * it means the site has stopped receiving them (the cadence plus grace). Job boards are fetched daily and dated by
 * the fetch; Indeed publishes its index weekly; the WARN register adds notices daily, but a quiet month of filings
 * happens, so it allows a month.
 */
export const SOURCE_MAX_AGE_DAYS: Readonly<Record<string, number>> = {
  indeed: 21,
  greenhouse: 3,
  ashby: 3,
  themuse: 3,
  warn: 30,
  // DOL publishes claims every Thursday: initial claims for the week that ended five days before, continued claims
  // a week later. Twelve days is the usual age of the newest week; a missed Thursday makes it nineteen.
  "dol-ui-claims": 19,
};

/** What the site calls the sources that are not BLS releases, wherever it speaks of their data's age or arrival. */
export const SOURCE_NAMES: Readonly<Record<string, string>> = {
  indeed: "Indeed Job Postings Index",
  warn: "WARN layoff notices",
  greenhouse: "Greenhouse job-board postings",
  "greenhouse-companies": "Greenhouse job-board postings",
  ashby: "Ashby job-board postings",
  themuse: "The Muse job postings",
  "dol-ui-claims": "Unemployment insurance weekly claims",
};

/** The daily or weekly sources whose newest date is older than their cadence allows at `now`. */
export function staleDailySources(
  sources: readonly { readonly id: string; readonly referencePeriod: string }[],
  now: Date,
): { id: string; name: string; newest: string }[] {
  const out = new Map<string, { id: string; name: string; newest: string }>();
  for (const s of sources) {
    const days = SOURCE_MAX_AGE_DAYS[s.id];
    const newest = periodEnd(s.referencePeriod);
    if (days === undefined || !/^\d{4}-\d{2}-\d{2}$/.test(newest)) continue;
    const ageDays = (now.getTime() - Date.parse(`${newest}T00:00:00Z`)) / 86_400_000;
    if (ageDays > days) out.set(s.id, { id: s.id, name: SOURCE_NAMES[s.id] ?? s.id, newest });
  }
  return [...out.values()];
}
