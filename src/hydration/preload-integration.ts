// Pages whose islands run at load (`client:load`: the payment form and the payment check) would otherwise discover
// their code one import at a time, a round trip each, before the island can render what the visitor reads first.
// After the build, each such page gets a <link rel="modulepreload"> in its <head> for every module of those islands,
// so the browser asks for all of them at once. Islands that wait for intent get none: their code is not for the load.
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { AstroIntegration } from "astro";
import { staticImports } from "./module-graph.ts";

const ORIGIN = "https://site.invalid";

/** The component and renderer of each island of `html` that hydrates at load. */
export function loadIslandEntries(html: string): string[] {
  const entries: string[] = [];
  for (const [tag] of html.matchAll(/<astro-island\b[^>]*>/g)) {
    if (!/\bclient="load"/.test(tag)) continue;
    for (const name of ["component-url", "renderer-url"]) {
      const url = new RegExp(`\\b${name}="([^"]+)"`).exec(tag)?.[1];
      if (url?.startsWith("/")) entries.push(url);
    }
  }
  return entries;
}

/** Every module `entries` import statically, themselves included, as site paths; `read` gives a module's source. */
export async function moduleClosure(entries: string[], read: (sitePath: string) => Promise<string>): Promise<string[]> {
  const found = new Set<string>();
  const queue = [...entries];
  while (queue.length) {
    const sitePath = queue.shift() as string;
    if (found.has(sitePath)) continue;
    found.add(sitePath);
    const source = await read(sitePath);
    for (const url of staticImports(source, ORIGIN + sitePath)) queue.push(new URL(url).pathname);
  }
  return [...found];
}

/** `html` with a modulepreload link for each of `modules` it does not hint already, at the end of its head. */
export function withModulePreloads(html: string, modules: string[]): string {
  const links = modules
    .filter((m) => !html.includes(`rel="modulepreload" href="${m}"`))
    .map((m) => `<link rel="modulepreload" href="${m}">`)
    .join("");
  return links ? html.replace("</head>", `${links}</head>`) : html;
}

async function htmlFiles(dir: string): Promise<string[]> {
  const out: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...(await htmlFiles(full)));
    else if (entry.name.endsWith(".html")) out.push(full);
  }
  return out;
}

export function preloadLoadIslands(): AstroIntegration {
  return {
    name: "preload-load-islands",
    hooks: {
      "astro:build:done": async ({ dir, logger }) => {
        const root = fileURLToPath(dir);
        const sources = new Map<string, Promise<string>>();
        const read = (sitePath: string) => {
          let source = sources.get(sitePath);
          if (!source) {
            source = readFile(path.join(root, sitePath), "utf8");
            sources.set(sitePath, source);
          }
          return source;
        };
        let pages = 0;
        for (const file of await htmlFiles(root)) {
          const html = await readFile(file, "utf8");
          if (!html.includes('client="load"')) continue;
          const entries = loadIslandEntries(html);
          if (!entries.length) continue;
          const next = withModulePreloads(html, await moduleClosure(entries, read));
          if (next !== html) {
            await writeFile(file, next);
            pages++;
          }
        }
        logger.info(`modulepreload hints for the islands that run at load: ${pages} page(s)`);
      },
    },
  };
}
