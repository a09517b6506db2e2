// The sitemap protocol's XML (sitemaps.org, 0.9): one <url> with its absolute <loc> per page. Pure.
import { escapeHtml } from "./text.ts";

/** A sitemap listing `urls` (absolute addresses), in the order given. */
export function sitemapXml(urls: readonly string[]): string {
  const entries = urls.map((url) => `<url><loc>${escapeHtml(url)}</loc></url>`).join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries}\n</urlset>\n`;
}

/** robots.txt: every crawler may read every page, and the sitemap is at `sitemapUrl`. */
export function robotsTxt(sitemapUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${sitemapUrl}\n`;
}
