// Deterministic budgets over the build output (bench/budgets.json): the bytes every route ships.
import { readdirSync, readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { expect, test } from "@playwright/test";
import { routeAssets } from "../../scripts/lib/route-assets.ts";
import { familySamples, NOT_FOUND_PAGE, STATIC_PAGES } from "../../src/domain/site-routes.ts";
import { seedData } from "../helpers/seed";

type Budget = { js: number; island: number; css: number; html: number };
const budgets = JSON.parse(readFileSync("bench/budgets.json", "utf8")) as {
  routes: Partial<Record<string, Budget>>;
  occupationPages: { html: number };
  placePages: { html: number };
  onDemand: { routes: Partial<Record<string, Budget>> };
};
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** The route list's pages in the build output: its static pages, the 404 page and each built family's samples (the
 * CMS at /admin is exempt: it loads only there). */
const BUILT = [
  ...STATIC_PAGES.map((page) => page.path),
  NOT_FOUND_PAGE.path,
  ...familySamples("build").map((sample) => sample.path),
];
/** The samples of the pages rendered on request (/compare). */
const ON_DEMAND = familySamples("request").map((sample) => sample.path);

test("bench/budgets.json budgets the route list's pages and no others", () => {
  expect(Object.keys(budgets.routes).sort()).toEqual([...BUILT].sort());
  expect(Object.keys(budgets.onDemand.routes).sort()).toEqual([...ON_DEMAND].sort());
});

for (const route of BUILT) {
  test(`${route} stays within its JS (at load and per island), CSS and HTML budgets and ships no full zod`, async () => {
    const budget: Budget | undefined = budgets.routes[route];
    expect(budget, `${route}'s budget in bench/budgets.json`).toBeDefined();
    if (!budget) return;
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

for (const route of ON_DEMAND) {
  test(`${route} (rendered on request) stays within its JS, CSS and HTML budgets`, async ({ request }) => {
    const budget: Budget | undefined = budgets.onDemand.routes[route];
    expect(budget, `${route}'s budget in bench/budgets.json (onDemand)`).toBeDefined();
    if (!budget) return;
    const response = await request.get(route);
    expect(response.status()).toBe(200);
    const assets = await routeAssets("dist", route, await response.text());
    const islands = assets.onInteraction.islands;
    console.log(
      `${route}: JS at load ${kb(assets.js.gzip)} (≤ ${kb(budget.js)}), on interaction ${islands.map((i) => `${i.component} ${kb(i.gzip)}`).join(", ") || "none"}, CSS ${kb(assets.css.gzip)}, HTML ${kb(assets.html.gzip)} gzipped`,
    );
    expect(assets.js.gzip, "JS at load, gzipped").toBeLessThanOrEqual(budget.js);
    for (const island of islands)
      expect(island.gzip, `${island.component} on interaction`).toBeLessThanOrEqual(budget.island);
    expect(assets.css.gzip, "CSS gzipped").toBeLessThanOrEqual(budget.css);
    expect(assets.html.gzip, "HTML gzipped").toBeLessThanOrEqual(budget.html);
  });
}

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

test("every occupation has its page, and every occupation page stays within its HTML budget", () => {
  const slugs = readdirSync("dist/occupations", { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  expect(slugs.sort()).toEqual(
    seedData("occupations")
      .map((o) => o.slug)
      .sort(),
  );
  const sizes = slugs.map((slug) => {
    const html = readFileSync(`dist/occupations/${slug}/index.html`);
    return { slug, gzip: gzipSync(html, { level: 9 }).length };
  });
  const largest = sizes.reduce((a, b) => (b.gzip > a.gzip ? b : a));
  console.log(
    `${sizes.length} occupation pages: largest /occupations/${largest.slug} ${kb(largest.gzip)} HTML gzipped (≤ ${kb(budgets.occupationPages.html)})`,
  );
  expect(sizes.filter((s) => s.gzip > budgets.occupationPages.html)).toEqual([]);
});

test("every state, DC and metro area has its page (nonmetro areas none), and every place page stays within its HTML budget", () => {
  const slugs = readdirSync("dist/places", { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  const places = seedData("places");
  expect(slugs.sort()).toEqual(
    places
      .filter((p) => p.kind !== "nonmetro")
      .map((p) => p.slug)
      .sort(),
  );
  expect(slugs).toHaveLength(places.filter((p) => p.kind === "state" || p.kind === "metro").length);
  const sizes = slugs
    .map((slug) => ({ slug, gzip: gzipSync(readFileSync(`dist/places/${slug}/index.html`), { level: 9 }).length }))
    .sort((a, b) => a.gzip - b.gzip);
  const at = (q: number) => sizes[Math.min(sizes.length - 1, Math.floor(q * sizes.length))] ?? { slug: "", gzip: 0 };
  console.log(
    `${sizes.length} place pages, HTML gzipped: smallest /places/${at(0).slug} ${kb(at(0).gzip)}, median ${kb(at(0.5).gzip)}, largest /places/${at(1).slug} ${kb(at(1).gzip)} (≤ ${kb(budgets.placePages.html)})`,
  );
  expect(sizes.filter((s) => s.gzip > budgets.placePages.html)).toEqual([]);
});

test("the occupation pages' map geometry is in one shared file, which each page only <use>s", async () => {
  const sprite = readFileSync("dist/maps/us-states.svg", "utf8");
  expect(sprite.match(/<path id="s-[A-Z]{2}"/g)).toHaveLength(51);
  const texas = /id="s-TX"[^>]* d="([^"]+)"/.exec(sprite)?.[1] ?? "";
  expect(texas.length).toBeGreaterThan(100);
  for (const slug of ["software-developers", "telephone-operators"]) {
    const html = readFileSync(`dist/occupations/${slug}/index.html`, "utf8");
    expect(html.includes(texas), "Texas's outline in the page").toBe(false);
    expect(html.match(/<use href="\/maps\/us-states\.svg#s-[A-Z]{2}"/g)).toHaveLength(51);
  }
});

test("every built page but the CMS's loads one stylesheet, the site's, so no page waits on a second before it paints", () => {
  const pages = (readdirSync("dist", { recursive: true, encoding: "utf8" }) as string[]).filter(
    (file) => file.endsWith(".html") && !file.startsWith("admin"),
  );
  expect(pages.length).toBeGreaterThan(1000);
  const sheets = new Map<string, string[]>();
  for (const page of pages) {
    const links = readFileSync(`dist/${page}`, "utf8").match(/<link rel="stylesheet" href="[^"]+"/g) ?? [];
    sheets.set(page, links);
  }
  const notOne = [...sheets]
    .filter(([, links]) => links.length !== 1)
    .map(([page, links]) => `${page}: ${links.length}`);
  expect(notOne).toEqual([]);
  expect(new Set([...sheets.values()].flat()).size, "one stylesheet shared by every page").toBe(1);
});
