import { describe, expect, it } from "vitest";
import { backtest, fitLine, type Method, MIN_TRAINING_MONTHS } from "~/domain/outlook/backtest.ts";
import { claimsChange, indexWeeks } from "~/domain/outlook/claims.ts";
import { shiftDay, shiftMonth } from "~/domain/outlook/months.ts";
import { chooseMethod, coverage, errorBounds, quantile, segments } from "~/domain/outlook/scores.ts";

describe("claims signal", () => {
  const weeks = (from: string, values: number[]) =>
    indexWeeks(values.map((value, i) => ({ week: shiftDay(from, 7 * i), value })));

  it("is the log change of the 4-week average ending at the reference week against the previous month's", () => {
    // July 2026's reference week ends 2026-07-18, August's 2026-08-15.
    const index = weeks("2026-06-27", [100, 100, 100, 100, 110, 120, 130, 140, 150]);
    expect(claimsChange(index, "2026-08", 0)).toBeCloseTo(Math.log(125 / 100), 12);
    expect(claimsChange(index, "2026-08", 2)).toBeCloseTo(Math.log(107.5 / 100), 12);
  });

  it("is undefined when a week of either window is missing", () => {
    const index = weeks("2026-06-27", [100, 100, 100, 100, 110, 120, 130]);
    expect(claimsChange(index, "2026-08", 0)).toBeUndefined();
    expect(claimsChange(index, "2026-08", 1)).toBeCloseTo(Math.log(115 / 100), 12);
  });
});

describe("fitLine", () => {
  it("recovers an exact line and refuses a vertical one", () => {
    expect(fitLine([0, 1, 2, 3], [1, 3, 5, 7])).toEqual({ intercept: 1, slope: 2, months: 4 });
    expect(fitLine([1, 1], [0, 1])).toBeUndefined();
  });
});

/** A method whose signal is the next month's true change: perfect once fitted, to check what the fit may see. */
function oracle(rates: Map<string, number>): Method {
  return {
    id: "initial-claims",
    label: "Oracle",
    signal: (m) => {
      const now = rates.get(m);
      const before = rates.get(shiftMonth(m, -1));
      return now === undefined || before === undefined ? undefined : now - before;
    },
  };
}

describe("rolling-origin backtest", () => {
  const series = Array.from({ length: 60 }, (_, i) => ({
    month: shiftMonth("2000-01", i),
    value: 5 + Math.round(10 * Math.sin(i / 4)) / 10,
  }));
  const byMonth = new Map(series.map((r) => [r.month, r.value]));
  const methods: Method[] = [{ id: "no-change", label: "No change" }, oracle(byMonth)];

  it("forecasts no change as last month's rate, and a claims method only after 36 months of history", () => {
    const rows = backtest(series, methods, "2000-01");
    expect(rows[0]?.forecasts["no-change"]).toBe(rows[0]?.previous);
    const first = rows.find((r) => r.forecasts["initial-claims"] !== undefined);
    // Month 1 is the first with a change; 36 changes before it puts the first claims forecast at month 37.
    expect(first?.month).toBe(shiftMonth("2000-01", MIN_TRAINING_MONTHS + 1));
    expect(first?.forecasts["initial-claims"]).toBe(first?.actual);
  });

  it("never lets a month, or any later month, into its own forecast", () => {
    const before = backtest(series, methods, "2003-06");
    const changed = series.map((r) => (r.month >= "2004-06" ? { ...r, value: r.value + 3 } : r));
    const after = backtest(
      changed,
      [methods[0] as Method, oracle(new Map(changed.map((r) => [r.month, r.value])))],
      "2003-06",
    );
    const upTo = (rows: typeof before) => rows.filter((r) => r.month < "2004-06");
    expect(upTo(after)).toEqual(upTo(before));
  });
});

describe("scores", () => {
  const row = (month: string, actual: number, previous: number, claims: number) => ({
    month,
    actual,
    previous,
    forecasts: { "no-change": previous, "initial-claims": claims },
  });
  const rows = [
    row("2008-01", 5.0, 5.0, 5.1), // recession month
    row("2008-02", 5.2, 5.0, 5.2),
    row("2019-05", 3.6, 3.6, 3.6),
    row("2019-06", 3.6, 3.8, 3.5),
  ];

  it("gives MAE and RMSE over all months, by decade and in and out of NBER recessions", () => {
    const table = segments(rows, ["no-change", "initial-claims"]);
    expect(table.map((s) => [s.label, s.months])).toEqual([
      ["All months", 4],
      ["2000s", 2],
      ["2010s", 2],
      ["NBER recessions", 2],
      ["Expansions", 2],
    ]);
    expect(table[0]?.scores).toEqual([
      { method: "no-change", mae: 0.1, rmse: 0.14 },
      { method: "initial-claims", mae: 0.05, rmse: 0.07 },
    ]);
    expect(table[3]?.scores[0]).toEqual({ method: "no-change", mae: 0.1, rmse: 0.14 });
  });

  it("chooses the lowest MAE, and no change on a tie", () => {
    const table = segments(rows, ["no-change", "initial-claims"]);
    expect(chooseMethod(table[0] as (typeof table)[0])).toBe("initial-claims");
    const tie = {
      ...table[0],
      scores: [
        { method: "no-change" as const, mae: 0.1, rmse: 0.2 },
        { method: "initial-claims" as const, mae: 0.1, rmse: 0.1 },
      ],
    };
    expect(chooseMethod(tie as (typeof table)[0])).toBe("no-change");
  });

  it("takes interval bounds from the empirical quantiles of past errors", () => {
    expect(quantile([3, 1, 2, 4, 5], 0.5)).toBe(3);
    expect(quantile([0, 10], 0.25)).toBe(2.5);
    const errors = Array.from({ length: 101 }, (_, i) => (i - 50) / 100);
    const [lo, hi] = errorBounds(errors, 0.9);
    expect(lo).toBeCloseTo(-0.45, 12);
    expect(hi).toBeCloseTo(0.45, 12);
  });

  it("checks each month's interval against bounds from earlier months only", () => {
    const many = Array.from({ length: 50 }, (_, i) => row(shiftMonth("2010-01", i), 4 + (i % 2) / 10, 4, 4));
    // Errors alternate 0 and 0.1: a 68% range [0, 0.1] from earlier months holds every later outcome.
    expect(coverage(many, "initial-claims", 0.68)).toEqual({ months: 14, share: 1 });
  });
});
