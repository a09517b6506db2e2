/**
 * The BLS releases and the daily sources whose freshness the site follows, by id, and the rules about their dates
 * that pages need in the browser too (so nothing here reads a calendar or validates one).
 */
import { periodEnd } from "./periods.ts";

/** The BLS news releases whose figures the site shows, by the words BLS's calendar titles them with. */
export const RELEASES = {
  "employment-situation": "Employment Situation",
  jolts: "Job Openings and Labor Turnover Survey",
  "state-employment": "State Employment and Unemployment",
} as const;
export type ReleaseId = keyof typeof RELEASES;

/** Today's date in Washington, where BLS release dates are set ("YYYY-MM-DD"). */
export function washingtonDate(now: Date): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "America/New_York" }).format(now);
}

/** The release that brings each catalogue source's new figures (sources not listed follow no BLS release). */
export const RELEASE_OF_SOURCE: Readonly<Record<string, ReleaseId>> = {
  "bls-cps-unemployment": "employment-situation",
  "bls-ces-industries": "employment-situation",
  "bls-ces-health-care": "employment-situation",
  "bls-national-fred": "employment-situation",
  "bls-jolts-national": "jolts",
  "bls-jolts-levels": "jolts",
  "bls-jolts-industries": "jolts",
  "bls-jolts-industry-hires": "jolts",
  "bls-laus-states": "state-employment",
  "bls-ces-states": "state-employment",
};

/**
 * Sources refreshed daily or weekly rather than on BLS's calendar: how many days old their newest data may be before
 * it means the site has stopped receiving them (the cadence plus grace). Job boards are fetched daily and dated by
 * the fetch; Indeed publishes its index weekly; the WARN register adds notices daily, but a quiet month of filings
 * happens, so it allows a month.
 */
export const SOURCE_MAX_AGE_DAYS: Readonly<Record<string, number>> = {
  indeed: 21,
  greenhouse: 3,
  ashby: 3,
  themuse: 3,
  warn: 30,
  // DOL publishes claims every Thursday: initial claims for the week that ended five days before, continued claims
  // a week later. Twelve days is the usual age of the newest week; a missed Thursday makes it nineteen.
  "dol-ui-claims": 19,
};

/** What the site calls the sources that are not BLS releases, wherever it speaks of their data's age or arrival. */
export const SOURCE_NAMES: Readonly<Record<string, string>> = {
  indeed: "Indeed Job Postings Index",
  warn: "WARN layoff notices",
  greenhouse: "Greenhouse job-board postings",
  "greenhouse-companies": "Greenhouse job-board postings",
  ashby: "Ashby job-board postings",
  themuse: "The Muse job postings",
  "dol-ui-claims": "Unemployment insurance weekly claims",
};

/** The daily or weekly sources whose newest date is older than their cadence allows at `now`. */
export function staleDailySources(
  sources: readonly { readonly id: string; readonly referencePeriod: string }[],
  now: Date,
): { id: string; name: string; newest: string }[] {
  const out = new Map<string, { id: string; name: string; newest: string }>();
  for (const s of sources) {
    const days = SOURCE_MAX_AGE_DAYS[s.id];
    const newest = periodEnd(s.referencePeriod);
    if (days === undefined || !/^\d{4}-\d{2}-\d{2}$/.test(newest)) continue;
    const ageDays = (now.getTime() - Date.parse(`${newest}T00:00:00Z`)) / 86_400_000;
    if (ageDays > days) out.set(s.id, { id: s.id, name: SOURCE_NAMES[s.id] ?? s.id, newest });
  }
  return [...out.values()];
}
