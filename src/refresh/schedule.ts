/**
 * What the scheduled function decides each time it runs: which sources are due now. A BLS source is due when a
 * release the site shows came out today (or in the last few days) with a month the data does not hold yet; the
 * daily sources when their least interval has passed since their last good fetch. The BLS calendar itself is
 * fetched again when older than a day; if that fails, the last good one is used, and without any calendar the BLS
 * API falls back to its least interval.
 */
import { heldPeriods, type ReleaseCalendar, releasesDue, type ScheduledRelease } from "../domain/release-calendar.ts";
import { CALENDAR_MAX_AGE_HOURS, fetchBlsCalendar } from "../pipeline/sources/bls-calendar-feed.ts";
import { isDue, LIVE_SOURCES, type LiveSource } from "../pipeline/sources/registry.ts";
import type { EnvSource } from "../server/env.ts";
import { readCalendar, writeCalendar } from "../server/versions/history.ts";
import { readSourceState } from "../server/versions/raw-inputs.ts";
import { readServedManifestEntries } from "../server/versions/version-store.ts";

export interface RefreshPlan {
  readonly due: readonly LiveSource["id"][];
  /** One line per decision, for the function's log. */
  readonly reasons: readonly string[];
  readonly releasesToday: readonly ScheduledRelease[];
  readonly calendar: ReleaseCalendar | null;
}

/** The last good calendar, fetched again when older than CALENDAR_MAX_AGE_HOURS. */
export async function currentCalendar(
  env: EnvSource,
  now: Date,
  log: (line: string) => void,
  fetchCalendar: typeof fetchBlsCalendar = fetchBlsCalendar,
): Promise<ReleaseCalendar | null> {
  const stored = await readCalendar();
  if (stored && now.getTime() - Date.parse(stored.fetchedAt) < CALENDAR_MAX_AGE_HOURS * 3_600_000) return stored;
  try {
    const fresh = await fetchCalendar(env, now);
    await writeCalendar(fresh);
    log(`release calendar: ${fresh.releases.length} releases read from ${fresh.url}`);
    return fresh;
  } catch (error) {
    log(`release calendar not refreshed (${(error as Error).message}); ${stored ? "using the last good one" : "none"}`);
    return stored;
  }
}

export async function planRefresh(
  env: EnvSource,
  now: Date,
  log: (line: string) => void = () => {},
): Promise<RefreshPlan> {
  const calendar = await currentCalendar(env, now, log);
  const sources = await readServedManifestEntries();
  const held = heldPeriods(sources);
  const releasesToday = calendar ? releasesDue(calendar.releases, held, now) : [];
  const due: LiveSource["id"][] = [];
  const reasons: string[] = [];
  for (const source of LIVE_SOURCES) {
    const state = await readSourceState(source.id);
    if (source.id === "bls-api" && calendar) {
      if (releasesToday.length > 0) {
        due.push(source.id);
        reasons.push(
          `bls-api due: ${releasesToday.map((r) => `${r.release} ${r.period} released ${r.date}`).join(", ")}`,
        );
      } else reasons.push("bls-api not due: no release of a month the data lacks in the last 3 days");
      continue;
    }
    if (isDue(source, state?.fetchedAt, now)) {
      due.push(source.id);
      reasons.push(
        `${source.id} due: last good fetch ${state?.fetchedAt ?? "never"}, ${source.weekly ? source.cadence : `every ${source.minIntervalHours} h`}`,
      );
    } else reasons.push(`${source.id} not due: last good fetch ${state?.fetchedAt}`);
  }
  return { due, reasons, releasesToday, calendar };
}
