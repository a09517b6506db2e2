// @vitest-environment node
// The layoffs page's pure helpers: badges, dates, links, the view in the query string, the API addresses,
// the forecast quarter and the coverage of the states.
import { describe, expect, it } from "vitest";
import { NEUTRAL_BADGE, sizeBadgeClass } from "~/components/ui/badges.ts";
import type { Layoff, LayoffForecast } from "~/domain/entities.ts";
import { DEFAULT_DATA_SOURCE, dataSourceOf, sizeBand } from "~/domain/layoffs.ts";
import { isHttpUrl } from "~/domain/validation.ts";
import { coverageWords, NO_ONLINE_NOTICES, warnCoverage } from "~/features/layoffs/coverage.ts";
import { forecastPeriod, groupByPeriod, localIsoDate, selectForecasts } from "~/features/layoffs/forecasts.ts";
import { filingState, noticeDates, statusBadge, verifyLinkName } from "~/features/layoffs/layoff-labels.ts";
import {
  cleanQuery,
  csvUrl,
  isDefaultView,
  LAYOFF_VIEW_DEFAULTS,
  layoffsUrl,
  parseLayoffView,
  summaryUrl,
} from "~/features/layoffs/layoff-view.ts";
import { periodText } from "~/features/layoffs/MarketForecasts.tsx";
import { seedData } from "../../../../helpers/seed.ts";

const INDUSTRIES = ["Information", "Manufacturing", "Not specified", "Retail Trade"];

const notice = (patch: Partial<Layoff> = {}): Layoff => ({
  id: "n1",
  companyName: "Acme Corp",
  industry: "Manufacturing",
  location: "Austin, TX",
  layoffDate: "2026-03-05",
  employeesLaidOff: 120,
  status: "completed",
  companySize: "Medium (100–499 affected)",
  dataSource: "Texas WARN notice",
  sourceUrl: "https://www.twc.texas.gov/data-reports/warn-notice",
  ...patch,
});

describe("status badges (completed, ongoing, announced distinct; others neutral)", () => {
  it("gives the three known statuses three different colours, none of them neutral", () => {
    const classes = ["completed", "ongoing", "announced"].map((s) => statusBadge(s).className);
    expect(new Set(classes).size).toBe(3);
    for (const c of classes) expect(c).not.toBe(NEUTRAL_BADGE);
    expect(statusBadge("ongoing").label).toBe("Ongoing");
  });

  it("shows any other status as its own text on a neutral badge", () => {
    expect(statusBadge("confirmed")).toEqual({ label: "confirmed", className: NEUTRAL_BADGE });
    expect(statusBadge("")).toEqual({ label: "Unknown", className: NEUTRAL_BADGE });
    expect(statusBadge("toString").className).toBe(NEUTRAL_BADGE);
  });
});

describe("size badges (large, medium, small)", () => {
  it("reads the band from the size text, whatever its case and detail", () => {
    expect(sizeBand("Large (500+ affected)")).toBe("large");
    expect(sizeBand("Medium (100–499 affected)")).toBe("medium");
    expect(sizeBand("small")).toBe("small");
    expect(sizeBand("Enterprise")).toBeUndefined();
    expect(sizeBand("Smallish")).toBeUndefined();
  });

  it("colours the three bands differently and anything else neutral", () => {
    const classes = ["Large (500+ affected)", "Medium (100–499 affected)", "Small (under 100 affected)"].map(
      sizeBadgeClass,
    );
    expect(new Set(classes).size).toBe(3);
    expect(classes).not.toContain(NEUTRAL_BADGE);
    expect(sizeBadgeClass("Unknown")).toBe(NEUTRAL_BADGE);
  });
});

