/**
 * The outlook on the real history of the snapshot (skipped where the snapshot is absent): the Sahm rule's values in
 * known months, computed by hand from the rate file (three-month averages against the low of the 12 before), and the
 * backtest's span.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { buildOutlook } from "~/domain/outlook/outlook.ts";
import { sahmIndicator } from "~/domain/outlook/sahm.ts";
import { readUnemploymentRate } from "~/pipeline/readers/bls.ts";
import { readClaims, readUnemploymentHistory, spliceRates } from "~/pipeline/readers/claims.ts";
import { RAW_DIR } from "../../../helpers/raw-snapshot.ts";

describe.skipIf(!RAW_DIR)("outlook on the snapshot's history", () => {
  // Read once the suite runs: a skipped suite's body is still collected, where there is no snapshot to read.
  let rates: ReturnType<typeof spliceRates>["rates"];
  let missing: ReturnType<typeof spliceRates>["missing"];
  let claims: ReturnType<typeof readClaims>;
  beforeAll(() => {
    const root = RAW_DIR ?? "";
    ({ rates, missing } = spliceRates(readUnemploymentHistory(root), readUnemploymentRate(root)));
    claims = readClaims(root);
  });

  it("joins the rate from January 1948 to July 2026, without the unpublished October 2025", () => {
    expect(rates[0]).toEqual({ month: "1948-01", value: 3.4 });
    expect(rates.at(-1)).toEqual({ month: "2026-07", value: 4.1 });
    expect(missing).toEqual(["2025-10"]);
  });

  it("crosses the Sahm threshold in February 2008, April 2020 and July 2024", () => {
    const sahm = new Map(sahmIndicator(rates).map((p) => [p.month, p]));
    // Jan 2008: (5.0 + 5.0 + 4.7) / 3 − 4.4333 (the lowest average of the 12 months before) = 0.47: below 0.50.
    expect(sahm.get("2008-01")).toEqual({ month: "2008-01", value: 0.47, signal: false });
    expect(sahm.get("2008-02")).toEqual({ month: "2008-02", value: 0.53, signal: true });
    // Apr 2020: (14.8 + 4.4 + 3.5) / 3 − 3.5667 = 4.00.
    expect(sahm.get("2020-04")).toEqual({ month: "2020-04", value: 4, signal: true });
    // Jul 2024: (4.2 + 4.1 + 3.9) / 3 − 3.5667 = 0.50.
    expect(sahm.get("2024-07")).toEqual({ month: "2024-07", value: 0.5, signal: true });
    expect(sahm.get("2026-07")).toEqual({ month: "2026-07", value: -0.03, signal: false });
  });

  it("backtests every month from March 1970 to July 2026, by decade and in NBER recessions", () => {
    const outlook = buildOutlook(rates, claims.initial.points, claims.continued.points);
    const labels = outlook.backtest.segments.map((s) => s.label);
    expect(labels).toEqual([
      "All months",
      "1970s",
      "1980s",
      "1990s",
      "2000s",
      "2010s",
      "2020s",
      "NBER recessions",
      "Expansions",
    ]);
    expect(outlook.backtest.rows[0]?.month).toBe("1970-03");
    expect(outlook.backtest.rows.at(-1)?.month).toBe("2026-07");
    const april2020 = outlook.backtest.rows.find((r) => r.month === "2020-04");
    expect(april2020?.forecasts["no-change"]).toBe(4.4);
    expect(april2020?.actual).toBe(14.8);
    expect(outlook.forecast.month).toBe("2026-08");
    expect(outlook.forecast.claims.initial).toEqual({ through: "2026-08-01", leadWeeks: 2 });
    // Continued claims end with July's survey week, four weeks before August's: left out of this forecast, but in
    // the backtest of the last forecast before a release.
    expect(outlook.backtest.methods.map((m) => m.id)).toEqual(["no-change", "initial-claims"]);
    expect(outlook.backtest.final.methods.map((m) => m.id)).toEqual([
      "no-change",
      "initial-claims",
      "continued-claims",
    ]);
  });
});
