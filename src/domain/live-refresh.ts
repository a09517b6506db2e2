/**
 * Whether the scheduled live refresh can run and how it went: not configured (and why: no raw snapshot to build over,
 * no address or secret to start it with), failing (a source's upstream did not answer, or an error stopped the run,
 * with its one-line message) or ok. The scheduler and the background refresh keep the last verdict in a record and
 * say a new one once, in one line; /api/health shows it. Pure: src/server/versions/live-refresh-record.ts stores it.
 */
import { z } from "zod";

export const LIVE_REFRESH_STATES = ["not-configured", "failing", "ok"] as const;
export type LiveRefreshState = (typeof LIVE_REFRESH_STATES)[number];

/** A verdict: the state and why (null when ok). */
export interface LiveRefreshVerdict {
  readonly state: LiveRefreshState;
  readonly reason: string | null;
}

export const LiveRefreshSchema = z.object({
  state: z.enum(LIVE_REFRESH_STATES),
  reason: z.string().nullable(),
  /** When this verdict was first reached (the line was said then). */
  since: z.iso.datetime(),
  /** The latest scheduled check or run that reached it. */
  checkedAt: z.iso.datetime(),
});
export type LiveRefresh = z.infer<typeof LiveRefreshSchema>;

const MAX_REASON = 600;

/** Text on one line (whitespace runs, newlines included, become one space), at most MAX_REASON characters. */
export function oneLine(text: string): string {
  const line = text.replace(/\s+/g, " ").trim();
  return line.length > MAX_REASON ? `${line.slice(0, MAX_REASON - 1)}…` : line;
}

export const LIVE_REFRESH_OK: LiveRefreshVerdict = { state: "ok", reason: null };

export function notConfigured(problems: readonly string[]): LiveRefreshVerdict {
  return { state: "not-configured", reason: oneLine(problems.join("; ")) };
}

/** After a run: failing while a source fails (each named with its upstream's one-line error), ok otherwise. */
export function afterRun(failures: readonly { source: string; reason: string }[]): LiveRefreshVerdict {
  if (failures.length === 0) return LIVE_REFRESH_OK;
  return { state: "failing", reason: oneLine(failures.map((f) => `${f.source}: ${f.reason}`).join("; ")) };
}

/** A run an error stopped (its message, on one line; never the stack). */
export function stoppedBy(error: unknown): LiveRefreshVerdict {
  const message = error instanceof Error ? error.message : String(error);
  return { state: "failing", reason: oneLine(`refresh stopped: ${message}`) };
}

/** A configured check ends a "not configured" verdict (or starts the record); it leaves a run's verdict alone. */
export function afterConfiguredCheck(previous: LiveRefresh | null): LiveRefreshVerdict | null {
  return previous === null || previous.state === "not-configured" ? LIVE_REFRESH_OK : null;
}

/** The one line that says a verdict in the log. */
export function liveRefreshLine(verdict: LiveRefreshVerdict): string {
  if (verdict.state === "ok") return "live refresh ok";
  const what = verdict.state === "failing" ? "failing" : "not configured";
  return `live refresh ${what}: ${verdict.reason ?? "no reason given"}`;
}

const sameVerdict = (a: LiveRefreshVerdict, b: LiveRefreshVerdict) => a.state === b.state && a.reason === b.reason;

/** The record after a check or run at `at`, and the line to log: only when the verdict changed. */
export function nextLiveRefresh(
  previous: LiveRefresh | null,
  verdict: LiveRefreshVerdict,
  at: string,
): { record: LiveRefresh; line: string | null } {
  if (previous && sameVerdict(previous, verdict)) return { record: { ...previous, checkedAt: at }, line: null };
  return {
    record: { state: verdict.state, reason: verdict.reason, since: at, checkedAt: at },
    line: liveRefreshLine(verdict),
  };
}

/** What /api/health shows: the configuration as it is now, else the last run's verdict. */
export interface LiveRefreshHealth {
  readonly state: LiveRefreshState;
  readonly reason: string | null;
  /** Since when this verdict holds, when the scheduled refresh has reached it already. */
  readonly since: string | null;
  /** The scheduled refresh's latest check or run, if any. */
  readonly checkedAt: string | null;
}

/**
 * The verdict now: not configured while `problems` (checked at request time, so fixing the configuration shows at
 * once), else the last run's failing or ok, else ok.
 */
export function liveRefreshNow(problems: readonly string[], record: LiveRefresh | null): LiveRefreshHealth {
  const verdict =
    problems.length > 0
      ? notConfigured(problems)
      : record && record.state !== "not-configured"
        ? record
        : LIVE_REFRESH_OK;
  return {
    state: verdict.state,
    reason: verdict.reason,
    since: record && sameVerdict(record, verdict) ? record.since : null,
    checkedAt: record?.checkedAt ?? null,
  };
}
