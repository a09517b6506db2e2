// /job-roles on the built site with the real seed: the categories chart (SVG in the HTML, keyboard,
// table), the four top-3 cards, search/filters/sorts, load more, role cards, URL view, CSV,
// error/empty/loading states, mobile layout and axe.

import { readFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import AxeBuilder from "@axe-core/playwright";
import { expect, type Locator, type Page, test } from "@playwright/test";
import { toCsv } from "../../src/domain/csv.ts";
import type { JobCategory, JobRole } from "../../src/domain/entities.ts";
import { exploreJobRoles, ROLE_SORTS, roleLeaders } from "../../src/domain/explore.ts";
import { TELEWORK_LABEL, teleworkText } from "../../src/domain/job-roles.ts";
import { matchingSocs, type OccupationIndexRow } from "../../src/domain/occupation-search.ts";
import { leaderCards, ROLES_PAGE, roleCsvColumns, rolePeriods } from "../../src/features/job-roles/roles.ts";
import { islandReady } from "./hydration.ts";

const ROLES_FILE = JSON.parse(readFileSync("data/seed/job-roles.json", "utf8"));
const ROLES: JobRole[] = ROLES_FILE.data;
const PERIODS = rolePeriods(ROLES_FILE.sources);
const LEADER_CARDS = leaderCards(PERIODS);
const ROLE_CSV_COLUMNS = roleCsvColumns(PERIODS);
const CATEGORIES: JobCategory[] = JSON.parse(readFileSync("data/seed/job-categories.json", "utf8")).data;
const DEFAULT = exploreJobRoles(ROLES, {});
const INDEX: OccupationIndexRow[] = JSON.parse(readFileSync("data/seed/occupation-index.json", "utf8"));
/** The roles a search shows: by their own fields or by the titles O*NET reports for their occupation. */
const searched = (q: string, options: Parameters<typeof exploreJobRoles>[1] = {}) =>
  exploreJobRoles(ROLES, { ...options, q, occupations: matchingSocs(q, INDEX) });
const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];
const count = (n: number) => n.toLocaleString("en-US");

/** Opens /job-roles (with `query`), waits for the explorer's hydration and, unless told otherwise, the full list. */
async function open(page: Page, query = "", { full = true } = {}): Promise<Locator> {
  await page.goto(`/job-roles${query}`);
  const region = page.getByRole("region", { name: "All Job Roles" });
  await islandReady(page, region);
  if (full) await expect(region.getByRole("button", { name: "Download CSV" })).toBeEnabled();
  return region;
}

const cards = (region: Locator) => region.getByTestId("role-card");
const titles = (region: Locator) => cards(region).getByRole("heading", { level: 3 }).allTextContents();
const showing = (shown: number, total: number) => `Showing ${count(shown)} of ${count(total)} job roles`;

