// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import type { Layoff } from "~/domain/entities.ts";
import { filterLayoffs } from "~/domain/filters.ts";
import { forecastReachesQuarter, nextQuarter, summarizeLayoffs } from "~/domain/layoffs.ts";
import layoffsCsv from "../../../../netlify/functions/layoffs-csv.mts";
import layoffsSummary from "../../../../netlify/functions/layoffs-summary.mts";
import { get, startSeededBlobs } from "../../../helpers/dataset.ts";
import { readSeed } from "../../../helpers/seed.ts";

const notice = (companyName: string, industry: string, layoffDate: string, employeesLaidOff: number): Layoff => ({
  id: `${companyName}-${layoffDate}`,
  companyName,
  industry,
  location: "Austin, TX",
  layoffDate,
  employeesLaidOff,
  status: "completed",
  companySize: "Small (under 100 affected)",
});

const LayoffSummarySchema = z.strictObject({
  notices: z.number().int(),
  employeesAffected: z.number().int(),
  companies: z.number().int(),
  industries: z.number().int(),
  byMonth: z
    .array(
      z.strictObject({
        month: z.string().regex(/^\d{4}-\d{2}$/),
        employees: z.number().int(),
        notices: z.number().int(),
      }),
    )
    .length(24),
});

describe("layoff figures", () => {
  it("sums employees, distinct companies and known industries, and buckets the last 24 months", () => {
    const summary = summarizeLayoffs(
      [
        notice("Acme", "Retail Trade", "2026-08-01", 100),
        notice("ACME ", "Retail Trade", "2026-07-15", 50),
        notice("Bolt", "Not specified", "2020-05-01", 7),
      ],
      "2026-08",
    );
    expect(summary).toMatchObject({ notices: 3, employeesAffected: 157, companies: 2, industries: 1 });
    expect(summary.byMonth).toHaveLength(24);
    expect(summary.byMonth.at(-1)).toEqual({ month: "2026-08", employees: 100, notices: 1 });
    expect(summary.byMonth.at(-2)).toEqual({ month: "2026-07", employees: 50, notices: 1 });
    expect(summary.byMonth[0]!.month).toBe("2024-09");
  });

  it("labels the quarter after a date", () => {
    expect(nextQuarter("2026-11-22")).toEqual({ label: "Q1 2027", start: "2027-01-01", end: "2027-03-31" });
    expect(nextQuarter("2025-01-01").label).toBe("Q2 2025");
    expect(nextQuarter("2026-08-08")).toEqual({ label: "Q4 2026", start: "2026-10-01", end: "2026-12-31" });
  });

  it("knows whether a forecast's 90-day horizon reaches a quarter", () => {
    expect(forecastReachesQuarter("2026-08-08", "2026-10-01")).toBe(true);
    expect(forecastReachesQuarter("2026-08-08", "2027-01-01")).toBe(false);
  });
});

describe("GET /api/layoffs/summary and /api/layoffs/csv", () => {
  let blobs: Awaited<ReturnType<typeof startSeededBlobs>>;
  beforeAll(async () => {
    blobs = await startSeededBlobs();
  });
  afterAll(async () => {
    await blobs.stop();
  });

  it("summarises the notices matching the same filters as /api/layoffs", async () => {
    const all = readSeed("layoffs").data;
    const industry = "Manufacturing";
    const res = await get(layoffsSummary, `/api/layoffs/summary?industry=${industry}`);
    expect(res.status).toBe(200);
    const summary = LayoffSummarySchema.parse(await res.json());
    const expected = filterLayoffs(all, { industry });
    expect(summary.notices).toBe(expected.length);
    expect(summary.employeesAffected).toBe(expected.reduce((s, l) => s + l.employeesLaidOff, 0));
    expect(summary.industries).toBe(1);
    expect((await get(layoffsSummary, "/api/layoffs/summary?industry=Nope")).status).toBe(400);
  });

  it("downloads every matching notice as CSV", async () => {
    const res = await get(layoffsCsv, "/api/layoffs/csv?q=verizon");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toBe('attachment; filename="layoffs.csv"');
    const lines = (await res.text()).trim().split("\r\n");
    expect(lines[0]).toBe(
      "Company,Location,Industry,Notice date,Effective date,Employees affected,Status,Size,Reason,Source,Source URL",
    );
    expect(lines.length - 1).toBe(filterLayoffs(readSeed("layoffs").data, { q: "verizon" }).length);
  });
});
