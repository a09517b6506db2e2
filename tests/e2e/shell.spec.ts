import { readFileSync } from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { parse } from "smol-toml";
import { islandReady } from "./hydration.ts";

test.describe("app shell on a desktop screen", () => {
  test("the active navigation item is highlighted differently from the others", async ({ page }) => {
    await page.goto("/states");
    const nav = page.getByRole("navigation", { name: "Main" });
    const active = await nav.getByRole("link", { name: "States" }).evaluate((a) => getComputedStyle(a).backgroundColor);
    const other = await nav.getByRole("link", { name: "Hiring" }).evaluate((a) => getComputedStyle(a).backgroundColor);
    expect(active).not.toBe(other);
  });

  test("navigation links lead to their pages", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Insights" }).click();
    await expect(page).toHaveURL(/\/job-roles$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Job Market Insights");
  });

  test("the mobile menu button is hidden on a desktop screen", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("button", { name: "Open menu" })).toBeHidden();
  });
});

test.describe("404", () => {
  test("an unknown path answers 404 with 'Page Not Found' and a link home", async ({ page }) => {
    const response = await page.goto("/no-such-page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page Not Found");
    await page.getByRole("link", { name: "Go back home" }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("a nested unknown path and a traversal attempt are 404 too", async ({ request }) => {
    expect((await request.get("/states/nope/deeper")).status()).toBe(404);
    expect((await request.get("/..%2f..%2fpackage.json")).status()).toBe(404);
  });
});

test.describe("small screens (390 px)", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the menu opens as a 20rem panel on the left, traps focus and closes on Escape", async ({ page }) => {
    await page.goto("/states");
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    const openButton = page.getByRole("button", { name: "Open menu" });
    await openButton.click();
    await expect(openButton).toHaveAttribute("aria-expanded", "true");

    const panel = page.getByRole("dialog", { name: "Site navigation" });
    await expect(panel).toBeVisible();
    const box = await panel.boundingBox();
    expect(box?.x).toBe(0);
    expect(box?.width).toBe(320);
    await expect(panel.locator('[aria-current="page"]')).toHaveText("States");

    // Focus stays inside the panel however often Tab is pressed.
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press("Tab");
      expect(await panel.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
    await expect(openButton).toHaveAttribute("aria-expanded", "false");
    await expect(openButton).toBeFocused();
  });

  test("the menu closes on an outside click", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Open menu" }).click();
    const panel = page.getByRole("dialog", { name: "Site navigation" });
    await expect(panel).toBeVisible();
    await page.mouse.click(370, 400);
    await expect(panel).toBeHidden();
  });

  test("choosing an item navigates and closes the menu", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("dialog", { name: "Site navigation" }).getByRole("link", { name: "Layoffs" }).click();
    await expect(page).toHaveURL(/\/layoffs$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Layoff Tracker");
    await expect(page.getByRole("dialog", { name: "Site navigation" })).toBeHidden();
  });

  test("the open mobile menu has no axe (WCAG 2.2 AA) violations", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(page.getByRole("dialog", { name: "Site navigation" })).toBeVisible();
    const results = await new AxeBuilder({ page })
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
      .analyze();
    expect(results.violations.map((v) => v.id)).toEqual([]);
  });

  test("the close button closes the menu", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("button", { name: "Close menu" }).click();
    await expect(page.getByRole("dialog", { name: "Site navigation" })).toBeHidden();
  });
});

test("the toast region is on the page and F8 moves focus to it", async ({ page }) => {
  await page.goto("/");
  const region = page.getByRole("region", { name: /Notifications \(F8\)/ });
  await expect(region).toBeAttached();
  // The toaster hydrates when the browser is idle; Astro drops `ssr` when hydration starts, and the hotkey
  // listener is added by an effect right after it. Press until that listener answers (bounded by toPass).
  await islandReady(page, region);
  await expect(async () => {
    await page.keyboard.press("F8");
    await expect(region.locator("ol")).toBeFocused({ timeout: 500 });
  }).toPass({ timeout: 7_000 });
});

test("GET /api/health answers JSON with the dataset version", async ({ request }) => {
  const res = await request.get("/api/health");
  expect(res.headers()["content-type"]).toBe("application/json; charset=utf-8");
  const body = await res.json();
  if (res.status() === 200) expect(body.datasetVersion).toMatch(/^[0-9a-f]{8,}$/);
  else expect(body.error).toBe("dataset_unavailable");
});

test("pages carry the headers netlify.toml declares for them", async ({ request }) => {
  const toml = parse(readFileSync("netlify.toml", "utf8")) as {
    headers: { for: string; values: Record<string, string> }[];
  };
  const pageRule = toml.headers.find((h) => h.for === "/*");
  expect(pageRule).toBeDefined();
  for (const path of ["/", "/states", "/no-such-page"]) {
    const res = await request.get(path);
    for (const [name, value] of Object.entries(pageRule!.values))
      expect(res.headers()[name.toLowerCase()], `${path} ${name}`).toBe(value);
  }
  const html = await (await request.get("/")).text();
  const asset = html.match(/\/_astro\/[^"]+\.(css|js)/)?.[0];
  expect(asset).toBeTruthy();
  expect((await request.get(asset!)).headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
});
