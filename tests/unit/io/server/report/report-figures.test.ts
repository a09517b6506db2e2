import { describe, expect, it } from "vitest";
import type { Manifest } from "~/domain/dataset.ts";
import type { Layoff } from "~/domain/entities.ts";
import { formatReferencePeriod } from "~/domain/format.ts";
import { pdfSafe } from "~/server/report/pdf-text.ts";
import {
  describeRank,
  layoffIndustryTotals,
  median,
  newestReferenceMonth,
  ordinal,
  rankAmong,
  reportFilename,
  stateCodeOfPlace,
} from "~/server/report/report-figures.ts";

const manifestWith = (periods: string[]) =>
  ({
    builtAt: "2026-09-01T00:00:00.000Z",
    entities: Object.fromEntries(periods.map((p, i) => [`e${i}`, { referencePeriod: p }])),
  }) as unknown as Manifest;

describe("report figures", () => {
  it("names the file after the newest reference month of any entity", () => {
    const manifest = manifestWith(["2026-04/2026-07", "2025-10-25/2026-08-22", "2025-05", "2024/2034"]);
    expect(newestReferenceMonth(manifest)).toBe("2026-08");
    expect(reportFilename(manifest)).toBe("us-jobs-analytics-report-2026-08.pdf");
  });

  it("writes periods as the pages do (one formatter for both)", () => {
    expect(formatReferencePeriod("2025-04/2026-04")).toBe("April 2025 – April 2026");
    expect(formatReferencePeriod("2026-08-14")).toBe("August 14, 2026");
    expect(formatReferencePeriod("2020-01-01/2026-08-08")).toBe("January 1, 2020 – August 8, 2026");
    expect(formatReferencePeriod("2026-04/2026-08-06")).toBe("April 2026 – August 6, 2026");
  });

  it("ranks with ties sharing the better rank", () => {
    expect(rankAmong([5, 3, 3, 1], 3, "higher")).toEqual({ rank: 2, tied: true });
    expect(rankAmong([5, 3, 3, 1], 1, "lower")).toEqual({ rank: 1, tied: false });
    expect(describeRank({ rank: 2, tied: true }, 51)).toBe("2nd of 51 (tied)");
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 51].map(ordinal)).toEqual([
      "1st",
      "2nd",
      "3rd",
      "4th",
      "11th",
      "12th",
      "13th",
      "21st",
      "22nd",
      "23rd",
      "51st",
    ]);
  });

  it("takes medians of odd and even counts", () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 2, 3])).toBe(2.5);
  });

  it("finds the state of a notice's place, written as a code or a name", () => {
    expect(stateCodeOfPlace("Lehigh, PA")).toBe("PA");
    expect(stateCodeOfPlace("California")).toBe("CA");
    expect(stateCodeOfPlace("Statewide, District of Columbia")).toBe("DC");
    expect(stateCodeOfPlace("Somewhere")).toBe("");
  });

  it("totals layoffs by industry, keeping notices without one apart", () => {
    const l = (industry: string, employeesLaidOff: number) => ({ industry, employeesLaidOff }) as Layoff;
    const { industries, unspecified } = layoffIndustryTotals([
      l("A", 5),
      l("B", 9),
      l("A", 6),
      l("Not specified", 100),
    ]);
    expect(industries).toEqual([
      { industry: "A", employees: 11, notices: 2 },
      { industry: "B", employees: 9, notices: 1 },
    ]);
    expect(unspecified).toEqual({ industry: "Not specified", employees: 100, notices: 1 });
  });

  it("keeps text the standard fonts can encode and replaces the rest", () => {
    expect(pdfSafe("O*NET® – “quoted” café")).toBe("O*NET® – “quoted” café");
    expect(pdfSafe("a → b, −0.1, ≤3.5, Dē")).toBe("a -> b, -0.1, <=3.5, De");
  });
});
