// What every page owes, on every page of the route list (src/domain/site-routes.ts: each static page and the samples of
// each family) and on the 404 page, each opened once per width — a laptop's 1280 px and a phone's 390 px — and left to
// settle (helpers/settled.ts) before the checks, each a step of its own:
//
// - the shell: its one heading, the title, the main navigation (the seven items, the page's own marked; on a phone, the
//   menu button) and the footer;
// - axe finds no WCAG 2.2 AA violation;
// - the layout: no two text boxes of different elements overlap by more than 1 px, no visible text renders under
//   12 px (SVG text at its drawn size; hidden and screen-reader-only text left out), and nothing is wider than the
//   screen;
// - security, at 1280 px: the headers, a CSP without inline scripts, no CSP violation while every island hydrates,
//   nothing requested from another host (the site is built without an analytics id; Stripe only on /checkout), and
//   links to other sites with noopener and noreferrer.
//
// One visit per page and width, and every check is soft, so a failure names everything wrong with the page at once.
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { NOT_FOUND_PAGE } from "../../src/domain/site-routes.ts";
import { checkLayout, MIN_TEXT_PX } from "./helpers/layout-check";
import { gotoSettled, hydrateAll } from "./helpers/settled";
import { NOT_FOUND_SAMPLE, ROUTES } from "./routes";

const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];
const NAV = ["Overview", "States", "Hiring", "Layoffs", "Skills", "Insights", "News"];
const PAGES = [
  ...ROUTES.map((route) => ({ ...route, status: 200 })),
  { path: NOT_FOUND_SAMPLE, heading: NOT_FOUND_PAGE.heading, nav: null, status: 404 },
];

/** On a laptop the main navigation is on the page; on a phone it is behind the menu button (shell.spec.ts opens it). */
async function shell(page: Page, heading: string, nav: string | null, laptop: boolean): Promise<void> {
  await expect.soft(page.getByRole("heading", { level: 1 })).toHaveText(heading);
  await expect.soft(page).toHaveTitle(/US Jobs Analytics/);
  if (laptop) {
    const main = page.getByRole("navigation", { name: "Main" });
    await expect.soft(main).toBeVisible();
    await expect.soft(main.getByRole("link")).toHaveText(NAV);
    const current = main.locator('[aria-current="page"]');
    if (nav) await expect.soft(current).toHaveText(nav);
    else await expect.soft(current).toHaveCount(0);
  } else await expect.soft(page.getByRole("button", { name: "Open menu" })).toBeVisible();

  const footer = page.getByRole("contentinfo");
  await expect.soft(footer).toContainText("Job market intelligence for job seekers");
  await expect.soft(footer).toContainText(/Tracking \d+\.\dM\+ jobs across all US states/);
  await expect.soft(footer).toContainText("U.S. Bureau of Labor Statistics");
  await expect.soft(footer).toContainText("BLS cannot vouch for the data or analyses derived from these data");
  await expect.soft(footer).toContainText(/© 2025(–20\d\d)? US Jobs Analytics/);
  await expect.soft(footer).toContainText("Official data, updated on release day");
  await expect.soft(footer).not.toContainText(/real-time/i);
}

async function axe(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  expect.soft(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`)).toEqual([]);
}

async function layout(page: Page): Promise<void> {
  const problems = await checkLayout(page);
  expect.soft(problems.overlaps, "text boxes of different elements that overlap").toEqual([]);
  expect.soft(problems.tooSmall, `text rendered under ${MIN_TEXT_PX} px`).toEqual([]);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect.soft(overflow, "how far the page scrolls sideways, px").toBeLessThanOrEqual(0);
}

async function security(
  page: Page,
  path: string,
  headers: Record<string, string>,
  seen: { violations: string[]; foreign: string[] },
) {
  expect.soft(headers["strict-transport-security"]).toBe("max-age=63072000; includeSubDomains; preload");
  expect.soft(headers["x-content-type-options"]).toBe("nosniff");
  expect
    .soft(headers["referrer-policy"])
    .toMatch(path === "/payment-success" ? /no-referrer$/ : /^strict-origin-when-cross-origin$/);
  expect.soft(headers["permissions-policy"]).toContain("camera=()");
  expect.soft(headers["cross-origin-opener-policy"]).toBe("same-origin");
  expect.soft(headers["content-security-policy"]).toContain("frame-ancestors 'none'");

  // A static page's policy is a <meta> with its script hashes; a page rendered on request (/compare) has it whole in
  // the header.
  const meta = page.locator('meta[http-equiv="content-security-policy"]');
  const csp = (await meta.count()) ? await meta.getAttribute("content") : headers["content-security-policy"];
  const scriptSrc = (csp ?? "")
    .split(";")
    .map((d) => d.trim())
    .find((d) => d.startsWith("script-src "));
  expect.soft(scriptSrc).toContain("'self'");
  expect.soft(scriptSrc).not.toContain("'unsafe-inline'");
  expect.soft(scriptSrc).not.toContain("'unsafe-eval'");

  // Every island hydrates under the policy, and fetches what it fetches.
  await hydrateAll(page);
  expect.soft(seen.violations, "CSP violations").toEqual([]);
  expect.soft(seen.foreign, "requests to another host").toEqual([]);

  const external = await page
    .locator("a[href]")
    .evaluateAll((links) =>
      links
        .map((a) => ({ href: a.getAttribute("href") ?? "", rel: a.getAttribute("rel") ?? "" }))
        .filter((l) => /^[a-z][a-z0-9+.-]*:/i.test(l.href) && !l.href.startsWith(location.origin)),
    );
  for (const link of external) {
    expect.soft(link.href, link.href).toMatch(/^https?:\/\//);
    expect.soft(link.rel.split(/\s+/), link.href).toEqual(expect.arrayContaining(["noopener", "noreferrer"]));
  }
}

for (const viewport of [
  { name: "laptop", width: 1280, height: 800 },
  { name: "phone", width: 390, height: 844 },
]) {
  const laptop = viewport.name === "laptop";
  test.describe(`every page at ${viewport.width} px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });
    for (const route of PAGES) {
      test(`${route.path}: ${laptop ? "shell, axe, layout, security" : "shell, axe, layout"}`, async ({ page }) => {
        // axe over the largest page (/occupations: a row and a link for each of 830 occupations) takes about 10 s on a
        // quiet 2-core machine.
        test.setTimeout(90_000);
        const seen = { violations: [] as string[], foreign: [] as string[] };
        page.on(
          "console",
          (m) => /Content.Security.Policy|Refused to/i.test(m.text()) && seen.violations.push(m.text()),
        );
        page.on("request", (request) => {
          const url = new URL(request.url());
          const stripeOnCheckout = url.hostname.endsWith("stripe.com") && route.path === "/checkout";
          if (url.hostname !== "127.0.0.1" && url.protocol !== "data:" && !stripeOnCheckout)
            seen.foreign.push(url.href);
        });
        const response = await gotoSettled(page, route.path);
        expect(response?.status()).toBe(route.status);

        await test.step("shell: heading, title, navigation, footer", () =>
          shell(page, route.heading, route.nav, laptop));
        await test.step("axe (WCAG 2.2 AA)", () => axe(page));
        await test.step("layout: overlaps, text size, sideways scroll", () => layout(page));
        if (laptop)
          await test.step("security: headers, CSP, external links", () =>
            security(page, route.path, response?.headers() ?? {}, seen));
      });
    }
  });
}
