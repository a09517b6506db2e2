// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { datasetKey, datasetStore, datasetVersionsStore } from "~/server/stores.ts";
import { writeLastRun } from "~/server/versions/history.ts";
import { acquireLock, LOCK_KEY } from "~/server/versions/lock.ts";
import health, { config } from "../../../../netlify/functions/health.mts";
import { makeContext, startLocalBlobs } from "../../../helpers/blobs.ts";

const call = (init?: RequestInit) => health(new Request("http://localhost/api/health", init), makeContext());

describe("GET /api/health", () => {
  let blobs: Awaited<ReturnType<typeof startLocalBlobs>>;
  beforeAll(async () => {
    blobs = await startLocalBlobs();
  });
  afterAll(async () => {
    await blobs.stop();
  });

  it("declares its path", () => {
    expect(config.path).toBe("/api/health");
  });

  it("answers 503 JSON while no dataset is loaded", async () => {
    const res = await call();
    expect(res.status).toBe(503);
    expect(res.headers.get("content-type")).toBe("application/json; charset=utf-8");
    expect(await res.json()).toMatchObject({ error: "dataset_unavailable" });
  });

  it("reports the version of the dataset in the store and the time", async () => {
    await datasetStore().setJSON(datasetKey("manifest"), { version: "abc123", builtAt: "2026-07-01T00:00:00Z" });
    const res = await call();
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({ status: "ok", datasetVersion: "abc123", datasetBuiltAt: "2026-07-01T00:00:00Z" });
    expect(Date.parse(body.time)).not.toBeNaN();
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
  });

  it("says which sources are failing since when, and is degraded while one is", async () => {
    await datasetStore().setJSON(datasetKey("manifest"), { version: "abc123", builtAt: "2026-07-01T00:00:00Z" });
    const failure = {
      source: "bls-api",
      reason: "https://api.bls.gov/publicAPI/v2/timeseries/data/: HTTP 500",
      since: "2026-09-04T14:00:00.000Z",
      lastFailedAt: "2026-09-04T15:00:00.000Z",
      lastGood: { fetchedAt: "2026-08-07T13:00:00.000Z", period: "2026-07" },
    };
    await writeLastRun({
      at: "2026-09-04T15:00:00.000Z",
      status: "unchanged",
      version: "abc123",
      detail: "bls-api: HTTP 500",
      failures: [{ ...failure, notifiedAt: "2026-09-04T14:00:00.000Z" }],
    });
    const body = await (await call()).json();
    expect(body).toMatchObject({ status: "degraded", datasetVersion: "abc123" });
    expect(body.refresh).toEqual({
      lastRunAt: "2026-09-04T15:00:00.000Z",
      lastRunStatus: "unchanged",
      failing: [failure],
    });

    await writeLastRun({
      at: "2026-09-04T15:30:00.000Z",
      status: "failed",
      version: "abc123",
      detail: "x",
      failures: [],
    });
    expect(await (await call()).json()).toMatchObject({ status: "degraded", refresh: { lastRunStatus: "failed" } });
    await writeLastRun({
      at: "2026-09-04T16:00:00.000Z",
      status: "published",
      version: "abc123",
      detail: "",
      failures: [],
    });
    expect(await (await call()).json()).toMatchObject({ status: "ok", refresh: { failing: [] } });
  });

  it("shows the refresh holding the lock: holder, process, since when, last renewal, and whether it still renews it", async () => {
    await datasetStore().setJSON(datasetKey("manifest"), { version: "abc123", builtAt: "2026-07-01T00:00:00Z" });
    expect((await (await call()).json()).lock).toBeNull();
    const held = await acquireLock("refresh-2026-09-04T14:00:00.000Z-abc123", 60_000, new Date(), 10_000);
    if (!held.ok) throw new Error("the lock was taken");
    try {
      const { lock } = await (await call()).json();
      expect(lock).toEqual({
        holder: "refresh-2026-09-04T14:00:00.000Z-abc123",
        pid: process.pid,
        since: expect.any(String),
        lastRenewedAt: lock.since,
        expiresAt: expect.any(String),
        state: "running",
      });
      expect(Date.parse(lock.expiresAt) - Date.parse(lock.lastRenewedAt)).toBe(60_000);
    } finally {
      await held.release();
    }
    // A holder killed 30 s ago: no renewal since, its lock not yet expired.
    const renewed = Date.now() - 30_000;
    await datasetVersionsStore().setJSON(LOCK_KEY, {
      owner: "killed-refresh",
      acquiredAt: new Date(renewed - 5_000).toISOString(),
      renewedAt: new Date(renewed).toISOString(),
      expiresAt: new Date(renewed + 60_000).toISOString(),
      renewEveryMs: 10_000,
      pid: 4242,
    });
    const body = await (await call()).json();
    expect(body.lock).toMatchObject({ holder: "killed-refresh", pid: 4242, state: "stopped" });
    // Nothing of the store's own (ETags, tokens) is shown.
    expect(Object.keys(body.lock).sort()).toEqual(["expiresAt", "holder", "lastRenewedAt", "pid", "since", "state"]);
    await datasetVersionsStore().delete(LOCK_KEY);
  });

  it("says whether the scheduled live refresh is configured", async () => {
    await datasetStore().setJSON(datasetKey("manifest"), { version: "abc123", builtAt: "2026-07-01T00:00:00Z" });
    vi.stubEnv("URL", "http://localhost:8888");
    vi.stubEnv("REFRESH_SECRET", "s3cret-of-the-refresh-scheduler-0123456789");
    vi.stubEnv("DATA_RAW_DIR", "");
    try {
      expect((await (await call()).json()).liveRefresh).toEqual({
        state: "not-configured",
        reason: expect.stringMatching(
          /^no raw snapshot for the background refresh: DATA_RAW_DIR is unset and none was uploaded/,
        ),
        since: null,
        checkedAt: null,
      });
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it("refuses other methods with 405 and Allow", async () => {
    const res = await call({ method: "POST", body: "{}" });
    expect(res.status).toBe(405);
    expect(res.headers.get("allow")).toBe("GET, HEAD");
  });
});