describe("a notice's source, link and dates", () => {
  it("defaults the source to 'Company Reports' and names the filing state", () => {
    expect(dataSourceOf({})).toBe(DEFAULT_DATA_SOURCE);
    expect(dataSourceOf({ dataSource: "  " })).toBe("Company Reports");
    expect(filingState({ dataSource: "New Jersey WARN notice" })).toBe("New Jersey");
    expect(filingState({ dataSource: "Company Reports" })).toBeUndefined();
  });

  it("follows only absolute http and https addresses", () => {
    expect(isHttpUrl("https://edd.ca.gov/en/Jobs_and_Training/Layoff_Services_WARN")).toBe(true);
    expect(isHttpUrl("http://example.gov/warn")).toBe(true);
    for (const bad of [
      "javascript:alert(1)",
      "JAVASCRIPT:alert(1)",
      "data:text/html,<script>",
      "//evil.example",
      "/relative",
      "ftp://x.gov",
      "",
      undefined,
    ]) {
      expect(isHttpUrl(bad), String(bad)).toBe(false);
    }
  });

  it("names what the Verify link opens and that it opens in a new tab", () => {
    expect(verifyLinkName(notice())).toBe(
      "Verify: the Texas WARN notice list, which includes Acme Corp's notice (opens in a new tab)",
    );
    expect(verifyLinkName(notice({ dataSource: undefined }))).toMatch(
      /^Verify: the state's WARN notice list.*new tab\)$/,
    );
  });

  it("says which date is which: notice date, and the effective date when there is one", () => {
    expect(noticeDates(notice())).toEqual([{ label: "Notice date", date: "2026-03-05", text: "Mar 05, 2026" }]);
    expect(noticeDates(notice({ effectiveDate: "2026-05-04" })).map((d) => `${d.label}: ${d.text}`)).toEqual([
      "Notice date: Mar 05, 2026",
      "Effective date: May 04, 2026",
    ]);
  });

  it("shows one effective date when the notice gives no notice date (the dataset then dates it by its effective date)", () => {
    const ga = notice({
      dataSource: "Georgia WARN notice",
      layoffDate: "2026-09-30",
      effectiveDate: "2026-09-30",
      noNoticeDate: true,
    });
    expect(noticeDates(ga)).toEqual([
      { label: "Effective date", date: "2026-09-30", text: "Sep 30, 2026", note: "Georgia publishes no notice dates" },
    ]);
    const nj = notice({
      dataSource: "New Jersey WARN notice",
      layoffDate: "2026-10-16",
      effectiveDate: "2026-10-16",
      noNoticeDate: true,
    });
    expect(noticeDates(nj)).toEqual([
      { label: "Effective date", date: "2026-10-16", text: "Oct 16, 2026", note: "no notice date published" },
    ]);
    // A notice filed on the day it takes effect keeps its notice date.
    const same = notice({
      dataSource: "New Jersey WARN notice",
      layoffDate: "2026-10-16",
      effectiveDate: "2026-10-16",
    });
    expect(noticeDates(same).map((d) => d.label)).toEqual(["Notice date", "Effective date"]);
  });
});

describe("the view in the query string", () => {
  it("reads q and a known industry, and falls back to the defaults", () => {
    expect(parseLayoffView(new URLSearchParams("q=%20acme%20&industry=Manufacturing"), INDUSTRIES)).toEqual({
      q: "acme",
      industry: "Manufacturing",
    });
    expect(parseLayoffView(new URLSearchParams(""), INDUSTRIES)).toEqual(LAYOFF_VIEW_DEFAULTS);
    expect(parseLayoffView(new URLSearchParams("industry=Crypto"), INDUSTRIES).industry).toBe("all");
    expect(parseLayoffView(new URLSearchParams("industry=manufacturing"), INDUSTRIES).industry).toBe("all");
  });

  it("cleans a search as the API takes it (no control characters, at most 100 characters)", () => {
    expect(cleanQuery("  a\u0000b\n ")).toBe("a b");
    expect(cleanQuery("x".repeat(150))).toHaveLength(100);
    expect(parseLayoffView(new URLSearchParams({ q: "y".repeat(300) }), INDUSTRIES).q).toHaveLength(100);
  });

  it("knows the view the page was built with", () => {
    expect(isDefaultView(LAYOFF_VIEW_DEFAULTS)).toBe(true);
    expect(isDefaultView({ q: "a", industry: "all" })).toBe(false);
    expect(isDefaultView({ q: "", industry: "Information" })).toBe(false);
  });
});

