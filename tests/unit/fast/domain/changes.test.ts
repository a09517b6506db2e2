import { describe, expect, it } from "vitest";
import { type DatasetDigest, diffDigests } from "~/domain/changes.ts";
import { plausibilityProblems, shapeOf } from "~/domain/plausibility.ts";

function digest(over: Partial<DatasetDigest> = {}): DatasetDigest {
  return {
    series: {
      CES0000000001: [
        ["2026-05", 159000],
        ["2026-06", 159100, 1],
      ],
      LASST060000000000003: [
        ["2025-06", 5.3],
        ["2026-06", 5.5],
      ],
    },
    periods: { "bls-ces-industries": "2026-06", warn: "2026-08-01" },
    warn: { "CA:a": ["CA", "Information"] },
    postings: { "greenhouse:acme": ["Acme", 10] },
    entities: { states: { count: 51, shape: "[{code:string}]" } },
    ...over,
  };
}
const meta = { version: "b", previousVersion: "a", refreshedAt: "2026-11-23T12:00:00.000Z", sources: [] };

describe("what changed", () => {
  it("records new periods, revisions (largest first), new WARN notices and postings changes", () => {
    const next = digest({
      series: {
        CES0000000001: [
          ["2026-05", 159010],
          ["2026-06", 159000],
          ["2026-07", 159200, 1],
        ],
        LASST060000000000003: [
          ["2025-07", 5.2],
          ["2026-07", 5.6],
        ],
      },
      periods: { "bls-ces-industries": "2026-07", warn: "2026-08-01" },
      warn: { "CA:a": ["CA", "Information"], "TX:b": ["TX", "Manufacturing"], "TX:c": ["TX", "Unknown"] },
      postings: { "greenhouse:acme": ["Acme", 4], "ashby:new": ["New", 1] },
    });
    const record = diffDigests(digest(), next, meta);
    expect(record.newPeriods).toEqual([{ source: "bls-ces-industries", from: "2026-06", to: "2026-07" }]);
    expect(record.revisions.map((r) => [r.period, r.old, r.new, r.preliminaryBefore])).toEqual([
      ["2026-06", 159100, 159000, true],
      ["2026-05", 159000, 159010, false],
    ]);
    expect(record.warn).toEqual({ newNotices: 2, byState: { TX: 2 }, byIndustry: { Manufacturing: 1, Unknown: 1 } });
    expect(record.postings[0]).toEqual({ company: "greenhouse:acme", name: "Acme", before: 10, after: 4, change: -6 });
  });
});

describe("plausibility gate", () => {
  it("passes an ordinary release", () => {
    expect(plausibilityProblems(digest(), digest())).toEqual([]);
  });

  it("refuses a payroll jump over 2%, a state rate move over 2 points, a halved entity and a new shape", () => {
    const next = digest({
      series: {
        CES0000000001: [
          ["2026-05", 159000],
          ["2026-06", 159100],
          ["2026-07", 165000],
        ],
        LASST060000000000003: [["2026-07", 8]],
      },
      entities: { states: { count: 20, shape: "[{code:number}]" } },
    });
    const problems = plausibilityProblems(digest(), next).join("\n");
    expect(problems).toMatch(/national payrolls 2026-06 → 2026-07: 159100 → 165000/);
    expect(problems).toMatch(/LASST060000000000003: 5.5% \(2026-06\) → 8% \(2026-07\)/);
    expect(problems).toMatch(/states lost more than half its records \(51 → 20\)/);
    const reshaped = digest({ entities: { states: { count: 51, shape: "[{code:number}]" } } });
    expect(plausibilityProblems(digest(), reshaped).join()).toMatch(/states changed shape/);
  });

  it("refuses a dataset whose newest period for a source is older than the served one", () => {
    const older = digest({ periods: { "bls-ces-industries": "2026-05", warn: "2026-08-01" } });
    expect(plausibilityProblems(digest(), older)).toEqual([
      "source bls-ces-industries went back in time: newest period 2026-06 served, 2026-05 built",
    ]);
    // Newer periods, and a source the served version did not have, are fine.
    const newer = digest({ periods: { "bls-ces-industries": "2026-07", warn: "2026-08-02", indeed: "2026-08-01" } });
    expect(plausibilityProblems(digest(), newer)).toEqual([]);
  });

  it("describes a value's shape by keys and types", () => {
    expect(shapeOf([{ b: 1, a: "x", c: [null] }])).toBe("[{a:string,b:number,c:[null]}]");
  });
});
