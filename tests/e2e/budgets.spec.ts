// Deterministic budgets over the build output: bytes the browser must download per route.
import { expect, test } from "@playwright/test";
import { routeAssets } from "../../scripts/lib/route-assets.mjs";

const KB = 1024;

test("the dashboard ships at most 130 KB of JavaScript gzipped, and no full zod", async () => {
  const assets = await routeAssets("dist", "/");
  console.log(`dashboard JS: ${(assets.js.gzip / KB).toFixed(1)} KB gzipped in ${assets.js.files} files; CSS ${(assets.css.gzip / KB).toFixed(1)} KB`);
  expect(assets.js.gzip).toBeLessThanOrEqual(130 * KB);
  // Only zod's classic (full) API defines superRefine; zod/mini does not.
  for (const script of assets.scripts) expect(script.source, script.url).not.toContain("superRefine");
});

test("the 404 page ships at most 15 KB of JavaScript gzipped", async () => {
  const assets = await routeAssets("dist", "/404");
  expect(assets.js.gzip).toBeLessThanOrEqual(15 * KB);
});
