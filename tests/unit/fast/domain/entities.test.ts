import { describe, expect, it } from "vitest";
import {
  ENTITY_DATA_SCHEMAS,
  ENTITY_NAMES,
  entityFileName,
  entityFileSchema,
  ManifestSchema,
} from "~/domain/dataset.ts";
import {
  AnalyticsStatesSchema,
  CompanySchema,
  EmploymentMetricsSchema,
  HiringTrendsSchema,
  LayoffSchema,
  StateSchema,
} from "~/domain/entities.ts";
import { stateByCode, stateByFips, stateByName, US_STATES } from "~/domain/geography.ts";

const state = {
  id: "ca",
  name: "California",
  code: "CA",
  topIndustry: "Healthcare Support",
  topOccupationGroup: "Healthcare Support",
  totalJobs: 18159700,
  unemploymentRate: "5.1",
  growthRate: "0.6",
  trend: "stable",
};

describe("StateSchema", () => {
  it("accepts decimal strings for rates", () => {
    expect(StateSchema.safeParse(state).success).toBe(true);
    expect(StateSchema.safeParse({ ...state, growthRate: "-1.2" }).success).toBe(true);
  });

  it("rejects numeric rates, bad codes and unknown trends", () => {
    expect(StateSchema.safeParse({ ...state, unemploymentRate: 5.1 }).success).toBe(false);
    expect(StateSchema.safeParse({ ...state, code: "Cal" }).success).toBe(false);
    expect(StateSchema.safeParse({ ...state, trend: "sideways" }).success).toBe(false);
  });
});

describe("CompanySchema", () => {
  const company = { id: "gh-x", name: "X", industry: "Retail", location: "Austin, TX", openings: 3 };
  it("requires 'City, ST' locations", () => {
    expect(CompanySchema.safeParse(company).success).toBe(true);
    expect(CompanySchema.safeParse({ ...company, location: "Austin Texas" }).success).toBe(false);
  });
  it("only accepts http(s) board URLs", () => {
    expect(CompanySchema.safeParse({ ...company, boardUrl: "https://jobs.example.com/x" }).success).toBe(true);
    expect(CompanySchema.safeParse({ ...company, boardUrl: "javascript:alert(1)" }).success).toBe(false);
  });
});

describe("LayoffSchema", () => {
  const layoff = {
    id: "abc",
    companyName: "Acme",
    industry: "Manufacturing",
    location: "Dayton, OH",
    layoffDate: "2026-03-05",
    employeesLaidOff: 120,
    status: "announced",
    companySize: "Medium (100–499 affected)",
  };
  it("accepts ISO dates and the layoffs-page statuses", () => {
    expect(LayoffSchema.safeParse(layoff).success).toBe(true);
    expect(LayoffSchema.safeParse({ ...layoff, layoffDate: "Mar 05, 2026" }).success).toBe(false);
    expect(LayoffSchema.safeParse({ ...layoff, status: "rumored" }).success).toBe(false);
  });
  it("rejects non-http source URLs", () => {
    expect(LayoffSchema.safeParse({ ...layoff, sourceUrl: "ftp://x.example/warn" }).success).toBe(false);
    expect(LayoffSchema.safeParse({ ...layoff, sourceUrl: "https://x.example/warn" }).success).toBe(true);
  });
});

describe("HiringTrendsSchema and AnalyticsStatesSchema", () => {
  it("takes values only for known industries, as whole non-negative counts", () => {
    const measure = {
      id: "hires",
      name: "Hires",
      unit: "hires",
      description: "JOLTS hires",
      referencePeriod: "2026-05/2026-05",
      industries: [{ id: "technology", name: "Technology", series: "JTS510000000000000HIL", plotted: "Information" }],
      unavailable: [{ id: "finance", name: "Finance", reason: "not held" }],
      points: [{ month: "2026-05", values: { technology: 1 } }],
    };
    expect(HiringTrendsSchema.safeParse({ measures: [measure] }).success).toBe(true);
    const bad = (values: object) => ({ measures: [{ ...measure, points: [{ month: "2026-05", values }] }] });
    expect(HiringTrendsSchema.safeParse(bad({ technology: 1, crypto: 2 })).success).toBe(false);
    expect(HiringTrendsSchema.safeParse(bad({ technology: -1 })).success).toBe(false);
    expect(HiringTrendsSchema.safeParse(bad({ technology: 1.5 })).success).toBe(false);
    expect(HiringTrendsSchema.safeParse({ measures: [] }).success).toBe(false);
    expect(HiringTrendsSchema.safeParse({ measures: [{ ...measure, id: "openings" }] }).success).toBe(false);
  });

  it("requires every industry × period list", () => {
    const periods = { "30d": [state], "90d": [state], "12m": [state] };
    const rows = { all: periods, technology: periods, healthcare: periods, finance: periods, manufacturing: periods };
    const data = { industries: ["all"], periods: ["30d"], rows };
    expect(AnalyticsStatesSchema.safeParse(data).success).toBe(true);
    const { finance: _omit, ...partial } = rows;
    expect(AnalyticsStatesSchema.safeParse({ ...data, rows: partial }).success).toBe(false);
  });
});

