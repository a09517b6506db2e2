/**
 * Failure episodes of the live sources. A source that fails starts an episode (its `since` is that first failure);
 * the episode lasts through further failures and through runs that did not try the source, and ends when the source
 * answers again (updated or unchanged). The operator is told once per episode: `notifiedAt` is set when the alert
 * went out, and a source that recovers and fails anew starts a new episode with a new alert.
 */
import { z } from "zod";
import type { SourceResult } from "./changes.ts";

export const SourceFailureSchema = z.object({
  source: z.string(),
  /** Why it failed the last time (one line). */
  reason: z.string(),
  /** The first failure of this episode. */
  since: z.iso.datetime(),
  /** The latest failure. */
  lastFailedAt: z.iso.datetime(),
  /** The data the site keeps serving for it: when it was last fetched, and its newest reference period. */
  lastGood: z.object({ fetchedAt: z.string().nullable(), period: z.string().nullable() }),
  /** When the operator was emailed about this episode (absent until an alert went out). */
  notifiedAt: z.iso.datetime().optional(),
});
export type SourceFailure = z.infer<typeof SourceFailureSchema>;

export type LastGood = SourceFailure["lastGood"];

const MAX_REASON = 300;

/** The episodes after a run: failed sources continue or start one, answering sources end theirs. */
export function nextFailures(
  previous: readonly SourceFailure[],
  results: readonly SourceResult[],
  at: string,
  lastGood: (source: string) => LastGood,
): SourceFailure[] {
  const before = new Map(previous.map((f) => [f.source, f]));
  const tried = new Map(results.map((r) => [r.id, r]));
  const next: SourceFailure[] = [];
  const ids = [...new Set([...results.map((r) => r.id), ...previous.map((f) => f.source)])];
  for (const id of ids) {
    const result = tried.get(id);
    const open = before.get(id);
    if (!result || result.status === "skipped") {
      if (open) next.push(open);
      continue;
    }
    if (result.status !== "failed") continue;
    const reason = result.detail.replace(/\s+/g, " ").trim().slice(0, MAX_REASON);
    next.push(
      open
        ? { ...open, reason, lastFailedAt: at, lastGood: lastGood(id) }
        : { source: id, reason, since: at, lastFailedAt: at, lastGood: lastGood(id) },
    );
  }
  return next;
}

/** The episodes the operator has not been told about yet. */
export function unannounced(failures: readonly SourceFailure[]): SourceFailure[] {
  return failures.filter((f) => f.notifiedAt === undefined);
}

/** One line per failing source, for logs and the alert's subject. */
export function describeFailure(f: SourceFailure): string {
  const good = f.lastGood.period ? `last good data ${f.lastGood.period}` : "no good data fetched yet";
  const fetched = f.lastGood.fetchedAt ? ` (fetched ${f.lastGood.fetchedAt})` : "";
  return `${f.source} failing since ${f.since}: ${f.reason}; ${good}${fetched}`;
}
