// Stripe in a browser, offline: the fake Stripe.js (stripe-js.ts) served at js.stripe.com and
// api.stripe.com sent to the fake Stripe API, through Playwright's request routing. The page keeps its
// real Content-Security-Policy, so what works here needs no change to work with the real Stripe.js.
import type { BrowserContext, Page } from "@playwright/test";
import { FAKE_ELEMENT_HTML, FAKE_STRIPE_JS } from "./stripe-js.ts";

/** Routes a page's (or a whole context's) Stripe requests to the stand-in and to the fake API at `apiUrl`. */
export async function routeStripe(target: Page | BrowserContext, apiUrl: string): Promise<void> {
  await target.route(/^https:\/\/js\.stripe\.com\//, (route) => {
    const url = route.request().url();
    if (url.startsWith("https://js.stripe.com/fake/element.html"))
      return route.fulfill({ contentType: "text/html", body: FAKE_ELEMENT_HTML });
    if (/^https:\/\/js\.stripe\.com\/(v3|[a-z]+)\/stripe\.js/.test(url))
      return route.fulfill({ contentType: "text/javascript", body: FAKE_STRIPE_JS });
    return route.fulfill({ status: 404, body: "" });
  });
  await target.route(/^https:\/\/api\.stripe\.com\//, async (route) => {
    const url = new URL(route.request().url());
    const response = await route.fetch({ url: `${apiUrl}${url.pathname}${url.search}` });
    await route.fulfill({ response, headers: { ...response.headers(), "access-control-allow-origin": "*" } });
  });
}
