// @vitest-environment node
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { REPORT_MIN_PAGES } from "~/domain/constants.ts";
import type { Manifest } from "~/domain/dataset.ts";
import { resetDatasetCache } from "~/server/dataset-reader.ts";
import { getReport, loadReportInput, reportFilename, reportKey, resetReportCache } from "~/server/report/index.ts";
import { datasetKey, datasetStore, reportsStore } from "~/server/stores.ts";
import { startSeededBlobs } from "../../../../helpers/dataset.ts";
import { seedVersion } from "../../../../helpers/seed.ts";
import { readPdf, seedReportInput } from "./seed-input.ts";

const bytes = (b: ArrayBuffer | Uint8Array) => Buffer.from(b instanceof Uint8Array ? b : new Uint8Array(b));

describe("the report cache (a real local Blobs server holding the seed)", () => {
  let blobs: Awaited<ReturnType<typeof startSeededBlobs>>;
  beforeAll(async () => {
    blobs = await startSeededBlobs({ inStore: true });
  });
  afterAll(async () => {
    await blobs.stop();
  });
  beforeEach(() => {
    resetReportCache();
  });

  it("reads every entity of one dataset version as the report's input", async () => {
    const input = await loadReportInput();
    expect(input.manifest.version).toBe(seedVersion());
    expect(Object.keys(input.entities).sort()).toEqual(Object.keys(seedReportInput().entities).sort());
    expect(input.entities.states.data).toHaveLength(51);
  }, 60_000);

  it("generates the current version's report once, names it by its period, and stores it in Blobs", async () => {
    const first = await getReport();
    expect(first.version).toBe(seedVersion());
    expect(first.filename).toBe(reportFilename(seedReportInput().manifest));
    expect(first.filename).toMatch(/^us-jobs-analytics-report-\d{4}-\d{2}\.pdf$/);
    expect((await readPdf(first.pdf)).pages).toBeGreaterThanOrEqual(REPORT_MIN_PAGES);

    const again = await getReport();
    expect(bytes(again.pdf).equals(bytes(first.pdf))).toBe(true);

    const stored = await reportsStore().get(reportKey(first.version), { type: "arrayBuffer" });
    expect(stored).not.toBeNull();
    expect(bytes(stored!).equals(bytes(first.pdf))).toBe(true);
  }, 60_000);

  it("serves another instance the stored report instead of generating it again", async () => {
    const version = seedVersion();
    // What another instance stored; a real generation would never produce these bytes.
    const marker = new TextEncoder().encode("%PDF-1.7\n% stored by another instance\n%%EOF\n");
    await reportsStore().set(reportKey(version), marker.buffer);
    const report = await getReport();
    expect(bytes(report.pdf).equals(Buffer.from(marker))).toBe(true);
    await reportsStore().delete(reportKey(version));
  });

  it("generates a new report when the dataset version changes", async () => {
    const old = await getReport();
    const manifest = (await datasetStore().get(datasetKey("manifest"), { type: "json" })) as Manifest;
    const next = { ...manifest, version: "00000000feedf00d" };
    await datasetStore().set(datasetKey("manifest"), JSON.stringify(next));
    resetDatasetCache();
    try {
      const report = await getReport();
      expect(report.version).toBe("00000000feedf00d");
      expect(bytes(report.pdf).equals(bytes(old.pdf))).toBe(false);
      const { text } = await readPdf(report.pdf);
      expect(text[0]).toContain("Generated for dataset version 00000000feedf00d");
      expect(await reportsStore().get(reportKey("00000000feedf00d"), { type: "arrayBuffer" })).not.toBeNull();
    } finally {
      await datasetStore().set(datasetKey("manifest"), JSON.stringify(manifest));
      resetDatasetCache();
    }
  }, 60_000);
});