describe("EmploymentMetricsSchema", () => {
  it("requires whole positive days to fill", () => {
    const metrics = {
      totalJobs: 7.359,
      jobOpenings: 7.359,
      jobsGrowth: -2.4,
      unemploymentRate: 4.1,
      unemploymentRateChange: -0.1,
      topState: "California",
      topStateCode: "CA",
      topStateJobs: 101500,
      topStateGrowth: 0.6,
      timeToFill: 46,
      vacancyDurationDays: 46,
      lastUpdated: "2026-08-21",
      periods: {
        totalJobs: "2026-06",
        jobOpenings: "2026-06",
        unemploymentRate: "2026-07",
        topState: "2026-04",
        timeToFill: "2026-05",
        vacancyDurationDays: "2026-05",
      },
    };
    expect(EmploymentMetricsSchema.safeParse(metrics).success).toBe(true);
    expect(EmploymentMetricsSchema.safeParse({ ...metrics, timeToFill: 45.5 }).success).toBe(false);
    expect(EmploymentMetricsSchema.safeParse({ ...metrics, vacancyDurationDays: 45.5 }).success).toBe(false);
    const { jobOpenings: _j, ...withoutClearName } = metrics;
    expect(EmploymentMetricsSchema.safeParse(withoutClearName).success).toBe(false);
  });
});

describe("dataset", () => {
  it("has one data schema and file per entity", () => {
    expect(Object.keys(ENTITY_DATA_SCHEMAS).sort()).toEqual([...ENTITY_NAMES].sort());
    expect(entityFileName("analytics-states")).toBe("analytics-states.json");
  });

  it("validates an entity file envelope", () => {
    const file = {
      entity: "job-categories",
      asOf: "May 2025",
      referencePeriod: "2025-05",
      sources: [
        {
          id: "bls-oews-national",
          publisher: "U.S. Bureau of Labor Statistics",
          title: "OEWS",
          files: ["bls_oews/national_M2025_dl.xlsx"],
          referencePeriod: "2025-05",
          licence: "Public domain",
        },
      ],
      data: [{ id: "management", name: "Management", count: 10, percentage: 1.5 }],
    };
    expect(entityFileSchema("job-categories").safeParse(file).success).toBe(true);
    expect(entityFileSchema("job-categories").safeParse({ ...file, entity: "skills" }).success).toBe(false);
    expect(entityFileSchema("job-categories").safeParse({ ...file, sources: [] }).success).toBe(false);
    expect(entityFileSchema("states").safeParse({ ...file, entity: "states", data: [state] }).success).toBe(false);
  });

  it("rejects a manifest without attributions", () => {
    expect(ManifestSchema.safeParse({ version: "0123456789abcdef", builtAt: "2026-08-22T00:00:00.000Z" }).success).toBe(
      false,
    );
  });
});

describe("geography", () => {
  it("lists the 50 states and DC with unique codes and FIPS", () => {
    expect(US_STATES).toHaveLength(51);
    expect(new Set(US_STATES.map((s) => s.code)).size).toBe(51);
    expect(new Set(US_STATES.map((s) => s.fips)).size).toBe(51);
  });
  it("looks states up by code, name and FIPS", () => {
    expect(stateByCode("ca")?.name).toBe("California");
    expect(stateByName("district of columbia")?.code).toBe("DC");
    expect(stateByName("Washington D.C.")?.code).toBe("DC");
    expect(stateByFips("6")?.code).toBe("CA");
  });
});
