// Which updates are due to subscribers, and sending them: each version published in the last days to the
// subscribers who want every release, and on Mondays the past week's versions as one digest to the weekly ones.
// Safe to run as often as wanted: the send records make a second run send only what the first did not.

import { formatDate, formatPeriod } from "../../domain/format.ts";
import { nextRelease, RELEASES, type ReleaseId } from "../../domain/release-calendar.ts";
import { readCalendar, readHistory } from "../refresh/history.ts";
import { type DeliveryOptions, type DeliveryReport, deliverUpdate, type Update } from "./deliver.ts";

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

/** The updates due at `now`: recent versions for release subscribers, and the weekly digest on Mondays. */
export async function dueUpdates(now: Date): Promise<Update[]> {
  const history = (await readHistory()).filter((h) => h.kind !== "rollback" && h.changes !== null);
  const next = await nextLines(now);
  const since = now.getTime() - RELEASE_WINDOW_DAYS * 86_400_000;
  const updates: Update[] = history
    .filter((h) => Date.parse(h.at) >= since)
    .reverse()
    .map((h) => ({
      id: h.version,
      frequency: "release" as const,
      versions: h.changes ? [{ at: h.at, changes: h.changes }] : [],
      next,
    }));
  if (now.getUTCDay() === 1 && now.getUTCHours() >= DIGEST_HOUR_UTC) {
    const monday = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
    const week = history
      .filter((h) => Date.parse(h.at) >= monday - 7 * 86_400_000 && Date.parse(h.at) < monday)
      .reverse()
      .flatMap((h) => (h.changes ? [{ at: h.at, changes: h.changes }] : []));
    if (week.length > 0)
      updates.push({ id: `week-${isoWeek(new Date(monday - 86_400_000))}`, frequency: "weekly", versions: week, next });
  }
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
