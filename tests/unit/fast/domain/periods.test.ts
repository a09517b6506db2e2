import { describe, expect, it } from "vitest";
import { formatReferencePeriod } from "~/domain/format.ts";
import {
  addMonths,
  daysInMonth,
  mergePeriods,
  periodBounds,
  periodEnd,
  periodEndMonth,
  spanOf,
} from "~/domain/periods.ts";

describe("reference periods", () => {
  it("read a single month as its own start and end", () => {
    expect(periodBounds("2026-07")).toEqual({ start: "2026-07", end: "2026-07" });
    expect(periodEnd("2026-07")).toBe("2026-07");
    expect(periodEndMonth("2026-07")).toBe("2026-07");
    expect(formatReferencePeriod("2026-07")).toBe("July 2026");
  });

  it("read a range as its two ends", () => {
    expect(periodBounds("2025-04/2026-04")).toEqual({ start: "2025-04", end: "2026-04" });
    expect(periodEnd("2025-04/2026-04")).toBe("2026-04");
    expect(periodEndMonth("2020-01-01/2026-08-08")).toBe("2026-08");
    expect(formatReferencePeriod("2026-04/2026-08-06")).toBe("April 2026 – August 6, 2026");
  });

  it("span a set of values and merge periods into the widest one", () => {
    expect(spanOf(["2026-07", "2026-04", "2026-07"])).toBe("2026-04/2026-07");
    expect(spanOf(["2026-06"])).toBe("2026-06");
    expect(() => spanOf([])).toThrow();
    expect(mergePeriods(["2024-01/2024-06", "2025-03"])).toBe("2024-01/2025-03");
    expect(mergePeriods(["2026-07", "2026-07"])).toBe("2026-07");
  });
});

describe("month arithmetic", () => {
  it("moves months across year boundaries", () => {
    expect(addMonths("2026-02", -3)).toBe("2025-11");
    expect(addMonths("2026-08", -23)).toBe("2024-09");
    expect(addMonths("2025-11", 3)).toBe("2026-02");
    expect(addMonths("2026-01", -1)).toBe("2025-12");
  });

  it("counts the days of a month", () => {
    expect(daysInMonth("2024-02")).toBe(29);
    expect(daysInMonth("2026-02")).toBe(28);
    expect(daysInMonth("2026-12")).toBe(31);
  });
});
