// The dashboard's two charts (issue #5, sections 3 and 6): national hiring trends by industry and
// state employment growth, against the built site with its real seed data.
import { readFile } from "node:fs/promises";
import AxeBuilder from "@axe-core/playwright";
import { expect, type Locator, type Page, test } from "@playwright/test";
import { islandReady } from "./hydration.ts";

/** The dashboard, which shows both charts; the hiring chart opens on hires (JOLTS). */
const PATH = "/";
/** The hiring chart's employment view (CES), which has all five industries. */
const EMPLOYMENT = "/?measure=employment";
const TRENDS = "National Hiring Trends by Industry";
const GROWTH = "State Employment Growth";
const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/** The chart's card, scrolled into view and hydrated (islands hydrate when visible). */
async function chart(page: Page, title: string): Promise<Locator> {
  const region = page.getByRole("region", { name: title });
  await region.scrollIntoViewIfNeeded();
  await islandReady(page, region);
  return region;
}

const tableRows = (region: Locator, id: string) => region.getByTestId(id).locator("tbody tr");
const lines = (region: Locator) => region.locator("[data-series]");

async function downloadCsv(page: Page, region: Locator): Promise<{ name: string; lines: string[] }> {
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    region.getByRole("button", { name: "Download CSV" }).click(),
  ]);
  const text = await readFile((await download.path())!, "utf8");
  return { name: download.suggestedFilename(), lines: text.trim().split("\r\n") };
}