describe("API addresses of a view", () => {
  it("sends industry only when not 'all', and q only when set", () => {
    expect(layoffsUrl(LAYOFF_VIEW_DEFAULTS, 4)).toBe("/api/layoffs?limit=4");
    expect(layoffsUrl({ q: "  ", industry: "all" }, 4)).toBe("/api/layoffs?limit=4");
    expect(layoffsUrl({ q: "st louis", industry: "Retail Trade" }, 12, 4)).toBe(
      "/api/layoffs?limit=12&offset=4&industry=Retail+Trade&q=st+louis",
    );
  });

  it("asks the summary and the CSV for the same filter", () => {
    const view = { q: "a&b=c", industry: "Manufacturing" };
    expect(summaryUrl(view)).toBe("/api/layoffs/summary?industry=Manufacturing&q=a%26b%3Dc");
    expect(csvUrl(view)).toBe("/api/layoffs/csv?industry=Manufacturing&q=a%26b%3Dc");
    expect(csvUrl(LAYOFF_VIEW_DEFAULTS)).toBe("/api/layoffs/csv");
  });
});

const forecast = (
  publishedAt: string,
  title = `Forecast ${publishedAt}`,
  confidence: LayoffForecast["confidence"] = "High",
): LayoffForecast => ({
  title,
  description: "d",
  confidence,
  sector: "All sectors",
  source: "State WARN notices",
  sourceUrl: "https://github.com/bchaps1999/warn-notice-register",
  publishedAt,
});

describe("the forecast quarter", () => {
  it("names the quarter after today", () => {
    expect(selectForecasts([], "2026-11-22").quarter.label).toBe("Q1 2027");
    expect(selectForecasts([], "2026-12-31").quarter.label).toBe("Q1 2027");
    expect(selectForecasts([], "2027-01-01").quarter.label).toBe("Q2 2027");
    expect(selectForecasts([], "2026-08-08").quarter.label).toBe("Q4 2026");
    expect(selectForecasts([], "2025-03-31").quarter.label).toBe("Q2 2025");
  });

  it("lists the forecasts whose 90 days reach that quarter", () => {
    const forecasts = [forecast("2026-08-08"), forecast("2026-07-01")];
    const inAugust = selectForecasts(forecasts, "2026-08-20"); // Q4 2026 starts Oct 1
    expect(inAugust.covering.map((f) => f.publishedAt)).toEqual(["2026-08-08"]);
    expect(inAugust.latest).toEqual([]);
  });

  it("when none does, offers every forecast by the period it covers, newest first", () => {
    const forecasts = [
      forecast("2026-07-01", "jolts"),
      forecast("2026-08-08", "warn 1"),
      forecast("2026-08-08", "warn 2"),
    ];
    const today = selectForecasts(forecasts, "2026-11-22");
    expect(today.covering).toEqual([]);
    expect(today.latest.map((g) => [g.publishedAt, g.period, g.forecasts.map((f) => f.title)])).toEqual([
      ["2026-08-08", { start: "2026-08-09", end: "2026-11-06" }, ["warn 1", "warn 2"]],
      ["2026-07-01", { start: "2026-07-02", end: "2026-09-29" }, ["jolts"]],
    ]);
    expect(today.horizonEnd).toBe("2026-11-06");
    expect(selectForecasts([], "2026-11-22").horizonEnd).toBeUndefined();
  });

  it("keeps a measured rate of a past month out of every forecast period, whatever its publication date", () => {
    const { confidence: _none, ...rest } = forecast("2026-08-08", "JOLTS rate December 2025");
    const rate: LayoffForecast = { ...rest, referencePeriod: "2025-12" };
    for (const today of ["2026-08-20", "2026-11-22"]) {
      const selection = selectForecasts([forecast("2026-08-08", "warn"), rate], today);
      expect(selection.rates).toEqual([rate]);
      expect(selection.covering).not.toContain(rate);
      expect(selection.latest.flatMap((g) => g.forecasts)).not.toContain(rate);
    }
  });

  it("writes periods and local dates", () => {
    expect(forecastPeriod("2026-08-08T00:00:00Z")).toEqual({ start: "2026-08-09", end: "2026-11-06" });
    expect(periodText({ start: "2026-08-09", end: "2026-11-06" })).toBe("August 9 – November 6, 2026");
    expect(periodText({ start: "2026-12-01", end: "2027-02-28" })).toBe("December 1, 2026 – February 28, 2027");
    expect(localIsoDate(new Date(2027, 0, 5, 23, 30))).toBe("2027-01-05");
    expect(groupByPeriod([])).toEqual([]);
  });
});

