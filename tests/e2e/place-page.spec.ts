// The place pages as a visitor reads them, at 390 and 1280 px: a large metro area (Austin, TX), a small one whose
// BLS values are partly suppressed (Carson City, NV), a state with nonmetro areas (Texas) and a metro area without a
// price level (Guayama, PR). Figures are checked against GET /api/places/{code} and the raw BLS area files.
import { readFileSync } from "node:fs";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import type { PlaceData } from "../../src/domain/place-data";
import { RAW_DIR } from "../helpers/raw-snapshot";

const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];
const count = (n: number) => n.toLocaleString("en-US");

async function place(page: Page, code: string): Promise<PlaceData> {
  const response = await page.request.get(`/api/places/${code}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as PlaceData;
}

/** A raw BLS area file's row of one occupation (values as published; null = not published). */
function rawArea(code: string, soc: string) {
  const file = JSON.parse(readFileSync(path.join(RAW_DIR ?? "", `bls_oews/metros_may2025/${code}.json`), "utf8")) as {
    meta: { rpp: number | null };
    wages: Record<string, { employment: number | null; lq: number | null; median: number | null }>;
  };
  return { rpp: file.meta.rpp, row: file.wages[soc] };
}

/** The row of a table whose header is `name`. */
function row(page: Page, table: string | RegExp, name: string) {
  return page
    .getByRole("table", { name: table })
    .getByRole("row")
    .filter({ has: page.getByRole("rowheader", { name, exact: true }) });
}

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`)).toEqual([]);
}

