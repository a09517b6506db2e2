import { readFileSync } from "node:fs";
import { expect, type Page, test } from "@playwright/test";
import { formatDateTime } from "../../src/domain/format.ts";
import { gotoSettled } from "./helpers/settled";
import { islandReady } from "./hydration.ts";

const seed = (name: string) => JSON.parse(readFileSync(`data/seed/${name}.json`, "utf8")).data;
const region = (page: Page, name: string) => page.getByRole("region", { name, exact: true });

/** Scrolls to a dashboard section and waits until its island is interactive. */
async function hydrated(page: Page, name: string) {
  const card = region(page, name);
  await card.scrollIntoViewIfNeeded();
  await islandReady(page, card);
  return card;
}

test.describe("dashboard sections on real data", () => {
  test("title, last updated and the four metric cards", async ({ page }) => {
    const metrics = seed("employment-metrics");
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("US Employment Market Analysis");
    await expect(page.getByTestId("last-updated")).toHaveText(/^Last updated: [A-Z][a-z]{2} \d{2}, \d{4}$/);
    const cards = page.getByTestId("metric-card");
    await expect(cards).toHaveCount(4);
    await expect(cards.nth(0)).toContainText("Total Job Openings");
    await expect(cards.nth(0)).toContainText(`${metrics.totalJobs.toFixed(1)}M`);
    await expect(cards.nth(0)).toContainText(/[+-]?\d+\.\d% from last month/);
    await expect(cards.nth(1)).toContainText(`${metrics.unemploymentRate.toFixed(1)}%`);
    await expect(cards.nth(2)).toContainText("Fastest-Growing State");
    await expect(cards.nth(2)).toContainText(metrics.topState);
    await expect(cards.nth(2)).toContainText(`+${metrics.topStateGrowth.toFixed(1)}% payroll jobs over the year`);
    await expect(cards.nth(3)).toContainText("Est. Vacancy Duration");
    await expect(cards.nth(3)).toContainText(`${metrics.timeToFill} days`);
  });

  test("each card leads with its answer, then the figure and one short source line; the method is one click away", async ({
    page,
  }) => {
    const metrics = seed("employment-metrics");
    await page.goto("/");
    const openings = page.getByTestId("metric-card").first();
    // The answer is the card's first sentence, its direction from the data; JOLTS' preliminary month is marked.
    const answer = openings.getByTestId("metric-answer");
    const direction = metrics.jobsGrowth < 0 ? "fewer than" : metrics.jobsGrowth > 0 ? "more than" : "about as many as";
    await expect(answer).toContainText(`Employers had ${metrics.jobOpenings.toFixed(1)} million jobs open in`);
    await expect(answer).toContainText(direction);
    const precedes = await answer.evaluate((a) => {
      const figure = a.parentElement?.querySelector("p.text-3xl");
      return !!figure && !!(a.compareDocumentPosition(figure) & Node.DOCUMENT_POSITION_FOLLOWING);
    });
    expect(precedes).toBe(true);
    expect(metrics.preliminary).toContain("jobOpenings");
    await expect(openings.getByTestId("metric-source")).toHaveText(/^BLS JOLTS, [A-Z][a-z]+ \d{4} \(preliminary\)$/);
    await expect(page.getByTestId("metric-source").nth(1)).toHaveText(/^BLS CPS, [A-Z][a-z]+ \d{4}$/);
    // Series ids live in the closed disclosure, which opens by keyboard.
    const strip = page.getByRole("region", { name: "Key employment metrics" });
    const details = strip.getByTestId("how-measured");
    await expect(details.getByText(/Job Openings and Labor Turnover Survey/)).toBeHidden();
    await strip.getByText("How this is measured").focus();
    await page.keyboard.press("Enter");
    await expect(details.getByText(/Job Openings and Labor Turnover Survey/).first()).toBeVisible();
    await expect(strip.getByTestId("source-line")).toHaveText(/^Source: BLS JOLTS, CPS and CES, /);
  });

  test("every section shows its counts from the dataset", async ({ page }) => {
    await page.goto("/");
    await expect(region(page, "Top Job Categories").getByTestId("category-row")).toHaveCount(9);
    const states = seed("states");
    const topStates = region(page, "Fastest-Growing States").getByTestId("top-state");
    await expect(topStates).toHaveCount(4);
    // The card and the list rank by the same measure, so the fastest-growing state leads both.
    await expect(topStates.first()).toContainText(seed("employment-metrics").topState);
    await expect(topStates.first()).toContainText(states[0].name);
    await expect(topStates.first()).toContainText(states[0].code);
    await expect(region(page, "Most In-Demand Skills").getByTestId("top-skill")).toHaveCount(5);
    // Office software, listed by most occupations, is a baseline tool and never tops the ranking.
    await expect(region(page, "Most In-Demand Skills").getByTestId("top-skill").first()).not.toContainText("Microsoft");
    await expect(region(page, "Most In-Demand Skills").getByTestId("card-answer")).toContainText("job openings a year");
    const companies = region(page, "Top Hiring Companies").getByTestId("top-company");
    await expect(companies).toHaveCount(5);
    await expect(companies.first()).toContainText(seed("companies")[0].name);
    await expect(region(page, "Detailed State Analysis").getByTestId("analysis-row")).toHaveCount(5);
    await expect(region(page, "Detailed State Analysis")).toContainText("Showing 1 to 5 of 51 states");
    // Both state cards lead with their answer, in the page's HTML.
    await expect(region(page, "State Employment Growth").getByTestId("card-answer")).toHaveText(
      /^Of the 8 states shown, payroll jobs grew fastest in /,
    );
    await expect(region(page, "Detailed State Analysis").getByTestId("card-answer")).toHaveText(
      /^(Of|All|None of) the 5 states shown/,
    );
    const layoffs = seed("layoffs").slice(0, 2);
    await expect(region(page, "Recent Layoffs").getByTestId("recent-layoff")).toHaveCount(2);
    const total = layoffs.reduce((s: number, l: { employeesLaidOff: number }) => s + l.employeesLaidOff, 0);
    // The badge says what it sums: the notices shown, not all layoffs.
    await expect(page.getByTestId("layoffs-total")).toHaveText(
      `${total.toLocaleString("en-US")} employees in these ${layoffs.length} notices`,
    );
    const external = seed("external-jobs");
    await expect(region(page, "External Job Sources").getByTestId("external-source")).toHaveCount(
      external.sources.length,
    );
    await expect(region(page, "External Job Sources")).toContainText(
      `Data aggregated from ${external.sources.length} external sources`,
    );
    // Each source says when it was fetched: one source's date never stands for another's.
    const fetched = region(page, "External Job Sources").getByTestId("external-fetched");
    await expect(fetched).toHaveText(
      external.sources.map((s: { lastUpdated: string }) => `Fetched ${formatDateTime(s.lastUpdated)} UTC`),
    );
    await expect(page.getByText("3.5% or lower")).toBeVisible();
  });

  test("links lead to the explorer pages and the checkout", async ({ page }) => {
    await page.goto("/");
    const links: [string, string][] = [
      ["View All Categories", "/job-roles"],
      ["View Map", "/states"],
      ["View All Skills", "/skills"],
      ["Load More Companies", "/hiring"],
      ["Load More Layoffs", "/layoffs"],
      ["View All States", "/states"],
      ["Get the Report", "/checkout"],
    ];
    for (const [name, href] of links)
      await expect(page.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
  });

  test("the HTML already holds every number (JavaScript disabled)", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/");
    await expect(page.getByTestId("metric-card")).toHaveCount(4);
    await expect(page.getByTestId("analysis-row")).toHaveCount(5);
    await expect(page.getByTestId("top-company")).toHaveCount(5);
    await context.close();
  });

  test("when the API is down the page keeps showing the data it was built with", async ({ page }) => {
    await page.route("**/api/**", (route) => route.fulfill({ status: 503, body: "down" }));
    await gotoSettled(page, "/");
    await expect(page.getByTestId("metric-card")).toHaveCount(4);
    await expect(page.getByTestId("top-state")).toHaveCount(4);
    await expect(page.getByText("Unable to load employment metrics")).toHaveCount(0);
  });
});

