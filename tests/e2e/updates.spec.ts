import { expect, test } from "@playwright/test";

// A source can fail without a publish (and so without a rebuild): /updates shows the live record of /api/health.
const failing = {
  status: "degraded",
  datasetVersion: "v1",
  datasetBuiltAt: null,
  time: "2026-09-04T15:00:01.000Z",
  refresh: {
    lastRunAt: "2026-09-04T15:00:00.000Z",
    lastRunStatus: "unchanged",
    failing: [
      {
        source: "bls-api",
        reason: "https://api.bls.gov/publicAPI/v2/timeseries/data/: HTTP 500",
        since: "2026-09-04T14:00:00.000Z",
        lastFailedAt: "2026-09-04T15:00:00.000Z",
        lastGood: { fetchedAt: "2026-08-07T13:00:00.000Z", period: "2026-07" },
      },
    ],
  },
  // What the page shows: /api/health says it in the page's words (the function's own tests check those words).
  sourceStatus: {
    summary: "Last check of the sources: Sep 04, 2026 15:00 UTC (unchanged); a source is failing.",
    failing: [
      "BLS Public Data API failing since Sep 04, 2026 14:00 UTC (https://api.bls.gov/publicAPI/v2/timeseries/data/: HTTP 500). The site shows its last good data, for July 2026, fetched Aug 07, 2026 13:00 UTC.",
    ],
  },
};

test("/updates shows the sources failing now, from the live record", async ({ page }) => {
  await page.route("**/api/health", (route) => route.fulfill({ json: failing }));
  await page.goto("/updates");
  const box = page.locator("[data-source-status]");
  await expect(box).toHaveAttribute("data-live", "true");
  await expect(page.getByTestId("last-check")).toHaveText(
    "Last check of the sources: Sep 04, 2026 15:00 UTC (unchanged); a source is failing.",
  );
  await expect(page.getByTestId("source-failures").getByRole("listitem")).toHaveText([
    "BLS Public Data API failing since Sep 04, 2026 14:00 UTC (https://api.bls.gov/publicAPI/v2/timeseries/data/: HTTP 500). The site shows its last good data, for July 2026, fetched Aug 07, 2026 13:00 UTC.",
  ]);
});

test("/updates without JavaScript shows the build's record and links the live one", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/updates");
  await expect(page.getByTestId("last-check")).toBeVisible();
  await expect(page.getByRole("link", { name: "/api/health" })).toHaveAttribute("href", "/api/health");
  await context.close();
});

test("/updates gives our forecast beside the next Employment Situation, from the built outlook", async ({ page }) => {
  const outlook = (await (await page.request.get("/api/outlook")).json()) as {
    forecast: { month: string; value: number; intervals: { probability: number; low: number; high: number }[] };
  };
  const f = outlook.forecast;
  const month = new Date(`${f.month}-01T00:00:00Z`).toLocaleString("en-US", {
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });
  const ranges = f.intervals
    .map((i) => `${Math.round(i.probability * 100)}% range ${i.low.toFixed(1)}–${i.high.toFixed(1)}%`)
    .join(", ");
  await page.goto("/updates");
  const line = page.getByTestId("release-forecast");
  await expect(line).toContainText(
    `${month}: our forecast of its unemployment rate is ${f.value.toFixed(1)}% (${ranges}).`,
  );
  await expect(line.getByRole("link", { name: "How it is made and how past forecasts did" })).toHaveAttribute(
    "href",
    "/outlook",
  );
});

test("/updates keeps the build's record when the live one cannot be read", async ({ page }) => {
  const unreadable = { ...failing, refresh: { error: "The last-run record cannot be read." }, sourceStatus: null };
  await page.route("**/api/health", (route) => route.fulfill({ json: unreadable }));
  const asked = page.waitForResponse("**/api/health");
  await page.goto("/updates");
  await asked;
  const built = await page.getByTestId("last-check").textContent();
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 100)));
  await expect(page.locator("[data-source-status]")).not.toHaveAttribute("data-live", "true");
  await expect(page.getByTestId("last-check")).toHaveText(built ?? "");
  expect(built).toMatch(/^(Last check of the sources: |No refresh of the sources has run)/);
});
