/**
 * Starting a live refresh: the scheduled function decides from the release calendar and the sources' last fetches
 * what is due and starts the background function with the list, authenticated by a shared secret, which the
 * background function checks. Kept apart from the refresh itself (live.ts) so the scheduler, which runs every half
 * hour, loads neither the pipeline nor its parsers.
 */
import { createHash, timingSafeEqual } from "node:crypto";
import { z } from "zod";
import { LIVE_SOURCES } from "../pipeline/sources/registry.ts";
import { type EnvSource as Env, env as readEnv } from "../server/env.ts";
import { planRefresh, type RefreshPlan } from "./schedule.ts";

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
  const base = readEnv("URL", env)?.replace(/\/+$/, "");
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