describe("coverage of the states", () => {
  it("counts notices and the newest date known to be a notice date per filing state", () => {
    const cov = warnCoverage([
      notice({ id: "1", layoffDate: "2026-01-02" }),
      notice({ id: "2", layoffDate: "2026-02-03", industry: "Not specified", effectiveDate: "2026-04-01" }),
      notice({ id: "5", layoffDate: "2026-05-01", effectiveDate: "2026-05-01", noNoticeDate: true }),
      notice({
        id: "3",
        dataSource: "Georgia WARN notice",
        layoffDate: "2026-09-30",
        effectiveDate: "2026-09-30",
        noNoticeDate: true,
      }),
      notice({ id: "4", dataSource: "Company Reports" }),
    ]);
    expect(cov.published).toEqual([
      { name: "Georgia", code: "GA", notices: 1, newestNotice: undefined },
      { name: "Texas", code: "TX", notices: 3, newestNotice: "2026-02-03" },
    ]);
    expect(cov.unspecifiedIndustryShare).toBe(0.2);
    expect(cov.missing).toHaveLength(51 - 2);
    expect(cov.missing.find((m) => m.code === "AR")?.reason).toBe("publishes no WARN notices online");
    expect(cov.missing.find((m) => m.code === "HI")?.reason).toMatch(/no notice since 2020 with an employee count/);
  });

  it("on the real data: 45 states and DC publish; AR, NH, WV, WY publish nothing online", () => {
    const layoffs = seedData("layoffs");
    const cov = warnCoverage(layoffs);
    expect(cov.published.length + cov.missing.length).toBe(51);
    expect(cov.published.map((s) => s.code)).toContain("DC");
    for (const code of NO_ONLINE_NOTICES) expect(cov.missing.map((m) => m.code)).toContain(code);
    expect(cov.unspecifiedIndustryShare).toBeGreaterThan(0.6);
  });

  it("says the coverage in words: who publishes, who does not, who lags the snapshot by more than 90 days", () => {
    const cov = {
      published: [
        { name: "District of Columbia", code: "DC", notices: 2, newestNotice: "2026-08-01" },
        { name: "Georgia", code: "GA", notices: 1, newestNotice: undefined },
        { name: "Ohio", code: "OH", notices: 4, newestNotice: "2026-05-08" },
        { name: "Texas", code: "TX", notices: 3, newestNotice: "2026-05-09" },
      ],
      missing: [
        { name: "Arkansas", code: "AR", reason: "publishes no WARN notices online" },
        { name: "Hawaii", code: "HI", reason: "no notice since 2020 with an employee count in the register" },
        { name: "Wyoming", code: "WY", reason: "publishes no WARN notices online" },
      ],
      unspecifiedIndustryShare: 0.626,
    };
    expect(coverageWords(cov, "2026-08-07")).toEqual({
      publishing: "3 states and the District of Columbia",
      published: "District of Columbia, Georgia, Ohio and Texas",
      noOnline: "Arkansas and Wyoming",
      otherMissing: "Hawaii",
      lagging: "Ohio (May 08, 2026)",
      effectiveDateOnly: "Georgia and Pennsylvania",
      unspecifiedPercent: 63,
    });
    expect(coverageWords({ ...cov, published: cov.published.slice(0, 2), missing: [] }, "2026-08-07")).toMatchObject({
      noOnline: "",
      otherMissing: "",
      lagging: "",
    });
  });
});
