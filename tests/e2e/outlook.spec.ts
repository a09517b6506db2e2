import { readFileSync } from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";

// The outlook page is static: its figures come from the seed the site was built with.
const outlook = JSON.parse(readFileSync("data/seed/outlook.json", "utf8")).data as {
  forecast: { month: string; value: number; intervals: { probability: number; low: number; high: number }[] };
  backtest: { rows: unknown[]; segments: { label: string }[] };
};
const value = `${outlook.forecast.value.toFixed(1)}%`;
const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test.describe(`/outlook at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("leads with the forecast in words, then the figure and its source, and passes axe", async ({ page }) => {
      await page.goto("/outlook");
      const lead = page.locator("h1 + p");
      await expect(lead).toContainText(`Our forecast for the US unemployment rate in`);
      await expect(lead).toContainText(`is ${value} (68% range`);
      await expect(lead).not.toContainText("to be published");
      await expect(page.getByTestId("forecast-value")).toHaveText(value);
      await expect(page.getByTestId("forecast-source")).toContainText("weekly unemployment-insurance claims");
      await expect(page.getByTestId("backtest-caveat")).toContainText("not a record of real forecasts");
      await expect(page.getByTestId("record-empty")).toContainText(
        "starts with the first one this site publishes; none has been made yet",
      );
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      // The tables scroll sideways on a phone; their captions do not, so none of their words runs off the screen.
      for (const id of ["backtest-table", "final-table"]) {
        const caption = await page.getByTestId(`${id}-caption`).boundingBox();
        expect(caption!.x + caption!.width).toBeLessThanOrEqual(viewport.width);
        await expect(page.getByTestId(id)).toHaveAccessibleName(/^Average miss of each method/);
      }
      const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`)).toEqual([]);
    });

    test("draws the chart's text at 12 px or more", async ({ page }) => {
      await page.goto("/outlook");
      const sizes = await page
        .getByTestId("backtest-chart")
        .locator("svg text")
        .evaluateAll((nodes) => nodes.map((n) => (n as SVGTextElement).getBoundingClientRect().height));
      expect(sizes.length).toBeGreaterThan(3);
      // A 12 px font's glyph box is at least 12 px tall.
      expect(Math.min(...sizes)).toBeGreaterThanOrEqual(12);
    });
  });
}

test("the backtest table lists every segment and its CSV holds every backtest month", async ({ page, request }) => {
  await page.goto("/outlook");
  const rows = page.getByTestId("backtest-table").locator("tbody tr");
  await expect(rows).toHaveCount(outlook.backtest.segments.length);
  await expect(rows.first()).toContainText("All months");
  await expect(page.getByTestId("backtest-table")).toContainText("NBER recessions");
  const href = await page.getByTestId("backtest-csv").getAttribute("href");
  const res = await request.get(href ?? "");
  expect(res.headers()["content-type"]).toContain("text/csv");
  const lines = (await res.text()).trim().split("\r\n");
  expect(lines[0]).toMatch(/^month,unemployment_rate_percent,previous_month_rate_percent,forecast_no_change_percent/);
  expect(lines).toHaveLength(outlook.backtest.rows.length + 1);
  // The record's CSV: the built seed holds no live forecast yet, so it is the header alone.
  const record = await request.get((await page.getByTestId("record-csv").getAttribute("href")) ?? "");
  expect(record.headers()["content-type"]).toContain("text/csv");
  expect(await record.text()).toBe(
    "month,method_version,method,made_at,rate_through,initial_claims_through,continued_claims_through,forecast_percent,no_change_percent,range_68_low,range_68_high,range_90_low,range_90_high,last_before_release,first_print_percent,first_print_at,latest_percent,error_points,no_change_error_points\r\n",
  );
});

test("without JavaScript the forecast, the table and the Sahm rule are all there", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/outlook");
  await expect(page.getByTestId("forecast-value")).toHaveText(value);
  await expect(page.getByTestId("backtest-table")).toBeVisible();
  await expect(page.getByTestId("sahm-answer")).toContainText("Sahm rule indicator was");
  await context.close();
});

test("the dashboard has a line with the forecast that leads to the outlook", async ({ page }) => {
  await page.goto("/");
  const line = page.getByTestId("outlook-line");
  await expect(line).toContainText(`to be ${value}`);
  await line.getByRole("link", { name: "See the forecast and how it has done" }).click();
  await expect(page).toHaveURL(/\/outlook$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Unemployment Rate Outlook");
});
