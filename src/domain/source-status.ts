/**
 * The words /updates uses for the state of the live sources, from the last refresh's record as /api/health gives it:
 * when the sources were last checked and each failing source, since when, and the last good data the site keeps
 * showing. One function for the page's HTML at build time and, at run time, for /api/health, whose words the page's
 * script shows. Pure.
 */
import { formatDateTime, formatPeriod } from "./format.ts";

export interface SourceStatusInput {
  readonly lastRunAt: string;
  readonly lastRunStatus: string;
  readonly failing: readonly {
    readonly source: string;
    readonly reason: string;
    readonly since: string;
    readonly lastGood: { readonly fetchedAt: string | null; readonly period: string | null };
  }[];
}

const NAMES: Record<string, string> = {
  "bls-api": "BLS Public Data API",
  indeed: "Indeed Hiring Lab",
  greenhouse: "Greenhouse job boards",
  ashby: "Ashby job boards",
  warn: "WARN notices",
  "fred-claims": "Weekly jobless claims (FRED)",
};

export interface SourceStatusText {
  readonly summary: string;
  /** One line per failing source. */
  readonly failing: readonly string[];
}

export function sourceStatusText(status: SourceStatusInput | null | undefined): SourceStatusText {
  if (!status) return { summary: "No refresh of the sources has run since this page was built.", failing: [] };
  const when = `${formatDateTime(status.lastRunAt)} UTC`;
  const outcome =
    status.lastRunStatus === "failed"
      ? "the refresh stopped with an error; the site keeps serving its last good data"
      : status.failing.length === 0
        ? "every source checked answered"
        : `${status.failing.length === 1 ? "a source is" : `${status.failing.length} sources are`} failing`;
  return {
    summary: `Last check of the sources: ${when} (${status.lastRunStatus}); ${outcome}.`,
    failing: status.failing.map((f) => {
      const good = f.lastGood.period
        ? `its last good data, for ${formatPeriod(f.lastGood.period)}`
        : "no data from it yet";
      const fetched = f.lastGood.fetchedAt ? `, fetched ${formatDateTime(f.lastGood.fetchedAt)} UTC` : "";
      return `${NAMES[f.source] ?? f.source} failing since ${formatDateTime(f.since)} UTC (${f.reason}). The site shows ${good}${fetched}.`;
    }),
  };
}
