/**
 * The one list of upstream sources the live site refreshes from: who owns each, its official endpoint, how often it
 * changes, where its owner documents it, and the environment variable that points it elsewhere (tests run fakes on
 * loopback through these). Annual sources are imported by hand from the owner's file; for those the list records
 * the version in use and when the next one is expected, so a refresh can report their age.
 */
import { type EnvName, type EnvSource, variableOf } from "../../domain/environment.ts";
import type { SourceId } from "../source-catalogue.ts";

export interface LiveSource {
  readonly id: "bls-api" | "indeed" | "greenhouse" | "ashby" | "warn" | "fred-claims";
  readonly owner: string;
  readonly title: string;
  /** Official endpoint (base URL the adapter appends paths to). */
  readonly endpoint: string;
  /** Environment variable that replaces `endpoint`. */
  readonly baseUrlEnv: EnvName;
  readonly docs: string;
  /** How often the owner publishes, in words, and the least time between two fetches. */
  readonly cadence: string;
  readonly minIntervalHours: number;
  /**
   * A source published once a week: due again only once the week's publication time (weekday, 0 = Sunday, and hour
   * in UTC) has passed since its last good fetch.
   */
  readonly weekly?: { readonly weekday: number; readonly hourUtc: number };
  /** Catalogue entries (src/pipeline/source-catalogue.ts) whose figures this source feeds. */
  readonly feeds: readonly SourceId[];
  // The code that fetches each source is in adapters.ts: the refresh scheduler reads this list to decide what is
  // due and must not carry the adapters' parsers (CSV, JSON, spreadsheets).
}

export interface ManualSource {
  readonly id: string;
  readonly owner: string;
  readonly title: string;
  readonly docs: string;
  readonly cadence: string;
  /** Version in the dataset (as its owner names it). */
  readonly version: string;
  /** When the owner is expected to publish the next version ("YYYY-MM", from its usual schedule). */
  readonly nextRelease: string;
  readonly feeds: readonly SourceId[];
}

export const LIVE_SOURCES: readonly LiveSource[] = [
  {
    id: "bls-api",
    owner: "U.S. Bureau of Labor Statistics",
    title: "BLS Public Data API v2: JOLTS, CPS, CES (national and state), LAUS",
    endpoint: "https://api.bls.gov/publicAPI/v2/timeseries/data/",
    baseUrlEnv: "BLS_API_BASE_URL",
    docs: "https://www.bls.gov/developers/api_signature_v2.htm",
    cadence: "monthly, on the BLS release calendar (Employment Situation, JOLTS, State Employment and Unemployment)",
    minIntervalHours: 6,
    feeds: [
      "bls-jolts-national",
      "bls-jolts-levels",
      "bls-jolts-industries",
      "bls-jolts-industry-hires",
      "bls-cps-unemployment",
      "bls-laus-states",
      "bls-ces-states",
      "bls-ces-industries",
      "bls-ces-health-care",
      "bls-national-fred",
    ],
  },
  {
    id: "indeed",
    owner: "Indeed Hiring Lab",
    title: "Job Postings Index, United States and states (raw CSV files of hiring-lab/job_postings_tracker)",
    endpoint: "https://raw.githubusercontent.com/hiring-lab/job_postings_tracker/master/US",
    baseUrlEnv: "INDEED_BASE_URL",
    docs: "https://github.com/hiring-lab/job_postings_tracker",
    cadence: "weekly (daily values, published about once a week)",
    minIntervalHours: 20,
    feeds: ["indeed"],
  },
  {
    id: "greenhouse",
    owner: "Employers' public Greenhouse job boards",
    title: "Greenhouse Job Board API, list of open jobs per board",
    endpoint: "https://boards-api.greenhouse.io/v1/boards",
    baseUrlEnv: "GREENHOUSE_BASE_URL",
    docs: "https://developers.greenhouse.io/job-board.html",
    cadence: "daily",
    minIntervalHours: 20,
    feeds: ["greenhouse"],
  },
  {
    id: "ashby",
    owner: "Employers' public Ashby job boards",
    title: "Ashby Posting API, job board per organisation",
    endpoint: "https://api.ashbyhq.com/posting-api/job-board",
    baseUrlEnv: "ASHBY_BASE_URL",
    docs: "https://developers.ashbyhq.com/docs/public-job-posting-api",
    cadence: "daily",
    minIntervalHours: 20,
    feeds: ["ashby"],
  },
  {
    id: "warn",
    owner: "State workforce agencies, compiled by the WARN Notice Register",
    title: "WARN Act notices, per-state CSV exports",
    endpoint: "https://raw.githubusercontent.com/bchaps1999/warn-notice-register/main/data/exports/states",
    baseUrlEnv: "WARN_BASE_URL",
    docs: "https://github.com/bchaps1999/warn-notice-register",
    cadence: "daily",
    minIntervalHours: 20,
    feeds: ["warn"],
  },
  {
    id: "fred-claims",
    owner: "U.S. Department of Labor (ETA 539), as published by the Federal Reserve Bank of St. Louis (FRED)",
    title: "Weekly unemployment-insurance claims, initial (ICSA) and continued (CCSA), seasonally adjusted",
    endpoint: "https://api.stlouisfed.org/fred",
    baseUrlEnv: "FRED_BASE_URL",
    docs: "https://fred.stlouisfed.org/docs/api/fred/series_observations.html",
    cadence: "weekly, Thursdays at 8:30 a.m. Eastern (FRED_API_KEY required)",
    minIntervalHours: 20,
    // 8:30 a.m. in Washington is 12:30 or 13:30 UTC; 14:00 UTC is after it all year, with FRED's own lag.
    weekly: { weekday: 4, hourUtc: 14 },
    feeds: ["dol-ui-claims"],
  },
];

