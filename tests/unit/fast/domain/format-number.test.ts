import { describe, expect, it } from "vitest";
import { formatCount, formatNumber, formatThousands } from "~/domain/format.ts";

describe("numbers with US separators", () => {
  const values = [0, -0, 7, 999, 1000, 1234.5, 1234.56789, -2300, 161_432_000, 0.1 + 0.2];

  it("writes each number as toLocaleString with US English does", () => {
    for (const value of values) expect(formatNumber(value), String(value)).toBe(value.toLocaleString("en-US"));
    expect(formatNumber(1234.5)).toBe("1,234.5");
  });

  it("rounds counts to whole numbers and thousands to whole thousands", () => {
    expect(formatCount(161_431_999.6)).toBe("161,432,000");
    expect(formatThousands(12_499)).toBe("12K");
    expect(formatThousands(1_234_567)).toBe("1,235K");
  });
});
