// Browser security over every route: response headers, the CSP (no inline scripts allowed, no
// violation reported while the page works), and links to other sites.
import { expect, test } from "@playwright/test";
import { gotoSettled, hydrateAll } from "./helpers/settled";
import { NOT_FOUND_SAMPLE, ROUTES } from "./routes";

const PAGES = [...ROUTES.map((r) => r.path), NOT_FOUND_SAMPLE];

for (const path of PAGES) {
  test(`${path}: security headers, a CSP without inline scripts, no CSP violation, safe external links`, async ({
    page,
  }) => {
    const violations: string[] = [];
    page.on("console", (m) => /Content.Security.Policy|Refused to/i.test(m.text()) && violations.push(m.text()));
    const response = await gotoSettled(page, path);
    const headers = response!.headers();
    expect(headers["strict-transport-security"]).toBe("max-age=63072000; includeSubDomains; preload");
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toMatch(
      path === "/payment-success" ? /no-referrer$/ : /^strict-origin-when-cross-origin$/,
    );
    expect(headers["permissions-policy"]).toContain("camera=()");
    expect(headers["cross-origin-opener-policy"]).toBe("same-origin");
    expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");

    // A static page's policy is a <meta> with its script hashes; a page rendered on request (/compare) has it whole in
    // the header.
    const meta = page.locator('meta[http-equiv="content-security-policy"]');
    const csp = (await meta.count()) ? await meta.getAttribute("content") : headers["content-security-policy"];
    const scriptSrc = csp!
      .split(";")
      .map((d) => d.trim())
      .find((d) => d.startsWith("script-src "))!;
    expect(scriptSrc).toContain("'self'");
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    expect(scriptSrc).not.toContain("'unsafe-eval'");

    // Every island hydrates under the policy, and fetches what it fetches.
    await hydrateAll(page);
    expect(violations).toEqual([]);

    const external = await page
      .locator("a[href]")
      .evaluateAll((links) =>
        links
          .map((a) => ({ href: a.getAttribute("href")!, rel: a.getAttribute("rel") ?? "" }))
          .filter((l) => /^[a-z][a-z0-9+.-]*:/i.test(l.href) && !l.href.startsWith(location.origin)),
      );
    for (const link of external) {
      expect(link.href, link.href).toMatch(/^https?:\/\//);
      expect(link.rel.split(/\s+/), link.href).toEqual(expect.arrayContaining(["noopener", "noreferrer"]));
    }
  });
}

test("function responses carry the security headers and a restrictive CSP", async ({ request }) => {
  for (const path of ["/api/states", "/api/health", "/api/layoffs?limit=1", "/api/states/zz"]) {
    const res = await request.get(path);
    const headers = res.headers();
    expect(headers["content-type"], path).toBe("application/json; charset=utf-8");
    expect(headers["x-content-type-options"], path).toBe("nosniff");
    expect(headers["strict-transport-security"], path).toContain("max-age=63072000");
    expect(headers["content-security-policy"], path).toBe("default-src 'none'; frame-ancestors 'none'");
  }
});
