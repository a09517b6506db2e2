import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ChangeRecord, DatasetDigest } from "~/domain/changes.ts";
import { datasetVersionsStore } from "~/server/stores.ts";
import { acquireLock } from "~/server/versions/lock.ts";
import {
  CURRENT_KEY,
  KEEP_VERSIONS,
  listVersions,
  pruneVersions,
  writeVersion,
} from "~/server/versions/version-store.ts";
import { startLocalBlobs } from "../../../../helpers/blobs.ts";
import { tinyDataset } from "../../../../helpers/tiny-dataset.ts";

let blobs: Awaited<ReturnType<typeof startLocalBlobs>>;
beforeAll(async () => {
  blobs = await startLocalBlobs();
});
afterAll(() => blobs.stop());

const digest: DatasetDigest = { series: {}, periods: {}, warn: {}, postings: {}, entities: {} };

function changes(version: string): ChangeRecord {
  return {
    schemaVersion: 1,
    version,
    previousVersion: null,
    refreshedAt: "2026-11-23T00:00:00.000Z",
    newPeriods: [],
    revisions: [],
    revisionCount: 0,
    warn: { newNotices: 0, byState: {}, byIndustry: {} },
    postings: [],
    sources: [],
  };
}

describe("dataset versions", () => {
  it(`keeps the newest ${KEEP_VERSIONS} versions and always the served one`, async () => {
    const versions = Array.from({ length: KEEP_VERSIONS + 3 }, (_, i) => `${String(i).padStart(16, "0")}`);
    for (const [i, version] of versions.entries()) {
      await writeVersion({
        ...tinyDataset(version),
        digest,
        changes: changes(version),
        problems: [],
        createdAt: new Date(Date.UTC(2026, 10, 1 + i)).toISOString(),
      });
    }
    const oldest = versions[0] ?? "";
    await datasetVersionsStore().setJSON(CURRENT_KEY, {
      version: oldest,
      publishedAt: "2026-11-23T00:00:00.000Z",
      by: "t",
    });
    const pruned = await pruneVersions();
    expect(pruned).toEqual(versions.slice(1, 3).reverse());
    const kept = (await listVersions()).map((r) => r.version);
    expect(kept).toEqual([...versions.slice(3).reverse(), oldest]);
    expect(await datasetVersionsStore().get(`v/${versions[1]}/states`)).toBeNull();
    expect(await datasetVersionsStore().get(`v/${oldest}/states`)).toBe("{}");
  });

  it("lets an expired lock be taken over and a live one not", async () => {
    const now = new Date("2026-11-23T12:00:00Z");
    const first = await acquireLock("a", 1000, now);
    expect(first.ok).toBe(true);
    const blocked = await acquireLock("b", 1000, now);
    expect(blocked.ok).toBe(false);
    const later = await acquireLock("c", 1000, new Date(now.getTime() + 5000));
    expect(later.ok).toBe(true);
    if (later.ok) await later.release();
  });
});
