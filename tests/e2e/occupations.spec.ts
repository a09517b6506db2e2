// /occupations on the built site with the real seed: every occupation as a link grouped by field, readable without
// JavaScript; the search by the titles people use; links from the job-roles and skills cards; both widths and axe.

import { readFileSync } from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import type { Skill } from "../../src/domain/entities.ts";
import { formatCount } from "../../src/domain/format.ts";
import { searchOccupations } from "../../src/domain/occupation-search.ts";
import { islandReady } from "./hydration.ts";

const OCCUPATIONS: { soc: string; slug: string; title: string; employment: number; medianWage: number | null }[] =
  JSON.parse(readFileSync("data/seed/occupations.json", "utf8")).data;
const INDEX = JSON.parse(readFileSync("data/seed/occupation-index.json", "utf8"));
const SKILLS: Skill[] = JSON.parse(readFileSync("data/seed/skills.json", "utf8")).data;
const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

async function search(page: Page, query: string) {
  const box = page.getByRole("searchbox", { name: "Find an occupation by the job title you use" });
  await islandReady(page, box);
  await box.fill(query);
}

test.describe("/occupations", () => {
  test("lists every occupation as a link to its page, by field, with employment and median wage (no JavaScript)", async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/occupations");
    await expect(page.getByRole("heading", { level: 1, name: "Occupations" })).toBeVisible();
    const rows = page.locator("tbody tr");
    await expect(rows).toHaveCount(OCCUPATIONS.length);
    const nurses = OCCUPATIONS.find((o) => o.soc === "29-1141")!;
    const row = page.getByRole("row", { name: new RegExp(`^${nurses.title}`) });
    await expect(row.getByRole("link", { name: nurses.title })).toHaveAttribute("href", `/occupations/${nurses.slug}`);
    await expect(row.getByRole("cell")).toHaveText([
      formatCount(nurses.employment),
      `$${formatCount(nurses.medianWage!)}`,
    ]);
    const group = page.getByRole("region", { name: /^Healthcare Practitioners and Technical/ });
    await expect(group.getByRole("link", { name: nurses.title })).toBeVisible();
    await page.getByRole("navigation", { name: "Occupation groups" }).getByRole("link", { name: "Legal" }).click();
    await expect(page).toHaveURL(/#group-23$/);
    // The search form is a plain GET form without JavaScript.
    await expect(page.locator('form[action="/occupations"][method="get"] input[name="q"]')).toHaveCount(1);
    await context.close();
  });

  // One page (the largest of the site) for the four searches, each a step: a search replaces the one before.
  test("each search lists its best match first, linked to its page, and says how many match", async ({ page }) => {
    await page.goto("/occupations");
    for (const [query, first] of [
      ["nurse", "Registered Nurses"],
      ["coder", "Medical Records Specialists"],
      ["truck driver", "Heavy and Tractor-Trailer Truck Drivers"],
      ["cashier", "Cashiers"],
    ] as const)
      await test.step(`'${query}' lists ${first} first`, async () => {
        await search(page, query);
        const results = page.getByTestId("occupation-result");
        await expect(results.first().getByRole("link")).toHaveText(first);
        const expected = searchOccupations(query, INDEX);
        await expect(page.getByTestId("occupation-search-status")).toContainText(
          `${formatCount(expected.length)} occupation`,
        );
        await expect(results.first().getByRole("link")).toHaveAttribute(
          "href",
          `/occupations/${expected[0]!.row.slug}`,
        );
        expect(new URL(page.url()).searchParams.get("q")).toBe(query);
      });
  });

  test("an address with ?q= shows its results at once, and a word no title uses says so", async ({ page }) => {
    await page.goto("/occupations?q=coder");
    await expect(page.getByTestId("occupation-result").first()).toContainText("Medical Records Specialists");
    await expect(page.getByTestId("occupation-result").filter({ hasText: "Computer Programmers" })).toHaveCount(1);
    await search(page, "xyzzyq");
    await expect(page.getByTestId("occupation-search-status")).toHaveText(/^No occupation matches “xyzzyq”/);
    await expect(page.getByTestId("occupation-result")).toHaveCount(0);
  });

  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ]) {
    test(`at ${viewport.width} px: no overflow, no text under 12 px, no axe violations with results shown`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.goto("/occupations?q=nurse");
      await expect(page.getByTestId("occupation-result").first()).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      const small = await page.evaluate(() =>
        [...document.querySelectorAll("main *")]
          .filter(
            (el) => el.childNodes.length && [...el.childNodes].some((n) => n.nodeType === 3 && n.textContent?.trim()),
          )
          .filter((el) => Number.parseFloat(getComputedStyle(el).fontSize) < 12)
          .map((el) => el.textContent?.slice(0, 40)),
      );
      expect(small).toEqual([]);
      const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`)).toEqual([]);
    });
  }

  test("the job-roles and skills pages link here, and their cards link to occupation pages", async ({ page }) => {
    await page.goto("/job-roles");
    await expect(page.getByRole("link", { name: "Find any occupation" })).toHaveAttribute("href", "/occupations");
    const card = page.getByTestId("role-card").first();
    const title = await card.getByRole("heading", { level: 3 }).textContent();
    const occupation = OCCUPATIONS.find((o) => o.title === title)!;
    await expect(card.getByRole("link", { name: `Pay by place and outlook of ${title}` })).toHaveAttribute(
      "href",
      `/occupations/${occupation.slug}`,
    );
    await page.goto("/skills");
    await expect(page.getByRole("link", { name: "Find any occupation" })).toHaveAttribute("href", "/occupations");
    const skill = SKILLS[0]!;
    const list = page.getByTestId("skill-card").first().getByRole("list", { name: "In demand in" });
    await expect(list.getByRole("link")).toHaveText(skill.topOccupations!.map((o) => o.title));
    await expect(list.getByRole("link").first()).toHaveAttribute(
      "href",
      `/occupations/${skill.topOccupations![0]!.slug}`,
    );
  });
});
