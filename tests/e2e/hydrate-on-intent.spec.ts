// Islands hydrate on the visitor's first sign of intent (client:intent), and nothing the visitor does first is lost:
// the first click, choice, keystroke and tap right after load do what they always did. Pages run no island code at
// load (in idle time after it, the islands near the viewport hydrate), an address holding a view hydrates its island
// at once, and the forms work with JavaScript off.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { MAIL_DIR } from "../../playwright.config.ts";
import { settled, watchRequests } from "./helpers/settled";

/** Island component scripts the page has requested so far. */
function islandRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on("request", (r) => {
    const path = new URL(r.url()).pathname;
    if (path.startsWith("/_astro/") && path.endsWith(".js")) urls.push(path);
  });
  return urls;
}

const hydrated = (page: Page, component: string) =>
  page.locator(`astro-island[component-url*="/${component}."]`).first();

test.describe("hydration on intent", () => {
  test("a page runs no island code at load; in idle time after it, the islands near the viewport hydrate and the rest get their code ready; an island further down hydrates on intent", async ({
    page,
  }) => {
    const requested = islandRequests(page);
    watchRequests(page);
    let atLoad: string[] = [];
    page.once("load", () => {
      atLoad = [...requested];
    });
    await page.goto("/");
    // Nothing of the islands is asked for before the page has loaded.
    expect(atLoad.filter((u) => /HiringTrendsChart|StateAnalysisTable|client\./.test(u))).toEqual([]);
    // In idle time after the load: the chart at the top of the page hydrates…
    await expect(hydrated(page, "HiringTrendsChart")).not.toHaveAttribute("ssr", { timeout: 15_000 });
    // …and the table at the foot of the page gets its code ready (fetched, then hinted to the browser as a module to
    // preload), but does not hydrate until the visitor comes to it.
    await expect.poll(() => requested.some((u) => u.includes("StateAnalysisTable")), { timeout: 15_000 }).toBe(true);
    await expect(page.locator('link[rel="modulepreload"][href*="/StateAnalysisTable."]')).toBeAttached();
    await settled(page);
    await expect(hydrated(page, "StateAnalysisTable")).toHaveAttribute("ssr", "");

    await hydrated(page, "StateAnalysisTable").locator("*").first().hover();
    await expect(hydrated(page, "StateAnalysisTable")).not.toHaveAttribute("ssr");
  });

  test("the first click right after load works: the chart's range changes and the URL says so", async ({ page }) => {
    await page.goto("/");
    const region = page.getByRole("region", { name: "National Hiring Trends by Industry" });
    await region.getByRole("button", { name: "6mo", exact: true }).click();
    await expect(region.getByRole("button", { name: "6mo", exact: true })).toHaveAttribute("aria-pressed", "true");
    await expect(region.getByRole("button", { name: "1yr", exact: true })).toHaveAttribute("aria-pressed", "false");
    await expect(page).toHaveURL(/[?&]trend=6mo/);
    // The press answered before React (the button and the address); the island then hydrates with that view and takes
    // over: it keeps 6mo pressed, and the next press is its own.
    await expect(hydrated(page, "HiringTrendsChart")).not.toHaveAttribute("ssr");
    await expect(region.getByRole("button", { name: "6mo", exact: true })).toHaveAttribute("aria-pressed", "true");
    await region.getByRole("button", { name: "2yr", exact: true }).click();
    await expect(region.getByRole("button", { name: "2yr", exact: true })).toHaveAttribute("aria-pressed", "true");
    await expect(region.getByRole("button", { name: "6mo", exact: true })).toHaveAttribute("aria-pressed", "false");
    await expect(page).toHaveURL(/[?&]trend=2yr/);
  });

  test("keystrokes typed before hydration reach the search: every letter counts", async ({ page }) => {
    await page.goto("/skills");
    const search = page.getByLabel("Search skills");
    await search.click();
    await search.pressSequentially("sql", { delay: 0 });
    await expect(page).toHaveURL(/[?&]q=sql(&|$)/);
    await expect(search).toHaveValue("sql");
    await expect(page.getByRole("heading", { level: 3, name: /SQL/ }).first()).toBeVisible();
  });

  test("a choice made in a filter before hydration is applied", async ({ page }) => {
    await page.goto("/states");
    await page.getByLabel("Filter").selectOption("fast-growing");
    await expect(page).toHaveURL(/[?&]filter=fast-growing/);
    await expect(page.getByLabel("Filter")).toHaveValue("fast-growing");
  });

  test("a list box's own keys work before hydration: the arrow key picks the next industry", async ({ page }) => {
    await page.goto("/hiring");
    const industry = page.getByLabel("Industry");
    await industry.focus();
    await page.keyboard.press("ArrowDown");
    const chosen = await industry.inputValue();
    expect(chosen).not.toBe("all");
    await expect(page).toHaveURL(new RegExp(`[?&]industry=${encodeURIComponent(chosen).replace(/%20/g, "\\+")}`));
  });

  test("the first keyboard press on a control works: Enter on Load More adds roles", async ({ page }) => {
    await page.goto("/job-roles");
    const more = page.getByRole("button", { name: /Load More Roles/ });
    const before = await more.textContent();
    await more.focus();
    await page.keyboard.press("Enter");
    await expect(more).not.toHaveText(before ?? "");
    await expect(page).toHaveURL(/[?&]n=\d+/);
  });

  test("an address holding a view hydrates its island at once", async ({ page }) => {
    await page.goto("/?trend=6mo");
    await expect(hydrated(page, "HiringTrendsChart")).not.toHaveAttribute("ssr", { timeout: 10_000 });
    await expect(page.getByRole("button", { name: "6mo", exact: true })).toHaveAttribute("aria-pressed", "true");
    await expect(hydrated(page, "StateAnalysisTable")).toHaveAttribute("ssr", "");
  });
});

