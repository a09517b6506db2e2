// /hiring on the built site with the real seed: static first page, search, filters, load more, URL
// view, CSV, job-board links, error/empty/loading states, mobile layout and axe.

import { readFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import AxeBuilder from "@axe-core/playwright";
import { expect, type Locator, type Page, test } from "@playwright/test";
import { toCsv } from "../../src/domain/csv.ts";
import type { Company } from "../../src/domain/entities.ts";
import { exploreCompanies } from "../../src/domain/explore.ts";
import { COMPANIES_PAGE, COMPANY_CSV_COLUMNS } from "../../src/features/hiring/companies.ts";
import { islandReady } from "./hydration.ts";

const COMPANIES: Company[] = JSON.parse(readFileSync("data/seed/companies.json", "utf8")).data;
const LISTED = exploreCompanies(COMPANIES, {});
const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];
const count = (n: number) => n.toLocaleString("en-US");

/** Opens /hiring (with `query`), waits for hydration and, unless told otherwise, for the full list. */
async function open(page: Page, query = "", { full = true } = {}): Promise<Locator> {
  await page.goto(`/hiring${query}`);
  const card = page.getByRole("region", { name: "Companies by Open Postings" });
  await islandReady(page, card);
  if (full) await expect(card.getByRole("button", { name: "Download CSV" })).toBeEnabled();
  return card;
}

const cards = (region: Locator) => region.getByTestId("company-card");
const names = (region: Locator) => cards(region).getByRole("heading", { level: 3 }).allTextContents();

