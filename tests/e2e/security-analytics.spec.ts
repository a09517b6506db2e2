// With an analytics id configured (a build of its own, see tests/helpers/analytics-site.ts) and every
// third-party request blocked: on every route opened with a query string that carries secrets (as
// Stripe's redirect to /payment-success does), nothing queued for analytics or requested from
// another site holds a query string or a secret, and the payment pages load no analytics at all.
import { type ChildProcess, spawn } from "node:child_process";
import { test as base, expect, type Page } from "@playwright/test";
import { E2E_ANALYTICS_ID } from "../../playwright.config";
import { gotoSettled, hydrateAll } from "./helpers/settled";
import { NOT_FOUND_SAMPLE, ROUTES } from "./routes";

/**
 * The analytics site, started by the first test of this file a worker runs and stopped with the worker: only a run
 * that includes this spec builds it. Its server takes any free port; `origin` is its address.
 */
const test = base.extend<object, { origin: string }>({
  origin: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
    async ({}, use) => {
      const child = spawn(process.execPath, ["tests/helpers/analytics-site.ts", E2E_ANALYTICS_ID], {
        stdio: ["ignore", "pipe", "inherit"],
      });
      const origin = await serving(child);
      await use(origin);
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
    },
    // The build takes 30–60 s on a quiet machine, when the copy is older than the sources.
    { scope: "worker", timeout: 300_000 },
  ],
  baseURL: async ({ origin }, use) => use(origin),
});

/** Resolves to the address the analytics site's server prints once it serves; rejects if it exits first. */
function serving(child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    let output = "";
    child.stdout?.setEncoding("utf8").on("data", (chunk: string) => {
      output += chunk;
      const url = /analytics site: (http:\/\/\S+)/.exec(output)?.[1];
      if (url) resolve(url);
    });
    child.once("exit", (code) => reject(new Error(`the analytics site exited with code ${code} before serving`)));
  });
}

// The tests of this file share one worker (and so one build and one server), whatever the run's parallelism.
test.describe.configure({ mode: "default" });

const SECRETS = {
  utm_source: "newsletter_e2e",
  token: "tok_e2e_0123456789",
  payment_intent: "pi_e2e_0123456789",
  payment_intent_client_secret: "pi_e2e_0123456789_secret_abcdef",
};
const QUERY = `?${new URLSearchParams(SECRETS)}`;
const NO_ANALYTICS = new Set(["/checkout", "/payment-success"]);
const PAGES = [...ROUTES.map((r) => r.path), NOT_FOUND_SAMPLE];

/** Blocks and records every request to another site. */
async function blockThirdParties(page: Page, origin: string): Promise<string[]> {
  const blocked: string[] = [];
  await page.route(
    (url) => url.origin !== origin,
    (route) => {
      blocked.push(route.request().url());
      return route.abort("blockedbyclient");
    },
  );
  return blocked;
}

/** Everything queued for gtag, as JSON-friendly arrays (entries are `arguments` objects). */
function queued(page: Page): Promise<unknown[][] | null> {
  return page.evaluate(() => {
    const layer = (window as unknown as { dataLayer?: ArrayLike<unknown>[] }).dataLayer;
    return layer ? layer.map((entry) => JSON.parse(JSON.stringify(Array.from(entry)))) : null;
  });
}

function expectNoSecret(text: string, where: string) {
  for (const value of Object.values(SECRETS)) expect(text, where).not.toContain(value);
  expect(text, where).not.toMatch(/client_secret|secret_/);
}

for (const path of PAGES) {
  test(`${path}: analytics get the path only, never the query string or a secret`, async ({ page, origin }) => {
    const blocked = await blockThirdParties(page, origin);
    // A route whose address holds a query of its own (/compare) keeps it, with the secrets added to it.
    const pathname = new URL(path, origin).pathname;
    await gotoSettled(page, `${path}${path.includes("?") ? `&${QUERY.slice(1)}` : QUERY}`);
    // Every island runs (all the code the page loads without a click), and whatever it requests has been requested.
    await hydrateAll(page);

    for (const url of blocked) expectNoSecret(url, url);
    const analyticsRequests = blocked.filter((u) => /google(tagmanager|-analytics)|analytics\.google/.test(u));

    if (NO_ANALYTICS.has(path)) {
      await expect(page.locator("analytics-tag")).toHaveCount(0);
      await expect(page.locator('script[src*="googletagmanager"]')).toHaveCount(0);
      expect(await queued(page)).toBeNull();
      expect(analyticsRequests).toEqual([]);
      return;
    }

    // The tag is there (so the checks below are not vacuous); its only request is the script itself.
    expect(analyticsRequests).toEqual([
      `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(E2E_ANALYTICS_ID)}`,
    ]);
    await expect.poll(async () => (await queued(page))?.some((e) => e[1] === "page_view")).toBe(true);
    const layer = (await queued(page))!;
    const text = JSON.stringify(layer);
    expectNoSecret(text, "dataLayer");
    expect(text, "dataLayer").not.toContain("?");
    const view = layer.find((e) => e[0] === "event" && e[1] === "page_view")!;
    expect(view[2]).toEqual({ page_path: pathname, page_location: `${origin}${pathname}`, page_referrer: "" });
    const config = layer.find((e) => e[0] === "config")!;
    expect(config[1]).toBe(E2E_ANALYTICS_ID);
    expect(config[2]).toMatchObject({ send_page_view: false, page_location: `${origin}${pathname}` });
  });
}

test("the referrer sent to analytics is the previous page's path, without its query", async ({ page, origin }) => {
  await blockThirdParties(page, origin);
  await page.goto(`/layoffs${QUERY}`);
  await page.locator('a[href="/states"]:visible').first().click();
  await expect(page).toHaveURL(`${origin}/states`);
  expect(await page.evaluate(() => document.referrer)).toContain(SECRETS.token);
  await expect.poll(async () => (await queued(page))?.some((e) => e[1] === "page_view")).toBe(true);
  const layer = (await queued(page))!;
  expectNoSecret(JSON.stringify(layer), "dataLayer");
  const view = layer.find((e) => e[0] === "event" && e[1] === "page_view")!;
  expect(view[2]).toMatchObject({ page_path: "/states", page_referrer: `${origin}/layoffs` });
});
