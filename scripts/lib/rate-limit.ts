// Netlify's `config.rateLimit` on the local server: fixed-window counters per (route, client).
import type { ServerResponse } from "node:http";
import { sendError } from "./answers.ts";

/** How often counters whose window has ended are dropped, so that the map does not grow without bound. */
export const SWEEP_INTERVAL_MS = 60_000;

/**
 * A limiter; `check(route, ip)` counts one request and returns null while the route's limit allows
 * it, otherwise the seconds until the window ends (for Retry-After). `check.size()` is the number of
 * counters held.
 */
/** Netlify's `config.rateLimit` of a function (the fixed-window form). */
export interface RateLimitConfig {
  windowLimit?: number;
  windowSize?: number;
}

/** What the limiter needs of a route: its function's name and config. */
export interface RateLimitedRoute {
  name: string;
  config: { rateLimit?: RateLimitConfig };
}

/** A limiter (see createRateLimiter). */
export interface RateLimiter {
  (route: RateLimitedRoute, ip: string, now?: number): number | null;
  size(): number;
}

export function createRateLimiter(): RateLimiter {
  const windows = new Map<string, { end: number; count: number }>();
  let lastSweep = 0;
  function sweep(now: number) {
    lastSweep = now;
    for (const [key, w] of windows) if (now >= w.end) windows.delete(key);
  }
  function check(route: RateLimitedRoute, ip: string, now = Date.now()): number | null {
    if (now - lastSweep >= SWEEP_INTERVAL_MS) sweep(now);
    const limit = route.config.rateLimit;
    if (!limit?.windowLimit) return null;
    const sizeMs = (limit.windowSize ?? 60) * 1000;
    const key = `${route.name}|${ip}`;
    let w = windows.get(key);
    if (!w || now >= w.end) {
      w = { end: now + sizeMs, count: 0 };
      windows.set(key, w);
    }
    w.count += 1;
    if (w.count <= limit.windowLimit) return null;
    return Math.max(1, Math.ceil((w.end - now) / 1000));
  }
  check.size = () => windows.size;
  return check;
}

/** The 429 Netlify answers a client over the limit with; returns the status sent. */
export function sendRateLimited(res: ServerResponse, retryAfter: number): number {
  return sendError(res, 429, "rate_limited", "Too many requests. Please try again later.", {
    "Retry-After": String(retryAfter),
  });
}
