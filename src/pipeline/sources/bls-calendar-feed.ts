/**
 * The BLS release calendar: BLS publishes the schedule of its news releases as an iCalendar feed. The scheduler
 * reads it once a day to know when The Employment Situation, JOLTS and State Employment and Unemployment come out.
 */
import { type EnvSource, variableOf } from "../../domain/environment.ts";
import { parseBlsCalendar, type ReleaseCalendar } from "../../domain/release-calendar.ts";
import { DEFAULT_POLICY, type FetchPolicy, fetchText, UpstreamError } from "./upstream-fetch.ts";

export const BLS_CALENDAR_URL = "https://www.bls.gov/schedule/news_release/bls.ics";
/** Environment variable that replaces the calendar's URL (tests point it at a fake). */
export const BLS_CALENDAR_ENV = "BLS_CALENDAR_URL";
/** How often the calendar is fetched again (BLS changes it a few times a year). */
export const CALENDAR_MAX_AGE_HOURS = 20;

const CALENDAR_POLICY: FetchPolicy = { ...DEFAULT_POLICY, timeoutMs: 8_000, retries: 1, maxBytes: 4 * 1024 * 1024 };

/** Fetches and reads the calendar; throws UpstreamError when it cannot be fetched or holds none of our releases. */
export async function fetchBlsCalendar(
  env: EnvSource,
  now: Date,
  policy: FetchPolicy = CALENDAR_POLICY,
): Promise<ReleaseCalendar> {
  const url = variableOf(BLS_CALENDAR_ENV, env) ?? BLS_CALENDAR_URL;
  // BLS refuses requests without a User-Agent that names the caller.
  const answer = await fetchText(url, { headers: { "user-agent": "US Jobs Analytics release calendar" } }, policy);
  let releases: ReturnType<typeof parseBlsCalendar>;
  try {
    releases = parseBlsCalendar(answer.text);
  } catch (error) {
    throw new UpstreamError(url, (error as Error).message);
  }
  if (releases.length === 0) throw new UpstreamError(url, "the calendar lists none of the releases the site shows");
  return { fetchedAt: now.toISOString(), url, releases };
}
