import { expect, test } from "@playwright/test";

test("a page load asks each API URL once", async ({ page }) => {
  const calls = new Map<string, number>();
  page.on("request", (r) => {
    const url = new URL(r.url());
    if (url.pathname.startsWith("/api/"))
      calls.set(url.pathname + url.search, (calls.get(url.pathname + url.search) ?? 0) + 1);
  });
  for (const path of ["/", "/states", "/hiring"]) {
    calls.clear();
    await page.goto(path, { waitUntil: "networkidle" });
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForLoadState("networkidle");
    expect(calls.size, path).toBeGreaterThan(0);
    for (const [url, count] of calls) expect(count, `${path}: ${url}`).toBe(1);
  }
});
