// @vitest-environment node
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { MANIFEST_TTL_MS, resetDatasetCache } from "~/server/dataset-reader.ts";
import { seedDatasetIfStale } from "~/server/seed-upload.ts";
import { datasetKey, datasetStore } from "~/server/stores.ts";
import jobCategories from "../../../../netlify/functions/job-categories.mts";
import news from "../../../../netlify/functions/news.mts";
import states from "../../../../netlify/functions/states.mts";
import { startLocalBlobs } from "../../../helpers/blobs.ts";
import { get } from "../../../helpers/dataset.ts";
import { readSeed, SEED_DIR } from "../../../helpers/seed.ts";

describe("when the dataset cannot be read", () => {
  let blobs: Awaited<ReturnType<typeof startLocalBlobs>>;
  beforeAll(async () => {
    blobs = await startLocalBlobs();
  });
  afterAll(async () => {
    await blobs.stop();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  // Seeds the store, 1,429 files through the local Blobs server: several seconds alone, more on a busy machine.
  it("answers 503 JSON with Retry-After while the store has no dataset, and recovers once it has", {
    timeout: 60_000,
  }, async () => {
    resetDatasetCache();
    for (const [handler, path] of [
      [states, "/api/states"],
      [news, "/api/news"],
    ] as const) {
      const res = await get(handler, path);
      expect(res.status).toBe(503);
      expect(res.headers.get("retry-after")).toBe("30");
      expect(await res.json()).toMatchObject({ error: "dataset_unavailable" });
    }
    await seedDatasetIfStale(SEED_DIR);
    expect((await get(states, "/api/states")).status).toBe(200);
  });

  it("answers 503 and names the entity in the log when an entity is not valid JSON", async () => {
    resetDatasetCache();
    await datasetStore().set(datasetKey("job-categories"), "{ not json");
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const res = await get(jobCategories, "/api/job-categories");
    expect(res.status).toBe(503);
    expect(log.mock.calls.flat().join(" ")).toContain("job-categories");
  });

  it("answers 503 when an entity does not match its schema", async () => {
    resetDatasetCache();
    const file = readSeed("job-categories");
    await datasetStore().setJSON(datasetKey("job-categories"), { ...file, data: [{ id: "x", name: "", count: -1 }] });
    vi.spyOn(console, "error").mockImplementation(() => {});
    expect((await get(jobCategories, "/api/job-categories")).status).toBe(503);
  });

  it("keeps serving the last good copy when a newer version turns out corrupt", async () => {
    resetDatasetCache();
    await seedDatasetIfStale(SEED_DIR).catch(() => {});
    await datasetStore().set(datasetKey("states"), JSON.stringify(readSeed("states")));
    const good = await get(states, "/api/states");
    expect(good.status).toBe(200);
    const goodBody = await good.text();

    // A new dataset version arrives whose states file is broken.
    const manifest = await datasetStore().get(datasetKey("manifest"), { type: "json" });
    await datasetStore().setJSON(datasetKey("manifest"), { ...manifest, version: "ffffffffffffffff" });
    await datasetStore().set(datasetKey("states"), "[]");
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + MANIFEST_TTL_MS + 1000 });
    vi.spyOn(console, "error").mockImplementation(() => {});
    const after = await get(states, "/api/states");
    expect(after.status).toBe(200);
    expect(await after.text()).toBe(goodBody);
  });
});
