import { describe, expect, it } from "vitest";
import {
  type ForecastRecord,
  monthlyRecord,
  onlyAddsScores,
  refusalToStore,
  runningError,
  withScore,
} from "~/domain/outlook/record.ts";

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
    const unscored = { ...record, key: "v1/2026-10", month: "2026-10" };
    expect(runningError([a, b, unscored])).toEqual({ forecasts: 2, mae: 0.2, baselineMae: 0.1 });
  });

  it("counts the last forecast made before a month's release in the running error, and keeps the first beside it", () => {
    const early = withScore(record, 4.2, "2026-09-04T13:00:00.000Z") as ForecastRecord;
    const late = withScore(
      { ...record, key: "v1/2026-08/2026-08-29+2026-08-22", madeAt: "2026-08-30T14:00:00.000Z", value: 4.1 },
      4.2,
      "2026-09-04T13:00:00.000Z",
    ) as ForecastRecord;
    const [month, ...rest] = monthlyRecord([late, early]);
    expect(rest).toEqual([]);
    expect(month).toMatchObject({ month: "2026-08", count: 2, first: early, last: late });
    // The last forecast missed by 0.1, the first by 0.3: only the last counts.
    expect(runningError([early, late])).toEqual({ forecasts: 1, mae: 0.1, baselineMae: 0.1 });
  });

  it("allows a new forecast for a month only while its release is ahead", () => {
    const later = { ...record, key: "v1/2026-08/2026-08-29+2026-08-22", madeAt: "2026-09-03T20:00:00.000Z" };
    expect(refusalToStore([record], later, "2026-09-04")).toBeUndefined();
    expect(refusalToStore([record], later, undefined)).toBeUndefined();
    expect(refusalToStore([record], record, "2026-09-04")).toBe("a forecast from the same inputs is stored");
    // 2026-09-04T03:00Z is still 3 September in Washington; 2026-09-04T05:00Z is the release day.
    expect(refusalToStore([record], { ...later, madeAt: "2026-09-04T03:00:00.000Z" }, "2026-09-04")).toBeUndefined();
    expect(refusalToStore([record], { ...later, madeAt: "2026-09-04T05:00:00.000Z" }, "2026-09-04")).toBe(
      "the release for 2026-08 is due on 2026-09-04",
    );
    const scored = withScore(record, 4.2, "2026-09-04T13:00:00.000Z") as ForecastRecord;
    expect(refusalToStore([scored], later, undefined)).toBe("the rate for 2026-08 is out");
    // Another method version's forecast of the month is its own.
    expect(refusalToStore([scored], { ...later, methodVersion: "2", key: "v2/2026-08/x" }, undefined)).toBeUndefined();
  });
});
