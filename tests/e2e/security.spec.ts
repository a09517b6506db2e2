// Browser security of the functions' answers (every page's headers, CSP and links are checked in pages.spec.ts).
import { expect, test } from "@playwright/test";

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
