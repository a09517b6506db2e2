// /layoffs on the real dataset, against the production-like server: server-side search and filter in the
// query string, 'Load More Layoffs' by offset, totals that agree with the data, safe 'Verify' links,
// the coming quarter's forecasts, the error and empty messages, the CSV, 390 px and axe.
import { readFileSync } from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { parse } from "csv-parse/sync";
import { routeAssets } from "../../scripts/lib/route-assets.ts";
import type { Layoff, LayoffForecast } from "../../src/domain/entities.ts";
import { filterLayoffs } from "../../src/domain/filters.ts";
import { formatPeriod } from "../../src/domain/format.ts";
import { LAYOFF_CSV_COLUMNS, lastCompleteMonth, summarizeLayoffs } from "../../src/domain/layoffs.ts";
import { localIsoDate, selectForecasts } from "../../src/features/layoffs/forecasts.ts";
import { layoffsAnswer } from "../../src/features/layoffs/layoff-answers.ts";
import { settled, watchRequests } from "./helpers/settled";
import { islandReady } from "./hydration.ts";

const layoffsFile = JSON.parse(readFileSync("data/seed/layoffs.json", "utf8")) as {
  referencePeriod: string;
  data: Layoff[];
};
const layoffs = layoffsFile.data;
const lastMonth = layoffsFile.referencePeriod.split("/").pop()!.slice(0, 7);
const forecasts = JSON.parse(readFileSync("data/seed/layoff-forecasts.json", "utf8")).data as LayoffForecast[];
const KB = 1024;

const tracker = (page: Page) => page.getByRole("region", { name: "Layoff Notices", exact: true });
const cards = (page: Page) => page.getByTestId("layoff-card");

/** Opens /layoffs (with `query`) and waits until the notices island has hydrated. */
async function open(page: Page, query = "") {
  await page.goto(`/layoffs${query}`);
  await islandReady(page, tracker(page));
}

/** The three summary figures as shown, and as the data gives them for the same filter. */
async function expectSummaryOf(page: Page, filter: { industry?: string; q?: string }) {
  const summary = summarizeLayoffs(filterLayoffs(layoffs, filter), lastMonth);
  const expected = [summary.employeesAffected, summary.companies, summary.industries].map((n) =>
    n.toLocaleString("en-US"),
  );
  await expect(page.getByTestId("summary-value")).toHaveText(expected);
  await expect(page.getByTestId("result-count")).toContainText(`of ${summary.notices.toLocaleString("en-US")} notices`);
  return summary;
}

