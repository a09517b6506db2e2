import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { ChangeRecordSchema } from "~/domain/changes.ts";
import { type RefreshOptions, runRefresh } from "~/refresh/run-refresh.ts";
import { loadEntity, resetDatasetCache } from "~/server/dataset-reader.ts";
import { getReport, resetReportCache } from "~/server/report/index.ts";
import { datasetVersionsStore } from "~/server/stores.ts";
import { readHistory } from "~/server/versions/history.ts";
import { publishHeld, rollBack, versionTable } from "~/server/versions/operations.ts";
import { readPointer, versionKey } from "~/server/versions/version-store.ts";
import healthRoute from "../../../../netlify/functions/health.mts";
import { makeContext } from "../../../helpers/blobs.ts";
import { startSeededBlobs } from "../../../helpers/dataset.ts";
import { type FakeUpstreams, startFakeUpstreams } from "../../../helpers/fake-upstreams/index.ts";
import { copyFixtureSnapshot, REFRESH_MS, type SnapshotCopy } from "../../../helpers/refresh-fixture.ts";
import { seedVersion } from "../../../helpers/seed.ts";
import { readPdf } from "../server/report/seed-input.ts";

// A release as it happens, over the fixture snapshot (tests/helpers/refresh-fixture.ts) against the fakes, every
// source at once; the fault cases, the gate, the lock and crashes are in failures.test.ts, publish.test.ts and
// lock.test.ts. An answer of the fakes (in this process, with coverage, on a loaded machine) gets 15 s before it counts
// as timed out, and a connection the loaded fakes drop ("fetch failed", seen once for one WARN file at a load average
// of 15) is asked again twice, half a second apart.
const POLICY = { timeoutMs: 15_000, retries: 2, backoffMs: 500, maxBytes: 64 * 1024 * 1024 };
let snapshot: SnapshotCopy;
let fake: FakeUpstreams;
let blobs: Awaited<ReturnType<typeof startSeededBlobs>>;

function refresh(extra: Partial<RefreshOptions> = {}) {
  return runRefresh({
    snapshot: snapshot.dir,
    env: { ...fake.env, BLS_API_KEY: "test" },
    force: true,
    policy: POLICY,
    ...extra,
  });
}

async function served(): Promise<string> {
  resetDatasetCache();
  return (await loadEntity("employment-metrics")).version;
}

beforeAll(async () => {
  blobs = await startSeededBlobs();
  snapshot = copyFixtureSnapshot();
  fake = await startFakeUpstreams(snapshot.dir, { holdBack: ["bls", "indeed", "warn"] });
});
afterAll(async () => {
  await fake?.stop();
  await blobs?.stop();
  snapshot?.dispose();
});

