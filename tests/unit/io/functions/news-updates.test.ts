import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ChangeRecord } from "~/domain/changes.ts";
import { datasetVersionsStore } from "~/server/stores.ts";
import { recordInHistory } from "~/server/versions/history.ts";
import { versionKey } from "~/server/versions/version-store.ts";
import newsRoute from "../../../../netlify/functions/news.mts";
import { get, startSeededBlobs } from "../../../helpers/dataset.ts";
import { seedData } from "../../../helpers/seed.ts";

let blobs: Awaited<ReturnType<typeof startSeededBlobs>>;
beforeAll(async () => {
  blobs = await startSeededBlobs();
});
afterAll(() => blobs.stop());

const changes: ChangeRecord = {
  schemaVersion: 1,
  version: "v2",
  previousVersion: "v1",
  refreshedAt: "2026-09-04T13:00:00.000Z",
  newPeriods: [{ source: "bls-jolts-national", from: "2026-06", to: "2026-07" }],
  revisions: [],
  revisionCount: 0,
  warn: { newNotices: 0, byState: {}, byIndustry: {} },
  postings: [],
  sources: [],
};

describe("GET /api/news with published updates", () => {
  it("answers the release items alone before any update", async () => {
    const body = await (await get(newsRoute, "/api/news")).json();
    expect(body).toEqual(seedData("news"));
  });

  it("puts an item for each published update first, and none for a rollback", async () => {
    await datasetVersionsStore().setJSON(versionKey("v2", "changes"), changes);
    await recordInHistory("v2", "publish", "test", new Date("2026-09-04T13:00:00Z"));
    await recordInHistory("v1", "rollback", "test", new Date("2026-09-05T09:00:00Z"));
    const body = await (await get(newsRoute, "/api/news")).json();
    expect(body).toHaveLength(seedData("news").length + 1);
    expect(body[0]).toEqual({
      title: "Data update: Job Openings and Labor Turnover Survey data for July 2026 added",
      description:
        "Job Openings and Labor Turnover Survey data for July 2026 added. Fetched from the publishers and checked before it was published on this site.",
      source: "US Jobs Analytics data refresh",
      publishedAt: "2026-09-04",
    });
  });
});
