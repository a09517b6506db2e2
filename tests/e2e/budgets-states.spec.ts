// Deterministic budgets of /states over the build output: JavaScript and HTML bytes.
import { expect, test } from "@playwright/test";
import { routeAssets } from "../../scripts/lib/route-assets.mjs";

const KB = 1024;

test("/states ships at most 110 KB of JavaScript gzipped, and no map geometry library", async () => {
  const assets = await routeAssets("dist", "/states");
  console.log(
    `/states JS: ${(assets.js.gzip / KB).toFixed(1)} KB gzipped in ${assets.js.files} files; ` +
      `HTML: ${(assets.html.bytes / KB).toFixed(1)} KB (${(assets.html.gzip / KB).toFixed(1)} KB gzipped)`,
  );
  expect(assets.js.gzip).toBeLessThanOrEqual(110 * KB);
  // The map's paths are built into the HTML; topojson-client and us-atlas stay at build time.
  for (const script of assets.scripts) {
    expect(script.source, script.url).not.toContain("arcs");
    expect(script.source, script.url).not.toContain("geoPath");
  }
});

test("/states HTML stays small: the map's path data once, not serialized twice", async () => {
  const assets = await routeAssets("dist", "/states");
  const { readFile } = await import("node:fs/promises");
  const html = await readFile("dist/states/index.html", "utf8");
  // Each state's path is in the HTML exactly once (not also in the island's props).
  const texas = /data-code="TX" d="([^"]+)"/.exec(html)?.[1];
  expect(texas).toBeTruthy();
  expect(html.split(texas!).length - 1).toBe(1);
  expect(assets.html.bytes).toBeLessThanOrEqual(130 * KB);
  expect(assets.html.gzip).toBeLessThanOrEqual(32 * KB);
});
