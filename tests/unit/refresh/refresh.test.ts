import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import healthRoute from "../../../netlify/functions/health.mts";
import { ChangeRecordSchema } from "../../../src/domain/changes.ts";
import { type RefreshOptions, runRefresh } from "../../../src/refresh/run-refresh.ts";
import { loadEntity, resetDatasetCache } from "../../../src/server/dataset.ts";
import { readHistory } from "../../../src/server/refresh/history.ts";
import { publishHeld, rollBack, versionTable } from "../../../src/server/refresh/operations.ts";
import { listVersions, readPointer, versionKey } from "../../../src/server/refresh/versions.ts";
import { getReport, resetReportCache } from "../../../src/server/report/index.ts";
import { datasetVersionsStore } from "../../../src/server/stores.ts";
import { makeContext } from "../../helpers/blobs.ts";
import { startSeededBlobs } from "../../helpers/dataset.ts";
import { type FakeUpstreams, startFakeUpstreams } from "../../helpers/fake-upstreams/index.ts";
import { noteMissingSnapshot, RAW_DIR } from "../../helpers/raw-snapshot.ts";
import { seedVersion } from "../../helpers/seed.ts";
import { readPdf } from "../server/report/seed-input.ts";

const RAW = RAW_DIR ?? "";
noteMissingSnapshot("refresh tests");
// Generous: the fakes share this process (and the machine) with the refresh, and coverage slows both about four
// times; an answer that waits its turn must not count as a timeout. The timeout fault uses its own.
const POLICY = { timeoutMs: 90_000, retries: 1, backoffMs: 10, maxBytes: 64 * 1024 * 1024 };
let fake: FakeUpstreams;
let blobs: Awaited<ReturnType<typeof startSeededBlobs>>;