async function downloadCsv(page: Page, region: Locator): Promise<string> {
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    region.getByRole("button", { name: "Download CSV" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe("hiring-companies.csv");
  return readFile((await download.path())!, "utf8");
}

test.describe("/hiring", () => {
  test("the HTML holds the first page of companies only (JavaScript disabled)", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/hiring");
    await expect(page.getByTestId("company-card")).toHaveCount(COMPANIES_PAGE);
    await expect(page.getByTestId("result-count")).toHaveText(
      `Showing ${COMPANIES_PAGE} of ${count(LISTED.length)} companies`,
    );
    await expect(page.getByTestId("company-card").first()).toContainText(LISTED[0]!.name);
    // The list leads with its answer, computed from the rows it shows, before the first card.
    const answer = page.getByTestId("card-answer");
    await expect(answer).toHaveText(
      new RegExp(
        `^Of the ${count(LISTED.length)} companies listed, ${LISTED[0]!.name} advertises the most jobs: ${count(LISTED[0]!.openings)} open US postings on its \\w+ job board, counted \\w+ \\d+[–\\d ,\\w]*\\d{4}\\.$`,
      ),
    );
    expect(
      await answer.evaluate(
        (a, card) => !!(a.compareDocumentPosition(card!) & 4),
        await page.getByTestId("company-card").first().elementHandle(),
      ),
    ).toBe(true);
    const html = await page.content();
    expect(html).not.toContain(LISTED[COMPANIES_PAGE]!.boardUrl!);
    await expect(page.getByTestId("source-line")).toHaveText(/^Source: /);
    await context.close();
  });

  test("cards show the badge, name, industry, location, openings (K from 1,000) and a safe job-board link", async ({
    page,
  }) => {
    const region = await open(page);
    const first = cards(region).first();
    const spacex = LISTED[0]!;
    await expect(first).toContainText(spacex.name.charAt(0));
    await expect(first).toContainText(spacex.industry);
    await expect(first).toContainText(spacex.location);
    await expect(first.getByTestId("company-openings")).toHaveText(`${(spacex.openings / 1000).toFixed(1)}K`);
    const small = LISTED.findIndex((c) => c.openings < 1000);
    expect(small).toBeLessThan(COMPANIES_PAGE);
    await expect(cards(region).nth(small).getByTestId("company-openings")).toHaveText(String(LISTED[small]!.openings));

    const link = first.getByRole("link", { name: `View ${spacex.name} jobs on Greenhouse (opens in a new tab)` });
    await expect(link).toHaveAttribute("href", spacex.boardUrl!);
    const links = region.getByRole("link", { name: /^View .+ jobs on / });
    expect(await links.count()).toBe(COMPANIES_PAGE);
    for (const l of await links.all()) {
      expect(await l.getAttribute("href")).toMatch(/^https?:\/\//);
      await expect(l).toHaveAttribute("target", "_blank");
      await expect(l).toHaveAttribute("rel", "noopener noreferrer");
      await expect(l).toHaveAccessibleName(/^View .+ jobs on (Greenhouse|Ashby|its job board) \(opens in a new tab\)$/);
    }
    // The posting city links to its place page (its metro area, else its state), as the data says.
    await expect(first.getByTestId("company-place")).toHaveAttribute("href", `/places/${spacex.placeSlug}`);
    await expect(first.getByTestId("company-place")).toHaveText(`(${spacex.placeLabel} page)`);
    for (const l of await region.getByTestId("company-place").all())
      expect(await l.getAttribute("href")).toMatch(/^\/places\/[a-z0-9-]+$/);
  });

  test("searches name, industry and location; filters industry and state; counts what it shows", async ({ page }) => {
    const region = await open(page);
    const search = region.getByLabel("Search companies");
    for (const q of ["spacex", "aerospace", "hawthorne"]) {
      await search.fill(q);
      const expected = exploreCompanies(COMPANIES, { q });
      expect(expected.length).toBeGreaterThan(0);
      await expect(region.getByTestId("result-count")).toHaveText(
        `Showing ${count(Math.min(COMPANIES_PAGE, expected.length))} of ${count(expected.length)} companies`,
      );
      expect(await names(region)).toEqual(expected.slice(0, COMPANIES_PAGE).map((c) => c.name));
    }
    await search.fill("");
    await region.getByLabel("Industry").selectOption("Finance");
    await region.getByLabel("State").selectOption({ label: "New York (NY)" });
    const expected = exploreCompanies(COMPANIES, { industry: "Finance", state: "NY" });
    await expect(region.getByTestId("result-count")).toHaveText(
      `Showing ${count(Math.min(COMPANIES_PAGE, expected.length))} of ${count(expected.length)} companies`,
    );
    expect(await names(region)).toEqual(expected.slice(0, COMPANIES_PAGE).map((c) => c.name));
    for (const location of await cards(region)
      .locator("dd")
      .filter({ hasText: /, [A-Z]{2}$/ })
      .allTextContents())
      expect(location).toMatch(/, NY$/);

    await region.getByLabel("State").selectOption({ label: "Remote (US-wide)" });
    await region.getByLabel("Industry").selectOption("all");
    await expect(region.getByTestId("result-count")).toContainText(
      `of ${count(exploreCompanies(COMPANIES, { state: "US" }).length)} companies`,
    );
  });

  test("'Load More Companies' adds 24 and says how many remain", async ({ page }) => {
    const region = await open(page);
    const more = region.getByRole("button", { name: /Load More Companies/ });
    await expect(more).toHaveText(`Load More Companies (${count(LISTED.length - COMPANIES_PAGE)} remaining)`);
    await more.click();
    await expect(cards(region)).toHaveCount(COMPANIES_PAGE * 2);
    await expect(more).toHaveText(`Load More Companies (${count(LISTED.length - 2 * COMPANIES_PAGE)} remaining)`);
    await expect(cards(region).nth(COMPANIES_PAGE)).toBeFocused();
    await expect(page).toHaveURL(/[?&]n=48\b/);
  });

  test("the view lives in the URL: reload and a shared link restore it", async ({ page }) => {
    const region = await open(page);
    await region.getByLabel("Search companies").fill("health");
    await region.getByRole("button", { name: /Load More Companies/ }).click();
    await expect(page).toHaveURL(/\?q=health&n=48$/);
    const expected = exploreCompanies(COMPANIES, { q: "health" })
      .slice(0, 48)
      .map((c) => c.name);
    expect(await names(region)).toEqual(expected);

    await page.reload();
    const again = await open(page, "?q=health&n=48");
    await expect(again.getByLabel("Search companies")).toHaveValue("health");
    expect(await names(again)).toEqual(expected);

    const shared = await open(page, "?industry=Finance&state=NY");
    await expect(shared.getByLabel("Industry")).toHaveValue("Finance");
    await expect(shared.getByLabel("State")).toHaveValue("NY");
    expect(await names(shared)).toEqual(
      exploreCompanies(COMPANIES, { industry: "Finance", state: "NY" }).map((c) => c.name),
    );
  });

  test("'Download CSV' holds every matching company of the current view, as explore.ts lists them", async ({
    page,
  }) => {
    let region = await open(page);
    expect(await downloadCsv(page, region)).toBe(toCsv(LISTED, COMPANY_CSV_COLUMNS));
    region = await open(page, "?q=san&industry=Information+Technology");
    const expected = exploreCompanies(COMPANIES, { q: "san", industry: "Information Technology" });
    expect(expected.length).toBeGreaterThan(COMPANIES_PAGE);
    expect(await downloadCsv(page, region)).toBe(toCsv(expected, COMPANY_CSV_COLUMNS));
  });

  test("no match shows 'No companies found matching your search criteria'", async ({ page }) => {
    const region = await open(page);
    await region.getByLabel("Search companies").fill("zzzz no company by this name");
    await expect(region.getByText("No companies found matching your search criteria")).toBeVisible();
    await expect(cards(region)).toHaveCount(0);
    await expect(region.getByRole("button", { name: "Download CSV" })).toBeDisabled();
  });

  test("the list is fetched again on every visit (never treated as fresh)", async ({ page }) => {
    let requests = 0;
    page.on("request", (r) => void (new URL(r.url()).pathname === "/api/companies" && requests++));
    await open(page);
    const first = requests;
    expect(first).toBeGreaterThanOrEqual(1);
    await page.goto("/skills");
    await open(page);
    // At least one new request on the second visit. (useApiData can ask twice on one visit when the
    // answer comes back before the island subscribes: @nanostores/react reads the store during render.)
    expect(requests).toBeGreaterThan(first);
  });

  test("a search typed while the full list loads shows skeletons, then the results", async ({ page }) => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/companies", async (route) => {
      await held;
      await route.continue();
    });
    const region = await open(page, "", { full: false });
    await expect(cards(region)).toHaveCount(COMPANIES_PAGE);
    await region.getByLabel("Search companies").fill("spacex");
    await expect(region.getByTestId("skeleton")).toBeVisible();
    await expect(cards(region)).toHaveCount(0);
    release();
    await expect(cards(region)).toHaveCount(exploreCompanies(COMPANIES, { q: "spacex" }).length);
    await expect(region.getByTestId("skeleton")).toHaveCount(0);
  });

  test("when the API fails the built page stays, and a search says 'Unable to load companies data'", async ({
    page,
  }) => {
    await page.route("**/api/companies*", (route) => route.fulfill({ status: 500, body: "boom" }));
    const region = await open(page, "", { full: false });
    await expect(cards(region)).toHaveCount(COMPANIES_PAGE);
    await region.getByLabel("Search companies").fill("spacex");
    await expect(region.getByRole("alert")).toHaveText("Unable to load companies data");
  });

  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    test(`fits ${viewport.width} px without horizontal scrolling and has no axe violations`, async ({ page }) => {
      await page.setViewportSize(viewport);
      const region = await open(page);
      const columns = await cards(region).evaluateAll(
        (els) => new Set(els.map((e) => Math.round(e.getBoundingClientRect().left))).size,
      );
      expect(columns).toBe(viewport.width < 640 ? 1 : 3);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      let results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`)).toEqual([]);
      await region.getByLabel("Search companies").fill("zzzz nothing");
      await expect(region.getByText("No companies found matching your search criteria")).toBeVisible();
      results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
      expect(results.violations.map((v) => v.id)).toEqual([]);
    });
  }
});
