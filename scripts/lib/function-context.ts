// What a function is called with besides its Request: the v2 Context of Netlify's runtime, and the work the
// server keeps alive after an answer (`context.waitUntil`, background functions), which it waits for on close.
import { randomUUID } from "node:crypto";
import type { Context } from "@netlify/functions";
import { siteOrigin } from "../../src/domain/site-url.ts";

/**
 * Work that outlives the request that started it. `keep(promise, label)` holds it until it settles (a rejection is
 * logged, never thrown); `settled()` resolves once nothing is held, including work kept meanwhile.
 */
export interface PendingWork {
  keep(promise: unknown, label?: string): void;
  readonly size: number;
  settled(): Promise<void>;
}

export function createPendingWork(logError: (...data: unknown[]) => void = console.error): PendingWork {
  const pending = new Set<Promise<unknown>>();
  return {
    keep(promise, label = "waitUntil") {
      const held: Promise<unknown> = Promise.resolve(promise)
        .catch((error) => logError(`${label} failed:`, error))
        .finally(() => pending.delete(held));
      pending.add(held);
    },
    get size() {
      return pending.size;
    },
    async settled() {
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },
  };
}

/** The Context of a function call: `ip` is the client's, `url` the request's, `work` keeps `waitUntil` promises. */
export function makeContext(
  ip: string,
  url: URL,
  params: Record<string, string>,
  work: PendingWork,
  name: string,
): Context {
  return {
    account: { id: "local" },
    // No cookie is ever read here: undefined, as Netlify answers for a cookie not sent (its type says string).
    cookies: { get: () => undefined as unknown as string, set: () => {}, delete: () => {} },
    deploy: { context: "dev", id: "0", published: false },
    geo: { city: "Local", country: { code: "US", name: "United States" }, timezone: "UTC" },
    ip,
    json: (v: unknown) => Response.json(v),
    log: console.log,
    next: () => Promise.reject(new Error("context.next() is not available on the local server")),
    params,
    requestId: randomUUID(),
    rewrite: () => Promise.reject(new Error("context.rewrite() is not available on the local server")),
    server: { region: "local" },
    // As on Netlify, the site's configured address, never the request's Host.
    site: { id: "0", name: "us-jobs-analytics", url: siteOrigin(process.env) },
    url,
    waitUntil: (promise: Promise<unknown>) => work.keep(promise, `function ${name}: waitUntil`),
  };
}