function refresh(extra: Partial<RefreshOptions> = {}) {
  return runRefresh({
    snapshot: RAW,
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
  if (!RAW_DIR) return;
  blobs = await startSeededBlobs();
  fake = await startFakeUpstreams(RAW, { holdBack: ["bls", "indeed", "warn"] });
}, 60_000);
afterAll(async () => {
  await fake?.stop();
  await blobs?.stop();
});

describe.skipIf(!RAW_DIR)("refresh against the fake upstreams", { timeout: 300_000 }, () => {
  let first = "";
  let held = "";

  it("holds a dataset older than the served seed, which an operator can publish anyway as a baseline", async () => {
    // The store serves the deploy seed (the whole snapshot); the fakes hold its newest month back, so what they
    // answer is older than what is served, and the gate must not let the site go backwards.
    expect(await served()).toBe(seedVersion());
    const lines: string[] = [];
    const report = await refresh({ log: (l) => lines.push(l) });
    // On a failure the message says why each source answered as it did.
    const why = report.sources.map((s) => `${s.id}: ${s.detail}`).join("; ");
    expect(
      report.sources.map((s) => `${s.id} ${s.status}`),
      why,
    ).toEqual(["bls-api", "indeed", "greenhouse", "ashby", "warn"].map((id) => `${id} updated`));
    expect(report.sources.find((s) => s.id === "bls-api")?.requests).toBe(4);
    expect(report.status).toBe("held");
    expect(report.problems.join("\n")).toMatch(
      /source bls-cps-unemployment went back in time: newest period 2026-07 served, 2026-06 built/,
    );
    expect(lines.join("\n")).toMatch(/HELD/);
    expect(await served()).toBe(seedVersion());

    // The tests below start from that older dataset, as if it were what the site served last month.
    first = report.version ?? "";
    await publishHeld(first, "test");
    expect((await readPointer())?.version).toBe(first);
    expect(await served()).toBe(first);
    const metrics = await loadEntity("employment-metrics");
    expect(metrics.data.periods.unemploymentRate).toBe("2026-06");
    const changes = ChangeRecordSchema.parse(report.changes);
    console.log(
      `held-back refresh over the seed: ${report.milliseconds} ms; ${changes.revisionCount} revisions, largest ${JSON.stringify(changes.revisions[0])}`,
    );
  });

  it.each([
    ["bls", "500"],
    ["bls", "timeout"],
    ["bls", "malformed"],
    ["bls", "not-processed"],
    ["bls", "half-empty"],
    ["indeed", "renamed-column"],
    ["indeed", "half-empty"],
    ["warn", "renamed-column"],
  ] as const)(
    "publishes nothing when %s answers %s, and keeps serving the last good version",
    async (source, fault) => {
      fake.options.holdBack = ["bls", "indeed", "warn"].filter((s) => s !== source) as typeof fake.options.holdBack;
      const id = source === "bls" ? "bls-api" : source;
      fake.options.faults = { [source]: fault };
      const report = await refresh({
        only: [id],
        ...(fault === "timeout" ? { policy: { ...POLICY, timeoutMs: 1500 } } : {}),
      });
      fake.options.faults = {};
      fake.options.holdBack = ["bls", "indeed", "warn"];
      expect(report.status, JSON.stringify(report.sources)).toBe("unchanged");
      expect(report.sources.find((s) => s.id === id)?.status).toBe("failed");
      expect((await readPointer())?.version).toBe(first);
      expect(await served()).toBe(first);
    },
  );

  it("holds an implausible payroll figure, logged with the figures", async () => {
    const payrolls = fake.servedSeries("CES0000000001");
    fake.options.holdBack = ["indeed", "warn"];
    const last = fake.servedSeries("CES0000000001").at(-1);
    fake.options.revisions = { CES0000000001: { [last?.month ?? ""]: Math.round((last?.value ?? 0) * 1.05) } };
    const lines: string[] = [];
    const report = await refresh({ only: ["bls-api"], log: (l) => lines.push(l) });
    fake.options.revisions = {};
    fake.options.holdBack = ["bls", "indeed", "warn"];
    expect(payrolls.length).toBeGreaterThan(0);
    expect(report.status).toBe("held");
    expect(report.problems.join("\n")).toMatch(/national payrolls .* limit ±2%/);
    expect(lines.join("\n")).toMatch(/HELD/);
    expect((await readPointer())?.version).toBe(first);
    expect((await listVersions()).find((v) => v.version === report.version)?.state).toBe("held");
    held = report.version ?? "";
  });

  it("lets only one of two refreshes started at once run", async () => {
    const [a, b] = await Promise.all([refresh({ only: ["indeed"] }), refresh({ only: ["indeed"] })]);
    expect([a.status, b.status].sort()).toEqual(["locked", "unchanged"]);
    expect((await readPointer())?.version).toBe(first);
  });

  it("serves the last good version after a crash between the entity files and the pointer", async () => {
    fake.options.holdBack = ["indeed", "warn"];
    await expect(refresh({ only: ["bls-api"], crashBeforePointer: true })).rejects.toThrow(/simulated crash/);
    fake.options.holdBack = ["bls", "indeed", "warn"];
    expect((await readPointer())?.version).toBe(first);
    expect(await served()).toBe(first);
    // The lock was released: the next refresh runs.
    expect((await refresh({ only: ["indeed"] })).status).toBe("unchanged");
  });

  let partial = "";
  it("publishes what the healthy sources brought while a failing one keeps its last good data", async () => {
    fake.options.holdBack = ["bls", "warn"];
    fake.options.faults = { bls: "500" };
    const report = await refresh();
    fake.options.faults = {};
    fake.options.holdBack = ["bls", "indeed", "warn"];
    expect(report.status, report.problems.join("\n")).toBe("published");
    const status = Object.fromEntries(report.sources.map((s) => [s.id, s.status]));
    expect(status).toMatchObject({ "bls-api": "failed", indeed: "updated" });
    expect(report.sources.find((s) => s.id === "bls-api")?.detail).toMatch(/500/);
    const changes = ChangeRecordSchema.parse(report.changes);
    expect(changes.newPeriods.map((p) => p.source)).toEqual(["indeed"]);
    expect(changes.revisionCount).toBe(0);
    partial = report.version ?? "";
    expect(await served()).toBe(partial);
    // The BLS figures are the last good ones, with their own (older) period.
    const metrics = await loadEntity("employment-metrics");
    expect(metrics.data.periods.unemploymentRate).toBe("2026-06");
  });

  it("publishes the held-back month with a revision, while concurrent readers never see a mixed dataset", async () => {
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
    const report = await refresh();
    reading = false;
    await Promise.all(readers);
    fake.options.revisions = {};
    expect(report.status, report.problems.join("\n")).toBe("published");
    expect(mixed).toEqual([]);
    expect(reads).toBeGreaterThan(20);
    expect(await served()).toBe(report.version);

    const changes = ChangeRecordSchema.parse(report.changes);
    expect(changes.previousVersion).toBe(partial);
    expect(changes.newPeriods.map((p) => p.source)).toEqual(
      expect.arrayContaining(["bls-ces-industries", "bls-cps-unemployment"]),
    );
    expect(changes.newPeriods.map((p) => p.source)).not.toContain("indeed");
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
    const pulled = spawnSync(process.execPath, ["scripts/data/pull-published.ts"], {
      env: { ...process.env, DATASET_FROM_BLOBS: "1", BLOBS_DIR: blobs.directory, DATASET_BUILD_DIR: out },
      encoding: "utf8",
    });
    expect(pulled.stdout).toContain(`dataset for the build: published version ${report.version}`);
    process.env.DATASET_BUILD_DIR = out;
    vi.resetModules();
    const pages = await import("../../../src/data/seed.ts");
    delete process.env.DATASET_BUILD_DIR;
    expect(pages.seedManifest().version).toBe(report.version);
    expect(pages.seedEntity("employment-metrics").data.periods.unemploymentRate).toBe("2026-07");
    expect(pages.latestUpdate()?.summary).toMatch(/^Employment Situation data for July 2026 added; .*revised/);
    rmSync(out, { recursive: true, force: true });

    console.log(
      `refresh: ${report.milliseconds} ms; largest revision: ${JSON.stringify(changes.revisions[0])}; ${changes.revisionCount} revisions`,
    );
  });

  it("lets an operator roll back, publish a held version, and list versions", async () => {
    const latest = (await readPointer())?.version ?? "";
    await expect(rollBack(held, "test")).rejects.toThrow(/was held/);
    await rollBack(first, "test");
    expect(await served()).toBe(first);
    await publishHeld(held, "test");
    expect(await served()).toBe(held);
    const table = await versionTable();
    expect(table.filter((r) => r.current).map((r) => r.version)).toEqual([held]);
    expect(table.map((r) => r.version)).toEqual(expect.arrayContaining([first, held, latest]));
    await rollBack(latest, "test");
    expect(await served()).toBe(latest);
    // The update history records every move of the pointer, newest first, with the record of each publish.
    const history = await readHistory();
    expect(history.slice(0, 4).map((h) => [h.kind, h.version])).toEqual([
      ["rollback", latest],
      ["publish-held", held],
      ["rollback", first],
      ["publish", latest],
    ]);
    expect(history[3]?.changes?.version).toBe(latest);
    expect(history[0]?.changes).toBeNull();
    expect(history.at(-1)).toMatchObject({ kind: "publish-held", version: first });
  });
});
