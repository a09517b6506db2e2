/**
 * How recent the figures of a report are, source by source, from its dataset's manifest: "unemployment rate and
 * payroll jobs (BLS Employment Situation) through July 2026; job openings (BLS JOLTS) through June 2026; …", and
 * which newer BLS releases were out when it was generated (from the stored release calendar). Pure.
 */
import { formatPeriod } from "./format.ts";
import { periodEnd } from "./periods.ts";
import type { ScheduledRelease } from "./release-calendar.ts";
import { RELEASES, type ReleaseId, washingtonDate } from "./release-ids.ts";
import { heldByCadence, releasedBy } from "./source-cadence.ts";

/** What the report shows of each group of catalogue sources, in the cover's words. */
const COVER_SUBJECTS: readonly { readonly label: string; readonly sources: readonly string[] }[] = [
  {
    label: "National unemployment rate and payroll jobs (BLS Employment Situation)",
    sources: ["bls-cps-unemployment", "bls-national-fred"],
  },
  { label: "payroll jobs by industry (BLS CES)", sources: ["bls-ces-industries", "bls-ces-health-care"] },
  { label: "job openings (BLS JOLTS)", sources: ["bls-jolts-national"] },
  { label: "job openings and hires levels (BLS JOLTS)", sources: ["bls-jolts-levels"] },
  { label: "layoffs and hires by industry (BLS JOLTS)", sources: ["bls-jolts-industries", "bls-jolts-industry-hires"] },
  { label: "state unemployment rates (BLS LAUS)", sources: ["bls-laus-states"] },
  { label: "state payroll jobs (BLS CES State and Area)", sources: ["bls-ces-states"] },
  { label: "occupational employment and wages (BLS OEWS)", sources: ["bls-oews-national", "bls-oews-states"] },
  { label: "WARN layoff notices", sources: ["warn"] },
  { label: "Indeed Job Postings Index", sources: ["indeed"] },
  { label: "employers' job-board postings", sources: ["greenhouse", "ashby"] },
];

export interface SourceRef {
  readonly id: string;
  readonly referencePeriod: string;
}

/** Each cover subject the report holds, with the newest period its sources reach ("YYYY-MM" or a date). */
export function coverage(sources: readonly SourceRef[]): { label: string; through: string }[] {
  return COVER_SUBJECTS.flatMap(({ label, sources: ids }) => {
    const ends = sources.filter((s) => ids.includes(s.id)).map((s) => periodEnd(s.referencePeriod));
    const through = ends.sort().at(-1);
    return through ? [{ label, through }] : [];
  });
}

/** "National unemployment rate and payroll jobs (BLS Employment Situation) through July 2026; …". */
export function coverageText(sources: readonly SourceRef[]): string {
  const text = coverage(sources)
    .map((c) => `${c.label} through ${formatPeriod(c.through)}`)
    .join("; ");
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
}

/** A BLS release newer than the figures the report holds, out when the report was generated. */
export interface NewerRelease extends ScheduledRelease {
  /** Whether it came out after the dataset was compiled (its `builtAt`). */
  readonly sinceCompiled: boolean;
}

/**
 * Per BLS release, the newest one out at `now` whose reference month is newer than the oldest month the report's
 * sources of that release reach (a report with state payroll jobs to April and state unemployment to July is behind
 * a State Employment and Unemployment for May).
 */
export function newerReleases(
  sources: readonly SourceRef[],
  builtAt: string,
  calendar: readonly ScheduledRelease[] | null,
  now: Date,
): NewerRelease[] {
  const shown = new Set(COVER_SUBJECTS.flatMap((s) => s.sources));
  const held = heldByCadence(sources.filter((s) => shown.has(s.id)));
  const compiled = washingtonDate(new Date(builtAt));
  return (Object.keys(RELEASES) as ReleaseId[]).flatMap((id) => {
    const month = held[id];
    const newest = (calendar ?? [])
      .filter((r) => r.release === id && month !== undefined && r.period > month && releasedBy(r, now))
      .sort((a, b) => (a.period < b.period ? -1 : 1))
      .at(-1);
    return newest ? [{ ...newest, sinceCompiled: newest.date > compiled }] : [];
  });
}

/** A release in words: "Employment Situation for August 2026, released September 4, 2026". */
function releaseWords(r: ScheduledRelease): string {
  return `${RELEASES[r.release]} for ${formatPeriod(r.period)}, released ${formatPeriod(r.date)}`;
}

/** What the cover says of newer releases: one sentence for those out since the data was compiled, one for earlier. */
export function newerReleasesText(newer: readonly NewerRelease[]): string[] {
  const since = newer.filter((r) => r.sinceCompiled).map(releaseWords);
  const before = newer.filter((r) => !r.sinceCompiled).map(releaseWords);
  return [
    ...(since.length ? [`BLS has released newer figures since this data was compiled: ${since.join("; ")}.`] : []),
    ...(before.length
      ? [`BLS had released newer figures than some shown here before this data was compiled: ${before.join("; ")}.`]
      : []),
  ];
}