async function downloadCsv(page: Page, region: Locator, filename: string): Promise<string> {
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    region.getByRole("button", { name: "Download CSV" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(filename);
  return readFile((await download.path())!, "utf8");
}

test.describe("/job-roles", () => {
  test("the HTML holds the chart, the top-3 cards and the first page of roles only (JavaScript disabled)", async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/job-roles");
    const chart = page.getByRole("region", { name: "Top 10 Job Categories" });
    await expect(chart.locator("svg .category-bar")).toHaveCount(10);
    await expect(chart.getByRole("img")).toHaveCount(10);
    await expect(page.getByTestId("leader")).toHaveCount(12);
    await expect(page.getByTestId("role-card")).toHaveCount(ROLES_PAGE);
    await expect(page.getByTestId("result-count")).toHaveText(showing(ROLES_PAGE, ROLES.length));
    expect(await page.content()).not.toContain(DEFAULT[ROLES_PAGE]!.title);
    await expect(page.getByTestId("source-line").first()).toHaveText(/^Source: /);
    await context.close();
  });

  test("'Top 10 Job Categories': employment in millions, keyboard-reachable bars and a table alternative", async ({
    page,
  }) => {
    await page.goto("/job-roles");
    const chart = page.getByRole("region", { name: "Top 10 Job Categories" });
    await islandReady(page, chart);
    const top = [...CATEGORIES].sort((a, b) => b.count - a.count).slice(0, 10);
    const values = await chart.locator("[data-value]").allTextContents();
    expect(values).toEqual(top.map((c) => `${(c.count / 1e6).toFixed(1)}M`));
    const bars = chart.getByRole("img");
    await expect(bars.first()).toHaveAccessibleName(
      `${top[0]!.name}: ${(top[0]!.count / 1e6).toFixed(1)}M employed, ${top[0]!.percentage.toFixed(1)}% of US wage-and-salary employment`,
    );

    await chart.getByRole("button", { name: "Download CSV" }).focus();
    await page.keyboard.press("Tab");
    await expect(bars.nth(0)).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(bars.nth(1)).toBeFocused();
    await page.keyboard.press("End");
    await expect(bars.nth(9)).toBeFocused();
    await expect(bars.nth(9)).toHaveAccessibleName(new RegExp(`^${top[9]!.name}: `));
    await page.keyboard.press("Tab");
    await expect(page.locator("summary", { hasText: "Show data table" })).toBeFocused();

    await chart.getByText("Show data table").click();
    const rows = chart.getByTestId("categories-table").locator("tbody tr");
    await expect(rows).toHaveCount(10);
    await expect(rows.first()).toContainText(top[0]!.name);
  });

  test("the four top-3 cards: most openings, highest paying ($100K+), fastest growing (10%+), remote friendly (classified as can be done at home)", async ({
    page,
  }) => {
    await open(page);
    const leaders = roleLeaders(ROLES);
    for (const card of LEADER_CARDS) {
      const box = page.getByTestId(`leaders-${card.key}`);
      await expect(box.getByRole("heading", { level: 3 })).toHaveText(card.title);
      const expected = leaders[card.key];
      // One answer sentence leads the card, right under its title, naming the role ranked first.
      const answer = box.getByTestId("card-answer");
      await expect(answer).toContainText(expected[0]!.title);
      expect(await answer.evaluate((a) => a.previousElementSibling?.tagName)).toBe("H3");
      expect(expected).toHaveLength(3);
      const items = box.getByTestId("leader");
      await expect(items).toHaveCount(3);
      for (const [i, r] of expected.entries()) {
        await expect(items.nth(i)).toContainText(r.title);
        await expect(items.nth(i)).toContainText(card.value(r));
      }
    }
    for (const r of leaders.highestPaying) expect(r.averageSalary).toBeGreaterThanOrEqual(100_000);
    for (const r of leaders.fastestGrowing) expect(r.growthRate).toBeGreaterThanOrEqual(10);
    for (const r of leaders.remoteFriendly) expect(r.remotePercentage).toBeGreaterThanOrEqual(70);
  });

  test("role cards: first 2 top locations and 3 key skills with +N more; growth of 10%+ in green; home work and experience level", async ({
    page,
  }) => {
    const region = await open(page);
    for (const [i, role] of DEFAULT.slice(0, ROLES_PAGE).entries()) {
      const card = cards(region).nth(i);
      const locations = card.getByRole("list", { name: "Top locations" });
      await expect(locations.getByRole("listitem")).toHaveText([
        ...role.topLocations.slice(0, 2),
        ...(role.topLocations.length > 2 ? [`+${role.topLocations.length - 2} more`] : []),
      ]);
      if (role.requiredSkills.length > 0) {
        await expect(card.getByRole("list", { name: "Key skills" }).getByRole("listitem")).toHaveText([
          ...role.requiredSkills.slice(0, 3),
          ...(role.requiredSkills.length > 3 ? [`+${role.requiredSkills.length - 3} more`] : []),
        ]);
      }
      // Dingel–Neiman's classification read as yes/no (or a share of the code's O*NET occupations), and the
      // experience level derived from experience, education and Job Zone.
      await expect(card.getByText(TELEWORK_LABEL, { exact: true })).toBeVisible();
      await expect(card).toContainText(teleworkText(role));
      await expect(card).toContainText(role.experienceLevel);
      const growth = card.getByTestId("role-growth");
      if (role.growthRate >= 10) {
        await expect(growth).toHaveAttribute("data-high-growth", "true");
        await expect(growth).toHaveClass(/\btext-green-700\b/);
      } else {
        await expect(growth).not.toHaveAttribute("data-high-growth", "true");
        await expect(growth).not.toHaveClass(/\btext-green-700\b/);
      }
    }
    expect(DEFAULT.slice(0, ROLES_PAGE).some((r) => r.growthRate >= 10)).toBe(true);
  });

  test("searches title, category and required skills; filters category and location; sorts four ways", async ({
    page,
  }) => {
    const region = await open(page);
    const search = region.getByLabel("Search job roles");
    for (const q of ["nurse", "healthcare", "python"]) {
      await search.fill(q);
      const expected = searched(q);
      await expect(region.getByTestId("result-count")).toHaveText(
        showing(Math.min(ROLES_PAGE, expected.length), expected.length),
      );
      expect(await titles(region)).toEqual(expected.slice(0, ROLES_PAGE).map((r) => r.title));
    }
    await search.fill("");
    await region.getByLabel("Category", { exact: true }).selectOption("Computer and Mathematical");
    await region.getByLabel("Location", { exact: true }).selectOption("Seattle, WA");
    for (const sort of ROLE_SORTS) {
      await region.getByLabel("Sort by", { exact: true }).selectOption(sort);
      const expected = exploreJobRoles(ROLES, { category: "Computer and Mathematical", location: "Seattle, WA", sort });
      await expect(region.getByTestId("result-count")).toHaveText(
        showing(Math.min(ROLES_PAGE, expected.length), expected.length),
      );
      expect(await titles(region)).toEqual(expected.slice(0, ROLES_PAGE).map((r) => r.title));
    }
  });

  test("'Load More Roles' adds 12 and says how many remain", async ({ page }) => {
    const region = await open(page);
    const more = region.getByRole("button", { name: /Load More Roles/ });
    await expect(more).toHaveText(`Load More Roles (${count(ROLES.length - ROLES_PAGE)} remaining)`);
    await more.click();
    await expect(cards(region)).toHaveCount(ROLES_PAGE * 2);
    await expect(more).toHaveText(`Load More Roles (${count(ROLES.length - 2 * ROLES_PAGE)} remaining)`);
    await expect(cards(region).nth(ROLES_PAGE)).toBeFocused();
    expect(await titles(region)).toEqual(DEFAULT.slice(0, 2 * ROLES_PAGE).map((r) => r.title));
  });

  test("the view lives in the URL: reload and a shared link restore it", async ({ page }) => {
    const region = await open(page);
    await region.getByLabel("Search job roles").fill("engineer");
    await region.getByLabel("Sort by", { exact: true }).selectOption("salary");
    await region.getByRole("button", { name: /Load More Roles/ }).click();
    await expect(page).toHaveURL(/\?q=engineer&sort=salary&n=24$/);
    const expected = searched("engineer", { sort: "salary" })
      .slice(0, 24)
      .map((r) => r.title);
    // The list follows the API's answer, rendered in a transition: wait for it.
    await expect.poll(() => titles(region)).toEqual(expected);
    await page.reload();
    const again = await open(page, "?q=engineer&sort=salary&n=24");
    await expect(again.getByLabel("Sort by", { exact: true })).toHaveValue("salary");
    await expect.poll(() => titles(again)).toEqual(expected);

    const shared = await open(page, "?category=Healthcare+Support&location=Philadelphia%2C+PA&sort=title");
    await expect(shared.getByLabel("Category", { exact: true })).toHaveValue("Healthcare Support");
    await expect(shared.getByLabel("Location", { exact: true })).toHaveValue("Philadelphia, PA");
    await expect
      .poll(() => titles(shared))
      .toEqual(
        exploreJobRoles(ROLES, { category: "Healthcare Support", location: "Philadelphia, PA", sort: "title" })
          .slice(0, ROLES_PAGE)
          .map((r) => r.title),
      );
  });

  test("'Download CSV' holds every matching role of the current view, as explore.ts lists them", async ({ page }) => {
    let region = await open(page);
    expect(await downloadCsv(page, region, "job-roles.csv")).toBe(toCsv(DEFAULT, ROLE_CSV_COLUMNS));
    region = await open(page, "?q=healthcare&sort=growth");
    expect(await downloadCsv(page, region, "job-roles.csv")).toBe(
      toCsv(searched("healthcare", { sort: "growth" }), ROLE_CSV_COLUMNS),
    );
  });

  test("no match shows 'No job roles found matching your criteria'", async ({ page }) => {
    const region = await open(page);
    await region.getByLabel("Search job roles").fill("zzzz no such role");
    await expect(region.getByText("No job roles found matching your criteria")).toBeVisible();
    await expect(cards(region)).toHaveCount(0);
  });

  test("a sort chosen while the full list loads shows skeletons, then the results", async ({ page }) => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/job-roles", async (route) => {
      await held;
      await route.continue();
    });
    const region = await open(page, "", { full: false });
    await expect(cards(region)).toHaveCount(ROLES_PAGE);
    await region.getByLabel("Sort by", { exact: true }).selectOption("title");
    await expect(region.getByTestId("skeleton")).toBeVisible();
    await expect(cards(region)).toHaveCount(0);
    release();
    await expect(cards(region)).toHaveCount(ROLES_PAGE);
    expect(await titles(region)).toEqual(
      exploreJobRoles(ROLES, { sort: "title" })
        .slice(0, ROLES_PAGE)
        .map((r) => r.title),
    );
  });

  test("when the API fails the built page stays, and a new view says 'Error loading job roles data'", async ({
    page,
  }) => {
    await page.route("**/api/job-roles*", (route) => route.fulfill({ status: 503, body: "down" }));
    const region = await open(page, "", { full: false });
    await expect(cards(region)).toHaveCount(ROLES_PAGE);
    await region.getByLabel("Search job roles").fill("nurse");
    await expect(region.getByRole("alert")).toHaveText("Error loading job roles data");
  });

  test("the chart says 'Unable to load job categories data' when it has nothing to show", async ({ page }) => {
    await page.route("**/api/job-categories*", (route) =>
      route.fulfill({ status: 200, contentType: "application/json", body: "[]" }),
    );
    await page.goto("/job-roles");
    const chart = page.getByRole("region", { name: "Top 10 Job Categories" });
    await islandReady(page, chart);
    await expect(chart.getByRole("alert")).toHaveText("Unable to load job categories data");
  });

  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    test(`fits ${viewport.width} px without horizontal scrolling and has no axe violations`, async ({ page }) => {
      await page.setViewportSize(viewport);
      const region = await open(page);
      await page.getByRole("region", { name: "Top 10 Job Categories" }).scrollIntoViewIfNeeded();
      const columns = await cards(region).evaluateAll(
        (els) => new Set(els.map((e) => Math.round(e.getBoundingClientRect().left))).size,
      );
      expect(columns).toBe(viewport.width < 640 ? 1 : 3);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`)).toEqual([]);
    });
  }
});