test.describe("hiring trends chart", () => {
  test("the server HTML holds the whole chart: hires of three industries, 12 months, what each line plots", async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(PATH);
    const region = page.getByRole("region", { name: TRENDS });
    await expect(lines(region)).toHaveCount(3);
    await expect(lines(region).locator("path").first()).toHaveAttribute("d", /^M/);
    await expect(tableRows(region, "trend-table")).toHaveCount(12);
    await expect(region.getByRole("button", { name: "1yr" })).toHaveAttribute("aria-pressed", "true");
    await expect(region.getByRole("button", { name: "Hires" })).toHaveAttribute("aria-pressed", "true");
    await expect(region.getByTestId("trend-measure")).toContainText("JOLTS hires by industry");
    await expect(region.getByTestId("trend-lines")).toContainText(
      "Healthcare plots Health care and social assistance (JTS620000000000000HIL)",
    );
    await expect(region.getByTestId("trend-lines")).toContainText("Finance is not shown here");
    // The answer comes first; the series ids sit in the closed "How this is measured" disclosure.
    await expect(region.getByTestId("card-answer")).toContainText(/^\d of \d industries shown hired more people/);
    const disclosure = region.getByTestId("how-measured");
    await expect(disclosure).not.toHaveAttribute("open", "");
    await expect(disclosure.getByTestId("trend-lines")).toBeHidden();
    await expect(region.getByTestId("source-line")).toHaveText(/^Source: BLS JOLTS and CES, /);

    // The buttons cannot switch measures without JavaScript: the employment figures are in the HTML as a table.
    const employment = region.getByTestId("trend-table-employment");
    await expect(employment.locator("tbody tr")).toHaveCount(24);
    await expect(employment.locator("thead th")).toHaveCount(5);
    await expect(employment.locator("caption")).toContainText("Employment levels, not hires");
    await context.close();
  });

  test("the employment view plots health care and social assistance as Healthcare, and never plots the supersector as Education", async ({
    page,
  }) => {
    await page.goto(EMPLOYMENT);
    const region = await chart(page, TRENDS);
    await expect(lines(region)).toHaveCount(4);
    await expect(region.locator('[data-series="education"]')).toHaveCount(0);
    // A keyboard user opens the disclosure with Enter on its summary.
    await region.getByText("How this is measured").focus();
    await page.keyboard.press("Enter");
    await expect(region.getByTestId("trend-measure")).toContainText("Employment levels, not hires");
    await expect(region.getByTestId("trend-lines")).toContainText(
      "Healthcare plots Health care and social assistance (CES6562000001).",
    );
    await expect(region.getByTestId("trend-lines")).toContainText("Education is not shown here");
    await expect(region.getByTestId("trend-lines")).not.toContainText("Education and health services (CES6500000001)");
    await expect(region.getByTestId("trend-lines")).not.toContainText("plot the same series");
    await expect(region.getByTestId("trend-table-employment")).toHaveCount(0);
  });

  test("the measure buttons switch between hires and employment and write the URL", async ({ page }) => {
    await page.goto(PATH);
    const region = await chart(page, TRENDS);
    await expect(lines(region)).toHaveCount(3);
    await region.getByRole("button", { name: "Employment" }).click();
    await expect(lines(region)).toHaveCount(4);
    await expect(page).toHaveURL(/[?&]measure=employment/);
    await region.getByRole("button", { name: "Index" }).click();
    await expect(page).toHaveURL(/[?&]scale=index/);
    await expect(tableRows(region, "trend-table").first()).toContainText("100.0");
    await region.getByRole("button", { name: "Hires" }).click();
    await expect(lines(region)).toHaveCount(3);
    await expect(page).not.toHaveURL(/measure=/);
  });

  test("range buttons change the plotted months and the URL", async ({ page }) => {
    const hydrationErrors: string[] = [];
    page.on("console", (m) => m.type() === "error" && /hydrat/i.test(m.text()) && hydrationErrors.push(m.text()));
    await page.goto(`${EMPLOYMENT}&industries=technology,finance`);
    const filtered = await chart(page, TRENDS);
    await expect(lines(filtered)).toHaveCount(2);
    expect(hydrationErrors).toEqual([]);

    await page.goto(EMPLOYMENT);
    const region = await chart(page, TRENDS);
    await expect(tableRows(region, "trend-table")).toHaveCount(12);
    await expect(region.locator('[data-series="technology"] path')).toHaveCount(12);

    await region.getByRole("button", { name: "6mo" }).click();
    await expect(region.getByRole("button", { name: "6mo" })).toHaveAttribute("aria-pressed", "true");
    await expect(region.getByRole("button", { name: "1yr" })).toHaveAttribute("aria-pressed", "false");
    await expect(tableRows(region, "trend-table")).toHaveCount(6);
    await expect(region.locator('[data-series="technology"] path')).toHaveCount(6);
    await expect(page).toHaveURL(/[?&]trend=6mo/);

    await region.getByRole("button", { name: "2yr" }).click();
    await expect(tableRows(region, "trend-table")).toHaveCount(24);
    await expect(page).toHaveURL(/[?&]trend=2yr/);

    await region.getByRole("button", { name: "1yr" }).click();
    await expect(tableRows(region, "trend-table")).toHaveCount(12);
    await expect(page).not.toHaveURL(/trend=/);
  });

  test("industry badges hide lines, update the URL, and a reload restores the view", async ({ page }) => {
    await page.goto(EMPLOYMENT);
    const region = await chart(page, TRENDS);
    const badges = region.getByRole("group", { name: "Industries shown" });
    await expect(badges.getByRole("button")).toHaveCount(4);
    await expect(lines(region)).toHaveCount(4);

    await badges.getByRole("button", { name: "Technology" }).click();
    await badges.getByRole("button", { name: "Finance" }).click();
    await expect(badges.getByRole("button", { name: "Technology" })).toHaveAttribute("aria-pressed", "false");
    await expect(lines(region)).toHaveCount(2);
    await expect(region.locator('[data-series="technology"]')).toHaveCount(0);
    // The URL keeps the industries drawn (Education has no line in this view).
    await expect(page).toHaveURL(/industries=(healthcare%2Cmanufacturing|healthcare,manufacturing)$/);
    await region.getByRole("button", { name: "2yr" }).click();

    await page.reload();
    const restored = await chart(page, TRENDS);
    await expect(restored.getByRole("button", { name: "2yr" })).toHaveAttribute("aria-pressed", "true");
    await expect(restored.getByRole("button", { name: "Finance" })).toHaveAttribute("aria-pressed", "false");
    await expect(lines(restored)).toHaveCount(2);
    await expect(tableRows(restored, "trend-table")).toHaveCount(24);
    await expect(restored.getByTestId("trend-table").locator("thead th")).toHaveText([
      "Month",
      "Healthcare (Health care and social assistance)",
      "Manufacturing (Manufacturing)",
    ]);
  });

  test("the last visible industry stays on", async ({ page }) => {
    await page.goto(`${EMPLOYMENT}&industries=finance`);
    const region = await chart(page, TRENDS);
    const finance = region.getByRole("group", { name: "Industries shown" }).getByRole("button", { name: "Finance" });
    await expect(lines(region)).toHaveCount(1);
    await expect(finance).toHaveAttribute("aria-disabled", "true");
    await finance.click({ force: true }); // aria-disabled, but a visitor can still press it
    await expect(finance).toHaveAttribute("aria-pressed", "true");
    await expect(lines(region)).toHaveCount(1);
  });

  test("the tooltip follows the arrow keys and the mouse, and Escape hides it", async ({ page }) => {
    await page.goto(EMPLOYMENT);
    const region = await chart(page, TRENDS);
    const plot = region.getByRole("group", { name: /Line chart by month/ });
    const tooltip = region.getByRole("tooltip");
    const months = tableRows(region, "trend-table").locator("th");
    const last = (await months.last().textContent())!;
    const beforeLast = (await months.nth(10).textContent())!;

    await plot.focus();
    await expect(tooltip).toBeVisible();
    await expect(tooltip).toContainText(last);
    await expect(tooltip.getByRole("listitem")).toHaveCount(4);
    await expect(tooltip.getByRole("listitem").first()).toHaveText(/^Technology: \d+\.\d{2}M jobs$/);
    await page.keyboard.press("ArrowLeft");
    await expect(tooltip).toContainText(beforeLast);
    await page.keyboard.press("Escape");
    await expect(tooltip).toBeHidden();

    const box = (await plot.boundingBox())!;
    await page.mouse.move(box.x + box.width * 0.15, box.y + box.height / 2);
    await expect(tooltip).toBeVisible();
    await expect(tooltip).toContainText(/M jobs/);
    await page.mouse.move(box.x + box.width / 2, box.y - 40);
    await expect(tooltip).toBeHidden();
  });

  test("Download CSV holds exactly the months and industries shown, each column saying what it is", async ({
    page,
  }) => {
    await page.goto(PATH);
    const region = await chart(page, TRENDS);
    await region.getByRole("button", { name: "6mo" }).click();
    await region
      .getByRole("group", { name: "Industries shown" })
      .getByRole("button", { name: "Manufacturing" })
      .click();
    const csv = await downloadCsv(page, region);
    expect(csv.name).toBe("hiring-trends-hires-level-6mo.csv");
    expect(csv.lines[0]).toBe(
      'Month,"Technology (Information, hires)","Healthcare (Health care and social assistance, hires)"',
    );
    expect(csv.lines).toHaveLength(1 + 6);
    for (const line of csv.lines.slice(1)) expect(line).toMatch(/^\d{4}-\d{2}(,\d+){2}$/);
  });
});

