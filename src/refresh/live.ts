/**
 * The live refresh on Netlify. A scheduled function runs `runScheduler` every half hour: it decides from the release
 * calendar and the sources' last fetches what is due, and if anything is, starts the background function (up to
 * 15 minutes) with the list, authenticated by a shared secret. The background function runs `runLiveRefresh`:
 * the same refresh as `npm run data:refresh`, over the raw snapshot kept in Blobs. The lock in Blobs keeps two
 * refreshes from interleaving whoever starts them.
 */
import { createHash, timingSafeEqual } from "node:crypto";
import { existsSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { z } from "zod";
import { LIVE_SOURCES } from "../pipeline/sources/registry.ts";
import { env as readEnv } from "../server/env.ts";
import { runNotifications } from "../server/notifications/run.ts";
import { materializeSnapshot } from "../server/refresh/snapshot-store.ts";
import { siteUrl } from "../server/site-url.ts";
import { type RefreshOptions, type RefreshReport, runRefresh } from "./run-refresh.ts";
import { planRefresh, type RefreshPlan } from "./schedule.ts";

type Env = Readonly<Record<string, string | undefined>>;

export const BACKGROUND_PATH = "/.netlify/functions/refresh-background";
export const SECRET_HEADER = "x-refresh-secret";

const ids = LIVE_SOURCES.map((s) => s.id) as [string, ...string[]];
export const RefreshRequestSchema = z.object({ only: z.array(z.enum(ids)).min(1).max(ids.length) }).strict();

/** The shared secret when it is configured and long enough (32+ characters); a shorter one reads as unset. */
export function refreshSecret(env: Env): string | undefined {
  return readEnv("REFRESH_SECRET", env);
}

/** Why no refresh can start without a usable secret, for the log. */
export const NO_REFRESH_SECRET = "REFRESH_SECRET is not set or shorter than 32 characters";

/** Whether a request carries the shared secret (compared in constant time; no usable secret configured refuses all). */
export function hasRefreshSecret(req: Request, env: Env): boolean {
  const secret = refreshSecret(env);
  const given = req.headers.get(SECRET_HEADER);
  if (!secret || !given) return false;
  const a = createHash("sha256").update(secret).digest();
  const b = createHash("sha256").update(given).digest();
  return timingSafeEqual(a, b);
}

/** The snapshot folder: DATA_RAW_DIR when the machine has one, else the copy kept in Blobs, written to /tmp. */
async function snapshotDir(env: Env): Promise<string> {
  if (env.DATA_RAW_DIR && existsSync(env.DATA_RAW_DIR)) return env.DATA_RAW_DIR;
  return materializeSnapshot(path.join(tmpdir(), "us-jobs-raw-snapshot"));
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

export async function runLiveRefresh(
  only: readonly string[],
  env: Env,
  log: (line: string) => void = console.log,
): Promise<RefreshReport> {
  // Tell subscribers within the background function's 15 minutes.
  const deadline = Date.now() + 13 * 60_000;
  return refreshAndNotify({ snapshot: await snapshotDir(env), env, only, log }, deadline);
}

export interface SchedulerResult extends RefreshPlan {
  readonly started: boolean;
  readonly detail: string;
}

/** Decides what is due and starts the background refresh for it (through `start`, a POST to the function). */
export async function runScheduler(
  env: Env,
  now: Date,
  start: (url: string, init: RequestInit) => Promise<Response> = fetch,
  log: (line: string) => void = console.log,
): Promise<SchedulerResult> {
  const plan = await planRefresh(env, now, log);
  for (const reason of plan.reasons) log(reason);
  if (plan.due.length === 0) return { ...plan, started: false, detail: "nothing due" };
  const base = env.URL?.replace(/\/+$/, "");
  const secret = refreshSecret(env);
  if (!base || !secret) {
    const detail = `due, but ${base ? NO_REFRESH_SECRET : "URL is not set"}: cannot start the refresh`;
    log(detail);
    return { ...plan, started: false, detail };
  }
  const response = await start(`${base}${BACKGROUND_PATH}`, {
    method: "POST",
    headers: { "content-type": "application/json", [SECRET_HEADER]: secret },
    body: JSON.stringify({ only: plan.due }),
    signal: AbortSignal.timeout(10_000),
  });
  const started = response.status === 202 || response.ok;
  const detail = `background refresh of ${plan.due.join(", ")}: ${response.status}`;
  log(detail);
  return { ...plan, started, detail };
}
