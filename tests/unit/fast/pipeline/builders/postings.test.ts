import { describe, expect, it } from "vitest";
import { toCsv } from "~/domain/csv.ts";
import { ENTITY_DATA_SCHEMAS } from "~/domain/dataset.ts";
import { LAYOFF_CSV_COLUMNS, LAYOFF_MONTH_BASIS, lastCompleteMonth, summarizeLayoffs } from "~/domain/layoffs.ts";
import { buildCompanies, rankPlaces } from "~/pipeline/builders/companies.ts";
import { buildExternalJobs, isoSeconds, rankValues } from "~/pipeline/builders/external-jobs.ts";
import { buildLayoffForecasts } from "~/pipeline/builders/layoff-forecasts.ts";
import {
  addDays,
  buildLayoffs,
  companySize,
  filingOrderDate,
  layoffReason,
  layoffStatus,
  shortIds,
} from "~/pipeline/builders/layoffs.ts";
import { buildNews, statesCovering } from "~/pipeline/builders/news.ts";
import { nameFromSlug } from "~/pipeline/company-identity.ts";
import { fixtureInputs, warnNotice } from "../../../../helpers/fixture-inputs.ts";

describe("buildCompanies", () => {
  const build = buildCompanies(fixtureInputs());

  it("counts US postings per board and picks the most named city", () => {
    expect(build.data.map((c) => [c.id, c.name, c.location, c.openings, c.industry, c.source])).toEqual([
      ["gh-acme", "Acme", "New York, NY", 3, "Information Technology", "greenhouse"],
      ["ab-ramp", "Ramp", "New York, NY", 2, "Not specified", "ashby"],
      // The company list's "Beta LLC" (Retail, Austin) shares no web domain with the board: not used.
      ["gh-beta", "Beta", "Remote, US", 1, "Not specified", "greenhouse"],
    ]);
    expect(build.methodology["industry"]).toMatch(/\(1 boards\)/);
    expect(build.methodology["industry"]).toMatch(/the other 1 boards show 'Not specified'/);
    expect(build.data[0]?.boardUrl).toBe("https://boards.greenhouse.io/acme");
    expect(build.data[0]?.description).toBe(
      "3 open US postings on its public Greenhouse job board as of 2026-08-22. Most named locations: New York, NY; San Francisco, CA.",
    );
    expect(ENTITY_DATA_SCHEMAS.companies.safeParse(build.data).success).toBe(true);
  });

  it("ranks places with ties broken alphabetically", () => {
    const postings = [
      { id: "1", title: "", places: ["B, TX", "A, TX"], category: undefined, published: undefined },
      { id: "2", title: "", places: ["C, TX"], category: undefined, published: undefined },
    ];
    expect(rankPlaces(postings).map((p) => p.place)).toEqual(["A, TX", "B, TX", "C, TX"]);
  });

  it("names Ashby boards from their slug", () => {
    expect(nameFromSlug("ramp")).toBe("Ramp");
    expect(nameFromSlug("Commure-Athelas")).toBe("Commure-Athelas");
  });
});

describe("buildExternalJobs", () => {
  const build = buildExternalJobs(fixtureInputs());

  it("summarises each source", () => {
    expect(build.data.totalJobs).toBe(7);
    expect(build.data.lastUpdated).toBe("2026-08-22T03:45:22Z");
    expect(
      build.data.sources.map((s) => [s.source, s.totalJobs, s.locations[0], s.categories[0], s.lastUpdated]),
    ).toEqual([
      ["Greenhouse job boards", 4, "New York, NY", "Information Technology", "2026-08-22T03:45:22Z"],
      ["Ashby job boards", 2, "New York, NY", "Engineering", "2025-10-25"],
      ["The Muse", 1, "Lockhart, TX", "Healthcare", "2026-03-07"],
    ]);
    expect(ENTITY_DATA_SCHEMAS["external-jobs"].safeParse(build.data).success).toBe(true);
  });

  it("ranks weighted values and formats fetch times", () => {
    expect(
      rankValues([
        { value: "b", weight: 1 },
        { value: "a", weight: 1 },
        { value: undefined, weight: 5 },
        { value: "c", weight: 3 },
      ]),
    ).toEqual(["c", "a", "b"]);
    expect(isoSeconds("2026-08-22T03:45:22.899048")).toBe("2026-08-22T03:45:22Z");
  });
});

