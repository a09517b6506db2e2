// The schedule and staleness lines of a card's source note, from the sources of the figures the card shows.
import { formatDate, formatPeriod } from "./format.ts";
import type { Provenance } from "./provenance.ts";
import {
  heldPeriods,
  isStale,
  nextRelease,
  RELEASES,
  type ReleaseId,
  type ScheduledRelease,
  staleDailySources,
} from "./release-calendar.ts";

/**
 * Per BLS release the figures come from: the next release date, and whether a newer release is out. A card's month
 * for a release is the oldest of the months it shows from that release (state payroll jobs to April and unemployment
 * to July are "figures end in April"): the same rule by which the refresh decides what the data holds.
 */
export function releaseNotes(
  sources: readonly { readonly id: string; readonly referencePeriod: string }[],
  calendar: readonly ScheduledRelease[] | null,
  now: Date,
): Pick<Provenance, "schedule" | "stale"> {
  const schedule: string[] = [];
  const stale: string[] = [];
  for (const [release, month] of Object.entries(heldPeriods(sources)) as [ReleaseId, string][]) {
    const next = calendar ? nextRelease(calendar, release, now) : null;
    if (next)
      schedule.push(`Next update: ${formatDate(next.date)} (${RELEASES[release]} for ${formatPeriod(next.period)})`);
    if (isStale(calendar, release, month, now)) {
      stale.push(
        `${RELEASES[release]} figures end in ${formatPeriod(month)}, and BLS has published newer months since`,
      );
    }
  }
  for (const s of staleDailySources(sources, now)) stale.push(`${s.name}, newest from ${formatDate(s.newest)}`);
  return {
    ...(schedule.length ? { schedule } : {}),
    ...(stale.length ? { stale: `Not yet updated: ${stale.join("; ")}.` } : {}),
  };
}
