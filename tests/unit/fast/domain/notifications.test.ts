import { describe, expect, it } from "vitest";
import type { ChangeRecord } from "~/domain/changes.ts";
import { narrowChanges, notificationFor } from "~/domain/notifications.ts";

const record: ChangeRecord = {
  schemaVersion: 1,
  version: "v2",
  previousVersion: "v1",
  refreshedAt: "2026-11-06T14:00:00.000Z",
  newPeriods: [
    { source: "bls-jolts-national", from: "2026-08", to: "2026-09" },
    { source: "bls-laus-states", from: "2026-08", to: "2026-09" },
    { source: "warn", from: "2026-10-30", to: "2026-11-05" },
  ],
  revisions: [
    { series: "LASST060000000000003", period: "2026-08", old: 5.5, new: 5.4, preliminaryBefore: true },
    { series: "LASST480000000000003", period: "2026-08", old: 4.1, new: 4.2, preliminaryBefore: true },
    { series: "JTS000000000000000JOL", period: "2026-08", old: 7200, new: 7150, preliminaryBefore: true },
  ],
  revisionCount: 3,
  warn: { newNotices: 4, byState: { CA: 1, TX: 3 }, byIndustry: { "Retail Trade (44-45)": 4 } },
  postings: [{ company: "greenhouse:x", name: "X", before: 1, after: 5, change: 4 }],
  sources: [],
};

describe("what a subscriber is told", () => {
  it("keeps only the chosen topics, and state series and notices of watched states", () => {
    const texas = narrowChanges(record, { subscriptionTypes: ["states", "layoffs"], states: ["TX"] });
    expect(texas?.newPeriods.map((p) => p.source)).toEqual(["bls-laus-states"]);
    expect(texas?.revisions.map((r) => r.series)).toEqual(["LASST480000000000003"]);
    expect(texas?.warn).toEqual({ newNotices: 3, byState: { TX: 3 }, byIndustry: {} });
    expect(texas?.postings).toEqual([]);
  });

  it("'all' with no states is everything but the postings", () => {
    const all = narrowChanges(record, { subscriptionTypes: ["all"], states: [] });
    expect(all?.revisions).toHaveLength(3);
    expect(all?.warn.newNotices).toBe(4);
    expect(all?.warn.byIndustry).toEqual(record.warn.byIndustry);
  });

  it("is nothing when the update has nothing of the choice", () => {
    expect(notificationFor(record, { subscriptionTypes: ["skills"], states: [] })).toBeUndefined();
    expect(notificationFor(record, { subscriptionTypes: ["layoffs"], states: ["OH"] })).toBeUndefined();
  });

  it("says it in the update history's words and links to the pages with the view", () => {
    const n = notificationFor(record, { subscriptionTypes: ["hiring", "states"], states: ["CA"] });
    expect(n?.lines).toEqual([
      "Job Openings and Labor Turnover Survey data for September 2026 added",
      "State Employment and Unemployment data for September 2026 added",
      "The California unemployment rate for August 2026 revised down 0.1 point",
      "National job openings (JOLTS) for August 2026 revised down 50,000",
    ]);
    expect(n?.links.map((l) => l.path)).toEqual(["/", "/states?state=CA", "/updates"]);
  });
});
