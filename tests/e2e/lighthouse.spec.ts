// Lighthouse's accessibility, best-practices and SEO categories score 100 on every route (these do
// not depend on the machine's speed; performance is measured by `npm run bench`). One run per route
// in a fresh headless Chromium, against the server the Playwright config starts.
import { expect, test } from "@playwright/test";
import { failingAudits, findChrome, NOT_FOUND_ROUTE, runLighthouse } from "../../scripts/bench/lighthouse.ts";
import { FAKE_ELEMENT_HTML, FAKE_STRIPE_JS } from "../helpers/fake-stripe/stripe-js.ts";
import { ROUTES } from "./routes";

const CATEGORIES = ["accessibility", "best-practices", "seo"] as const;
const chromePath = findChrome();

/**
 * What a 404 page cannot pass by being one: its document answers 404 (the status is the point), which
 * the SEO audit "http-status-code" fails, and Chromium logs the failed document load to the console.
 */
const EXPECTED_ON_404 = new Set([
  "http-status-code",
  "errors-in-console: Failed to load resource: the server responded with a status of 404 (Not Found)",
]);

/**
 * js.stripe.com cannot be reached from this machine; without it the checkout logs "Failed to load
 * Stripe.js" — a fact about the machine, not the page. As in checkout.spec.ts, the stand-in Stripe.js
 * and its element frame answer for it (the e2e server's payment functions use the fake Stripe API).
 */
function fakeStripeJs(url: string) {
  if (!url.startsWith("https://js.stripe.com/")) return undefined;
  if (url.startsWith("https://js.stripe.com/fake/element.html"))
    return { contentType: "text/html", body: FAKE_ELEMENT_HTML };
  if (/^https:\/\/js\.stripe\.com\/(v3|[a-z]+)\/stripe\.js/.test(url))
    return { contentType: "text/javascript", body: FAKE_STRIPE_JS };
  return { status: 404, contentType: "text/plain", body: "" };
}

interface Failing {
  id: string;
  title: string;
  displayValue?: string;
  items: string[];
}

test.describe("Lighthouse (mobile): accessibility, best practices and SEO", () => {
  test.skip(!chromePath, "Chromium not found: install Debian's chromium or set CHROME_PATH to run Lighthouse");

  for (const path of [...ROUTES.map((r) => r.path), NOT_FOUND_ROUTE]) {
    const title = path === NOT_FOUND_ROUTE ? `${path} (404) fails nothing but what a 404 must` : `${path} scores 100`;
    test(title, async ({ baseURL }) => {
      test.setTimeout(90_000);
      const lhr = await runLighthouse(`${baseURL}${path}`, {
        categories: [...CATEGORIES],
        chromePath,
        // Scores of these categories do not depend on throttling; skip its simulation.
        settings: { throttlingMethod: "provided" },
        ...(path === "/checkout" ? { fulfil: fakeStripeJs } : {}),
      });
      const problems: string[] = [];
      for (const category of CATEGORIES) {
        for (const audit of failingAudits(lhr, category) as Failing[]) {
          if (path === NOT_FOUND_ROUTE) {
            const items = audit.items.filter((item) => !EXPECTED_ON_404.has(`${audit.id}: ${item}`));
            if (EXPECTED_ON_404.has(audit.id) || (audit.items.length > 0 && items.length === 0)) continue;
          }
          problems.push(
            `${category} ${audit.id} (${audit.title})${audit.items.length ? `: ${audit.items.join(" | ")}` : ""}`,
          );
        }
      }
      const scores = Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]));
      console.log(`[lighthouse] ${path}: ${JSON.stringify(scores)}`);
      expect(problems, `failing audits on ${path}`).toEqual([]);
      if (path !== NOT_FOUND_ROUTE) expect(scores).toEqual({ accessibility: 100, "best-practices": 100, seo: 100 });
    });
  }
});