test.describe("layoffs page", () => {
  test("the HTML holds the first 4 notices only, with totals that agree with the data", async ({ page, request }) => {
    const html = await (await request.get("/layoffs")).text();
    expect(html.match(/data-testid="layoff-card"/g)).toHaveLength(4);
    expect(html).toContain(layoffs[0]!.companyName.replace(/&/g, "&amp;"));
    expect(html).not.toContain(layoffs[4]!.id);
    await open(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Layoff Tracker");
    await expect(cards(page)).toHaveCount(4);
    await expectSummaryOf(page, {});
    await expect(page.getByTestId("layoff-chart-table").locator("tbody tr")).toHaveCount(24);
  });

  test("the card leads with the newest complete month against the month before; the chart marks months still arriving", async ({
    browser,
  }) => {
    // The news's rule: the register's snapshot date decides which months are complete.
    const complete = lastCompleteMonth(layoffsFile.referencePeriod.split("/").pop()!);
    const summary = summarizeLayoffs(layoffs, lastMonth);
    const arriving = summary.byMonth.filter((m) => m.month > complete);
    expect(arriving.length).toBeGreaterThan(0);
    // Readable without JavaScript: the answer and the marks are in the HTML.
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/layoffs");
    const answer = tracker(page).getByTestId("card-answer");
    await expect(answer).toHaveText(layoffsAnswer(summary.byMonth, complete)!);
    await expect(answer).toContainText(`workers in ${formatPeriod(complete)}`);
    // First in its card: right under the title, before the search and the totals.
    expect(await answer.evaluate((a) => a.previousElementSibling?.querySelector("h2") !== null)).toBe(true);
    const chart = page.getByTestId("layoff-chart");
    await expect(chart.locator("rect[data-arriving]")).toHaveCount(arriving.length);
    await expect(page.getByTestId("layoff-chart-arriving")).toContainText(
      `${formatPeriod(arriving[0]!.month)} to ${formatPeriod(lastMonth)}, notices still arriving`,
    );
    // The table keeps every month's number and says which are still arriving.
    const last = page.getByTestId("layoff-chart-table").locator("tbody tr").last();
    await expect(last).toContainText(arriving.at(-1)!.employees.toLocaleString("en-US"));
    await expect(last).toContainText(`${formatPeriod(lastMonth)} (still arriving)`);
    await context.close();
  });

  test("search goes to the server after typing pauses, and the totals follow it", async ({ page }) => {
    await open(page);
    const asked = page.waitForRequest((r) => r.url().includes("/api/layoffs?") && r.url().includes("q=kroger"));
    await page.getByRole("searchbox", { name: "Search layoffs" }).fill("kroger");
    await asked;
    await expect(page).toHaveURL(/\?q=kroger$/);
    const matching = filterLayoffs(layoffs, { q: "kroger" });
    await expect(cards(page).first()).toContainText(matching[0]!.companyName);
    for (const text of await cards(page).allTextContents()) expect(text.toLowerCase()).toContain("kroger");
    await expectSummaryOf(page, { q: "kroger" });
  });

  test("the industry filter asks the API for that industry and the summary agrees with the data", async ({ page }) => {
    await open(page);
    const options = await page.getByRole("combobox", { name: "Industry" }).locator("option").allTextContents();
    expect(options[0]).toBe("All Industries");
    expect(options.slice(1)).toEqual([...new Set(layoffs.map((l) => l.industry))].sort((a, b) => a.localeCompare(b)));
    const asked = page.waitForRequest(
      (r) => r.url().includes("/api/layoffs?") && r.url().includes("industry=Manufacturing"),
    );
    const summaryAsked = page.waitForRequest((r) => r.url().includes("/api/layoffs/summary?industry=Manufacturing"));
    await page.getByRole("combobox", { name: "Industry" }).selectOption("Manufacturing");
    await Promise.all([asked, summaryAsked]);
    await expect(page).toHaveURL(/\?industry=Manufacturing$/);
    await expect(cards(page).first()).toContainText(
      filterLayoffs(layoffs, { industry: "Manufacturing" })[0]!.companyName,
    );
    for (const text of await cards(page).allTextContents()) expect(text).toContain("Manufacturing");
    await expectSummaryOf(page, { industry: "Manufacturing" });
  });

  test("'Load More Layoffs' fetches the next page by offset: 4 → 16", async ({ page }) => {
    await open(page);
    await expect(cards(page)).toHaveCount(4);
    const button = page.getByRole("button", { name: /Load More Layoffs/ });
    await expect(button).toContainText(`(${(layoffs.length - 4).toLocaleString("en-US")} remaining)`);
    const asked = page.waitForRequest((r) => r.url().includes("/api/layoffs?") && r.url().includes("offset=4"));
    await button.click();
    await asked;
    await expect(cards(page)).toHaveCount(16);
    await expect(cards(page).nth(15)).toContainText(layoffs[15]!.companyName);
    await expect(cards(page).nth(4)).toBeFocused();
    await expect(button).toContainText(`(${(layoffs.length - 16).toLocaleString("en-US")} remaining)`);
  });

  test("every card shows its status, employees, dates and size, and 'Verify' links only to http(s) in a new tab", async ({
    page,
  }) => {
    await open(page);
    await page.getByRole("button", { name: /Load More Layoffs/ }).click();
    await expect(cards(page)).toHaveCount(16);
    const first = cards(page).first();
    await expect(first.getByTestId("status-badge")).toHaveText(/Status: (Completed|Ongoing|Announced)/);
    await expect(first).toContainText(/(Notice|Effective) date[A-Z][a-z]{2} \d{2}, \d{4}/);
    await expect(first.getByTestId("size-badge")).toHaveText(layoffs[0]!.companySize);
    const links = page.getByTestId("verify-link");
    expect(await links.count()).toBeGreaterThan(0);
    for (const link of await links.all()) {
      expect(await link.getAttribute("href")).toMatch(/^https?:\/\//);
      await expect(link).toHaveAttribute("rel", "noopener noreferrer");
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAccessibleName(/^Verify: the .+ WARN notice list, .+\(opens in a new tab\)$/);
    }
  });

  test("the planned-layoffs section names the quarter after today and says when no notice reaches it", async ({
    page,
  }) => {
    await open(page);
    const expected = selectForecasts(forecasts, localIsoDate(new Date()));
    const heading = page.getByRole("heading", { level: 2, name: /^Planned Layoffs: / });
    await heading.scrollIntoViewIfNeeded();
    await expect(heading).toHaveText(`Planned Layoffs: ${expected.quarter.label}`);
    if (expected.covering.length === 0) {
      await expect(page.getByTestId("forecast-integrity-notice")).toContainText(
        `No planned layoffs in this dataset fall in ${expected.quarter.label} yet`,
      );
      await expect(page.getByTestId("forecast-period").first()).toContainText(
        /^Planned for [A-Z][a-z]+ \d+ – [A-Z][a-z]+ \d+, \d{4}/,
      );
      await expect(page.getByTestId("forecast-card")).toHaveCount(forecasts.length);
    } else {
      await expect(page.getByTestId("forecast-card")).toHaveCount(expected.covering.length + expected.rates.length);
    }
    await expect(page.locator('[data-confidence="high"]').first()).toHaveText("Filed WARN notices");
  });

  test("'Unable to load layoffs data' when the notices cannot be loaded for a new filter", async ({ page }) => {
    await open(page);
    await page.route(
      (url) => url.pathname === "/api/layoffs",
      (route) => route.fulfill({ status: 500, body: "boom" }),
    );
    await page.getByRole("combobox", { name: "Industry" }).selectOption("Information");
    await expect(page.getByText("Unable to load layoffs data")).toBeVisible();
    await expect(cards(page)).toHaveCount(0);
  });

  test("'No layoffs found matching your search criteria' for a search that matches nothing", async ({ page }) => {
    await open(page);
    await page.getByRole("searchbox", { name: "Search layoffs" }).fill("zzzzqqq");
    await expect(page.getByText("No layoffs found matching your search criteria")).toBeVisible();
    await expect(page.getByTestId("summary-value")).toHaveText(["0", "0", "0"]);
  });

  test("'Download CSV' downloads every notice of the current filter", async ({ page }) => {
    await open(page, "?industry=Manufacturing&q=tx");
    const link = tracker(page).getByRole("link", { name: /^Download CSV/ });
    await expect(link).toHaveAttribute("href", "/api/layoffs/csv?industry=Manufacturing&q=tx");
    const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
    const text = readFileSync((await download.path())!, "utf8");
    const header = LAYOFF_CSV_COLUMNS.map(([header]) => header).join(",");
    expect(text.startsWith(header)).toBe(true);
    const rows = parse(text, { columns: true }) as Record<string, string>[];
    const expected = filterLayoffs(layoffs, { industry: "Manufacturing", q: "tx" });
    expect(expected.length).toBeGreaterThan(16);
    expect(rows.map((r) => r["Company"])).toEqual(expected.map((l) => l.companyName));
  });

  test("the search and filter survive a reload and a shared link", async ({ page }) => {
    const asked = page.waitForRequest(
      (r) =>
        r.url().includes("/api/layoffs?") && r.url().includes("industry=Retail+Trade") && r.url().includes("q=walmart"),
    );
    await open(page, "?industry=Retail+Trade&q=walmart");
    await asked;
    await expect(page.getByRole("searchbox", { name: "Search layoffs" })).toHaveValue("walmart");
    await expect(page.getByRole("combobox", { name: "Industry" })).toHaveValue("Retail Trade");
    await expectSummaryOf(page, { industry: "Retail Trade", q: "walmart" });
    await page.getByRole("searchbox", { name: "Search layoffs" }).fill("kroger");
    await expect(page).toHaveURL(/\?industry=Retail\+Trade&q=kroger$/);
    await page.reload();
    await islandReady(page, tracker(page));
    await expect(page.getByRole("searchbox", { name: "Search layoffs" })).toHaveValue("kroger");
    await expectSummaryOf(page, { industry: "Retail Trade", q: "kroger" });
  });

  test("the data sources section lists the states that publish and those that do not", async ({ page }) => {
    await open(page);
    await expect(page.getByRole("heading", { level: 2, name: "Data Sources and Verification" })).toBeVisible();
    const states = [...new Set(layoffs.map((l) => l.dataSource!.replace(/ WARN notice$/, "")))];
    for (const state of states) await expect(page.getByTestId("publishing-states")).toContainText(state);
    for (const state of ["Arkansas", "New Hampshire", "West Virginia", "Wyoming"])
      await expect(page.getByTestId("missing-states")).toContainText(state);
    await expect(page.getByRole("heading", { level: 2, name: "Disclaimer" })).toBeVisible();
  });

  test("at 390 px there is no horizontal scroll and no axe violations, with more notices and tables open", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    watchRequests(page);
    await open(page);
    await page.getByRole("button", { name: /Load More Layoffs/ }).click();
    await expect(cards(page)).toHaveCount(16);
    await page.getByRole("heading", { level: 2, name: /^Planned Layoffs/ }).scrollIntoViewIfNeeded();
    await expect(page.getByTestId("forecast-card").first()).toBeVisible();
    for (const summary of await page.locator("details > summary").all()) await summary.click();
    await settled(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const results = await new AxeBuilder({ page })
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
      .analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
  });

  test("axe finds no violations on the desktop page", async ({ page }) => {
    watchRequests(page);
    await open(page);
    await page.getByRole("heading", { level: 2, name: /^Planned Layoffs/ }).scrollIntoViewIfNeeded();
    await expect(page.getByTestId("forecast-card").first()).toBeVisible();
    await settled(page);
    const results = await new AxeBuilder({ page })
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
      .analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
  });

  test("the page loads at most 20 KB of JavaScript, and 110 KB gzipped once every island has hydrated", async () => {
    const assets = await routeAssets("dist", "/layoffs");
    const total = assets.js.gzip + assets.onInteraction.gzip;
    console.log(
      `layoffs: HTML ${(assets.html.bytes / KB).toFixed(1)} KB (${(assets.html.gzip / KB).toFixed(1)} KB gzipped), JS ${(assets.js.gzip / KB).toFixed(1)} KB at load, ${(total / KB).toFixed(1)} KB gzipped in all`,
    );
    expect(assets.js.gzip).toBeLessThanOrEqual(20 * KB);
    expect(total).toBeLessThanOrEqual(110 * KB);
  });
});
