// /robots.txt, built with the pages: it names the sitemap by its absolute address on the configured site URL.
import type { APIRoute } from "astro";
import { robotsTxt } from "../domain/sitemap";

export const GET: APIRoute = ({ site }) => {
  if (!site) throw new Error("/robots.txt needs the site's address: astro.config's `site`");
  return new Response(robotsTxt(new URL("/sitemap.xml", site).href), {
    headers: { "Content-Type": "text/plain; charset=utf-8" },
  });
};
