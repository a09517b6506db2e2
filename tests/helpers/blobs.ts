import { mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Context } from "@netlify/functions";
import { pointBlobsAt, startLocalBlobs as startServer } from "../../scripts/lib/local-blobs.ts";
import { copySeededBlobs } from "./seeded-blobs.ts";

/**
 * Starts the local Blobs server of `npm start` (loopback only, a random token, ETags and atomic conditional writes)
 * on a temp directory and points getStore() at it, with the site id of the local server and the operator scripts, so
 * a script run by a test over the same folder sees the same stores. `seeded`: the folder starts as `npm start` leaves
 * it, the committed seed in the deploy store (tests/helpers/seeded-blobs.ts).
 */
export async function startLocalBlobs(options: { seeded?: boolean } = {}) {
  const directory = await mkdtemp(join(tmpdir(), "usja-blobs-"));
  if (options.seeded) await copySeededBlobs(directory);
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

/**
 * Makes every write to one key of a store fail, as if the process died before it was written: points getStore() at a
 * loopback proxy in front of the local Blobs server `blobs` that answers 500 to each PUT of `key` in the store named
 * `store` and passes every other request on. Resolves to the writes it refused so far and `restore()`, which points
 * getStore() back at the server.
 */
export async function failWritesOf(
  blobs: { url: string; token: string },
  store: string,
  key: string,
): Promise<{ refused: () => number; restore: () => Promise<void> }> {
  let refused = 0;
  const proxy = createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", blobs.url);
    // The client's path ends with the store ("site:NAME" or "deploy:ID") and the key.
    if (req.method === "PUT" && decodeURIComponent(url.pathname).endsWith(`:${store}/${key}`)) {
      refused += 1;
      req.resume();
      res.writeHead(500).end();
      return;
    }
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const headers = Object.fromEntries(
      Object.entries(req.headers).flatMap(([name, value]) =>
        value === undefined || name === "host" ? [] : [[name, Array.isArray(value) ? value.join(", ") : value]],
      ),
    );
    const method = req.method ?? "GET";
    const answer = await fetch(url, {
      method,
      headers,
      ...(method === "GET" || method === "HEAD" ? {} : { body: Buffer.concat(chunks) }),
    });
    const answerHeaders = Object.fromEntries(answer.headers);
    delete answerHeaders["content-encoding"];
    delete answerHeaders["content-length"];
    res.writeHead(answer.status, answerHeaders).end(Buffer.from(await answer.arrayBuffer()));
  });
  await new Promise<void>((resolve) => proxy.listen(0, "127.0.0.1", resolve));
  pointBlobsAt(`http://127.0.0.1:${(proxy.address() as AddressInfo).port}`, blobs.token);
  return {
    refused: () => refused,
    async restore() {
      pointBlobsAt(blobs.url, blobs.token);
      proxy.closeAllConnections();
      await new Promise((resolve) => proxy.close(resolve));
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
