// What a built page makes the browser download: its scripts (entry scripts, island components and
// renderers, and every module they import, statically or dynamically) and stylesheets, with their
// gzipped sizes. Used by the budget tests and the benchmark.
import { readFile } from "node:fs/promises";
import path from "node:path";
import { gzipSync } from "node:zlib";

/** The HTML file of a route in dist/ ("/" → dist/index.html, "/404" → dist/404.html). */
export function htmlFileOf(distDir, route) {
  if (route === "/") return path.join(distDir, "index.html");
  if (route === "/404") return path.join(distDir, "404.html");
  return path.join(distDir, route.replace(/^\//, ""), "index.html");
}

/** A URL path without its query (Netlify's build adds ?dpl=<deploy id> for skew protection). */
const pathOf = (url) => url.split("?")[0];

function entryScripts(html) {
  const urls = new Set();
  for (const m of html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)) urls.add(m[1]);
  for (const m of html.matchAll(/\s(?:component-url|renderer-url)="([^"]+)"/g)) urls.add(m[1]);
  for (const m of html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)) urls.add(m[1]);
  return [...urls].filter((u) => u.startsWith("/")).map(pathOf);
}

const gz = (buf) => gzipSync(buf, { level: 9 }).length;

/** Scripts and styles a route loads, with raw and gzipped bytes, plus the inline script bytes. */
export async function routeAssets(distDir, route) {
  const html = await readFile(htmlFileOf(distDir, route), "utf8");
  const scripts = new Map();
  const queue = entryScripts(html);
  while (queue.length) {
    const url = queue.shift();
    if (scripts.has(url)) continue;
    const file = path.join(distDir, url);
    const source = await readFile(file);
    scripts.set(url, { url, bytes: source.length, gzip: gz(source), source: source.toString("utf8") });
    const text = source.toString("utf8");
    for (const m of text.matchAll(/(?:import|from)\s*\(?\s*["'](\.{1,2}\/[^"']+\.js)(?:\?[^"']*)?["']/g)) {
      queue.push(path.posix.join(path.posix.dirname(url), pathOf(m[1])));
    }
  }
  const inline = [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]).join("");
  const styles = [];
  for (const m of html.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g)) {
    const source = await readFile(path.join(distDir, pathOf(m[1])));
    styles.push({ url: pathOf(m[1]), bytes: source.length, gzip: gz(source) });
  }
  const sum = (list, key) => list.reduce((s, x) => s + x[key], 0);
  const scriptList = [...scripts.values()];
  return {
    route,
    html: { bytes: Buffer.byteLength(html), gzip: gz(Buffer.from(html)) },
    js: {
      files: scriptList.length,
      bytes: sum(scriptList, "bytes") + inline.length,
      gzip: sum(scriptList, "gzip") + (inline ? gz(Buffer.from(inline)) : 0),
    },
    css: { files: styles.length, bytes: sum(styles, "bytes"), gzip: sum(styles, "gzip") },
    scripts: scriptList,
  };
}
