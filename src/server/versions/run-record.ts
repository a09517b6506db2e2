/**
 * The last-run record a refresh leaves behind: its outcome, and the failure episode of each failing source (since
 * when, why, the last good data the site keeps serving). Written only by the holder of the refresh lock, so the
 * read-modify-write below never races another refresh. It tells the operator about new episodes once.
 */
import type { SourceResult } from "../../domain/changes.ts";
import { periodEndMonth } from "../../domain/periods.ts";
import { type LastGood, nextFailures, type SourceFailure } from "../../domain/source-failures.ts";
import { alertOperator } from "./failure-alert.ts";
import { type LastRun, readLastRun, writeLastRun } from "./history.ts";
import { readSourceState } from "./raw-inputs.ts";
import { readServedManifestEntries } from "./version-store.ts";

export interface RunOutcome {
  readonly at: string;
  readonly status: LastRun["status"];
  /** The version served after the run. */
  readonly version: string | null;
  readonly detail: string;
  readonly sources: readonly SourceResult[];
  /** Each live source's id → the catalogue sources (manifest ids) its figures feed. */
  readonly feeds: Readonly<Record<string, readonly string[]>>;
}

/** Each live source's last good data in the served dataset: its last good fetch and newest reference period. */
async function lastGoodData(feedsOf: RunOutcome["feeds"]): Promise<(source: string) => LastGood> {
  const [entries, states] = await Promise.all([
    readServedManifestEntries(),
    Promise.all(Object.keys(feedsOf).map(async (id) => [id, await readSourceState(id)] as const)),
  ]);
  const fetched = new Map<string, { fetchedAt: string } | null>(states);
  return (id) => {
    const feeds = new Set<string>(feedsOf[id] ?? []);
    const periods = entries.filter((e) => feeds.has(e.id)).map((e) => periodEndMonth(e.referencePeriod));
    return { fetchedAt: fetched.get(id)?.fetchedAt ?? null, period: periods.sort().at(-1) ?? null };
  };
}

/** Writes the last-run record (alerting the operator about new failure episodes) and returns the open episodes. */
export async function recordRun(outcome: RunOutcome, log: (line: string) => void): Promise<SourceFailure[]> {
  const previous = await readLastRun().catch(() => null);
  let failures = nextFailures(previous?.failures ?? [], outcome.sources, outcome.at, await lastGoodData(outcome.feeds));
  failures = await alertOperator(failures, outcome.version, outcome.at, log);
  await writeLastRun({
    at: outcome.at,
    status: outcome.status,
    version: outcome.version,
    detail: outcome.detail.slice(0, 2000),
    failures,
  });
  return failures;
}

/** What the public may see of the last run: when, its outcome, and each failing source (no operator details). */
export interface RefreshHealth {
  readonly lastRunAt: string;
  readonly lastRunStatus: LastRun["status"];
  readonly failing: readonly Omit<SourceFailure, "notifiedAt">[];
}

/** The last run as /api/health and /updates show it; null before any refresh ran. */
export async function refreshHealth(): Promise<RefreshHealth | null> {
  const run = await readLastRun();
  if (!run) return null;
  return {
    lastRunAt: run.at,
    lastRunStatus: run.status,
    failing: run.failures.map(({ notifiedAt: _, ...f }) => f),
  };
}
