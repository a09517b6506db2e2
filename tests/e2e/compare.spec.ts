// /compare, rendered on request: a shared link shows its comparison (figures as in the data), the form works by
// keyboard alone and without JavaScript, a bad address says what it could not use and shows the rest, and the page
// passes axe at phone and desktop widths with no script loaded at start beyond the shell's.
import { readFileSync } from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { areaRows, type OccupationData } from "../../src/domain/occupation-data";
import { priceAdjusted } from "../../src/domain/place";
import { seedData } from "../helpers/seed";
import { gotoSettled } from "./helpers/settled";

const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];
const SHARED = "/compare?occupation=software-developers&places=austin-tx,seattle-wa";
const developers = JSON.parse(readFileSync("data/seed/occupation/15-1252.json", "utf8")) as OccupationData;
const places = seedData("places");
const area = (code: string) => areaRows(developers).find((r) => r.area === code)!;
const money = (v: number) => `$${v.toLocaleString("en-US")}`;

/** The table's cells of one measure (row header text starts with `measure`), one per place. */
async function cellsOf(page: Page, measure: string) {
  const row = page
    .locator("[data-compare-result] tbody tr")
    .filter({ has: page.locator("th", { hasText: new RegExp(`^${measure}`) }) });
  return row.locator("td").allTextContents();
}

test("a shared link shows the comparison, with figures as in the data", async ({ page }) => {
  const response = await page.goto(SHARED);
  expect(response?.status()).toBe(200);
  const austin = area("12420");
  const seattle = area("42660");
  // PROVENANCE.md §15: Austin (12420), Software Developers: employment 31,960, median $134,120, LQ 2.28.
  expect(await cellsOf(page, "Employment")).toEqual(["31,960", seattle.employment!.toLocaleString("en-US")]);
  expect(await cellsOf(page, "Median \\(50th")).toEqual([money(134120), money(seattle.wages.median!)]);
  expect(await cellsOf(page, "Location quotient")).toEqual(["2.28", seattle.locationQuotient!.toFixed(2)]);
  expect(await cellsOf(page, "10th percentile")).toEqual([money(austin.wages.p10!), money(seattle.wages.p10!)]);
  const rpp = (code: string) => places.find((p) => p.code === code)!.rpp;
  expect(await cellsOf(page, "Median after local prices")).toEqual([
    money(priceAdjusted(134120, rpp("12420"))!),
    money(priceAdjusted(seattle.wages.median!, rpp("42660"))!),
  ]);
  // The answer comes first, in words, before the table; one source line and the method behind a disclosure.
  await expect(page.locator("[data-compare-answer]")).toHaveText(
    `Software Developers earn the most in Seattle, WA (median ${money(seattle.wages.median!)} a year); after local prices, Seattle, WA still leads (${money(priceAdjusted(seattle.wages.median!, rpp("42660"))!)} in US-average dollars).`,
  );
  await expect(page.getByText(/^Source: BLS OEWS, May 2025; BEA Regional Price Parities, 2024\.$/)).toHaveCount(1);
  await expect(page.locator("[data-compare-result] details summary")).toHaveText("How this is measured");
  // Places link to their pages, the occupation to its page; the form holds what is shown, so a reload keeps it.
  await expect(page.getByRole("link", { name: "Austin, TX" })).toHaveAttribute("href", "/places/austin-tx");
  await expect(page.getByRole("link", { name: "Software Developers" }).first()).toHaveAttribute(
    "href",
    "/occupations/software-developers",
  );
  await expect(page.getByLabel("Occupation")).toHaveValue("Software Developers");
  await expect(page.getByLabel("Place 2")).toHaveValue("Seattle, WA");
  await page.reload();
  await expect(page.locator("[data-compare-answer]")).toContainText("Seattle, WA");
});

test("on a phone a shared link opens on its answer; the form to change it follows the comparison", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(SHARED);
  const answer = page.locator("[data-compare-answer]");
  await expect(answer).toBeInViewport();
  const form = page.locator("form[action='/compare']");
  await expect(form.getByRole("heading")).toHaveText("Change the comparison");
  const order = await page.evaluate(() => {
    const a = document.querySelector("[data-compare-answer]");
    const f = document.querySelector("form[action='/compare']");
    return a && f ? a.compareDocumentPosition(f) & Node.DOCUMENT_POSITION_FOLLOWING : 0;
  });
  expect(order).toBeTruthy();
  // Without a comparison the form is the page's first content.
  await page.goto("/compare");
  await expect(form.getByRole("heading")).toHaveText("What to compare");
  await expect(form).toBeInViewport();
});

test("the page loads no script of its own: only the shell's", async ({ page }) => {
  const scripts: string[] = [];
  page.on("request", (r) => r.resourceType() === "script" && scripts.push(new URL(r.url()).pathname));
  await gotoSettled(page, SHARED);
  expect(await page.locator("astro-island").count()).toBeLessThanOrEqual(1); // the toaster, on intent
  expect(scripts.filter((s) => /compare/i.test(s))).toEqual([]);
});

