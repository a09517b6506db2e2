// The data status at request time: what each scheduled source has published by now, from the stored BLS release
// calendar (when the scheduler has fetched one) and each source's usual schedule; and, for the page asking, what
// its status line and its cards' marks say.
import { nextReleaseNote } from "../domain/release-notes.ts";
import { newerDataLabel, type PublishedNow, parseHeld, publishedAsOf, siteStatus } from "../domain/source-cadence.ts";
import { readCalendar } from "./versions/history.ts";

export interface DataStatus {
  /** The moment the status was computed (ISO). */
  readonly checkedAt: string;
  /** Whether BLS's calendar was read: without it every source is judged by its usual schedule. */
  readonly calendar: boolean;
  readonly published: PublishedNow;
  /** For `month`: "BLS has published August and September since; …", when it has. */
  readonly since?: string;
  /** "Next BLS release: …", from the calendar, when it lists one still to come. */
  readonly next?: string;
  /** For each card of `held`, in its order: the mark's label, or null when the card is current. */
  readonly marks: (string | null)[];
}

/** What a page asks about: the newest month it shows, and what each of its cards holds. */
export interface StatusQuery {
  readonly month?: string;
  readonly held: Record<string, string>[];
}

/** Most cards one request may ask about (a page has a dozen at most). */
const MAX_CARDS = 30;

/** The query of a status request, or the reason it is not one. */
export function parseStatusQuery(params: URLSearchParams): StatusQuery | { error: string } {
  const month = params.get("month") ?? undefined;
  if (month !== undefined && !/^\d{4}-(0[1-9]|1[0-2])$/.test(month))
    return { error: 'month must be a month like "2026-07".' };
  const text = params.get("held");
  if (text === null) return month === undefined ? { held: [] } : { month, held: [] };
  const cards = text.split("|");
  const held = cards.map(parseHeld);
  if (cards.length > MAX_CARDS || held.some((h) => h === null))
    return {
      error: `held must list at most ${MAX_CARDS} cards separated by "|", each as source:period pairs separated by ",".`,
    };
  return { ...(month === undefined ? {} : { month }), held: held as Record<string, string>[] };
}

/** The status at `now`. A calendar that cannot be read counts as none: the usual schedules still answer. */
export async function dataStatus(now: Date, query: StatusQuery = { held: [] }): Promise<DataStatus> {
  const calendar = await readCalendar().catch((error: unknown) => {
    console.error("[status] cannot read the release calendar:", error instanceof Error ? error.message : error);
    return null;
  });
  const published = publishedAsOf(calendar?.releases ?? null, now);
  const since = query.month ? siteStatus(query.month, published).since : undefined;
  const next = nextReleaseNote(calendar?.releases ?? null, now);
  return {
    checkedAt: now.toISOString(),
    calendar: calendar !== null,
    published,
    ...(since ? { since } : {}),
    ...(next ? { next } : {}),
    marks: query.held.map((h) => newerDataLabel(h, published, now)),
  };
}

/**
 * Browsers keep the status five minutes, the CDN fifteen, one copy per page's question: a release shows within a
 * quarter of an hour of its time, and the status never stays frozen past that.
 */
export const STATUS_CACHE_HEADERS: Readonly<Record<string, string>> = {
  "Cache-Control": "public, max-age=300",
  "Netlify-CDN-Cache-Control": "public, s-maxage=900",
  "Netlify-Vary": "query=month|held",
};
