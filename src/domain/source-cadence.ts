/**
 * How often each scheduled source brings new figures, and what follows from it at a given moment: the newest period
 * its publisher has put out (from BLS's release calendar when it lists the release, else from the source's usual
 * schedule), and whether the figures a card shows are behind it. Monthly BLS releases, the annual OEWS and
 * Employment Projections, and O*NET's quarterly database releases are all checked here, each by its own cadence.
 */
import { formatDate, MONTH_NAMES } from "./format.ts";
import { addMonths, daysInMonth, periodEnd, periodEndMonth } from "./periods.ts";
import type { ScheduledRelease } from "./release-calendar.ts";
import { RELEASE_OF_SOURCE, RELEASES, SOURCE_MAX_AGE_DAYS, staleDailySources, washingtonDate } from "./release-ids.ts";
import { andList } from "./text.ts";

export type CadenceId = keyof typeof RELEASES | "oews" | "projections" | "onet";

interface Cadence {
  /** What the site calls the source's releases. */
  readonly name: string;
  readonly publisher: string;
  /** When new figures come, in words. */
  readonly schedule: string;
  /** The source's reference period in the form this module counts in ("YYYY-MM"). */
  readonly periodOf: (referencePeriod: string) => string;
  /** Whether a month is one the source issues figures for. */
  readonly issues: (month: string) => boolean;
  /** The date ("YYYY-MM-DD") by which the figures for a period are out on the usual schedule (a late bound). */
  readonly dueBy: (period: string) => string;
  /** A period in words: "August 2026", "May 2026", "2025–35", "30.0". */
  readonly label: (period: string) => string;
}

const monthOf = (p: string) => Number(p.slice(5, 7));
const yearOf = (p: string) => Number(p.slice(0, 4));
const monthName = (p: string) => `${MONTH_NAMES[monthOf(p) - 1]} ${yearOf(p)}`;
/** The date `days` after the last day of a month. */
const afterMonthEnd = (month: string, days: number) => {
  const end = new Date(Date.UTC(yearOf(month), monthOf(month) - 1, daysInMonth(month)) + days * 86_400_000);
  return end.toISOString().slice(0, 10);
};

/** A monthly BLS release, out at the latest `lagDays` after its reference month ends. */
const monthly = (release: keyof typeof RELEASES, lagDays: number): Cadence => ({
  name: RELEASES[release],
  publisher: "BLS",
  schedule: "each month",
  periodOf: periodEndMonth,
  issues: () => true,
  dueBy: (p) => afterMonthEnd(p, lagDays),
  label: monthName,
});

/** Each scheduled source's cadence. The monthly lags are late bounds, used only where the calendar has no date. */
export const CADENCES: Readonly<Record<CadenceId, Cadence>> = {
  // The Employment Situation comes out on the first Friday or so after its month.
  "employment-situation": monthly("employment-situation", 14),
  // JOLTS comes out about five weeks after its month.
  jolts: monthly("jolts", 45),
  // State Employment and Unemployment comes out in the third or fourth week after its month.
  "state-employment": monthly("state-employment", 30),
  // OEWS estimates for May of one year come out the next spring (late March or April).
  oews: {
    name: "Occupational Employment and Wage Statistics",
    publisher: "BLS",
    schedule: "each spring",
    periodOf: periodEndMonth,
    issues: (p) => monthOf(p) === 5,
    dueBy: (p) => `${yearOf(p) + 1}-05-31`,
    label: monthName,
  },
  // Employment Projections for a ten-year span from a base year come out each September of the next year.
  projections: {
    name: "Employment Projections",
    publisher: "BLS",
    schedule: "each September",
    periodOf: (ref) => `${ref.slice(0, 4)}-01`,
    issues: (p) => monthOf(p) === 1,
    dueBy: (p) => `${yearOf(p) + 1}-09-30`,
    label: (p) => `${yearOf(p)}–${String((yearOf(p) + 10) % 100).padStart(2, "0")}`,
  },
  // The O*NET database has a release each February, May, August and November (29.3 in May 2025, 30.0 in August 2025).
  onet: {
    name: "O*NET database",
    publisher: "O*NET",
    schedule: "each February, May, August and November",
    periodOf: periodEndMonth,
    issues: (p) => [2, 5, 8, 11].includes(monthOf(p)),
    dueBy: (p) => afterMonthEnd(p, 0),
    label: (p) => {
      const m = monthOf(p);
      return m >= 8 ? `${yearOf(p) - 1995}.${m === 8 ? 0 : 1}` : `${yearOf(p) - 1996}.${m === 2 ? 2 : 3}`;
    },
  },
};

