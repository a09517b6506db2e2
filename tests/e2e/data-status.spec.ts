import { expect, test } from "@playwright/test";
import { gotoSettled } from "./helpers/settled";

// The newest month of BLS monthly figures in the seed the tests serve (unemployment, national and by state).
const UP_TO = "Figures up to July 2026.";

test("every page leads with one status line, linked to /updates, saying what BLS has published since", async ({
  page,
}) => {
  for (const path of ["/", "/states", "/insights"]) {
    await page.goto(path);
    const line = page.locator("[data-site-status]");
    await expect(line.getByRole("link", { name: UP_TO })).toHaveAttribute("href", "/updates");
    // Computed when the page is read, from /api/status: the months out after July 2026 by now.
    await expect(line).toContainText(
      /BLS (has|should have) published (August|[A-Z][a-z]+ \d{4} to)\b.*since; this site updates on the next refresh\./,
    );
  }
  await page.getByRole("link", { name: UP_TO }).click();
  await expect(page).toHaveURL(/\/updates$/);
});

test("a card is marked only when its own source is behind, naming what is newer", async ({ page }) => {
  await page.goto("/job-roles");
  // Employment Projections 2024–34: the 2025–35 projections were due by September 2026.
  const marks = page.getByRole("img", { name: /^Newer data out: .*Employment Projections release for 2025–35/ });
  await expect(marks.first()).toBeVisible();
  await expect(page.getByText(/Not yet updated|published newer months/)).toHaveCount(0);
});

test("the page shows what /api/status answers for it: nothing more when its figures are current", async ({ page }) => {
  let asked: URLSearchParams | undefined;
  await page.route("**/api/status?*", (route) => {
    asked = new URL(route.request().url()).searchParams;
    const cards = (asked.get("held") ?? "").split("|");
    return route.fulfill({ json: { checkedAt: "2026-08-10T12:00:00.000Z", marks: cards.map(() => null) } });
  });
  await gotoSettled(page, "/job-roles");
  // The page asks about the newest month it shows and what each of its cards holds.
  expect(asked?.get("month")).toBe("2026-07");
  expect(asked?.get("held")).toContain("projections:2024-01");
  await expect(page.locator("[data-site-status]")).toHaveText(UP_TO);
  await expect(page.locator("[data-newer-mark]:visible")).toHaveCount(0);
});

test("without JavaScript the status line still says how recent the figures are, and the text added later moves nothing", async ({
  browser,
}) => {
  const viewport = { width: 390, height: 844 };
  const mainTop = async (javaScriptEnabled: boolean) => {
    const context = await browser.newContext({ javaScriptEnabled, viewport });
    const page = await context.newPage();
    await page.goto("/");
    if (javaScriptEnabled) await expect(page.locator("[data-site-status-since]")).toContainText("since");
    else {
      await expect(page.locator("[data-site-status]")).toHaveText(UP_TO);
      await expect(page.locator("[data-newer-mark]:visible")).toHaveCount(0);
    }
    const top = (await page.locator("#main").boundingBox())?.y;
    await context.close();
    return top;
  };
  expect(await mainTop(true)).toBe(await mainTop(false));
});
