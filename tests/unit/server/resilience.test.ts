// @vitest-environment node
// The production-like server under hostile or careless clients, and across a restart.
import { mkdtemp, rm } from "node:fs/promises";
import net from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startServer } from "../../../scripts/serve.mjs";

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

  it("keeps subscriptions and messages across a restart (file-backed store)", async () => {
    let server = await startServer({ port: 0, blobsDir: dir, quiet: true });
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

    server = await startServer({ port: 0, blobsDir: dir, quiet: true });
    try {
      // The same address again is an update of the stored record, not a new one.
      const again = await post("/api/notifications/subscribe", {
        fullName: "Restart Tester",
        email: "restart@example.com",
        subscriptionTypes: ["states"],
      });
      expect(await again.json()).toMatchObject({ status: "updated", subscriptionTypes: ["skills", "states"] });
    } finally {
      await server.close();
    }
  }, 60_000);
});