/** The cadence a catalogue source's new figures follow (sources not listed have none: one-off or daily). */
export function cadenceOfSource(id: string): CadenceId | undefined {
  if (RELEASE_OF_SOURCE[id]) return RELEASE_OF_SOURCE[id];
  if (id.startsWith("bls-oews-")) return "oews";
  if (id === "bls-employment-projections") return "projections";
  if (id === "onet" || id === "onet-occupations") return "onet";
  return undefined;
}

/** The newest period a source has put out at a moment, and how that is known. */
export interface Published {
  readonly newest: string;
  readonly basis: "calendar" | "schedule";
}
export type PublishedNow = Readonly<Record<CadenceId, Published>>;

/** The newest period a cadence has issued by `today` on its usual schedule. */
function dueOnSchedule(cadence: Cadence, today: string): string {
  let p = today.slice(0, 7);
  for (let i = 0; i < 48 && !(cadence.issues(p) && cadence.dueBy(p) <= today); i++) p = addMonths(p, -1);
  return p;
}

/** Whether a scheduled release is out at `now`: its Washington date has passed, or is today and its time has come. */
export function releasedBy(release: ScheduledRelease, now: Date): boolean {
  const today = washingtonDate(now);
  const clock = new Intl.DateTimeFormat("en-GB", {
    timeZone: "America/New_York",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).format(now);
  return release.date < today || (release.date === today && (release.time ?? "23:59") <= clock);
}

/**
 * What each scheduled source has published by `now`: for a BLS release, the newest month the calendar lists as out
 * (in Washington, at its release time), unless the calendar has no release of it still to come, in which case the
 * usual schedule counts from there; for the other sources, their usual schedule.
 */
export function publishedAsOf(calendar: readonly ScheduledRelease[] | null, now: Date): PublishedNow {
  const today = washingtonDate(now);
  const out = {} as Record<CadenceId, Published>;
  for (const id of Object.keys(CADENCES) as CadenceId[]) {
    const scheduled = calendar?.filter((r) => r.release === id) ?? [];
    const onSchedule = dueOnSchedule(CADENCES[id], today);
    const outBy = scheduled.filter((r) => releasedBy(r, now));
    const newestListed =
      outBy
        .map((r) => r.period)
        .sort()
        .at(-1) ?? "";
    const coversToday = scheduled.some((r) => r.date >= today);
    out[id] =
      newestListed && (coversToday || newestListed >= onSchedule)
        ? { newest: newestListed, basis: "calendar" }
        : { newest: onSchedule, basis: "schedule" };
  }
  return out;
}

/**
 * What a card's figures hold, per cadence: the oldest of the newest periods of its sources that follow it (a card
 * showing state payroll jobs to April and unemployment to July holds April), and per daily source its newest date.
 */
export function heldByCadence(
  sources: readonly { readonly id: string; readonly referencePeriod: string }[],
): Record<string, string> {
  const newest = new Map<string, string>();
  for (const s of sources) {
    const cadence = cadenceOfSource(s.id);
    const daily = SOURCE_MAX_AGE_DAYS[s.id] !== undefined;
    if (!cadence && !daily) continue;
    const end = cadence ? CADENCES[cadence].periodOf(s.referencePeriod) : periodEnd(s.referencePeriod);
    if ((newest.get(s.id) ?? "") < end) newest.set(s.id, end);
  }
  const held: Record<string, string> = {};
  for (const [id, end] of newest) {
    const key = cadenceOfSource(id) ?? id;
    if (held[key] === undefined || end < (held[key] ?? "")) held[key] = end;
  }
  return held;
}

/** "August", "August and September", "August, September and October"; spans of more as "August 2026 to January 2027". */
function listPeriods(labels: readonly string[]): string {
  if (labels.length > 3) return `${labels[0]} to ${labels.at(-1)}`;
  return andList(labels);
}

/** The periods a cadence has issued after `held`, up to `newest`, in words. */
export function periodsSince(id: CadenceId, held: string, newest: string): string[] {
  const cadence = CADENCES[id];
  const out: string[] = [];
  for (let p = addMonths(held, 1); p <= newest && out.length < 60; p = addMonths(p, 1))
    if (cadence.issues(p)) out.push(cadence.label(p));
  return out;
}

/** One sentence per source a card's figures are behind on at `now`; none when the card is current. */
export function behindNotes(held: Readonly<Record<string, string>>, published: PublishedNow, now: Date): string[] {
  const notes: string[] = [];
  for (const [key, period] of Object.entries(held)) {
    if (Object.hasOwn(CADENCES, key)) {
      const id = key as CadenceId;
      const since = periodsSince(id, period, published[id].newest);
      if (!since.length) continue;
      const { name, publisher, schedule } = CADENCES[id];
      const what = `${name} ${since.length > 1 ? "releases" : "release"} for ${listPeriods(since)}`;
      notes.push(
        published[id].basis === "calendar"
          ? `${publisher} has published the ${what} since`
          : `the ${what} should be out (${publisher} publishes ${schedule})`,
      );
    } else {
      for (const s of staleDailySources([{ id: key, referencePeriod: period }], now))
        notes.push(`the newest ${s.name} shown are from ${formatDate(s.newest)}`);
    }
  }
  return notes;
}

/**
 * The site-wide status: "Figures up to July 2026." and, when BLS has put out newer months of its monthly releases
 * since the newest month the site holds, which ones ("should have" when only its usual schedule says so). Short
 * enough for three lines on a phone, which the page keeps free for it so that nothing moves when it arrives.
 */
export function siteStatus(newestMonth: string, published: PublishedNow): { upTo: string; since?: string } {
  const upTo = `Figures up to ${monthName(newestMonth)}.`;
  const monthlies = (Object.keys(RELEASES) as (keyof typeof RELEASES)[]).map((id) => published[id]);
  const newest = monthlies.reduce((m, p) => (p.newest > m.newest ? p : m));
  const full = periodsSince("employment-situation", newestMonth, newest.newest);
  if (!full.length) return { upTo };
  const year = newestMonth.slice(0, 4);
  const sameYear = full.length <= 3 && full.every((l) => l.endsWith(year));
  const months = listPeriods(sameYear ? full.map((l) => l.replace(` ${year}`, "")) : full);
  const verb = newest.basis === "calendar" ? "BLS has published" : "BLS should have published";
  return { upTo, since: `${verb} ${months} since; this site updates on the next refresh.` };
}

/**
 * What a card holds, written into its page for the status request: "state-employment:2026-04,indeed:2026-08-14".
 * Keys are cadences and daily sources; values months or dates.
 */
export function formatHeld(held: Readonly<Record<string, string>>): string {
  return Object.entries(held)
    .map(([key, period]) => `${key}:${period}`)
    .join(",");
}

/** A card's holdings read back from formatHeld's form, or null when any part is not one. */
export function parseHeld(text: string): Record<string, string> | null {
  const held: Record<string, string> = {};
  for (const part of text.split(",")) {
    const [key = "", period = "", ...rest] = part.split(":");
    const known = Object.hasOwn(CADENCES, key)
      ? /^\d{4}-\d{2}$/
      : Object.hasOwn(SOURCE_MAX_AGE_DAYS, key)
        ? /^\d{4}-\d{2}-\d{2}$/
        : null;
    if (rest.length || !known?.test(period) || Object.hasOwn(held, key)) return null;
    held[key] = period;
  }
  return held;
}

/** The mark of a card behind on its sources: its accessible name and tooltip; null when the card is current. */
export function newerDataLabel(held: Readonly<Record<string, string>>, published: PublishedNow, now: Date) {
  const notes = behindNotes(held, published, now);
  if (!notes.length) return null;
  const text = notes.join("; ");
  return `Newer data out: ${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
}

/** The newest month of figures from BLS's monthly releases among a dataset's sources (its "figures up to"). */
export function newestMonthlyMonth(
  sources: readonly { readonly id: string; readonly referencePeriod: string }[],
): string | undefined {
  return sources
    .filter((s) => RELEASE_OF_SOURCE[s.id])
    .map((s) => periodEndMonth(s.referencePeriod))
    .sort()
    .at(-1);
}
