// @vitest-environment node
// The production-like server when Netlify Blobs goes away and comes back: reads answer 503 JSON on a
// cold instance, writes answer 503 and store nothing, and everything works again without a restart.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { subscriptionsStore } from "~/server/stores.ts";
import { subscriberKey } from "~/server/submissions.ts";
import { startServer } from "../../../../scripts/serve.ts";
import { copySeededBlobs } from "../../../helpers/seeded-blobs.ts";

describe("Blobs unavailable", () => {
  let server: Awaited<ReturnType<typeof startServer>>;
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), "usja-faults-"));
    // The folder as `npm start` leaves it: the seed already in the store.
    await copySeededBlobs(dir);
    server = await startServer({ port: 0, blobsDir: dir, quiet: true, trustClientIpHeader: true });
    for (const level of ["log", "error", "warn"] as const) vi.spyOn(console, level).mockImplementation(() => {});
  }, 60_000);
  afterAll(async () => {
    vi.restoreAllMocks();
    await server.close();
    await rm(dir, { recursive: true, force: true });
  });

  const subscribe = (email: string) =>
    fetch(`${server.url}/api/notifications/subscribe`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "x-nf-client-connection-ip": "192.0.2.50" },
      body: JSON.stringify({ fullName: "Fault Tester", email, subscriptionTypes: ["all"] }),
    });

  it("answers 503 JSON to reads and writes while Blobs is down, then recovers without a restart", async () => {
    await server.blobs.stop();
    const read = await fetch(`${server.url}/api/states`);
    expect(read.status).toBe(503);
    expect(read.headers.get("content-type")).toBe("application/json; charset=utf-8");
    expect(await read.json()).toMatchObject({ error: "dataset_unavailable" });
    const write = await subscribe("down@example.com");
    expect(write.status).toBe(503);
    expect(await write.json()).toMatchObject({ error: "storage_unavailable" });

    await server.blobs.start();
    expect((await fetch(`${server.url}/api/states`)).status).toBe(200);
    const ok = await subscribe("back@example.com");
    expect(ok.status).toBe(201);
    expect(await ok.json()).toEqual({ ok: true, status: "pending" });
    // The write made while Blobs was down left nothing behind: that address is new now (one submission).
    expect((await subscribe("down@example.com")).status).toBe(201);
    const stored = (await subscriptionsStore().get(subscriberKey("down@example.com"), { type: "json" })) as {
      submissions: number;
    };
    expect(stored.submissions).toBe(1);
  });

  it("keeps serving the dataset it already read when Blobs goes away again", async () => {
    expect((await fetch(`${server.url}/api/news`)).status).toBe(200);
    await server.blobs.stop();
    try {
      const res = await fetch(`${server.url}/api/news`);
      expect(res.status).toBe(200);
    } finally {
      await server.blobs.start();
    }
  });
});
