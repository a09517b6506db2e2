// Deterministic budgets over the build output for the explorer pages: JavaScript each page makes the
// browser download (at most 110 KB gzipped), and the size of its HTML, which holds only the first
// page of each list (reported, and kept under a ceiling so a page never ships every row).
import { expect, test } from "@playwright/test";
import { routeAssets } from "../../scripts/lib/route-assets.mjs";

const KB = 1024;
const PAGES = [
  { route: "/hiring", maxHtmlKb: 120 },
  { route: "/skills", maxHtmlKb: 80 },
  { route: "/job-roles", maxHtmlKb: 160 },
];

for (const { route, maxHtmlKb } of PAGES) {
  test(`${route} ships at most 110 KB of JavaScript gzipped and a first-page-only HTML`, async () => {
    const assets = await routeAssets("dist", route);
    console.log(
      `${route}: JS ${(assets.js.gzip / KB).toFixed(1)} KB gzipped in ${assets.js.files} files; ` +
        `HTML ${(assets.html.bytes / KB).toFixed(1)} KB (${(assets.html.gzip / KB).toFixed(1)} KB gzipped); CSS ${(assets.css.gzip / KB).toFixed(1)} KB gzipped`,
    );
    expect(assets.js.gzip).toBeLessThanOrEqual(110 * KB);
    expect(assets.html.bytes).toBeLessThanOrEqual(maxHtmlKb * KB);
    // Only zod's classic (full) API defines superRefine; the explorers need no zod at all.
    for (const script of assets.scripts) expect(script.source, script.url).not.toContain("superRefine");
  });
}
