import { describe, expect, it } from "vitest";
import { ENTITY_DATA_SCHEMAS } from "~/domain/dataset.ts";
import { formatReferencePeriod } from "~/domain/format.ts";
import { spanOf } from "~/domain/periods.ts";
import { buildAnalyticsStates } from "~/pipeline/builders/analytics-states.ts";
import { buildEmploymentMetrics } from "~/pipeline/builders/employment-metrics.ts";
import { buildHiringTrends } from "~/pipeline/builders/hiring-trends.ts";
import { topOccupationGroup, trendOf } from "~/pipeline/builders/state-base.ts";
import { buildStates } from "~/pipeline/builders/states.ts";
import type { MonthlySeries } from "~/pipeline/series.ts";
import { fixtureInputs, payroll, series, stateRow } from "../../../../helpers/fixture-inputs.ts";

describe("buildEmploymentMetrics", () => {
  const build = buildEmploymentMetrics(fixtureInputs());

  it("computes each headline figure from its latest month", () => {
    expect(build.data).toEqual({
      totalJobs: 7.359,
      jobOpenings: 7.359,
      jobsGrowth: -2.4, // (7359 − 7537) ÷ 7537
      unemploymentRate: 4.1,
      unemploymentRateChange: -0.1,
      topState: "California",
      topStateCode: "CA",
      topStateJobs: 240000, // 20 thousand a month × 12
      topStateGrowth: 1.3,
      timeToFill: 45, // 7585 ÷ 5100 × 30 (April: May's preliminary level was revised)
      vacancyDurationDays: 45,
      lastUpdated: "2026-08-21",
      periods: {
        totalJobs: "2026-06",
        jobOpenings: "2026-06",
        unemploymentRate: "2026-07",
        topState: "2026-04",
        timeToFill: "2026-04",
        vacancyDurationDays: "2026-04",
      },
      preliminary: ["totalJobs", "jobOpenings"], // JOLTS marks June preliminary; April's level is final
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
    expect(build.methodology["topStateJobs"]).toMatch(/not a count of hires or new job openings/);
  });

  it("names the fastest-growing state, the first of the states list", () => {
    const states = buildStates(fixtureInputs()).data;
    expect(build.data.topStateCode).toBe(states[0]?.code);
    expect(build.data.topStateGrowth).toBe(Number(states[0]?.growthRate));
  });

  it("takes the vacancy duration's openings from the vintage the Job Openings card shows", () => {
    // May's level (7,594, preliminary) was revised to 7,537 in the card's series: April is the newest month that agrees.
    expect(build.data.periods.timeToFill).toBe("2026-04");
    expect(build.methodology["timeToFill"]).toMatch(/2026-05 passed over/);
    expect(build.methodology["timeToFill"]).toMatch(/not a time to fill/);
    // When the levels agree with the card (one release, e.g. both from the BLS API), the newest month is used.
    const inputs = fixtureInputs();
    (inputs.joltsNational.series as Map<string, MonthlySeries>).set(
      "JTS000000000000000JOL",
      series("JTS000000000000000JOL", "2026-04", [7585, 7594], true),
    );
    const same = buildEmploymentMetrics(inputs);
    expect(same.data.periods.timeToFill).toBe("2026-05");
    expect(same.data.timeToFill).toBe(46); // 7594 ÷ 5170 × 31
    expect(same.methodology["timeToFill"]).toMatch(/2026-05, preliminary/);
  });

  it("fails when the previous month of openings is missing", () => {
    const inputs = fixtureInputs();
    const jol = inputs.joltsNational.series.get("JTS000000000000000JOL");
    if (!jol) throw new Error("fixture");
    (inputs.joltsNational.series as Map<string, typeof jol>).set("JTS000000000000000JOL", {
      ...jol,
      points: jol.points.slice(2),
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
      topOccupationGroup: "Computer and Mathematical",
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

  it("ranks on the unrounded growth: a state shown with the same one-decimal rate but growing faster comes first", () => {
    const base = fixtureInputs();
    const stateEmployment = new Map(base.stateEmployment);
    const inputs = { ...base, stateEmployment };
    // Alabama +1.86 % and Wyoming +1.94 % over the year (both shown as 1.9), ahead of every other state.
    stateEmployment.set("AL", series("SMSAL", "2025-01", [...Array(4).fill(10_000), ...Array(12).fill(10_186)]));
    stateEmployment.set("WY", series("SMSWY", "2025-01", [...Array(4).fill(10_000), ...Array(12).fill(10_194)]));
    const ranked = buildStates(inputs).data;
    expect(ranked.slice(0, 2).map((s) => `${s.code} ${s.growthRate}`)).toEqual(["WY 1.9", "AL 1.9"]);
    const metrics = buildEmploymentMetrics(inputs).data;
    expect([metrics.topStateCode, metrics.topStateGrowth]).toEqual(["WY", 1.9]);
  });

  it("classifies trends with a ±0.1 % band", () => {
    expect([trendOf(0.2), trendOf(0.05), trendOf(-0.11)]).toEqual(["up", "stable", "down"]);
  });

  it("picks the most specialised occupation group above 2 % of employment", () => {
    const national = fixtureInputs().oewsNational.occupations;
    const state = [stateRow("15-1252", 10), stateRow("29-1141", 10), stateRow("43-6014", 980)];
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
    expect(build.methodology["periods"]).toMatch(/'1-month change' \(30d\) = 1 month/);
  });
});

describe("buildHiringTrends", () => {
  const build = buildHiringTrends(fixtureInputs());
  const measure = (id: string) => build.data.measures.find((m) => m.id === id);

  it("puts hires first: the last 24 months every hires series has, as counts", () => {
    const hires = measure("hires");
    expect(build.data.measures.map((m) => m.id)).toEqual(["hires", "employment"]);
    expect(hires?.referencePeriod).toBe("2024-01/2025-12");
    expect(hires?.points).toHaveLength(24);
    expect(hires?.points.at(-1)).toEqual({
      month: "2025-12",
      values: { technology: 103000, healthcare: 723000, manufacturing: 277000 },
    });
    expect(hires?.industries.map((i) => [i.id, i.plotted, i.series])).toEqual([
      ["technology", "Information", "JTS510000000000000HIL"],
      ["healthcare", "Health care and social assistance", "JTS620000000000000HIL"],
      ["manufacturing", "Manufacturing", "JTS300000000000000HIL"],
    ]);
    expect(hires?.description).toContain("as published in the fixture");
  });

  it("names the industries hires do not cover instead of plotting another measure under their name", () => {
    expect(measure("hires")?.unavailable.map((u) => u.id)).toEqual(["finance", "education"]);
    expect(measure("hires")?.unavailable[0]?.reason).toContain("Finance and insurance");
    expect(build.methodology["measures"]).toContain("not for Finance and insurance or Educational services");
  });

  it("returns the last 24 months of employment for the industries whose own sector the input has, in jobs", () => {
    const employment = measure("employment");
    expect(employment?.points).toHaveLength(24);
    expect(employment?.points[0]?.month).toBe("2024-06");
    expect(employment?.points.at(-1)).toEqual({
      month: "2026-05",
      values: { technology: 1028000, finance: 3028000, manufacturing: 4028000 },
    });
    expect(employment?.description).toContain("not hires");
    expect(ENTITY_DATA_SCHEMAS["hiring-trends"].safeParse(build.data).success).toBe(true);
    expect(build.sources.map((s) => [s.id, s.referencePeriod])).toEqual([
      ["bls-jolts-industry-hires", "2024-01/2025-12"],
      ["bls-ces-industries", "2024-06/2026-05"],
    ]);
  });

  it("never plots the education and health services supersector as Healthcare or Education", () => {
    const employment = measure("employment");
    expect(employment?.industries.map((i) => i.plotted)).not.toContain("Education and health services");
    expect(employment?.industries.map((i) => i.id)).toEqual(["technology", "finance", "manufacturing"]);
    expect(employment?.unavailable.map((u) => u.id)).toEqual(["healthcare", "education"]);
    expect(employment?.unavailable[1]?.reason).toContain("Educational services");
    // Hires cannot send a reader to an Employment line that is not drawn.
    expect(measure("hires")?.unavailable.find((u) => u.id === "education")?.reason).not.toContain("Employment view");
    expect(measure("hires")?.unavailable.find((u) => u.id === "finance")?.reason).toContain("Employment view");
  });

  it("uses the separate health-care and education sectors when they exist", () => {
    const inputs = fixtureInputs();
    const sectors = inputs.industryEmployment as Map<
      string,
      typeof inputs.industryEmployment extends ReadonlyMap<string, infer S> ? S : never
    >;
    const info = sectors.get("Information");
    if (!info) throw new Error("fixture");
    sectors.set("Health care and social assistance", { ...info, id: "CES6562000001" });
    sectors.set("Educational services", { ...info, id: "CES6561000001" });
    const separate = buildHiringTrends(inputs).data.measures.find((m) => m.id === "employment");
    expect(
      separate?.industries.filter((i) => i.id === "healthcare" || i.id === "education").map((i) => i.series),
    ).toEqual(["CES6562000001", "CES6561000001"]);
    expect(separate?.unavailable).toEqual([]);
    expect(separate?.industries.find((i) => i.id === "healthcare")?.note).toMatch(/^Health care and social assistance/);
    expect(buildHiringTrends(inputs).sources.map((s) => s.id)).toContain("bls-ces-health-care");
  });

  it("plots health care and social assistance as Healthcare even when it stops earlier (the window ends with it)", () => {
    const inputs = fixtureInputs();
    const sectors = inputs.industryEmployment as Map<
      string,
      typeof inputs.industryEmployment extends ReadonlyMap<string, infer S> ? S : never
    >;
    const info = sectors.get("Information");
    if (!info) throw new Error("fixture");
    sectors.set("Health care and social assistance", {
      ...info,
      id: "CES6562000001",
      points: info.points.slice(0, -3),
    });
    const employment = buildHiringTrends(inputs).data.measures.find((m) => m.id === "employment");
    expect(employment?.referencePeriod).toBe("2024-03/2026-02");
    const healthcare = employment?.industries.find((i) => i.id === "healthcare");
    expect([healthcare?.series, healthcare?.plotted]).toEqual(["CES6562000001", "Health care and social assistance"]);
    expect(employment?.industries.find((i) => i.id === "education")).toBeUndefined();
  });

  it("shows employment alone when the input has no hires by industry", () => {
    const inputs = { ...fixtureInputs(), industryHires: { vintage: "none", series: new Map() } };
    const only = buildHiringTrends(inputs);
    expect(only.data.measures.map((m) => m.id)).toEqual(["employment"]);
    expect(only.methodology["measures"]).toContain("holds no monthly hires by industry");
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
