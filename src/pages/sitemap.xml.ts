// /sitemap.xml, built with the pages: every indexed page of the route list (src/domain/site-routes.ts) and every page
// generated from an indexed family, each at its canonical address on the configured site URL (astro.config's `site`).
import type { APIRoute } from "astro";
import { generatedPages } from "../data/generated-pages";
import { canonicalPath, PAGE_FAMILIES, STATIC_PAGES } from "../domain/site-routes";
import { sitemapXml } from "../domain/sitemap";

export const GET: APIRoute = async ({ site }) => {
  if (!site) throw new Error("/sitemap.xml needs the site's address: astro.config's `site`");
  const generated = await generatedPages();
  const paths = [
    ...STATIC_PAGES.filter((page) => page.indexed).map((page) => page.path),
    ...(Object.keys(generated) as (keyof typeof generated)[])
      .filter((family) => PAGE_FAMILIES[family].indexed)
      .flatMap((family) => generated[family]),
  ];
  return new Response(sitemapXml(paths.map((path) => new URL(canonicalPath(path), site).href)), {
    headers: { "Content-Type": "application/xml; charset=utf-8" },
  });
};
