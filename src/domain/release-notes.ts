// The next BLS release the site's figures wait for, in words. It depends on the moment it is said, so the status
// line asks for it when the page is read (/api/status), never when the page is built.
import { formatDate, formatPeriod } from "./format.ts";
import { RELEASES, type ScheduledRelease, washingtonDate } from "./release-calendar.ts";

/** "Next BLS release: Employment Situation for November 2026, Dec 04, 2026." — the soonest still to come. */
export function nextReleaseNote(calendar: readonly ScheduledRelease[] | null, now: Date): string | undefined {
  const today = washingtonDate(now);
  const next = calendar?.filter((r) => r.date >= today).sort((a, b) => (a.date < b.date ? -1 : 1))[0];
  return next
    ? `Next BLS release: ${RELEASES[next.release]} for ${formatPeriod(next.period)}, ${formatDate(next.date)}.`
    : undefined;
}
