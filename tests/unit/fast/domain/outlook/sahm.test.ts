import { describe, expect, it } from "vitest";
import { shiftMonth } from "~/domain/outlook/months.ts";
import { sahmCrossings, sahmIndicator } from "~/domain/outlook/sahm.ts";

function rates(start: string, values: number[]) {
  return values.map((value, i) => ({ month: shiftMonth(start, i), value }));
}

describe("Sahm rule indicator", () => {
  it("is the 3-month average minus the lowest 3-month average of the previous 12 months", () => {
    // 14 months at 4.0, then 4.3, 4.6, 4.9: averages 4.1, 4.3, 4.6 against a low of 4.0.
    const points = sahmIndicator(rates("2024-01", [...Array(14).fill(4), 4.3, 4.6, 4.9]));
    expect(points.slice(-3)).toEqual([
      { month: "2025-03", value: 0.1, signal: false },
      { month: "2025-04", value: 0.3, signal: false },
      { month: "2025-05", value: 0.6, signal: true },
    ]);
  });

  it("signals at exactly 0.50 point and names the first month of each run", () => {
    const points = sahmIndicator(rates("2024-01", [...Array(14).fill(4), 4.5, 4.5, 4.5, 4.5, 4, 4, 4]));
    expect(points.find((p) => p.month === "2025-05")).toEqual({ month: "2025-05", value: 0.5, signal: true });
    expect(sahmCrossings(points)).toEqual(["2025-05"]);
  });

  it("leaves a hole for months whose average needs an unpublished month, never a guess", () => {
    const series = rates("2024-01", Array(20).fill(4)).filter((r) => r.month !== "2025-03");
    const months = sahmIndicator(series).map((p) => p.month);
    expect(months).not.toContain("2025-03");
    expect(months).not.toContain("2025-04");
    expect(months).not.toContain("2025-05");
    expect(months).toContain("2025-06");
  });

  it("needs three months for an average and one earlier average to compare with", () => {
    expect(sahmIndicator(rates("2024-01", [4, 4, 4]))).toEqual([]);
    expect(sahmIndicator(rates("2024-01", [4, 4, 4, 4.3]))).toEqual([{ month: "2024-04", value: 0.1, signal: false }]);
  });
});
