import { describe, expect, it } from "vitest";
import { ENTITY_DATA_SCHEMAS } from "../../../../src/domain/dataset.ts";
import { formatReferencePeriod } from "../../../../src/domain/format.ts";
import { spanOf } from "../../../../src/domain/periods.ts";
import { buildAnalyticsStates } from "../../../../src/pipeline/builders/analytics-states.ts";
import { buildEmploymentMetrics } from "../../../../src/pipeline/builders/employment-metrics.ts";
import { buildHiringTrends } from "../../../../src/pipeline/builders/hiring-trends.ts";
import { topOccupationGroup, trendOf } from "../../../../src/pipeline/builders/state-base.ts";
import { buildStates } from "../../../../src/pipeline/builders/states.ts";
import { fixtureInputs, payroll } from "../fixture-inputs.ts";

describe("buildEmploymentMetrics", () => {
  const build = buildEmploymentMetrics(fixtureInputs());

  it("computes each headline figure from its latest month", () => {
    expect(build.data).toEqual({
      totalJobs: 7.359,
      jobsGrowth: -2.4, // (7359 − 7537) ÷ 7537
      unemploymentRate: 4.1,
      unemploymentRateChange: -0.1,
      topState: "California",
      topStateCode: "CA",
      topStateJobs: 240000, // 20 thousand a month × 12
      timeToFill: 46, // 7594 ÷ 5170 × 31
      lastUpdated: "2026-08-21",
      periods: { totalJobs: "2026-06", unemploymentRate: "2026-07", topState: "2026-04", timeToFill: "2026-05" },
    });
    expect(ENTITY_DATA_SCHEMAS["employment-metrics"].safeParse(build.data).success).toBe(true);
  });

  it("carries its sources and reference period", () => {
    expect(build.referencePeriod).toBe("2026-04/2026-07");
    expect(build.sources.map((s) => s.id)).toEqual([
      "bls-jolts-national",
      "bls-jolts-levels",
      "bls-cps-unemployment",
      "bls-ces-states",
    ]);
    expect(build.methodology.topStateJobs).toMatch(/not a count of new job openings/);
  });

  it("fails when the previous month of openings is missing", () => {
    const inputs = fixtureInputs();
    const jol = inputs.joltsNational.series.get("JTS000000000000000JOL");
    if (!jol) throw new Error("fixture");
    (inputs.joltsNational.series as Map<string, typeof jol>).set("JTS000000000000000JOL", {
      ...jol,
      points: jol.points.slice(1),
    });
    expect(() => buildEmploymentMetrics(inputs)).toThrow(
      /ntna_jolts\.json: series JTS000000000000000JOL has no value for 2026-05/,
    );
  });
});

describe("buildStates", () => {
  const build = buildStates(fixtureInputs());
  const ca = build.data.find((s) => s.code === "CA");

  it("lists 51 jurisdictions with the State schema's field types", () => {
    expect(build.data).toHaveLength(51);
    expect(ENTITY_DATA_SCHEMAS.states.safeParse(build.data).success).toBe(true);
  });

  it("computes jobs, growth, unemployment, trend and top field", () => {
    const values = payroll(4, "CA");
    expect(ca).toEqual({
      id: "ca",
      name: "California",
      code: "CA",
      topIndustry: "Computer and Mathematical",
      totalJobs: (values[15] ?? 0) * 1000,
      unemploymentRate: "3.4",
      growthRate: (((values[15] ?? 0) / (values[3] ?? 1) - 1) * 100).toFixed(1),
      trend: "up",
      postingsIndex: 100,
    });
  });

  it("orders by growth, fastest first", () => {
    const rates = build.data.map((s) => Number(s.growthRate));
    expect(rates).toEqual([...rates].sort((a, b) => b - a));
  });

  it("classifies trends with a ±0.1 % band", () => {
    expect([trendOf(0.2), trendOf(0.05), trendOf(-0.11)]).toEqual(["up", "stable", "down"]);
  });

  it("picks the most specialised occupation group above 2 % of employment", () => {
    const national = fixtureInputs().oewsNational.occupations;
    const state = [
      { code: "15-1252", employment: 10 },
      { code: "29-1141", employment: 10 },
      { code: "43-6014", employment: 980 },
    ];
    expect(topOccupationGroup(state, national).label).toBe("Office and Administrative Support");
  });
});

describe("buildAnalyticsStates", () => {
  const build = buildAnalyticsStates(fixtureInputs());

  it("has every industry × period with 51 rows", () => {
    expect(build.data.industries).toEqual(["all", "technology", "healthcare", "finance", "manufacturing"]);
    expect(build.data.periods).toEqual(["30d", "90d", "12m"]);
    expect(build.count).toBe(5 * 3 * 51);
    expect(ENTITY_DATA_SCHEMAS["analytics-states"].safeParse(build.data).success).toBe(true);
  });

  it("uses OEWS occupations for industry rows and the period for growth", () => {
    const tech = build.data.rows.technology["12m"];
    expect(tech[0]?.code).toBe("CA");
    expect(tech[0]?.totalJobs).toBe(1000);
    const values = payroll(4, "CA");
    const month = build.data.rows.all["30d"].find((r) => r.code === "CA");
    expect(month?.growthRate).toBe((((values[15] ?? 0) / (values[14] ?? 1) - 1) * 100).toFixed(1));
    expect(build.data.rows.finance["90d"].every((r) => r.totalJobs === 0)).toBe(true);
  });

  it("documents what the period labels mean", () => {
    expect(build.methodology.periods).toMatch(/'Last 30 days' \(30d\) = 1 month/);
  });
});

describe("buildHiringTrends", () => {
  const build = buildHiringTrends(fixtureInputs());

  it("returns the last 24 months for the five industries, in jobs", () => {
    expect(build.data.points).toHaveLength(24);
    expect(build.data.points[0]?.month).toBe("2024-06");
    expect(build.data.points.at(-1)).toEqual({
      month: "2026-05",
      values: {
        technology: 1028000,
        healthcare: 2028000,
        finance: 3028000,
        manufacturing: 4028000,
        education: 2028000,
      },
    });
    expect(ENTITY_DATA_SCHEMAS["hiring-trends"].safeParse(build.data).success).toBe(true);
  });

  it("says where BLS merges two industries", () => {
    const education = build.data.industries.find((i) => i.id === "education");
    expect(education?.note).toMatch(/same series/);
  });
});

describe("period helpers", () => {
  it("span and label periods", () => {
    expect(spanOf(["2026-07", "2026-04", "2026-07"])).toBe("2026-04/2026-07");
    expect(spanOf(["2026-06"])).toBe("2026-06");
    expect(formatReferencePeriod("2026-06")).toBe("June 2026");
    expect(formatReferencePeriod("2026-04/2026-08-06")).toBe("April 2026 – August 6, 2026");
  });
});
