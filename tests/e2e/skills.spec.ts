// /skills on the built site with the real seed: the top 12 cards, search over the full ranked list,
// URL view, CSV, error/empty/loading states, mobile layout and axe.

import { readFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import AxeBuilder from "@axe-core/playwright";
import { expect, type Locator, type Page, test } from "@playwright/test";
import { toCsv } from "../../src/domain/csv.ts";
import type { Skill } from "../../src/domain/entities.ts";
import { exploreSkills, SKILL_LABELS, skillSpreadText } from "../../src/domain/explore.ts";
import { skillsAnswer } from "../../src/domain/skill-ranking.ts";
import { SKILL_CSV_COLUMNS, TOP_SKILLS_LIMIT } from "../../src/features/skills/skills.ts";
import { settled, watchRequests } from "./helpers/settled";
import { islandReady } from "./hydration.ts";

const SKILLS: Skill[] = JSON.parse(readFileSync("data/seed/skills.json", "utf8")).data;
const TOP = SKILLS.slice(0, TOP_SKILLS_LIMIT);
const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

async function open(page: Page, query = ""): Promise<Locator> {
  await page.goto(`/skills${query}`);
  const region = page.getByRole("region", { name: /Skills$/ });
  await islandReady(page, region);
  return region;
}

const cards = (region: Locator) => region.getByTestId("skill-card");
const names = (region: Locator) => cards(region).getByRole("heading", { level: 3 }).allTextContents();

async function downloadCsv(page: Page, region: Locator): Promise<string> {
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    region.getByRole("button", { name: "Download CSV" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe("skills.csv");
  return readFile((await download.path())!, "utf8");
}

test.describe("/skills", () => {
  test("the HTML holds the 12 top skills with rank, name, category, employment where in demand in K, its share, the occupation counts and a demand bar (JavaScript disabled)", async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/skills");
    const list = page.getByTestId("skill-card");
    await expect(list).toHaveCount(TOP_SKILLS_LIMIT);
    for (const [i, s] of TOP.entries()) {
      const card = list.nth(i);
      await expect(card).toContainText(`#${s.rank}`);
      await expect(card.getByRole("heading", { level: 3 })).toHaveText(s.name);
      await expect(card).toContainText(s.category);
      await expect(card.getByTestId("skill-jobs")).toHaveText(
        `${Math.round(s.jobCount / 1000).toLocaleString("en-US")}K`,
      );
      await expect(card.getByTestId("skill-share")).toHaveText(`${Number(s.percentage).toFixed(1)}%`);
      await expect(card.getByRole("progressbar")).toHaveAttribute("aria-valuenow", String(Number(s.percentage)));
      // How many occupations flag it In Demand and how many merely list it, each named for what it is.
      await expect(card.getByTestId("skill-spread")).toHaveText(skillSpreadText(s));
      await expect(card.getByText(SKILL_LABELS.hotTechnology)).toHaveCount(s.hotTechnology ? 1 : 0);
    }
    // The list leads with its answer, under the title and before the first card: the first ranked skill.
    const answer = page.getByTestId("card-answer");
    await expect(answer).toHaveText(skillsAnswer(TOP)!);
    await expect(answer).toContainText(TOP.find((s) => !s.baselineTool)!.name);
    expect(await answer.evaluate((a) => a.previousElementSibling?.querySelector("h2") !== null)).toBe(true);
    await expect(page.getByText(SKILL_LABELS.jobCount).first()).toBeVisible();
    await expect(page.getByText(SKILL_LABELS.percentage).first()).toBeVisible();
    await expect(page.getByTestId("source-line")).toHaveText(/^Source: BLS OEWS and Employment Projections; O\*NET, /);
    // The baseline tools are named once, with the rule, and none of them is among the ranked cards.
    await expect(page.getByTestId("baseline-tools")).toContainText("at least 50% of occupations");
    await expect(page.getByTestId("baseline-tools")).toContainText("Microsoft Excel");
    await expect(list.filter({ hasText: "Microsoft Excel" })).toHaveCount(0);
    // That caveat comes after the ranking's answer, not before it.
    expect(
      await answer.evaluate(
        (a) => !!(a.compareDocumentPosition(document.querySelector('[data-testid="baseline-tools"]')!) & 4),
      ),
    ).toBe(true);
    await context.close();
  });

  test("asks the API for the top 12 only until the visitor searches", async ({ page }) => {
    const urls: string[] = [];
    page.on(
      "request",
      (r) => r.url().includes("/api/skills") && urls.push(new URL(r.url()).pathname + new URL(r.url()).search),
    );
    watchRequests(page);
    const region = await open(page);
    await expect(cards(region)).toHaveCount(TOP_SKILLS_LIMIT);
    await settled(page);
    expect([...new Set(urls)]).toEqual(["/api/skills?limit=12"]);
    await region.getByLabel("Search skills").fill("sql");
    await expect(cards(region)).toHaveCount(exploreSkills(SKILLS, "sql").length);
    expect([...new Set(urls)]).toEqual(["/api/skills?limit=12", "/api/skills"]);
  });

  test("searches name and category over every ranked skill, in rank order", async ({ page }) => {
    const region = await open(page);
    const search = region.getByLabel("Search skills");
    for (const q of ["sql", "microsoft", "spreadsheet"]) {
      await search.fill(q);
      const expected = exploreSkills(SKILLS, q);
      await expect(cards(region)).toHaveCount(expected.length);
      expect(await names(region)).toEqual(expected.map((s) => s.name));
      await expect(region.getByTestId("result-count")).toHaveText(
        `${expected.length} ${expected.length === 1 ? "skill matches" : "skills match"} your search`,
      );
    }
    // 'spreadsheet' matches a category, not only names.
    expect(exploreSkills(SKILLS, "spreadsheet").some((s) => !s.name.toLowerCase().includes("spreadsheet"))).toBe(true);
    await search.fill("");
    await expect(cards(region)).toHaveCount(TOP_SKILLS_LIMIT);
    await expect(region.getByTestId("result-count")).toHaveText(`Showing the top ${TOP_SKILLS_LIMIT} skills`);
  });

  test("the search lives in the URL: reload and a shared link restore it", async ({ page }) => {
    const region = await open(page);
    await region.getByLabel("Search skills").fill("python");
    await expect(page).toHaveURL(/\?q=python$/);
    await page.reload();
    const again = await open(page, "?q=python");
    await expect(again.getByLabel("Search skills")).toHaveValue("python");
    await expect(cards(again)).toHaveCount(exploreSkills(SKILLS, "python").length);
    const shared = await open(page, "?q=database");
    expect(await names(shared)).toEqual(exploreSkills(SKILLS, "database").map((s) => s.name));
  });

  test("'Download CSV' holds the current list, as explore.ts lists it", async ({ page }) => {
    let region = await open(page);
    expect(await downloadCsv(page, region)).toBe(
      toCsv(exploreSkills(SKILLS).slice(0, TOP_SKILLS_LIMIT), SKILL_CSV_COLUMNS),
    );
    region = await open(page, "?q=microsoft");
    await expect(cards(region)).toHaveCount(exploreSkills(SKILLS, "microsoft").length);
    expect(await downloadCsv(page, region)).toBe(toCsv(exploreSkills(SKILLS, "microsoft"), SKILL_CSV_COLUMNS));
  });

  test("no match shows 'No skills found matching your search criteria'", async ({ page }) => {
    const region = await open(page);
    await region.getByLabel("Search skills").fill("zzzz no such skill");
    await expect(region.getByText("No skills found matching your search criteria")).toBeVisible();
    await expect(cards(region)).toHaveCount(0);
  });

  test("a search typed while the full list loads shows skeletons, then the results", async ({ page }) => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/skills", async (route) => {
      await held;
      await route.continue();
    });
    const region = await open(page);
    await region.getByLabel("Search skills").fill("sql");
    await expect(region.getByTestId("skeleton")).toBeVisible();
    await expect(cards(region)).toHaveCount(0);
    release();
    await expect(cards(region)).toHaveCount(exploreSkills(SKILLS, "sql").length);
  });

  test("when the API fails the built top 12 stay, and a search says 'Unable to load skills data'", async ({ page }) => {
    await page.route("**/api/skills*", (route) => route.fulfill({ status: 500, body: "boom" }));
    const region = await open(page);
    await expect(cards(region)).toHaveCount(TOP_SKILLS_LIMIT);
    await region.getByLabel("Search skills").fill("sql");
    await expect(region.getByRole("alert")).toHaveText("Unable to load skills data");
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
      const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`)).toEqual([]);
    });
  }
});
