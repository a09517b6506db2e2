import { describe, expect, it } from "vitest";
import type { HiringTrendMeasure } from "~/domain/entities.ts";
import { indexToFirst, measureOf, trendAnswer, yearOverYearTotals } from "~/domain/hiring-trends.ts";
import { addMonths } from "~/domain/periods.ts";

const hires: HiringTrendMeasure = {
  id: "hires",
  name: "Hires",
  unit: "hires",
  description: "JOLTS hires",
  referencePeriod: "2024-01/2025-12",
  industries: [
    { id: "technology", name: "Technology", series: "JTS510000000000000HIL", plotted: "Information" },
    { id: "manufacturing", name: "Manufacturing", series: "JTS300000000000000HIL", plotted: "Manufacturing" },
  ],
  unavailable: [],
  // Technology: 100,000 a month in 2024 and 110,000 in 2025; Manufacturing: 300,000 then 270,000.
  points: Array.from({ length: 24 }, (_, i) => ({
    month: addMonths("2024-01", i),
    values: { technology: i < 12 ? 100_000 : 110_000, manufacturing: i < 12 ? 300_000 : 270_000 },
  })),
};

describe("hiring-trends views", () => {
  it("picks a measure by id, else the first", () => {
    const employment = { ...hires, id: "employment" as const };
    expect(measureOf({ measures: [hires, employment] }, "employment")).toBe(employment);
    expect(measureOf({ measures: [employment] }, "hires")).toBe(employment);
  });

  it("indexes each line to its first value", () => {
    const points = indexToFirst(hires.points.slice(10, 14), ["technology", "manufacturing"]);
    expect(points.map((p) => p.values)).toEqual([
      { technology: 100, manufacturing: 100 },
      { technology: 100, manufacturing: 100 },
      { technology: 110, manufacturing: 90 },
      { technology: 110, manufacturing: 90 },
    ]);
    expect(indexToFirst([], ["technology"])).toEqual([]);
    // A line without a first value is left out rather than divided by zero.
    expect(indexToFirst([{ month: "2024-01", values: { technology: 0 } }], ["technology"])[0]?.values).toEqual({});
  });

  it("compares the last 12 months' total with the 12 before", () => {
    const totals = yearOverYearTotals(hires);
    expect(totals?.previousPeriod).toBe("2024-01/2024-12");
    expect(totals?.latestPeriod).toBe("2025-01/2025-12");
    expect(totals?.rows.map((r) => [r.name, r.previous, r.latest, Math.round(r.changePercent)])).toEqual([
      ["Technology", 1_200_000, 1_320_000, 10],
      ["Manufacturing", 3_600_000, 3_240_000, -10],
    ]);
    expect(yearOverYearTotals({ ...hires, points: hires.points.slice(1) })).toBeUndefined();
  });
});

describe("trendAnswer", () => {
  const months = Array.from(
    { length: 24 },
    (_, i) => `${2024 + Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, "0")}`,
  );
  const hires = (tech: (i: number) => number, care: (i: number) => number): HiringTrendMeasure => ({
    id: "hires",
    name: "Hires",
    unit: "hires",
    description: "JOLTS hires",
    referencePeriod: "2024-01/2025-12",
    industries: [
      { id: "technology", name: "Technology", series: "T", plotted: "Information" },
      { id: "healthcare", name: "Healthcare", series: "H", plotted: "Health care and social assistance" },
    ],
    unavailable: [],
    points: months.map((month, i) => ({ month, values: { technology: tech(i), healthcare: care(i) } })),
  });

  it("says hiring is slowing when most industries hired fewer than in the 12 months before, and names the largest", () => {
    const answer = trendAnswer(
      hires(
        (i) => (i < 12 ? 100_000 : 90_000),
        (i) => (i < 12 ? 700_000 : 650_000),
      ),
    );
    expect(answer).toBe(
      "0 of 2 industries shown hired more people in the 12 months to December 2025 than in the 12 before — hiring is slowing; Healthcare hired the most (7.8 million people).",
    );
  });

  it("says hiring is picking up when most hired more", () => {
    expect(
      trendAnswer(
        hires(
          (i) => 100_000 + i,
          (i) => 700_000 + i,
        ),
      ),
    ).toContain("2 of 2 industries shown hired more");
    expect(
      trendAnswer(
        hires(
          (i) => 100_000 + i,
          (i) => 700_000 + i,
        ),
      ),
    ).toContain("hiring is picking up");
  });

  it("compares an employment level with a year before", () => {
    const employment: HiringTrendMeasure = {
      ...hires(
        (i) => 2_800_000 - i * 1000,
        (i) => 23_000_000 + i * 10_000,
      ),
      id: "employment",
      unit: "jobs",
    };
    expect(trendAnswer(employment)).toBe(
      "1 of 2 industries shown had more payroll jobs in December 2025 than a year before; Healthcare has the most (23.2 million jobs).",
    );
  });
});
