// Which updates are due to subscribers, and sending them: each version published in the last days to the
// subscribers who want every release, on Mondays the past week's versions as one digest to the weekly ones, and in
// the two days before an Employment Situation the served forecast of its unemployment rate to the subscribers of
// "Forecast before each jobs report" (once per method version and month).
// Safe to run as often as wanted: the send records make a second run send only what the first did not.

import { forecastNoticeDue } from "../../domain/forecast-notice.ts";
import { formatDate, formatPeriod } from "../../domain/format.ts";
import { forecastNote } from "../../domain/outlook/announce.ts";
import { nextRelease, RELEASES, type ReleaseId } from "../../domain/release-calendar.ts";
import { loadEntity } from "../dataset-reader.ts";
import { type HistoryEntry, readCalendar, readHistory } from "../versions/history.ts";
import { readDigest } from "../versions/version-store.ts";
import { type DeliveryOptions, type DeliveryReport, deliverUpdate, type Update } from "./notification-delivery.ts";

/** Versions published this long ago or less are still sent to release subscribers (a run may have missed them). */
export const RELEASE_WINDOW_DAYS = 3;
/** The weekly digest goes out on Mondays from this hour (UTC), covering the 7 days before the Monday. */
export const DIGEST_HOUR_UTC = 13;

/** "2026-W48": the ISO week of a date (weeks start on Monday; week 1 holds the year's first Thursday). */
export function isoWeek(date: Date): string {
  const d = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
  const day = d.getUTCDay() || 7;
  d.setUTCDate(d.getUTCDate() + 4 - day);
  const yearStart = Date.UTC(d.getUTCFullYear(), 0, 1);
  const week = Math.ceil(((d.getTime() - yearStart) / 86_400_000 + 1) / 7);
  return `${d.getUTCFullYear()}-W${String(week).padStart(2, "0")}`;
}

async function nextLines(now: Date): Promise<string[]> {
  const calendar = await readCalendar();
  if (!calendar) return [];
  return (Object.keys(RELEASES) as ReleaseId[])
    .map((id) => nextRelease(calendar.releases, id, now))
    .filter((r) => r !== null)
    .sort((a, b) => (a.date < b.date ? -1 : 1))
    .map((r) => `Next update: ${formatDate(r.date)}, ${RELEASES[r.release]} for ${formatPeriod(r.period)}.`);
}

/** The served forecast, if its Employment Situation is one or two days ahead; a dataset that cannot be read, none. */
async function dueForecast(now: Date): Promise<Update | undefined> {
  const calendar = await readCalendar();
  if (!calendar) return undefined;
  const outlook = await loadEntity("outlook").catch((error: unknown) => {
    console.warn(`[notify] no forecast email: the outlook cannot be read (${(error as Error).message})`);
    return undefined;
  });
  if (!outlook) return undefined;
  const notice = forecastNoticeDue(forecastNote(outlook.data), calendar.releases, now);
  return notice && { id: notice.id, frequency: "any", versions: [], next: [], forecast: notice };
}

type Published = Update["versions"][number];

/** A published history entry as an update's version: its change record and digest (null when it cannot be read). */
async function publishedVersion(h: HistoryEntry): Promise<Published[]> {
  if (!h.changes) return [];
  const digest = await readDigest(h.version).catch((error: unknown) => {
    console.warn(
      `[notify] ${h.version}: no figures in the email, its digest cannot be read (${(error as Error).message})`,
    );
    return null;
  });
  return [{ at: h.at, changes: h.changes, digest }];
}

/**
 * The updates due at `now`: recent versions for release subscribers, the weekly digest on Mondays, and the forecast
 * in the two days before its jobs report. A version is due from the moment the served dataset moved to it (its
 * history entry's time), whether a refresh published it or an operator published it after the gate held it.
 */
export async function dueUpdates(now: Date): Promise<Update[]> {
  const history = (await readHistory()).filter((h) => h.kind !== "rollback" && h.changes !== null);
  const next = await nextLines(now);
  const since = now.getTime() - RELEASE_WINDOW_DAYS * 86_400_000;
  const updates: Update[] = [];
  for (const h of history.filter((e) => Date.parse(e.at) >= since).reverse())
    updates.push({ id: h.version, frequency: "release", versions: await publishedVersion(h), next });
  if (now.getUTCDay() === 1 && now.getUTCHours() >= DIGEST_HOUR_UTC) {
    const monday = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
    const week: Published[] = [];
    for (const h of history
      .filter((e) => Date.parse(e.at) >= monday - 7 * 86_400_000 && Date.parse(e.at) < monday)
      .reverse())
      week.push(...(await publishedVersion(h)));
    if (week.length > 0)
      updates.push({ id: `week-${isoWeek(new Date(monday - 86_400_000))}`, frequency: "weekly", versions: week, next });
  }
  const forecast = await dueForecast(now);
  if (forecast) updates.push(forecast);
  return updates;
}

/** Sends every due update; returns each one's report. */
export async function runNotifications(
  now: Date,
  options: DeliveryOptions,
): Promise<{ id: string; report: DeliveryReport }[]> {
  const out: { id: string; report: DeliveryReport }[] = [];
  const clock = options.now ?? (() => now);
  for (const update of await dueUpdates(now))
    out.push({ id: update.id, report: await deliverUpdate(update, { ...options, now: clock }) });
  return out;
}