export const MANUAL_SOURCES: readonly ManualSource[] = [
  {
    id: "bls-oews",
    owner: "U.S. Bureau of Labor Statistics",
    title: "Occupational Employment and Wage Statistics (national and state workbooks)",
    docs: "https://www.bls.gov/oes/tables.htm",
    cadence: "annual (May reference period, published the following spring)",
    version: "May 2025",
    nextRelease: "2027-04",
    feeds: ["bls-oews-national", "bls-oews-states"],
  },
  {
    id: "bls-employment-projections",
    owner: "U.S. Bureau of Labor Statistics",
    title: "Employment Projections, occupation.xlsx",
    docs: "https://www.bls.gov/emp/data/occupational-data.htm",
    cadence: "annual (late August or September)",
    version: "2024–34",
    nextRelease: "2027-09",
    feeds: ["bls-employment-projections"],
  },
  {
    id: "onet",
    owner: "National Center for O*NET Development (USDOL/ETA)",
    title: "O*NET Database text files",
    docs: "https://www.onetcenter.org/database.html",
    cadence: "several releases a year (February, August, November)",
    version: "O*NET 29.3 (May 2025)",
    nextRelease: "2027-02",
    feeds: ["onet"],
  },
  {
    id: "dingel-neiman",
    owner: "Jonathan I. Dingel and Brent Neiman",
    title: "Teleworkable occupations",
    docs: "https://github.com/jdingel/DingelNeiman-workathome",
    cadence: "no schedule (research data set, 2020)",
    version: "2020",
    nextRelease: "none scheduled",
    feeds: ["dingel-neiman"],
  },
];

/** The base URL a source is fetched from: the environment's override, else the official endpoint (no trailing /). */
export function baseUrlOf(source: LiveSource, env: EnvSource): string {
  const base = variableOf(source.baseUrlEnv, env) ?? source.endpoint;
  return source.id === "bls-api" ? base : base.replace(/\/+$/, "");
}

/** The latest moment at or before `now` that is `weekday` at `hourUtc`:00 UTC. */
export function lastWeekly(now: Date, weekday: number, hourUtc: number): Date {
  const at = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), hourUtc));
  at.setUTCDate(at.getUTCDate() - ((at.getUTCDay() - weekday + 7) % 7));
  if (at.getTime() > now.getTime()) at.setUTCDate(at.getUTCDate() - 7);
  return at;
}

/**
 * Whether a source is due: never fetched, or its least interval has passed since the last successful fetch (and, for
 * a weekly source, its week's publication time too). A failing fetch leaves the last good one, so it stays due.
 */
export function isDue(source: LiveSource, lastFetchedAt: string | undefined, now: Date): boolean {
  if (!lastFetchedAt) return true;
  const last = Date.parse(lastFetchedAt);
  if (now.getTime() - last < source.minIntervalHours * 3_600_000) return false;
  return !source.weekly || lastWeekly(now, source.weekly.weekday, source.weekly.hourUtc).getTime() > last;
}
