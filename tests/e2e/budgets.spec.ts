// Deterministic budgets over the build output (bench/budgets.json): the bytes every route ships.
import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { routeAssets } from "../../scripts/lib/route-assets.mjs";

const budgets = JSON.parse(readFileSync("bench/budgets.json", "utf8")) as {
  routes: Record<string, { js: number; island: number; css: number; html: number }>;
};
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

for (const [route, budget] of Object.entries(budgets.routes)) {
  test(`${route} stays within its JS (at load and per island), CSS and HTML budgets and ships no full zod`, async () => {
    const assets = await routeAssets("dist", route);
    const islands = assets.onInteraction.islands;
    console.log(
      `${route}: JS at load ${kb(assets.js.gzip)} (≤ ${kb(budget.js)}), on interaction ${islands.map((i) => `${i.component} ${kb(i.gzip)}`).join(", ") || "none"} (each ≤ ${kb(budget.island)}), CSS ${kb(assets.css.gzip)}, HTML ${kb(assets.html.gzip)} gzipped`,
    );
    expect(assets.js.gzip, "JS at load, gzipped").toBeLessThanOrEqual(budget.js);
    for (const island of islands)
      expect(island.gzip, `${island.component} on interaction`).toBeLessThanOrEqual(budget.island);
    expect(assets.css.gzip, "CSS gzipped").toBeLessThanOrEqual(budget.css);
    expect(assets.html.gzip, "HTML gzipped").toBeLessThanOrEqual(budget.html);
    // Only zod's classic (full) API defines superRefine; browser code may use zod/mini only.
    for (const script of [...assets.scripts, ...assets.onInteraction.scripts])
      expect(script.source, script.url).not.toContain("superRefine");
  });
}

test("every route of the site has a budget", () => {
  expect(Object.keys(budgets.routes).sort()).toEqual(
    [
      "/",
      "/states",
      "/hiring",
      "/skills",
      "/job-roles",
      "/layoffs",
      "/news",
      "/checkout",
      "/payment-success",
      "/updates",
      "/outlook",
      "/insights",
      "/insights/tags/jolts",
      "/insights/information-jobs-and-health-care",
      "/404",
    ].sort(),
  );
});

test("the states map's geometry is built into the HTML once, and no geometry library reaches the browser", async () => {
  const assets = await routeAssets("dist", "/states");
  for (const script of [...assets.scripts, ...assets.onInteraction.scripts]) {
    expect(script.source, script.url).not.toContain("arcs");
    expect(script.source, script.url).not.toContain("geoPath");
  }
  const html = readFileSync("dist/states/index.html", "utf8");
  const texas = /data-code="TX" d="([^"]+)"/.exec(html)?.[1];
  expect(texas).toBeTruthy();
  expect(html.split(texas!).length - 1).toBe(1);
});