test.describe("detailed state analysis", () => {
  test("the filters refetch the rows and live in the URL; a reload restores them", async ({ page }) => {
    await page.goto("/");
    const card = await hydrated(page, "Detailed State Analysis");
    const analytics = seed("analytics-states");
    const request = page.waitForRequest((r) =>
      r.url().includes("/api/analytics/states?industry=technology&period=12m"),
    );
    await card.getByLabel("Industry").selectOption("technology");
    await card.getByLabel("Period").selectOption("12m");
    await request;
    await expect(page).toHaveURL(/industry=technology/);
    await expect(page).toHaveURL(/period=12m/);
    const first = analytics.rows.technology["12m"][0];
    await expect(card.getByTestId("analysis-row").first()).toContainText(first.name);
    await expect(card.getByTestId("analysis-row").first()).toContainText(first.totalJobs.toLocaleString("en-US"));
    await page.reload();
    await hydrated(page, "Detailed State Analysis");
    await expect(card.getByLabel("Industry")).toHaveValue("technology");
    await expect(card.getByLabel("Period")).toHaveValue("12m");
    await expect(card.getByTestId("analysis-row").first()).toContainText(first.name);
  });

  test("shows skeleton rows while a filter's data loads, and the error message when it fails", async ({ page }) => {
    await page.goto("/");
    const card = await hydrated(page, "Detailed State Analysis");
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/analytics/states?industry=finance*", async (route) => {
      await gate;
      await route.fulfill({ status: 500, body: "broken" });
    });
    await card.getByLabel("Industry").selectOption("finance");
    await expect(card.getByTestId("skeleton")).toBeVisible();
    release();
    await expect(card.getByRole("alert")).toHaveText("Unable to load detailed analysis data");
  });

  test("Download CSV gives exactly the rows shown", async ({ page }) => {
    await page.goto("/");
    const card = await hydrated(page, "Detailed State Analysis");
    const download = page.waitForEvent("download");
    await card.getByRole("button", { name: "Download CSV" }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe("state-analysis-all-30d.csv");
    const text = readFileSync((await file.path())!, "utf8");
    const lines = text.trim().split("\r\n");
    expect(lines[0]).toMatch(
      /^State,Code,Payroll Jobs \(\w{3} \d{4}\),Payroll Growth \(\w{3} \d{4}–\w{3} \d{4}\) %,Unemployment \(\w{3} \d{4}\) %,Most Specialised Occupation Group,Trend \(\w{3} \d{4}–\w{3} \d{4}\)$/,
    );
    expect(lines).toHaveLength(6);
    const rows = seed("analytics-states").rows.all["30d"].slice(0, 5);
    expect(lines[1]).toContain(`${rows[0].name},${rows[0].code},${rows[0].totalJobs},${rows[0].growthRate}`);
  });
});

test.describe("external job sources", () => {
  test("'Check for newer data' refetches, with skeletons while it does, and shows the error when it fails", async ({
    page,
  }) => {
    await page.goto("/");
    const card = await hydrated(page, "External Job Sources");
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/external/jobs", async (route) => {
      await gate;
      await route.fulfill({ status: 502, body: "bad gateway" });
    });
    await card.getByRole("button", { name: "Check for newer data" }).click();
    await expect(card.getByTestId("skeleton")).toBeVisible();
    release();
    await expect(card.getByRole("alert")).toHaveText("Unable to load external job data");
    // The data already on screen stays readable.
    await expect(card.getByTestId("external-source").first()).toBeVisible();
  });

  test("asking again for the same fetch says there is no newer one, and counts open postings, not jobs", async ({
    page,
  }) => {
    await page.goto("/");
    const card = await hydrated(page, "External Job Sources");
    await expect(card.getByTestId("external-total")).toHaveText(/^[\d,]+ open postings$/);
    await card.getByRole("button", { name: "Check for newer data" }).click();
    await expect(card.getByRole("status")).toContainText("No newer fetch yet");
    await expect(card.getByRole("button", { name: "Refresh" })).toHaveCount(0);
  });
});
