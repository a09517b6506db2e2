// The data status at request time: what each scheduled source has published by now, from the stored BLS release
// calendar (when the scheduler has fetched one) and each source's usual schedule.
import { type PublishedNow, publishedAsOf } from "../domain/source-cadence.ts";
import { readCalendar } from "./refresh/history.ts";

export interface DataStatus {
  /** The moment the status was computed (ISO); pages judge the age of daily sources by it. */
  readonly checkedAt: string;
  /** Whether BLS's calendar was read: without it every source is judged by its usual schedule. */
  readonly calendar: boolean;
  readonly published: PublishedNow;
}

/** The status at `now`. A calendar that cannot be read counts as none: the usual schedules still answer. */
export async function dataStatus(now: Date): Promise<DataStatus> {
  const calendar = await readCalendar().catch((error: unknown) => {
    console.error("[status] cannot read the release calendar:", error instanceof Error ? error.message : error);
    return null;
  });
  return {
    checkedAt: now.toISOString(),
    calendar: calendar !== null,
    published: publishedAsOf(calendar?.releases ?? null, now),
  };
}

/**
 * Browsers keep the status five minutes, the CDN fifteen: a release shows within a quarter of an hour of its
 * time, and the status never stays frozen past that.
 */
export const STATUS_CACHE_HEADERS: Readonly<Record<string, string>> = {
  "Cache-Control": "public, max-age=300",
  "Netlify-CDN-Cache-Control": "public, s-maxage=900",
};
