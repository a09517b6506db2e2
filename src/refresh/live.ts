/**
 * The live refresh on Netlify. A scheduled function runs `runScheduler` (trigger.ts) every half hour: it decides from the release
 * calendar and the sources' last fetches what is due, and if anything is, starts the background function (up to
 * 15 minutes) with the list, authenticated by a shared secret. The background function runs `runLiveRefresh`:
 * the same refresh as `npm run data:refresh`, over the raw snapshot kept in Blobs. The lock in Blobs keeps two
 * refreshes from interleaving whoever starts them.
 */

import { tmpdir } from "node:os";
import path from "node:path";
import { environmentProblems } from "../domain/environment.ts";
import { afterRun, notConfigured, stoppedBy } from "../domain/live-refresh.ts";
import { siteUrl } from "../server/configured-site-url.ts";
import type { EnvSource as Env } from "../server/env.ts";
import { runNotifications } from "../server/subscriptions/notifications-due.ts";
import { noteLiveRefresh } from "../server/versions/live-refresh-record.ts";
import { materializeSnapshot } from "../server/versions/snapshot-store.ts";
import { findSnapshot, type SnapshotSource } from "./configuration.ts";
import { newRefreshOwner, type RefreshOptions, type RefreshReport, runRefresh } from "./run-refresh.ts";

export {
  BACKGROUND_PATH,
  hasRefreshSecret,
  NO_REFRESH_SECRET,
  RefreshRequestSchema,
  refreshSecret,
  runScheduler,
  type SchedulerResult,
  SECRET_HEADER,
} from "./trigger.ts";

/** The snapshot folder: DATA_RAW_DIR's, or the copy kept in Blobs written to /tmp. */
async function snapshotDir(source: Exclude<SnapshotSource, { kind: "none" }>): Promise<string> {
  return source.kind === "folder" ? source.dir : materializeSnapshot(path.join(tmpdir(), "us-jobs-raw-snapshot"));
}

/** A refresh's first line: who it is in the lock, and its process id (to stop it by hand: `kill -9 PID`). */
export function refreshStartLine(owner: string): string {
  return `refresh ${owner} started (pid ${process.pid})`;
}

/** The version a report leaves served: the previous one when the gate held the new one. */
export function servingOf(report: RefreshReport): string | null {
  return report.status === "held" ? report.previousVersion : report.version;
}

/**
 * One refresh and what follows a publish: the notifications to subscribers. The background function and
 * `npm run data:refresh` both run this, so a refresh by hand tells subscribers exactly as a scheduled one does.
 * `deadline` (ms since the epoch) stops starting new sends; the notifications scheduler sends the rest.
 */
export async function refreshAndNotify(options: RefreshOptions, deadline?: number): Promise<RefreshReport> {
  const log = options.log ?? (() => {});
  // A setting that is set but unusable is said by its name before anything is fetched (it then reads as unset).
  for (const problem of environmentProblems(options.env)) log(problem);
  const report = await runRefresh(options);
  const failing = report.failures.map((f) => f.source).join(", ");
  log(
    `refresh ${report.status}: serving ${servingOf(report) ?? "-"} (${report.milliseconds} ms)` +
      (failing ? `; failing: ${failing}` : ""),
  );
  if (report.status === "published") {
    const results = await runNotifications(new Date(), {
      origin: siteUrl(options.env),
      ...(deadline ? { deadline } : {}),
    });
    log(`notifications: ${results.map((r) => `${r.id} ${r.report.sent} sent`).join(", ") || "none due"}`);
  }
  return report;
}

/**
 * The background refresh: the refresh of `only` over the raw snapshot, then the notifications. Without a snapshot,
 * or stopped by an error, it resolves to null; either way the live refresh's verdict is recorded, and said in one line
 * when it changed (never a stack trace).
 */
export async function runLiveRefresh(
  only: readonly string[],
  env: Env,
  log: (line: string) => void = console.log,
): Promise<RefreshReport | null> {
  // Tell subscribers within the background function's 15 minutes.
  const deadline = Date.now() + 13 * 60_000;
  const source = await findSnapshot(env);
  if (source.kind === "none") {
    await noteLiveRefresh(notConfigured([source.reason]), log);
    return null;
  }
  const owner = newRefreshOwner();
  log(refreshStartLine(owner));
  try {
    const report = await refreshAndNotify({ snapshot: await snapshotDir(source), env, only, owner, log }, deadline);
    // A run that found the lock taken learnt nothing about the sources.
    if (report.status !== "locked") await noteLiveRefresh(afterRun(report.failures), log);
    return report;
  } catch (error) {
    await noteLiveRefresh(stoppedBy(error), log);
    return null;
  }
}
