// What a built page makes the browser download: its scripts (entry scripts, island components and
// renderers, and every module they import, statically or dynamically) and stylesheets, with their
// gzipped sizes. Used by the budget tests and the benchmark.
import { readFile } from "node:fs/promises";
import path from "node:path";
import { gzipSync } from "node:zlib";

/** The HTML file of a route in dist/ ("/" → dist/index.html, "/404" → dist/404.html). */
export function htmlFileOf(distDir: string, route: string): string {
  if (route === "/") return path.join(distDir, "index.html");
  if (route === "/404") return path.join(distDir, "404.html");
  return path.join(distDir, route.replace(/^\//, ""), "index.html");
}

/** A URL path without its query (Netlify's build adds ?dpl=<deploy id> for skew protection). */
const pathOf = (url: string): string => url.split("?")[0] ?? url;

/** The client directives whose islands load only when the visitor acts on them (the site's `client:intent`). */
export const ON_INTERACTION_DIRECTIVES = new Set(["intent"]);

const attr = (tag: string, name: string): string | undefined => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];

/** The page's islands: each one's component and renderer scripts and its client directive. */
/** An island of a page: its component and renderer scripts and its client directive. */
export interface Island {
  component: string;
  renderer: string;
  client: string;
}

/** The page's islands: each one's component and renderer scripts and its client directive. */
export function islandsOf(html: string): Island[] {
  return [...html.matchAll(/<astro-island\s[^>]*>/g)].map(([tag]) => ({
    component: pathOf(attr(tag, "component-url") ?? ""),
    renderer: pathOf(attr(tag, "renderer-url") ?? ""),
    client: attr(tag, "client") ?? "",
  }));
}

/** Scripts the page loads by itself: its script tags, module preloads and the islands that hydrate without the visitor. */
function loadScripts(html: string): string[] {
  const urls = new Set<string>();
  for (const m of html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)) if (m[1]) urls.add(m[1]);
  for (const m of html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)) if (m[1]) urls.add(m[1]);
  for (const island of islandsOf(html)) {
    if (ON_INTERACTION_DIRECTIVES.has(island.client)) continue;
    urls.add(island.component);
    urls.add(island.renderer);
  }
  return [...urls].filter((u) => u.startsWith("/")).map(pathOf);
}

const gz = (buf: Buffer): number => gzipSync(buf, { level: 9 }).length;

/** Every script `entries` pull in (static and dynamic imports), except those in `known`; read once into `cache`. */
/** A script a page loads: its URL, its bytes raw and gzipped, and its source. */
export interface Script {
  url: string;
  bytes: number;
  gzip: number;
  source: string;
}

async function closure(
  distDir: string,
  entries: string[],
  known: Set<string>,
  cache: Map<string, Script>,
): Promise<Map<string, Script>> {
  const found = new Map<string, Script>();
  const queue = [...entries];
  while (queue.length) {
    const url = queue.shift();
    if (!url || known.has(url) || found.has(url)) continue;
    let script = cache.get(url);
    if (!script) {
      const source = await readFile(path.join(distDir, url));
      script = { url, bytes: source.length, gzip: gz(source), source: source.toString("utf8") };
      cache.set(url, script);
    }
    found.set(url, script);
    for (const m of script.source.matchAll(/(?:import|from)\s*\(?\s*["'](\.{1,2}\/[^"']+\.js)(?:\?[^"']*)?["']/g)) {
      queue.push(path.posix.join(path.posix.dirname(url), pathOf(m[1] ?? "")));
    }
  }
  return found;
}

const sum = <K extends string>(list: Record<K, number>[], key: K): number => list.reduce((s, x) => s + x[key], 0);

/**
 * Scripts and styles a route loads, with raw and gzipped bytes, plus the inline script bytes. `htmlText` is the page
 * of a route rendered on request (not in dist/), as the server answered it.
 */
export async function routeAssets(distDir: string, route: string, htmlText?: string) {
  const html = htmlText ?? (await readFile(htmlFileOf(distDir, route), "utf8"));
  const cache = new Map<string, Script>();
  const scripts = await closure(distDir, loadScripts(html), new Set(), cache);
  // Each island that waits for the visitor, with the code it adds to what the page has already loaded.
  const waiting = islandsOf(html).filter((i) => ON_INTERACTION_DIRECTIVES.has(i.client));
  const loaded = new Set(scripts.keys());
  const islands: { component: string; client: string; files: number; gzip: number }[] = [];
  for (const island of waiting) {
    const added = [...(await closure(distDir, [island.component, island.renderer], loaded, cache)).values()];
    islands.push({ component: island.component, client: island.client, files: added.length, gzip: sum(added, "gzip") });
  }
  const all = waiting.flatMap((i) => [i.component, i.renderer]);
  const onInteraction = [...(await closure(distDir, all, loaded, cache)).values()];
  const inline = [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]).join("");
  const styles: { url: string; bytes: number; gzip: number }[] = [];
  for (const m of html.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g)) {
    const href = pathOf(m[1] ?? "");
    const source = await readFile(path.join(distDir, href));
    styles.push({ url: href, bytes: source.length, gzip: gz(source) });
  }
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
    /** Code loaded only when the visitor acts on an island: all of it, and what each island adds by itself. */
    onInteraction: { files: onInteraction.length, gzip: sum(onInteraction, "gzip"), islands, scripts: onInteraction },
    scripts: scriptList,
  };
}