test.describe("state employment growth chart", () => {
  test("eight bars, each focusable with its name and growth rate in a tooltip", async ({ page }) => {
    await page.goto(PATH);
    const region = await chart(page, GROWTH);
    const bars = region.getByRole("img", { name: /Growth Rate: -?\d+\.\d%$/ });
    await expect(bars).toHaveCount(8);
    await expect(region.locator(".growth-bar")).toHaveCount(8);
    await expect(tableRows(region, "growth-table")).toHaveCount(8);

    await bars.first().focus();
    const tooltip = region.getByRole("tooltip");
    await expect(tooltip).toContainText(/Growth Rate: -?\d+\.\d%/);
    const firstState = (await tableRows(region, "growth-table").first().locator("th").textContent())!;
    await expect(tooltip).toContainText(firstState);
    await page.keyboard.press("ArrowRight");
    await expect(bars.nth(1)).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(tooltip).toBeHidden();

    await bars.nth(3).hover();
    await expect(tooltip).toContainText(/Growth Rate: /);
  });

  test("Download CSV holds the eight states shown", async ({ page }) => {
    await page.goto(PATH);
    const region = await chart(page, GROWTH);
    const csv = await downloadCsv(page, region);
    expect(csv.name).toBe("state-employment-growth.csv");
    expect(csv.lines[0]).toBe("Code,State,Growth Rate (%)");
    expect(csv.lines).toHaveLength(1 + 8);
    for (const line of csv.lines.slice(1)) expect(line).toMatch(/^[A-Z]{2},[^,]+,-?\d+\.\d$/);
  });
});

test.describe("both charts", () => {
  test("at 390 px they render without horizontal overflow", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(PATH);
    for (const title of [TRENDS, GROWTH]) {
      const region = await chart(page, title);
      const box = (await region.locator('[data-testid$="-plot"]').first().boundingBox())!;
      expect(box.width).toBeLessThanOrEqual(390);
      expect(box.height).toBe(350);
      // The plot inside its margins, at the box's width.
      const plot = (await region.locator('[data-testid$="-plot"] svg').first().boundingBox())!;
      expect(plot.x).toBeGreaterThan(box.x);
      expect(plot.x + plot.width).toBeLessThan(box.x + box.width);
    }
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });

  for (const width of [1280, 390]) {
    test(`have no axe (WCAG 2.2 AA) violations at ${width} px, also with a tooltip open`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(PATH);
      const trends = await chart(page, TRENDS);
      await chart(page, GROWTH);
      await trends.getByRole("group", { name: /Line chart by month/ }).focus();
      for (const title of [TRENDS, GROWTH]) {
        const labelledBy = await page.getByRole("region", { name: title }).getAttribute("aria-labelledby");
        const results = await new AxeBuilder({ page })
          .include(`section[aria-labelledby="${labelledBy}"]`)
          .withTags(WCAG_TAGS)
          .analyze();
        expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`)).toEqual([]);
      }
    });
  }
});