test("changed by keyboard only: type an occupation and places, press Enter, land on the canonical link", async ({
  page,
}) => {
  await page.goto("/compare");
  await page.getByLabel("Occupation").focus();
  await page.keyboard.type("Registered Nurses");
  await page.keyboard.press("Tab");
  await page.keyboard.type("San Jose, CA");
  await page.keyboard.press("Tab");
  await page.keyboard.type("Sacramento, CA");
  await page.keyboard.press("Tab");
  await page.keyboard.type("Houston, TX");
  await page.keyboard.press("Enter");
  await page.waitForURL(/occupation=registered-nurses/);
  expect(new URL(page.url()).search).toBe("?occupation=registered-nurses&places=san-jose-ca,sacramento-ca,houston-tx");
  await expect(page.locator("[data-compare-result] thead th[data-place]")).toHaveCount(3);
  await expect(page.locator("[data-compare-answer]")).toContainText("Registered Nurses earn the most in San Jose, CA");
  // Tab reaches the table's scroll region and the place links in it.
  await page.getByRole("region", { name: /Registered Nurses: employment/ }).focus();
  await expect(page.getByRole("region", { name: /Registered Nurses: employment/ })).toBeFocused();
});

test("words and colloquial names are read through search, and the page says how", async ({ page }) => {
  await page.goto("/compare?occupation=nurse&place=Bay+Area&place=Round+Rock");
  const messages = page.locator("[data-compare-messages] li");
  await expect(messages).toHaveText([
    "Showing Registered Nurses, the occupation that best matches “nurse”.",
    "“Bay Area” read as San Francisco, CA and San Jose, CA.",
    "“Round Rock” read as Austin, TX.",
  ]);
  await expect(page.locator("[data-compare-result] thead th[data-place]")).toHaveText([
    /San Francisco, CA/,
    /San Jose, CA/,
    /Austin, TX/,
  ]);
});

test("bad input: unknown names and a fifth place are named, and the rest is still compared", async ({ page }) => {
  const response = await page.goto(
    "/compare?occupation=software-developers&places=austin-tx,nowhere-zz,seattle-wa,texas,boston-ma,denver-co",
  );
  expect(response?.status()).toBe(200);
  const messages = page.locator("[data-compare-messages] li");
  await expect(messages).toHaveText([
    /^No place matches “nowhere-zz”/,
    "A comparison shows at most 4 places; left out: Denver, CO.",
  ]);
  await expect(page.locator("[data-compare-result] thead th[data-place]")).toHaveCount(4);
  // A state has no price level: said, not estimated.
  await expect(page.locator("[data-compare-result] tbody")).toContainText("No price level: not adjusted");

  await page.goto("/compare?occupation=qqzzxx-not-a-job&places=austin-tx,seattle-wa");
  await expect(page.locator("[data-compare-messages] li")).toHaveText([/^No occupation matches “qqzzxx-not-a-job”/]);
  // The rest: the two places, compared across the occupations they share.
  await expect(page.locator("[data-compare-pair] [data-compare-answer]")).toContainText(
    /^Of the [\d,]+ occupations with a published median wage in both places/,
  );
  const devRow = page.locator("[data-compare-pair] tbody tr").filter({ hasText: "Software Developers" });
  await expect(devRow.locator("td").nth(0)).toHaveText("31,960");
  await expect(devRow.locator("td").nth(2)).toHaveText("$134,120");
});

test("without JavaScript a shared link shows the same comparison, and the form still works", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(SHARED);
  await expect(page.locator("[data-compare-answer]")).toContainText("Software Developers earn the most in Seattle, WA");
  expect(await cellsOf(page, "Employment")).toEqual(["31,960", area("42660").employment!.toLocaleString("en-US")]);
  await page.getByLabel("Place 3").fill("Texas");
  await page.getByRole("button", { name: "Compare" }).click();
  await page.waitForURL(/places=austin-tx,seattle-wa,texas/);
  await expect(page.locator("[data-compare-result] thead th[data-place]")).toHaveCount(3);
  await context.close();
});

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`no axe violations at ${viewport.width} px, with another comparison and a bad address`, async ({ page }) => {
    await page.setViewportSize(viewport);
    // The route list's comparisons (four places for one occupation, two places' top occupations) are checked with
    // every page in pages.spec.ts; these are another occupation's, and a bad address.
    for (const path of [
      "/compare?occupation=registered-nurses&places=san-jose-ca,sacramento-ca,houston-tx,texas",
      "/compare?occupation=zzqq&places=nowhere",
    ]) {
      await gotoSettled(page, path);
      const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
      expect(results.violations.map((v) => `${path} ${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`)).toEqual([]);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });
}