describe("layoff helpers", () => {
  const reference = "2026-08-06";
  it("derive status from the reference date, never the clock", () => {
    expect(layoffStatus({ noticeDate: "2026-07-01", effectiveDate: "2026-09-01" }, reference)).toBe("announced");
    expect(layoffStatus({ noticeDate: "2026-06-01", effectiveDate: "2026-07-20" }, reference)).toBe("ongoing");
    expect(layoffStatus({ noticeDate: "2026-01-01", effectiveDate: "2026-03-01" }, reference)).toBe("completed");
    expect(layoffStatus({ noticeDate: "2026-07-01", effectiveDate: undefined }, reference)).toBe("announced");
    expect(layoffStatus({ noticeDate: "2026-05-01", effectiveDate: undefined }, reference)).toBe("completed");
  });

  it("size the notice, not the company", () => {
    expect([companySize(500), companySize(499), companySize(100), companySize(99)]).toEqual([
      "Large (500+ affected)",
      "Medium (100–499 affected)",
      "Medium (100–499 affected)",
      "Small (under 100 affected)",
    ]);
  });

  it("describe the notice type", () => {
    expect(layoffReason({ layoffType: "closure", temporary: false })).toBe("Closure");
    expect(layoffReason({ layoffType: "mass_layoff", temporary: true })).toBe("Temporary mass layoff");
    expect(layoffReason({ layoffType: "unknown", temporary: true })).toBe("Temporary layoff");
    expect(layoffReason({ layoffType: "unknown", temporary: undefined })).toBeUndefined();
  });

  it("shorten ids only as far as they stay unique", () => {
    const ids = shortIds(["abcdefghij01", "abcdefghij02", "zzzzzzzzzz99"]);
    expect(new Set(ids.values()).size).toBe(3);
    expect(ids.get("zzzzzzzzzz99")).toBe("zzzzzzzzzz");
    expect(ids.get("abcdefghij01")).toBe("abcdefghij01");
  });

  it("add days across months", () => {
    expect(addDays("2026-08-06", 90)).toBe("2026-11-04");
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
  });
});

describe("buildLayoffs", () => {
  const build = buildLayoffs(fixtureInputs());

  it("keeps dated notices with employees, newest first", () => {
    expect(build.data.map((l) => [l.companyName, l.layoffDate, l.status, l.location, l.industry])).toEqual([
      ["Big Plant", "2026-07-15", "ongoing", "Fresno, CA", "Not specified"],
      ["Verizon", "2026-07-10", "announced", "Basking Ridge, NJ", "Information"],
      ["Soon Co", "2026-07-01", "announced", "Texas", "Not specified"],
      ["Mill", "2024-03-29", "completed", "Spalding County, GA", "Not specified"],
    ]);
    expect(build.data[1]).toMatchObject({
      employeesLaidOff: 282,
      companySize: "Medium (100–499 affected)",
      reason: "Mass layoff",
      dataSource: "New Jersey WARN notice",
      sourceUrl: "https://www.twc.texas.gov/data-reports/warn-notice",
      effectiveDate: "2026-09-30",
    });
    expect(ENTITY_DATA_SCHEMAS.layoffs.safeParse(build.data).success).toBe(true);
  });

  it("documents what was left out and the reference date", () => {
    expect(build.referencePeriod).toBe("2024-03-29/2026-08-06");
    expect(build.methodology["scope"]).toMatch(
      /Left out: 1 notices without an employee count, 1 with a notice date after the reference date/,
    );
    expect(build.methodology["layoffDate"]).toMatch(/GA/);
  });

  it("marks the notices dated by their effective date, so nothing calls that date a notice date", () => {
    const mill = build.data.find((l) => l.companyName === "Mill");
    expect([mill?.layoffDate, mill?.noNoticeDate]).toEqual(["2024-03-29", true]);
    expect(build.data.filter((l) => l.noNoticeDate).map((l) => l.companyName)).toEqual(["Mill"]);
    expect(build.methodology["layoffDate"]).toMatch(/1 notices in 1 states/);
    const columns = LAYOFF_CSV_COLUMNS.filter(([h]) => h === "Notice date" || h === "Effective date");
    const verizon = build.data.find((l) => l.companyName === "Verizon");
    if (!mill || !verizon) throw new Error("fixture");
    expect(toCsv([mill, verizon], columns).trim().split(/\r?\n/)).toEqual([
      "Notice date,Effective date",
      ",2024-03-29",
      "2026-07-10,2026-09-30",
    ]);
    expect(LAYOFF_MONTH_BASIS).toBe("notice date, or effective date where a notice gives none");
  });
});

