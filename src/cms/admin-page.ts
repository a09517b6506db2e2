// The /admin page: Decap CMS, loaded only here (no other page's JavaScript changes), with the site's stylesheets
// for the preview pane.
import { escapeHtml } from "../domain/text.ts";

/** The files of the Decap CMS bundle that /admin serves (the main script and the chunks and WebAssembly it loads). */
export function isCmsBundleFile(name: string): boolean {
  return /(^|\.)decap-cms\.js$/.test(name) || name.endsWith(".wasm");
}

/**
 * The HTML of /admin; `styles` are the site's stylesheets, for previews in the site's look, and `series` the ids
 * the chart component offers.
 */
export function adminHtml(styles: readonly string[], series: readonly string[]): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex, nofollow" />
    <title>Editor | US Jobs Analytics</title>
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
    <link rel="cms-config-url" type="text/yaml" href="/admin/config.yml" />
  </head>
  <body>
    <noscript>The editor needs JavaScript. The articles are Markdown files in src/content/insights; see docs/editors.md.</noscript>
    <script src="/admin/decap/decap-cms.js"></script>
    <script src="/admin/preview.js" data-styles="${escapeHtml(styles.join(" "))}" data-series="${escapeHtml(series.join(" "))}"></script>
  </body>
</html>
`;
}
