// The route list (src/domain/site-routes.ts) against the build output: every page the build wrote is a page of the
// list or generated from one of its families, every page the list names was built, and /sitemap.xml, served by the
// local server, lists exactly the indexed ones at the addresses their canonical links give; robots.txt names it.
import { readdirSync, readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import {
  builtPageKind,
  CMS_PAGE,
  familySamples,
  isIndexed,
  NOT_FOUND_PAGE,
  STATIC_PAGES,
} from "../../src/domain/site-routes.ts";

/** The address of each .html file in dist/: index.html is "/", states/index.html "/states", 404.html "/404". */
const built = (readdirSync("dist", { recursive: true, encoding: "utf8" }) as string[])
  .filter((file) => file.endsWith(".html"))
  .map((file) => ({ file, path: `/${file.replace(/(^|\/)index\.html$/, "").replace(/\.html$/, "")}` }));

/** The absolute address a built page's canonical link gives. */
function canonicalOf(file: string): string | undefined {
  return /<link rel="canonical" href="([^"]+)"/.exec(readFileSync(`dist/${file}`, "utf8"))?.[1];
}

test("every built page is the route list's: a page it names, or one generated from its families", () => {
  expect(built.length).toBeGreaterThan(1000);
  expect(built.filter((page) => builtPageKind(page.path) === null).map((page) => page.path)).toEqual([]);
  const paths = new Set(built.map((page) => page.path));
  for (const path of [...STATIC_PAGES.map((page) => page.path), NOT_FOUND_PAGE.path, CMS_PAGE.path])
    expect(paths.has(path), `${path} is built`).toBe(true);
  for (const sample of familySamples("build")) expect(paths.has(sample.path), `${sample.path} is built`).toBe(true);
});

test("/sitemap.xml lists exactly the indexed built pages, each at its canonical address", async ({ request }) => {
  const response = await request.get("/sitemap.xml");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toMatch(/^application\/xml/);
  const xml = await response.text();
  expect(xml).toMatch(
    /^<\?xml version="1\.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9">\n/,
  );
  const listed = [...xml.matchAll(/<url><loc>([^<]+)<\/loc><\/url>/g)].map((m) => m[1]);
  expect(new Set(listed).size, "each page once").toBe(listed.length);

  const indexed = built.filter((page) => isIndexed(page.path));
  // Every generated page of an indexed family, not only its samples: over a thousand pages.
  expect(indexed.length).toBeGreaterThan(1000);
  const canonical = indexed.map((page) => canonicalOf(page.file) ?? `(no canonical link in ${page.file})`);
  expect([...listed].sort()).toEqual(canonical.sort());
  // The payment flow, the 404 page and the CMS are not listed.
  for (const path of ["/checkout", "/payment-success", NOT_FOUND_PAGE.path, CMS_PAGE.path])
    expect(
      listed.some((url) => new URL(url!).pathname.replace(/\/$/, "") === path),
      path,
    ).toBe(false);
});

test("/robots.txt names the sitemap at the site's address", async ({ request }) => {
  const response = await request.get("/robots.txt");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("text/plain; charset=utf-8");
  const sitemap = /^Sitemap: (\S+)$/m.exec(await response.text())?.[1];
  expect(sitemap).toBe(new URL("/sitemap.xml", canonicalOf("index.html")).href);
});