describe("the order of the notices", () => {
  it("puts the newest filing first; an undated notice at its effective date less the 60 days' notice, never first", () => {
    expect(filingOrderDate({ noticeDate: "2026-07-01", effectiveDate: "2026-09-30" }, "2026-08-06")).toBe("2026-07-01");
    expect(filingOrderDate({ noticeDate: undefined, effectiveDate: "2026-08-30" }, "2026-08-06")).toBe("2026-07-01");
    expect(filingOrderDate({ noticeDate: undefined, effectiveDate: "2026-12-01" }, "2026-08-06")).toBe("2026-08-06");
    const inputs = fixtureInputs();
    const undated = warnNotice({
      state: "GA",
      employer: "Undated Co",
      noticeDate: undefined,
      effectiveDate: "2026-12-01",
      employees: 900,
      key: "ffffffffff7777",
    });
    const build = buildLayoffs({ warn: { ...inputs.warn, notices: [...inputs.warn.notices, undated] } });
    expect(build.data.map((l) => l.companyName).slice(0, 3)).toEqual(["Big Plant", "Undated Co", "Verizon"]);
    expect(build.methodology["order"]).toMatch(/effective date less WARN's 60 days/);
  });

  it("says in the methodology how each notice is counted once, with the figures before and after", () => {
    const inputs = fixtureInputs();
    const amendment = warnNotice({
      state: "NJ",
      employer: "Verizon",
      city: "Basking Ridge",
      amendment: true,
      noticeDate: "2026-07-20",
      effectiveDate: "2026-10-16",
      employees: 300,
      key: "abababab8888",
      lastSeen: "2026-08-06",
    });
    const build = buildLayoffs({ warn: { ...inputs.warn, notices: [...inputs.warn.notices, amendment] } });
    const verizon = build.data.filter((l) => l.companyName === "Verizon");
    expect(verizon.map((l) => [l.layoffDate, l.employeesLaidOff, l.effectiveDate])).toEqual([
      ["2026-07-10", 300, "2026-10-16"],
    ]);
    expect(build.methodology["each notice once"]).toMatch(/Of the 5 rows kept above \(1,437 employees\)/);
    expect(build.methodology["each notice once"]).toMatch(/1 amendments replaced 1 earlier rows \(282 employees\)/);
    expect(build.methodology["each notice once"]).toMatch(/Result: 4 notices, 1,155 employees/);
  });
});

describe("buildLayoffForecasts", () => {
  const build = buildLayoffForecasts(fixtureInputs());

  it("counts notices effective in the next 90 days (High), and gives JOLTS rates as measurements of their month", () => {
    expect(build.data.map((f) => [f.confidence, f.referencePeriod, f.sector, f.title])).toEqual([
      ["High", undefined, "All sectors", "282 planned layoffs with effective dates August 7, 2026 – November 4, 2026"],
      [
        "High",
        undefined,
        "Information",
        "Information: 282 planned layoffs with effective dates August 7, 2026 – November 4, 2026",
      ],
      [
        undefined,
        "2025-12",
        "Information",
        "Information: layoff rate 1.5% in December 2025, above its 12-month average",
      ],
    ]);
    expect(build.data[2]?.description).toMatch(/A measured rate of that month, not a forecast\.$/);
    expect(build.data[0]?.description).toContain("layoffs employers announced, not a forecast");
    expect(build.data[0]?.description).toContain("1 of the 1 notice with effective dates");
    expect(build.methodology["recent layoff rates"]).toMatch(/^Not forecasts/);
    expect(Object.keys(build.methodology)).not.toContain("confidence Medium");
    expect(build.data[0]?.publishedAt).toBe("2026-08-06");
    expect(build.data[2]?.publishedAt).toBe("2026-07-01");
    expect(ENTITY_DATA_SCHEMAS["layoff-forecasts"].safeParse(build.data).success).toBe(true);
  });

  it("never uses words whose truth depends on the day they are read, nor calls notices a forecast", () => {
    const warnItems = build.data.filter((f) => f.confidence === "High");
    for (const f of warnItems) {
      const text = `${f.title} ${f.description}`.replaceAll("not a forecast", "");
      expect(text).not.toMatch(/already|upcoming|next \d+ days|scheduled|forecast/i);
    }
    expect(build.asOf).not.toMatch(/next/i);
  });
});

describe("buildNews", () => {
  const build = buildNews(fixtureInputs());

  it("writes dated items from the figures, newest first", () => {
    expect(build.data.map((n) => [n.publishedAt, n.title])).toEqual([
      ["2026-08-22", "Unemployment rate 4.1% in July 2026; payrolls 158.9 million"],
      ["2026-08-21", "Job openings at 7.4 million in June 2026"],
      ["2026-08-21", "State unemployment in July 2026: highest in Florida (3.9%), lowest in Wyoming (3.0%)"],
      ["2026-08-14", "Indeed Job Postings Index at 101.8 on August 14, 2026"],
      // No WARN item: the fixture's notices of July 2026 are still filling in on its snapshot date, 6 August 2026.
      ["2026-03-02", "Federal job announcements in 2025 at 43.4% of 2024"],
      ["2026-02-11", "The Employment Situation: January 2026"],
      ["2026-01-27", "State Employment and Unemployment: December 2025"],
      ["2025-12-19", "County Employment and Wages: quarter ending June 2025"],
    ]);
    expect(build.data[1]?.description).toMatch(
      /7,359,000 job openings in June 2026 \(preliminary\), down 178,000 from May 2026/,
    );
    expect(build.data[5]?.description).toMatch(/nonfarm payrolls 158,592,000, unemployment rate 4\.3%/);
    expect(ENTITY_DATA_SCHEMAS.news.safeParse(build.data).success).toBe(true);
  });

  it("reports the newest complete month only, and compares it with the year before only in the states that cover both", () => {
    const n = (state: string, noticeDate: string | undefined, employees: number, effectiveDate?: string) =>
      warnNotice({
        state,
        noticeDate,
        effectiveDate,
        employees,
        key: `${state}${noticeDate ?? effectiveDate}${employees}`,
        lastSeen: "2026-08-08",
      });
    const notices = [
      // Texas covers May 2025 to August 2026.
      n("TX", "2025-05-10", 10),
      n("TX", "2025-06-10", 100),
      n("TX", "2026-06-10", 150),
      // July 2026 is still filling in on 8 August (fewer than 30 days after it ended): never reported or compared.
      n("TX", "2026-07-20", 999),
      n("TX", "2026-08-03", 10),
      // Ohio had notices in June 2025 but has published nothing after June 2 2026: left out of the comparison.
      n("OH", "2025-05-10", 10),
      n("OH", "2025-06-15", 400),
      n("OH", "2026-06-02", 20),
      // Georgia gives only the effective date: counted in June, as the layoffs chart counts it.
      n("GA", undefined, 30, "2026-06-20"),
    ];
    expect([...statesCovering(notices, "2026-06")]).toEqual(["TX"]);
    expect([...statesCovering(notices, "2025-06")].sort()).toEqual(["OH", "TX"]);
    const inputs = fixtureInputs();
    const warn = { ...inputs.warn, notices };
    const news = buildNews({ ...inputs, warn });
    const item = news.data.find((i) => i.title.includes("WARN"));
    expect(item?.title).toBe("200 workers in WARN notices in June 2026");
    expect(item?.referencePeriod).toBe("2026-06");
    expect(item?.description).toBe(
      "3 notices of layoffs and closures in June 2026 (by notice date, or effective date where a notice gives none), in 3 states: the newest complete month. Like for like, in the 1 state whose register covers the whole of both June 2026 and June 2025: 1 notice covering 150 workers, against 1 notice covering 100 workers a year before (up 50%). Later months are still filling in: a month counts as complete once the notice register's snapshot is dated at least 30 days after the month ends (states publish notices with delays of days to weeks).",
    );
    expect(item?.description).not.toContain("999");
    // One total for a month: the layoffs chart's bar for June 2026 is the news item's figure.
    const chart = summarizeLayoffs(buildLayoffs({ warn }).data, "2026-07");
    expect(chart.byMonth.find((m) => m.month === "2026-06")?.employees).toBe(200);
    expect(news.methodology["WARN item"]).toMatch(/covers the whole of both months/);
  });
});

describe("lastCompleteMonth", () => {
  it("is the newest month that ended at least 30 days before the register's snapshot", () => {
    expect(lastCompleteMonth("2026-08-08")).toBe("2026-06");
    expect(lastCompleteMonth("2026-08-30")).toBe("2026-07");
    expect(lastCompleteMonth("2026-08-29")).toBe("2026-06");
    expect(lastCompleteMonth("2026-03-03")).toBe("2026-01");
  });
});