async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
}

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
]) {
  test.describe(`place pages at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("Austin, TX: the answer first, Software Developers as the raw BLS file gives them, prices, cities, postings and notices", async ({
      page,
    }) => {
      test.skip(!RAW_DIR, "raw snapshot not found");
      const api = await place(page, "12420");
      const raw = rawArea("12420", "15-1252");
      expect(raw.row).toMatchObject({ employment: 31960, median: 134120, lq: 2.28 });
      const response = await page.goto("/places/austin-tx");
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Jobs in Austin, TX");
      await expect(
        page.getByText(`BLS counts ${count(api.oews.employmentCounted)} wage-and-salary jobs in Austin, TX`),
      ).toBeVisible();
      await expect(
        page.getByText(/Prices are 1\.9% below the US average \(BEA Regional Price Parity, 2024\)\./),
      ).toBeVisible();
      expect(raw.rpp?.toFixed(1)).toBe("98.1");

      // Software Developers in the largest occupations: the raw file's employment, quotient and median, linked.
      const dev = row(page, "Largest occupations (May 2025)", "Software Developers");
      await expect(dev.getByRole("cell")).toHaveText([
        count(raw.row?.employment ?? 0),
        (raw.row?.lq ?? 0).toFixed(2),
        `$${count(raw.row?.median ?? 0)}`,
      ]);
      await expect(dev.getByRole("link", { name: "Software Developers" })).toHaveAttribute(
        "href",
        "/occupations/software-developers",
      );
      for (const name of [
        "Most concentrated here (May 2025)",
        "Best paid here (May 2025)",
        "Growing fastest nationally, well represented here",
      ])
        await expect(page.getByRole("table", { name }).getByRole("row")).toHaveCount(11);
      await expect(
        page.getByText(/among occupations with a quotient of 1\.25 or more and at least 630 jobs here/),
      ).toBeVisible();

      // What the typical wage is worth, its cities and counties, its state linked.
      await expect(page.getByTestId("typical-pay")).toContainText("At US average prices that is worth");
      await expect(page.getByTestId("principal-cities")).toContainText(
        "Austin, TX; Georgetown, TX; Round Rock, TX; San Marcos, TX",
      );
      await expect(page.getByTestId("counties")).toContainText("Travis County, TX");
      await expect(page.getByTestId("place-kind").getByRole("link", { name: "Jobs in Texas" })).toHaveAttribute(
        "href",
        "/places/texas",
      );

      // Postings and WARN notices placed here, with the share of Texas's that could not be placed.
      await expect(page.getByTestId("postings-count")).toContainText(`${count(api.postings?.count ?? 0)} postings`);
      await expect(page.getByTestId("warn-count")).toContainText(`${count(api.warn?.notices ?? 0)} WARN notices`);
      const placed = api.warn?.placement[0];
      await expect(page.getByTestId("warn-placement")).toContainText(
        `Of the ${count(placed?.total ?? 0)} notices filed in Texas, ${count(placed?.inMetro ?? 0)}`,
      );

      // The CSV holds every published occupation, Software Developers as published.
      const csv = await (await page.request.get("/places/austin-tx/occupations.csv")).text();
      expect(csv).toContain("\r\n15-1252,Software Developers,31960,2.28,96110,104000,134120,168730,209890,");

      // Keyboard: the method note opens with Enter.
      const method = page.locator("#occupations summary", { hasText: "How this is measured" });
      await method.focus();
      await page.keyboard.press("Enter");
      await expect(page.locator("#occupations details").first()).toHaveAttribute("open", "");

      await expectNoSidewaysScroll(page);
      await expectNoAxeViolations(page);
    });

    test("Carson City, NV: a small metro area whose suppressed medians are said to be unpublished", async ({
      page,
    }) => {
      test.skip(!RAW_DIR, "raw snapshot not found");
      const raw = rawArea("16180", "29-9099");
      expect(raw.row).toMatchObject({ employment: 80, lq: 11.6, median: null });
      await page.goto("/places/carson-city-nv");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Jobs in Carson City, NV");
      // 80 jobs clear the floor of a small place (50); its median is not published, never 0.
      await expect(
        row(
          page,
          "Most concentrated here (May 2025)",
          "Healthcare Practitioners and Technical Workers, All Other",
        ).getByRole("cell"),
      ).toHaveText(["11.60", "80", /^—\s*Not published$/]);
      await expect(page.getByText(/at least 50 jobs here/).first()).toBeVisible();
      await expect(page.getByText(/^— Not published by BLS/).first()).toBeVisible();
      await expect(page.getByRole("main")).not.toContainText("$0");
      await expectNoSidewaysScroll(page);
      await expectNoAxeViolations(page);
    });

    test("Texas: payroll jobs by month, unemployment, its metro areas linked and its nonmetro areas listed", async ({
      page,
    }) => {
      const api = await place(page, "TX");
      const last = api.payroll?.points.at(-1);
      await page.goto("/places/texas");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Jobs in Texas");
      await expect(
        page.getByText(`Texas has ${count(last?.jobs ?? 0)} payroll jobs (BLS CES, April 2026)`),
      ).toBeVisible();
      await expect(page.getByTestId("unemployment")).toContainText(`${api.unemployment?.rate.toFixed(1)}%`);
      await expect(page.getByTestId("postings-index")).toContainText(`${api.postingsIndex?.value.toFixed(1)} on`);
      await page.getByText("The last 13 months as a table").click();
      await expect(row(page, /^Payroll jobs in Texas/, "April 2026").getByRole("cell")).toHaveText([
        count(last?.jobs ?? 0),
      ]);
      const payroll = await (await page.request.get("/places/texas/payroll.csv")).text();
      expect(payroll.trim().split("\r\n")).toHaveLength((api.payroll?.points.length ?? 0) + 1);

      const metros = page.getByRole("table", { name: /^Metro areas \(\d+\)$/ });
      await expect(metros.getByRole("link", { name: "Austin, TX" })).toHaveAttribute("href", "/places/austin-tx");
      const nonmetro = api.areas.filter((a) => a.kind === "nonmetro");
      expect(nonmetro.length).toBeGreaterThan(0);
      const border = row(page, `Nonmetro areas (${nonmetro.length})`, "Border Region of Texas nonmetropolitan area");
      const borderApi = api.areas.find((a) => a.code === "4800005");
      await expect(border.getByRole("cell")).toHaveText([count(borderApi?.employmentCounted ?? 0), "None published"]);
      await expect(border.getByRole("link")).toHaveCount(0);
      await expectNoSidewaysScroll(page);
      await expectNoAxeViolations(page);
    });

    test("Guayama, PR: BEA publishes no price level, and the page says so", async ({ page }) => {
      test.skip(!RAW_DIR, "raw snapshot not found");
      expect(rawArea("25020", "41-2031").rpp).toBeNull();
      await page.goto("/places/guayama-pr");
      await expect(page.getByText("BEA publishes no price level for this area.")).toBeVisible();
      await expect(page.getByTestId("price-level")).toContainText(/it has none for \d+ of the \d+ metro areas/);
      await expect(page.getByText("At US prices")).toHaveCount(0);
      await expectNoAxeViolations(page);
    });
  });
}

test("the page reads without JavaScript: no island, every figure in the HTML", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/places/austin-tx");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Jobs in Austin, TX");
  await expect(page.locator("astro-island")).toHaveCount(0);
  await expect(page.locator("script[src]")).toHaveCount(0);
  await expect(row(page, "Largest occupations (May 2025)", "Software Developers")).toBeVisible();
  await expect(page.getByTestId("warn-count")).toBeVisible();
  await context.close();
});

test("an occupation page links to the places in its tables, and the place page links back", async ({ page }) => {
  await page.goto("/occupations/software-developers");
  await page.getByRole("table", { name: "Highest concentration" }).getByRole("link", { name: "Austin, TX" }).click();
  await expect(page).toHaveURL(/\/places\/austin-tx$/);
  await page.goto("/occupations/software-developers");
  await page
    .getByRole("table", { name: "Every state, by employment (May 2025)" })
    .getByRole("link", { name: "Texas", exact: true })
    .click();
  await expect(page).toHaveURL(/\/places\/texas$/);
  // Texas's growing occupations hold Software Developers (+15.8% 2024–34, location quotient 1.07).
  await page
    .getByRole("table", { name: "Growing fastest nationally, well represented here" })
    .getByRole("link", { name: "Software Developers" })
    .click();
  await expect(page).toHaveURL(/\/occupations\/software-developers$/);
});

test("an unknown place, a nonmetro area and a place code are the site's 404 page", async ({ page }) => {
  for (const address of [
    "/places/no-such-place",
    "/places/border-region-of-texas-nonmetropolitan-area",
    "/places/12420",
    "/places/TX",
  ]) {
    const response = await page.goto(address);
    expect(response?.status(), address).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page Not Found");
  }
});
