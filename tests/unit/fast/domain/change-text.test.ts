import { describe, expect, it } from "vitest";
import {
  describeChanges,
  revisionTable,
  revisionWords,
  seriesLabel,
  updateLines,
  updateNewsItems,
  valueInUnit,
} from "~/domain/change-text.ts";
import type { ChangeRecord } from "~/domain/changes.ts";

const record: ChangeRecord = {
  schemaVersion: 1,
  version: "b",
  previousVersion: "a",
  refreshedAt: "2026-08-07T13:05:00.000Z",
  newPeriods: [
    { source: "bls-ces-industries", from: "2026-06", to: "2026-07" },
    { source: "bls-cps-unemployment", from: "2026-06", to: "2026-07" },
    { source: "indeed", from: "2026-08-07", to: "2026-08-14" },
  ],
  revisions: [
    { series: "CES0000000001", period: "2026-06", old: 159100, new: 159077, preliminaryBefore: true },
    { series: "LASST060000000000003", period: "2026-06", old: 5.5, new: 5.6, preliminaryBefore: false },
    { series: "JTS000000000000000JOL", period: "2026-05", old: 7537, new: 7594, preliminaryBefore: true },
  ],
  revisionCount: 5,
  warn: { newNotices: 12, byState: { CA: 7, TX: 5 }, byIndustry: { Manufacturing: 12 } },
  postings: [],
  sources: [],
};

describe("what changed, in words", () => {
  it("names each series for what it measures, with its unit", () => {
    expect(seriesLabel("CES0000000001")).toEqual({ name: "national payroll employment", unit: "thousands" });
    expect(seriesLabel("LASST060000000000003")).toEqual({ name: "the California unemployment rate", unit: "rate" });
    expect(seriesLabel("JTS000000000000000JOL")).toEqual({ name: "national job openings (JOLTS)", unit: "thousands" });
    expect(seriesLabel("JTS000000000000000HIR").unit).toBe("rate");
    expect(seriesLabel("SMS48000000000000001").name).toBe("Texas payroll employment");
  });

  it("says a revision's direction and size in the series' unit", () => {
    expect(revisionWords(159100, 159077, "thousands")).toBe("down 23,000");
    expect(revisionWords(5.5, 5.6, "rate")).toBe("up 0.1 point");
    expect(revisionWords(4, 5, "rate")).toBe("up 1.0 point");
    expect(revisionWords(5.6, 4.1, "rate")).toBe("down 1.5 points");
  });

  it("lists new data once per release, then the largest revisions, then new WARN notices", () => {
    expect(describeChanges(record)).toEqual([
      "Employment Situation data for July 2026 added",
      "Indeed Job Postings Index through August 14, 2026 added",
      "National payroll employment for June 2026 revised down 23,000",
      "The California unemployment rate for June 2026 revised up 0.1 point",
      "3 more revised values",
      "12 new WARN notices in 2 states",
    ]);
  });

  it("says one line per release, with the newest month its sources brought", () => {
    const mixed = {
      ...record,
      newPeriods: [
        { source: "warn", from: "2026-08-01", to: "2026-08-08" },
        { source: "bls-jolts-industries", from: "2025-11", to: "2025-12" },
        { source: "bls-ces-industries", from: "2026-04", to: "2026-05" },
        { source: "bls-cps-unemployment", from: "2026-06", to: "2026-07" },
        { source: "bls-jolts-national", from: "2026-05", to: "2026-06" },
        { source: "greenhouse", from: "2026-08-22", to: "2026-11-24" },
        { source: "greenhouse-companies", from: "2026-08-22", to: "2026-11-24" },
      ],
      revisions: [],
      revisionCount: 0,
      warn: { ...record.warn, newNotices: 0 },
    };
    expect(describeChanges(mixed)).toEqual([
      "Employment Situation data for July 2026 added",
      "Job Openings and Labor Turnover Survey data for June 2026 added",
      "WARN layoff notices through August 8, 2026 added",
      "Greenhouse job-board postings through November 24, 2026 added",
    ]);
  });

  it("makes a news item of each published update, and none of a rollback or an empty one", () => {
    const empty = {
      ...record,
      newPeriods: [],
      revisions: [],
      revisionCount: 0,
      warn: { ...record.warn, newNotices: 0 },
    };
    const items = updateNewsItems([
      { at: "2026-08-08T10:00:00.000Z", kind: "rollback", changes: null },
      { at: "2026-08-07T13:05:00.000Z", kind: "publish", changes: record },
      { at: "2026-08-06T13:05:00.000Z", kind: "publish", changes: empty },
    ]);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      title: "Data update: Employment Situation data for July 2026 added",
      publishedAt: "2026-08-07",
      source: "US Jobs Analytics data refresh",
    });
    expect(items[0]?.description).toContain("National payroll employment for June 2026 revised down 23,000");
  });

  it("lists an update's changes on the updates page, or says nothing changed", () => {
    expect(updateLines(record)).toEqual([
      "Employment Situation data for July 2026 added",
      "Indeed Job Postings Index through August 14, 2026 added",
      "5 more revised values",
      "12 new WARN notices in 2 states",
    ]);
    const quiet: ChangeRecord = {
      ...record,
      newPeriods: [],
      revisions: [],
      revisionCount: 0,
      warn: { newNotices: 0, byState: {}, byIndustry: {} },
    };
    expect(updateLines(quiet)).toEqual(["Figures checked; nothing new or revised"]);
  });

  it("tables the largest revisions with their units and says how many there were", () => {
    expect(valueInUnit(159077, "thousands")).toBe("159,077 thousand");
    expect(valueInUnit(5.6, "rate")).toBe("5.6%");
    const table = revisionTable(record, 2);
    expect(table.caption).toBe("Revised values (largest 2 of 5)");
    expect(table.rows).toEqual([
      {
        name: "national payroll employment",
        series: "CES0000000001",
        month: "June 2026",
        before: "159,100 thousand (preliminary)",
        after: "159,077 thousand",
      },
      {
        name: "the California unemployment rate",
        series: "LASST060000000000003",
        month: "June 2026",
        before: "5.5%",
        after: "5.6%",
      },
    ]);
    expect(revisionTable({ ...record, revisionCount: 3 }, 12).caption).toBe("Revised values");
  });
});
