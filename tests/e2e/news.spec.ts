import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";

const manifest = JSON.parse(readFileSync("data/seed/manifest.json", "utf8"));
const news = JSON.parse(readFileSync("data/seed/news.json", "utf8")).data as { title: string; publishedAt: string }[];

test("news cards come newest first with US-English dates", async ({ page }) => {
  await page.goto("/news");
  const cards = page.getByTestId("news-card");
  await expect(cards).toHaveCount(news.length);
  const dates = await cards.locator("time").evaluateAll((els) => els.map((e) => e.getAttribute("datetime")!));
  expect(dates).toEqual([...dates].sort().reverse());
  const newest = [...news].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt))[0]!;
  await expect(cards.first()).toContainText(newest.title);
  await expect(cards.first().locator("time")).toHaveText(/^[A-Z][a-z]{2} \d{2}, \d{4}$/);
});

test("the methodology lists every dataset of the manifest with its sources and formulas, and the attributions", async ({
  page,
}) => {
  await page.goto("/news");
  const entries = page.getByTestId("methodology-entry");
  await expect(entries).toHaveCount(Object.keys(manifest.entities).length);
  for (const [name, entry] of Object.entries<{ methodology: Record<string, string>; sources: { title: string }[] }>(
    manifest.entities,
  )) {
    const section = page.locator(`[data-testid="methodology-entry"][data-entity="${name}"]`);
    await section.locator("summary").click();
    for (const field of Object.keys(entry.methodology))
      await expect(section.locator("dt", { hasText: new RegExp(`^${field}$`) })).toHaveCount(1);
    await expect(section).toContainText(entry.sources[0]!.title);
  }
  for (const attribution of manifest.attributions)
    await expect(page.getByTestId("attributions")).toContainText(attribution);
  await expect(page.getByTestId("attributions")).toContainText("O*NET");
  await expect(page.getByTestId("attributions")).toContainText("Indeed Hiring Lab");
});

test("the about, mission, disclaimer and privacy sections are on the page", async ({ page }) => {
  await page.goto("/news");
  for (const heading of [
    "About US Jobs Analytics",
    "Our Mission",
    "Methodology and Sources",
    "Disclaimer",
    "Privacy",
  ]) {
    await expect(page.getByRole("heading", { level: 2, name: heading })).toBeVisible();
  }
});
