import { expect, test } from "@playwright/test";
import { gotoSettled, hydrateAll } from "./helpers/settled";

// Islands hydrate (in idle time after the load when near the viewport, else on the visitor's intent) and then
// revalidate their data: the pointer reaching every island of a page makes it ask each of its API URLs, once, however
// the islands came to hydrate. The page's own request is its data status (/api/status: whether newer figures are out,
// decided when the page is read), asked once.
const STATUS = "/api/status";

test("a page asks each API URL once, however its islands come to hydrate", async ({ page }) => {
  const calls = new Map<string, number>();
  page.on("request", (r) => {
    const url = new URL(r.url());
    if (url.pathname.startsWith("/api/"))
      calls.set(url.pathname + url.search, (calls.get(url.pathname + url.search) ?? 0) + 1);
  });
  for (const path of ["/", "/states", "/hiring"]) {
    calls.clear();
    await gotoSettled(page, path);
    const statusAsked = [...calls.keys()].filter((url) => url.startsWith(`${STATUS}?`));
    expect(statusAsked, `${path}: its data status, asked once`).toHaveLength(1);
    await hydrateAll(page);
    await expect(page.locator("astro-island[ssr]")).toHaveCount(0);
    expect(calls.size, path).toBeGreaterThan(0);
    for (const [url, count] of calls) expect(count, `${path}: ${url}`).toBe(1);
  }
});
