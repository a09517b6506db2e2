// Netlify's `config.rateLimit` on the local server: fixed-window counters per (route, client).

/**
 * A limiter; `check(route, ip)` counts one request and returns null while the route's limit allows
 * it, otherwise the seconds until the window ends (for Retry-After).
 */
export function createRateLimiter() {
  const windows = new Map();
  return function check(route, ip, now = Date.now()) {
    const limit = route.config.rateLimit;
    if (!limit?.windowLimit) return null;
    const sizeMs = (limit.windowSize ?? 60) * 1000;
    const key = `${route.name}|${ip}`;
    let w = windows.get(key);
    if (!w || now >= w.start + sizeMs) {
      w = { start: now, count: 0 };
      windows.set(key, w);
    }
    w.count += 1;
    if (w.count <= limit.windowLimit) return null;
    return Math.max(1, Math.ceil((w.start + sizeMs - now) / 1000));
  };
}

/** The 429 Netlify answers a client over the limit with; returns the status sent. */
export function sendRateLimited(res, retryAfter) {
  res.writeHead(429, {
    "Content-Type": "application/json; charset=utf-8",
    "X-Content-Type-Options": "nosniff",
    "Retry-After": String(retryAfter),
  });
  res.end(JSON.stringify({ error: "rate_limited", message: "Too many requests. Please try again later." }));
  return 429;
}
