import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Context } from "@netlify/functions";
import { startLocalBlobs as startServer } from "../../scripts/lib/local-blobs.ts";

/**
 * Starts the local Blobs server of `npm start` (loopback only, a random token, ETags and atomic conditional writes)
 * on a temp directory and points getStore() at it, with the site id of the local server and the operator scripts, so
 * a script run by a test over the same folder sees the same stores.
 */
export async function startLocalBlobs() {
  const directory = await mkdtemp(join(tmpdir(), "usja-blobs-"));
  const server = await startServer({ directory });
  return {
    directory,
    url: server.url,
    token: server.token,
    async stop() {
      await server.stop();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

/** A v2 function Context for calling handlers directly. */
export function makeContext(overrides: Partial<Context> = {}): Context {
  return {
    account: { id: "test" },
    cookies: { get: () => undefined, set: () => {}, delete: () => {} },
    deploy: { context: "dev", id: "0", published: false },
    geo: { city: "Test", country: { code: "US", name: "United States" }, timezone: "UTC" },
    ip: "127.0.0.1",
    json: (v: unknown) => Response.json(v),
    log: console.log,
    next: () => Promise.reject(new Error("not supported")),
    params: {},
    requestId: "test-request",
    rewrite: () => Promise.reject(new Error("not supported")),
    server: { region: "test" },
    site: { id: "test-site", name: "test", url: "http://localhost" },
    url: new URL("http://localhost/"),
    waitUntil: () => {},
    ...overrides,
  } as unknown as Context;
}