test("when an island's code cannot load, its form still sends as a plain HTML form", async ({ page }) => {
  // Astro retries a failed island import once, with a query string: refuse both.
  await page.route(
    (url) => url.pathname.startsWith("/_astro/ContactForm."),
    (route) => route.abort(),
  );
  await page.setExtraHTTPHeaders({ "x-nf-client-connection-ip": `10.79.${process.pid % 250}.1` });
  await page.goto("/news");
  const form = page.getByRole("region", { name: "Contact Us" });
  await form.getByLabel("Name", { exact: true }).fill("Grace Hopper");
  await form.getByLabel("Email").fill("grace-offline@example.com");
  await form.getByLabel("Comment").fill("Sent while the form's script could not load.");
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Message sent successfully!" })).toBeVisible();
});

test.describe("hydration on intent, on a touch screen", () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } });

  test("the first tap works: Load More on the layoffs page", async ({ page }) => {
    await page.goto("/layoffs");
    const more = page.getByRole("button", { name: /Load More Layoffs/ });
    await more.scrollIntoViewIfNeeded();
    const before = await more.textContent();
    await more.tap();
    await expect(more).not.toHaveText(before ?? "");
  });
});

test.describe("forms without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  function mailsTo(address: string) {
    return readdirSync(MAIL_DIR)
      .map((f) => JSON.parse(readFileSync(join(MAIL_DIR, f), "utf8")) as { to: string[]; subject: string })
      .filter((m) => m.to.includes(address));
  }

  test("subscribing sends the plain form, answers with a page, and the confirmation email arrives", async ({
    page,
  }) => {
    const email = `nojs-${Date.now()}@example.com`;
    await page.setExtraHTTPHeaders({ "x-nf-client-connection-ip": `10.78.${process.pid % 250}.1` });
    await page.goto("/");
    const form = page.getByRole("region", { name: "Get Employment Market Updates" });
    await form.getByLabel("Full name").fill("Ada Lovelace");
    await form.getByLabel("Email").fill(email);
    await form.getByRole("checkbox", { name: "Layoff Alerts" }).check();
    await form.getByRole("button", { name: "Subscribe to Updates" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Check Your Inbox" })).toBeVisible();
    await expect(page.getByText(`We sent an email to ${email}.`)).toBeVisible();
    await expect.poll(() => mailsTo(email).length, { timeout: 15_000 }).toBe(1);
  });

  test("a form with mistakes comes back as a page naming each field to correct, and nothing is sent", async ({
    page,
  }) => {
    await page.setExtraHTTPHeaders({ "x-nf-client-connection-ip": `10.78.${process.pid % 250}.2` });
    await page.goto("/news");
    const form = page.getByRole("region", { name: "Contact Us" });
    await form.getByLabel("Email").fill("not an address");
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Please correct the form" })).toBeVisible();
    await expect(page.getByRole("listitem").filter({ hasText: /^Name: / })).toBeVisible();
    await expect(page.getByRole("listitem").filter({ hasText: /^Email: / })).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to the News page" })).toHaveAttribute("href", "/news");
  });

  test("a contact message sent without JavaScript is answered with the success page", async ({ page }) => {
    await page.setExtraHTTPHeaders({ "x-nf-client-connection-ip": `10.78.${process.pid % 250}.3` });
    await page.goto("/news");
    const form = page.getByRole("region", { name: "Contact Us" });
    await form.getByLabel("Name", { exact: true }).fill("Grace Hopper");
    await form.getByLabel("Email").fill("grace-nojs@example.com");
    await form.getByLabel("Comment").fill("Sent from a browser with JavaScript off.");
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Message sent successfully!" })).toBeVisible();
  });
});
