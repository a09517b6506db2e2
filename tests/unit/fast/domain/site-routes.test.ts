// @vitest-environment node
// The route list: which built page it knows and which it indexes, the addresses it writes, and that its API routes are
// exactly the functions' own (every function that declares a path, with its methods).
import { readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  API_ROUTES,
  builtPageKind,
  CMS_PAGE,
  canonicalPath,
  familySamples,
  fillPattern,
  isIndexed,
  matchesPattern,
  NOT_FOUND_PAGE,
  PAGE_FAMILIES,
  pageFamilies,
  STATIC_PAGES,
  sitePages,
} from "~/domain/site-routes.ts";
import { robotsTxt, sitemapXml } from "~/domain/sitemap.ts";

describe("the route list", () => {
  it("a parameter stands for exactly one path segment", () => {
    expect(matchesPattern("/places/[slug]", "/places/texas")).toBe(true);
    expect(matchesPattern("/places/[slug]", "/places")).toBe(false);
    expect(matchesPattern("/places/[slug]", "/places/texas/employment")).toBe(false);
    expect(matchesPattern("/insights/[slug]", "/insights/tags/jolts")).toBe(false);
    expect(matchesPattern("/insights/tags/[tag]", "/insights/tags/jolts")).toBe(true);
    // The pattern's other characters are literal.
    expect(matchesPattern("/a.b/[x]", "/aXb/y")).toBe(false);
  });

  it("fills a pattern's parameter", () => {
    expect(fillPattern(PAGE_FAMILIES.place.pattern, "austin-tx")).toBe("/places/austin-tx");
    expect(fillPattern(PAGE_FAMILIES.insightTag.pattern, "ces")).toBe("/insights/tags/ces");
  });

  it("knows a built page as static, as generated from its family, or not at all", () => {
    expect(builtPageKind("/")).toBe("static");
    expect(builtPageKind("/outlook")).toBe("static");
    expect(builtPageKind(NOT_FOUND_PAGE.path)).toBe("static");
    expect(builtPageKind(CMS_PAGE.path)).toBe("static");
    expect(builtPageKind("/occupations/nurses")).toBe("occupation");
    expect(builtPageKind("/places/texas")).toBe("place");
    expect(builtPageKind("/insights/some-article")).toBe("insight");
    expect(builtPageKind("/insights/tags/ces")).toBe("insightTag");
    // /compare is rendered on request: a built page at its address is not the list's.
    expect(builtPageKind("/compare")).toBeNull();
    expect(builtPageKind("/unlisted")).toBeNull();
    expect(builtPageKind("/occupations/a/b")).toBeNull();
  });

  it("indexes the indexed static pages and the generated pages, never the payment flow, the 404 page or the CMS", () => {
    expect(isIndexed("/")).toBe(true);
    expect(isIndexed("/occupations/nurses")).toBe(true);
    expect(isIndexed("/insights/tags/ces")).toBe(true);
    for (const path of ["/checkout", "/payment-success", NOT_FOUND_PAGE.path, CMS_PAGE.path, "/unlisted"])
      expect(isIndexed(path), path).toBe(false);
  });

  it("has each address once, and each family's samples are addresses of the family", () => {
    const paths = sitePages().map((page) => page.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths).toHaveLength(STATIC_PAGES.length + familySamples("build").length + familySamples("request").length);
    for (const family of pageFamilies())
      for (const sample of family.samples)
        expect(matchesPattern(family.pattern, sample.path.split("?")[0] ?? ""), sample.path).toBe(true);
  });

  it("writes canonical addresses as the folder build does", () => {
    expect(canonicalPath("/")).toBe("/");
    expect(canonicalPath("/states")).toBe("/states/");
    expect(canonicalPath("/places/texas/")).toBe("/places/texas/");
  });
});

describe("the sitemap and robots.txt", () => {
  it("lists each address in a <loc>, escaped, in the sitemaps.org namespace", () => {
    const xml = sitemapXml(["https://usjobs.example/", "https://usjobs.example/a?b=1&c=2"]);
    expect(xml).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
        "<url><loc>https://usjobs.example/</loc></url>\n<url><loc>https://usjobs.example/a?b=1&amp;c=2</loc></url>\n" +
        "</urlset>\n",
    );
  });

  it("robots.txt allows every page and names the sitemap", () => {
    expect(robotsTxt("https://usjobs.example/sitemap.xml")).toBe(
      "User-agent: *\nAllow: /\n\nSitemap: https://usjobs.example/sitemap.xml\n",
    );
  });
});

describe("the API routes", () => {
  const functionsDir = path.join(import.meta.dirname, "../../../../netlify/functions");

  it("are every function that declares a path, with the methods it declares", async () => {
    const declared: { path: string; methods: string[] }[] = [];
    for (const file of readdirSync(functionsDir).filter((f) => f.endsWith(".mts"))) {
      const mod = (await import(path.join(functionsDir, file))) as {
        config?: { path?: string; method?: string | string[] };
      };
      if (mod.config?.path) declared.push({ path: mod.config.path, methods: [mod.config.method ?? []].flat() });
    }
    const byPath = (a: { path: string }, b: { path: string }) => a.path.localeCompare(b.path);
    expect(API_ROUTES.map((r) => ({ path: r.path, methods: [...r.methods] })).sort(byPath)).toEqual(
      declared.sort(byPath),
    );
  });

  it("each sample is an address of its route", () => {
    for (const route of API_ROUTES) {
      const pattern = new URLPattern({ pathname: route.path });
      expect(pattern.test({ pathname: new URL(route.sample, "https://usjobs.example").pathname }), route.sample).toBe(
        true,
      );
    }
  });
});
