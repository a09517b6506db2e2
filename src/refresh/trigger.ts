/**
 * Starting a live refresh: the scheduled function decides from the release calendar and the sources' last fetches
 * what is due and starts the background function with the list, authenticated by a shared secret, which the
 * background function checks. Kept apart from the refresh itself (live.ts) so the scheduler, which runs every half
 * hour, loads neither the pipeline nor its parsers.
 */
import { createHash, timingSafeEqual } from "node:crypto";
import { z } from "zod";
import { notConfigured } from "../domain/live-refresh.ts";
import { LIVE_SOURCES } from "../pipeline/sources/registry.ts";
import type { EnvSource as Env } from "../server/env.ts";
import { noteConfigured, noteLiveRefresh } from "../server/versions/live-refresh-record.ts";
import { liveRefreshSetup, refreshSecret } from "./configuration.ts";
import { planRefresh, type RefreshPlan } from "./schedule.ts";

export { NO_REFRESH_SECRET, refreshSecret } from "./configuration.ts";

export const BACKGROUND_PATH = "/.netlify/functions/refresh-background";
export const SECRET_HEADER = "x-refresh-secret";

const ids = LIVE_SOURCES.map((s) => s.id) as [string, ...string[]];
export const RefreshRequestSchema = z.object({ only: z.array(z.enum(ids)).min(1).max(ids.length) }).strict();

/** Whether a request carries the shared secret (compared in constant time; no usable secret configured refuses all). */
export function hasRefreshSecret(req: Request, env: Env): boolean {
  const secret = refreshSecret(env);
  const given = req.headers.get(SECRET_HEADER);
  if (!secret || !given) return false;
  const a = createHash("sha256").update(secret).digest();
  const b = createHash("sha256").update(given).digest();
  return timingSafeEqual(a, b);
}

export interface SchedulerResult extends RefreshPlan {
  readonly started: boolean;
  readonly detail: string;
}

/** The scheduler's answer while the live refresh is not configured (the reason is logged once, and on /api/health). */
export const NOT_CONFIGURED_DETAIL = "live refresh not configured (why: liveRefresh on /api/health); nothing started";

/**
 * Decides what is due and starts the background refresh for it (through `start`, a POST to the function). While the
 * live refresh is not configured it does neither (nor fetches the release calendar): it records why, and logs it in
 * one line when the reason is new.
 */
export async function runScheduler(
  env: Env,
  now: Date,
  start: (url: string, init: RequestInit) => Promise<Response> = fetch,
  log: (line: string) => void = console.log,
): Promise<SchedulerResult> {
  const setup = await liveRefreshSetup(env);
  if (!setup.ok) {
    await noteLiveRefresh(notConfigured(setup.problems), log, now);
    return { due: [], reasons: [], releasesToday: [], calendar: null, started: false, detail: NOT_CONFIGURED_DETAIL };
  }
  await noteConfigured(log, now);
  const plan = await planRefresh(env, now, log);
  for (const reason of plan.reasons) log(reason);
  if (plan.due.length === 0) return { ...plan, started: false, detail: "nothing due" };
  const response = await start(`${setup.url}${BACKGROUND_PATH}`, {
    method: "POST",
    headers: { "content-type": "application/json", [SECRET_HEADER]: setup.secret },
    body: JSON.stringify({ only: plan.due }),
    signal: AbortSignal.timeout(10_000),
  });
  const started = response.status === 202 || response.ok;
  const detail = `background refresh of ${plan.due.join(", ")}: ${response.status}`;
  log(detail);
  return { ...plan, started, detail };
}
