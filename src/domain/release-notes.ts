// The schedule line of a card's source note, from the sources of the figures the card shows. Whether newer figures
// are out depends on the moment a page is read, so the page asks for it then (source-cadence.ts, /api/status).
import { formatDate, formatPeriod } from "./format.ts";
import type { Provenance } from "./provenance.ts";
import { heldPeriods, nextRelease, RELEASES, type ReleaseId, type ScheduledRelease } from "./release-calendar.ts";

/** Per BLS release the figures come from: the next release date, as BLS's calendar lists it. */
export function releaseNotes(
  sources: readonly { readonly id: string; readonly referencePeriod: string }[],
  calendar: readonly ScheduledRelease[] | null,
  now: Date,
): Pick<Provenance, "schedule"> {
  const schedule: string[] = [];
  for (const release of Object.keys(heldPeriods(sources)) as ReleaseId[]) {
    const next = calendar ? nextRelease(calendar, release, now) : null;
    if (next)
      schedule.push(`Next update: ${formatDate(next.date)} (${RELEASES[release]} for ${formatPeriod(next.period)})`);
  }
  return schedule.length ? { schedule } : {};
}
