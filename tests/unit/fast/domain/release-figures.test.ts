import { describe, expect, it } from "vitest";
import { rateChangeWords } from "~/domain/change-text.ts";
import type { ChangeRecord, DatasetDigest } from "~/domain/changes.ts";
import { notificationFor } from "~/domain/notifications.ts";
import { jobsWords, releaseFigures } from "~/domain/release-figures.ts";

/** The digest of a version that holds July's Employment Situation, June's JOLTS and July's state figures. */
const digest: DatasetDigest = {
  series: {
    LNS14000000: [
      ["2026-05", 4.1],
      ["2026-06", 4.2],
      ["2026-07", 4.3, 1],
    ],
    CES0000000001: [
      ["2026-06", 159_359],
      ["2026-07", 159_432, 1],
    ],
    JTS000000000000000JOL: [
      ["2026-05", 7_362],
      ["2026-06", 7_181, 1],
    ],
    // California (06): payroll in thousands, unemployment rate a year before and now.
    SMS06000000000000001: [
      ["2026-06", 18_150.4],
      ["2026-07", 18_170.1, 1],
    ],
    LASST060000000000003: [
      ["2025-07", 5.5],
      ["2026-07", 5.5],
    ],
    // Wyoming (56): under a million jobs.
    SMS56000000000000001: [
      ["2026-06", 290.3],
      ["2026-07", 289.1, 1],
    ],
    LASST560000000000003: [
      ["2025-07", 3.4],
      ["2026-07", 3.1],
    ],
  },
  periods: {},
  warn: {},
  postings: {},
  entities: {},
};

const record = (newPeriods: ChangeRecord["newPeriods"]): ChangeRecord => ({
  schemaVersion: 1,
  version: "v2",
  previousVersion: "v1",
  refreshedAt: "2026-08-07T13:00:00.000Z",
  newPeriods,
  revisions: [],
  revisionCount: 0,
  warn: { newNotices: 2, byState: { CA: 2 }, byIndustry: {} },
  postings: [],
  sources: [],
});

const everything = record([
  { source: "bls-cps-unemployment", from: "2026-06", to: "2026-07" },
  { source: "bls-national-fred", from: "2026-06", to: "2026-07" },
  { source: "bls-jolts-national", from: "2026-05", to: "2026-06" },
  { source: "bls-ces-states", from: "2026-06", to: "2026-07" },
  { source: "bls-laus-states", from: "2026-06", to: "2026-07" },
]);

describe("the headline figures a release brought", () => {
  it("quotes each moved source's headline figure with its month, unit and source", () => {
    expect(releaseFigures(everything, digest, [])).toEqual([
      "Unemployment rate: 4.3% in July 2026, up 0.1 point from June 2026 (BLS Employment Situation)",
      "Nonfarm payroll jobs: +73,000 in July 2026, to 159.4 million (BLS Employment Situation)",
      "Job openings: 7.2 million in June 2026, down 181,000 from May 2026 (BLS Job Openings and Labor Turnover Survey)",
    ]);
  });

  it("adds each watched state's payroll jobs and unemployment rate (against a year before) when the state release moved", () => {
    const lines = releaseFigures(everything, digest, ["CA", "WY"]);
    expect(lines.slice(3)).toEqual([
      "California payroll jobs: +19,700 in July 2026, to 18.2 million (BLS State Employment and Unemployment)",
      "California unemployment rate: 5.5% in July 2026, unchanged from July 2025 (BLS State Employment and Unemployment)",
      "Wyoming payroll jobs: -1,200 in July 2026, to 289,100 (BLS State Employment and Unemployment)",
      "Wyoming unemployment rate: 3.1% in July 2026, down 0.3 point from July 2025 (BLS State Employment and Unemployment)",
    ]);
  });

  it("quotes only the sources that moved, and leaves out a figure the digest does not hold", () => {
    const joltsOnly = record([{ source: "bls-jolts-national", from: "2026-05", to: "2026-06" }]);
    expect(releaseFigures(joltsOnly, digest, [])).toEqual([
      "Job openings: 7.2 million in June 2026, down 181,000 from May 2026 (BLS Job Openings and Labor Turnover Survey)",
    ]);
    // August is not in the digest: no line rather than another month's figure.
    const august = record([{ source: "bls-cps-unemployment", from: "2026-07", to: "2026-08" }]);
    expect(releaseFigures(august, digest, [])).toEqual([]);
    // No June payrolls for the month's change: the line is left out; the rate without its month before says only the level.
    const thin: DatasetDigest = {
      ...digest,
      series: { CES0000000001: [["2026-07", 159_432]], LNS14000000: [["2026-07", 4.3]] },
    };
    expect(releaseFigures(everything, thin, [])).toEqual([
      "Unemployment rate: 4.3% in July 2026 (BLS Employment Situation)",
    ]);
  });

  it("writes changes and levels at the precision shown", () => {
    expect(rateChangeWords(4.2, 4.3)).toBe("up 0.1 point");
    expect(rateChangeWords(4.3, 4.3)).toBe("unchanged");
    expect(rateChangeWords(5, 4)).toBe("down 1.0 point");
    expect(rateChangeWords(4.1, 5.6)).toBe("up 1.5 points");
    expect(jobsWords(159_432)).toBe("159.4 million");
    expect(jobsWords(290.3)).toBe("290,300");
  });
});

describe("the figures in a subscriber's notification", () => {
  it("follows the subscriber's topics and watched states", () => {
    const hiring = notificationFor(everything, { subscriptionTypes: ["hiring"], states: ["CA"] }, digest);
    expect(hiring?.figures.map((f) => f.split(":")[0])).toEqual([
      "Unemployment rate",
      "Nonfarm payroll jobs",
      "Job openings",
    ]);
    const states = notificationFor(everything, { subscriptionTypes: ["states"], states: ["CA"] }, digest);
    expect(states?.figures.map((f) => f.split(":")[0])).toEqual([
      "California payroll jobs",
      "California unemployment rate",
    ]);
    const layoffs = notificationFor(everything, { subscriptionTypes: ["layoffs"], states: [] }, digest);
    expect(layoffs?.figures).toEqual([]);
    expect(layoffs?.lines).toEqual(["2 new WARN notices in 1 state"]);
  });

  it("says what changed without figures when the version's digest cannot be read", () => {
    const n = notificationFor(everything, { subscriptionTypes: ["all"], states: [] }, null);
    expect(n?.figures).toEqual([]);
    expect(n?.lines[0]).toBe("Employment Situation data for July 2026 added");
  });
});
