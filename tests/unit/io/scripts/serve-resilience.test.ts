// @vitest-environment node
// The production-like server under hostile or careless clients, and across a restart.
import { mkdtemp, rm } from "node:fs/promises";
import http from "node:http";
import net from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { subscriptionsStore } from "~/server/stores.ts";
import { type SubscriptionRecord, subscriberKey } from "~/server/submissions.ts";
import { startServer } from "../../../../scripts/serve.ts";
import { copySeededBlobs } from "../../../helpers/seeded-blobs.ts";

/** One request on `agent`: the status, the Connection header and the body, or the error's code. */
const request = (
  agent: http.Agent,
  url: string,
  init: { method?: string; headers?: Record<string, string>; body?: string | string[] } = {},
) =>
  new Promise<{ status: number; connection: string | undefined; body: string }>((resolve, reject) => {
    const req = http.request(url, { agent, method: init.method ?? "GET", headers: init.headers }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => {
        body += chunk;
      });
      res.on("end", () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, body }));
    });
    req.on("error", reject);
    // An array is sent chunk by chunk without a Content-Length (chunked encoding).
    for (const chunk of [init.body ?? []].flat()) req.write(chunk);
    req.end();
  });

const timed = async (run: () => Promise<Response>) => {
  const started = performance.now();
  const res = await run();
  await res.arrayBuffer();
  return { status: res.status, ms: performance.now() - started };
};

describe("the local server", () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), "usja-resilience-"));
    // The folder as `npm start` leaves it: the seed already in the store.
    await copySeededBlobs(dir);
    for (const level of ["log", "error", "warn"] as const) vi.spyOn(console, level).mockImplementation(() => {});
  });
  afterAll(async () => {
    vi.restoreAllMocks();
    await rm(dir, { recursive: true, force: true });
  });

  it("keeps answering others while a client trickles its headers, and while another hangs up mid-response", async () => {
    const server = await startServer({ port: 0, blobsDir: dir, quiet: true });
    try {
      const { port } = new URL(server.url);
      // A slowloris-style client: a request line and one header, then a byte now and then, never finishing.
      const slow = net.connect(Number(port), "127.0.0.1");
      slow.write("GET /api/states HTTP/1.1\r\nHost: x\r\n");
      const drip = setInterval(() => slow.write("X"), 200);
      // A client that asks for a large response and disconnects after the first bytes.
      const rude = net.connect(Number(port), "127.0.0.1");
      rude.write("GET /api/layoffs/csv HTTP/1.1\r\nHost: x\r\n\r\n");
      rude.once("data", () => rude.destroy());

      const answers = await Promise.all(
        Array.from({ length: 20 }, () => timed(() => fetch(`${server.url}/api/employment-metrics`))),
      );
      expect(answers.every((a) => a.status === 200)).toBe(true);
      expect(Math.max(...answers.map((a) => a.ms))).toBeLessThan(5000);
      clearInterval(drip);
      slow.destroy();
      // The server is still healthy afterwards.
      expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
    } finally {
      await server.close();
    }
  }, 60_000);

  it("closes the connection cleanly after a 413, so the client's next request gets an answer", async () => {
    const server = await startServer({ port: 0, blobsDir: dir, quiet: true, trustClientIpHeader: true });
    // One keep-alive connection: every request goes over the same socket unless the server closes it.
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const json = { "Content-Type": "application/json", "x-nf-client-connection-ip": "192.0.2.88" };
      // Large enough that much of it is still on its way when the 413 goes out.
      const big = JSON.stringify({ comment: "x".repeat(1024 * 1024) });
      // A declared Content-Length over the limit (refused before reading), then a body that only turns
      // out too large while it is read (no Content-Length), each followed by an ordinary request.
      for (const body of [big, [big.slice(0, 10_000), big.slice(10_000)]]) {
        const refused = await request(agent, `${server.url}/api/contact`, { method: "POST", headers: json, body });
        expect(refused.status).toBe(413);
        expect(refused.connection).toBe("close");
        expect(JSON.parse(refused.body)).toMatchObject({ error: "payload_too_large" });
        const next = await request(agent, `${server.url}/api/health`);
        expect(next.status).toBe(200);
        expect(JSON.parse(next.body)).toMatchObject({ status: "ok" });
      }
    } finally {
      agent.destroy();
      await server.close();
    }
  }, 60_000);

  it("keeps subscriptions and messages across a restart (file-backed store)", async () => {
    let server = await startServer({ port: 0, blobsDir: dir, quiet: true, trustClientIpHeader: true });
    const post = (path: string, body: unknown) =>
      fetch(`${server.url}${path}`, {
        method: "POST",
        headers: { "Content-Type": "application/json", "x-nf-client-connection-ip": "192.0.2.77" },
        body: JSON.stringify(body),
      });
    expect(
      (
        await post("/api/notifications/subscribe", {
          fullName: "Restart Tester",
          email: "restart@example.com",
          subscriptionTypes: ["skills"],
        })
      ).status,
    ).toBe(201);
    await server.close();

    server = await startServer({ port: 0, blobsDir: dir, quiet: true, trustClientIpHeader: true });
    try {
      // The same address again finds the stored (pending) record: one record, submitted twice.
      const again = await post("/api/notifications/subscribe", {
        fullName: "Restart Tester",
        email: "restart@example.com",
        subscriptionTypes: ["states"],
      });
      expect(await again.json()).toEqual({ ok: true, status: "pending" });
      const stored = (await subscriptionsStore().get(subscriberKey("restart@example.com"), {
        type: "json",
      })) as SubscriptionRecord;
      expect(stored).toMatchObject({ status: "pending", submissions: 2, subscriptionTypes: ["skills"] });
      expect(stored.confirms?.map((c) => c.details.subscriptionTypes)).toEqual([["skills"], ["states"]]);
    } finally {
      await server.close();
    }
  }, 60_000);
});