// One release, in steps that each start where the one before left the store (a step fails when one before it did).
describe("a refresh of every source against the fake upstreams", () => {
  /** The held-back version an operator publishes, and the version the release then publishes. */
  let first = "";
  let report: Awaited<ReturnType<typeof refresh>>;

  it("holds a dataset older than the served seed", { timeout: REFRESH_MS }, async () => {
    // The store serves the deploy seed; the fakes hold the snapshot's newest month back, so what they answer is older
    // than what is served, and the gate must not let the site go backwards.
    expect(await served()).toBe(seedVersion());
    const lines: string[] = [];
    const baseline = await refresh({ log: (l) => lines.push(l) });
    // On a failure the message says why each source answered as it did.
    const why = baseline.sources.map((s) => `${s.id}: ${s.detail}`).join("; ");
    expect(
      baseline.sources.map((s) => `${s.id} ${s.status}`),
      why,
    ).toEqual(["bls-api", "indeed", "greenhouse", "ashby", "warn", "fred-claims"].map((id) => `${id} updated`));
    // The snapshot's series go to the BLS API in 4 batches; on a loaded machine an answer of the in-process fakes can
    // exceed the policy's wait, and the fetch then retries it (at most `retries` more times per batch).
    const blsRequests = baseline.sources.find((s) => s.id === "bls-api")?.requests ?? 0;
    expect(blsRequests, why).toBeGreaterThanOrEqual(4);
    expect(blsRequests, why).toBeLessThanOrEqual(4 * (POLICY.retries + 1));
    expect(baseline.status).toBe("held");
    expect(baseline.problems.join("\n")).toMatch(
      /source bls-cps-unemployment went back in time: newest period 2026-07 served, 2026-06 built/,
    );
    expect(lines.join("\n")).toMatch(/HELD/);
    expect(await served()).toBe(seedVersion());

    first = baseline.version ?? "";
    const baselineChanges = ChangeRecordSchema.parse(baseline.changes);
    console.log(
      `held-back refresh over the seed: ${baseline.milliseconds} ms; ${baselineChanges.revisionCount} revisions, largest ${JSON.stringify(baselineChanges.revisions[0])}`,
    );
  });

  it("publishes the next month with its revisions atomically, once the held one is published", {
    timeout: REFRESH_MS,
  }, async () => {
    // This starts from that older dataset, as if it were what the site served last month.
    await publishHeld(first, "test");
    expect((await readPointer())?.version).toBe(first);
    expect(await served()).toBe(first);
    expect((await loadEntity("employment-metrics")).data.periods.unemploymentRate).toBe("2026-06");

    // The release: the held-back month arrives with a revision of March.
    fake.options.holdBack = [];
    fake.options.revisions = {
      CES0000000001: { "2026-03": fake.servedSeries("CES0000000001").find((p) => p.month === "2026-03")!.value + 57 },
    };
    const store = datasetVersionsStore();
    const expected = new Map<string, string>();
    const remember = async (version: string) => {
      const text = await store.get(versionKey(version, "states"), { type: "text" });
      expected.set(version, JSON.stringify(JSON.parse(text ?? "null").data));
    };
    await remember(first);
    let reading = true;
    const mixed: string[] = [];
    let reads = 0;
    const reader = async () => {
      while (reading) {
        resetDatasetCache();
        const states = await loadEntity("states");
        const want = expected.get(states.version);
        if (want !== undefined && want !== JSON.stringify(states.data)) mixed.push(states.version);
        if (want === undefined) {
          await remember(states.version);
          if (expected.get(states.version) !== JSON.stringify(states.data)) mixed.push(states.version);
        }
        reads += 1;
      }
    };
    const readers = Array.from({ length: 8 }, reader);
    report = await refresh();
    reading = false;
    await Promise.all(readers);
    fake.options.revisions = {};
    expect(report.status, report.problems.join("\n")).toBe("published");
    expect(mixed).toEqual([]);
    expect(reads).toBeGreaterThan(20);
    expect(await served()).toBe(report.version);

    const changes = ChangeRecordSchema.parse(report.changes);
    expect(changes.previousVersion).toBe(first);
    expect(changes.newPeriods.map((p) => p.source)).toEqual(
      expect.arrayContaining(["bls-ces-industries", "bls-cps-unemployment", "indeed"]),
    );
    expect(changes.revisions).toContainEqual(expect.objectContaining({ series: "CES0000000001", period: "2026-03" }));
    expect(changes.warn.newNotices).toBeGreaterThan(0);
    const stored = await store.get(versionKey(report.version ?? "", "changes"), { type: "json" });
    expect(stored).toEqual(changes);
    const metrics = await loadEntity("employment-metrics");
    expect(metrics.data.periods.unemploymentRate).toBe("2026-07");
    // The news text says where the figures came from: the BLS API now, not FRED.
    const jobsItem = (await loadEntity("news")).data.find((n) => n.title.startsWith("Unemployment rate"));
    expect(jobsItem?.description).toContain("retrieved from the BLS Public Data API on");
    expect(jobsItem?.source).toBe("BLS The Employment Situation (via the BLS API)");
    console.log(
      `refresh: ${report.milliseconds} ms; largest revision: ${JSON.stringify(changes.revisions[0])}; ${changes.revisionCount} revisions`,
    );
  });

  it("serves the published version to /api/health, the report and the pages' build", {
    timeout: REFRESH_MS,
  }, async () => {
    const health = await (await healthRoute(new Request("http://localhost/api/health"), makeContext())).json();
    expect(health.datasetVersion).toBe(report.version);
    // The report is generated from the new version.
    resetReportCache();
    const pdf = await getReport();
    expect(pdf.version).toBe(report.version);
    const { text } = await readPdf(pdf.pdf);
    expect(text[0]).toContain(`Generated for dataset version ${report.version}`);

    // The static pages' build reads the published version, its update record and the calendar from the store.
    const out = mkdtempSync(path.join(tmpdir(), "usja-build-"));
    // Run without blocking this process: the Blobs server the script reads through runs here.
    const pulled = await promisify(execFile)(process.execPath, ["scripts/data/pull-published.ts"], {
      env: { ...process.env, DATASET_FROM_BLOBS: "1", BLOBS_DIR: blobs.directory, DATASET_BUILD_DIR: out },
      encoding: "utf8",
    });
    expect(pulled.stdout).toContain(`dataset for the build: published version ${report.version}`);
    process.env["DATASET_BUILD_DIR"] = out;
    vi.resetModules();
    const pages = await import("~/data/published-dataset.ts");
    delete process.env["DATASET_BUILD_DIR"];
    expect(pages.publishedManifest().version).toBe(report.version);
    // Every file the version's manifest lists, places and the occupations' index included, is there for the pages.
    for (const { path: file } of pages.publishedManifest().files ?? [])
      expect(pages.publishedFile(file), file).toBeTruthy();
    expect(pages.publishedEntity("employment-metrics").data.periods.unemploymentRate).toBe("2026-07");
    expect(pages.latestUpdate()?.summary).toMatch(/^Employment Situation data for July 2026 added; .*revised/);
    rmSync(out, { recursive: true, force: true });
  });

  it("lets an operator serve the earlier version again, and the newer one after it", {
    timeout: REFRESH_MS,
  }, async () => {
    // The history records each move.
    const latest = report.version ?? "";
    await expect(publishHeld(latest, "test")).rejects.toThrow(/is not held/);
    await rollBack(first, "test");
    expect(await served()).toBe(first);
    const table = await versionTable();
    expect(table.filter((r) => r.current).map((r) => r.version)).toEqual([first]);
    expect(table.map((r) => r.version)).toEqual(expect.arrayContaining([first, latest]));
    await rollBack(latest, "test");
    expect(await served()).toBe(latest);
    const history = await readHistory();
    expect(history.map((h) => [h.kind, h.version])).toEqual([
      ["rollback", latest],
      ["rollback", first],
      ["publish", latest],
      ["publish-held", first],
    ]);
    expect(history[2]?.changes?.version).toBe(latest);
    expect(history[0]?.changes).toBeNull();
  });
});
