// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { datasetKey, datasetStore } from "~/server/stores.ts";
import { writeLastRun } from "~/server/versions/history.ts";
import health, { config } from "../../../netlify/functions/health.mts";
import { makeContext, startLocalBlobs } from "../../helpers/blobs.ts";

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

  it("refuses other methods with 405 and Allow", async () => {
    const res = await call({ method: "POST", body: "{}" });
    expect(res.status).toBe(405);
    expect(res.headers.get("allow")).toBe("GET, HEAD");
  });
});
