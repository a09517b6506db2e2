import { describe, expect, it } from "vitest";
import { type ForecastRecord, onlyAddsScores, runningError, withScore } from "../../../../src/domain/outlook/record.ts";

const record: ForecastRecord = {
  key: "v1/2026-08",
  madeAt: "2026-08-07T14:00:00.000Z",
  methodVersion: "1",
  method: "initial-claims",
  month: "2026-08",
  inputs: { rateThrough: "2026-07", initialClaimsThrough: "2026-08-01", continuedClaimsThrough: "2026-07-18" },
  value: 3.9,
  baseline: 4.1,
  intervals: [{ probability: 0.68, low: 3.7, high: 4 }],
  scores: [],
};

describe("forecast record", () => {
  it("scores the first print against the forecast and the no-change baseline", () => {
    expect(withScore(record, 4.2, "2026-09-04T13:00:00.000Z")?.scores).toEqual([
      { kind: "first print", at: "2026-09-04T13:00:00.000Z", actual: 4.2, error: 0.3, baselineError: 0.1 },
    ]);
  });

  it("adds a revision only when the published rate changes, keeping the first print", () => {
    const first = withScore(record, 4.2, "2026-09-04T13:00:00.000Z") as ForecastRecord;
    expect(withScore(first, 4.2, "2026-10-02T13:00:00.000Z")).toBeUndefined();
    const revised = withScore(first, 4.1, "2027-01-09T13:00:00.000Z") as ForecastRecord;
    expect(revised.scores.map((s) => [s.kind, s.actual, s.error])).toEqual([
      ["first print", 4.2, 0.3],
      ["revision", 4.1, 0.2],
    ]);
    expect(onlyAddsScores(first, revised)).toBe(true);
  });

  it("tells an added score from an edit of the forecast or of an earlier score", () => {
    const first = withScore(record, 4.2, "2026-09-04T13:00:00.000Z") as ForecastRecord;
    expect(onlyAddsScores(first, { ...first, value: 4.2 })).toBe(false);
    expect(
      onlyAddsScores(first, { ...first, scores: [{ ...(first.scores[0] as ForecastRecord["scores"][0]), actual: 4 }] }),
    ).toBe(false);
    expect(onlyAddsScores(first, { ...first, scores: [] })).toBe(false);
  });

  it("keeps a running error of the latest scores against the baseline's", () => {
    const a = withScore(record, 4.2, "2026-09-04T13:00:00.000Z") as ForecastRecord;
    const b = withScore(
      { ...record, key: "v1/2026-09", month: "2026-09", value: 4.2, baseline: 4.2 },
      4.3,
      "2026-10-02T13:00:00.000Z",
    ) as ForecastRecord;
    expect(runningError([a, b, record])).toEqual({ forecasts: 2, mae: 0.2, baselineMae: 0.1 });
  });
});
