// The SSR function Astro's Netlify adapter writes for the on-demand pages (/compare): Netlify calls it for any path
// without a static file. Each render reads the dataset, so it gets a rate limit per client as /api/search has. The
// adapter has no option for one, and Netlify reads a function's `config` from its file without running it (a literal,
// not an import), so the limit is written into the `config` the adapter wrote, once the build is done.
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { AstroIntegration } from "astro";

/** Netlify's `config.rateLimit` of the on-demand pages: the same as /api/search's (netlify/functions/search.mts). */
export const SSR_RATE_LIMIT = { windowLimit: 60, windowSize: 60, aggregateBy: ["ip", "domain"] } as const;

/** Where the adapter writes the SSR function's entry, under the project's root. */
export const SSR_ENTRY = ".netlify/v1/functions/ssr/ssr.mjs";

const CONFIG_START = /export const config = \{/g;

/**
 * The SSR function's entry with SSR_RATE_LIMIT in its `config`. Throws when the text has not exactly one
 * `export const config = {` or already names a rate limit: the build stops rather than ship a page without one.
 */
export function withRateLimit(entry: string): string {
  const starts = entry.match(CONFIG_START)?.length ?? 0;
  if (starts !== 1) throw new Error(`${SSR_ENTRY}: expected one "export const config = {", found ${starts}`);
  if (/\brateLimit\s*:/.test(entry)) throw new Error(`${SSR_ENTRY}: its config already has a rateLimit`);
  return entry.replace(CONFIG_START, (start) => `${start}\n\trateLimit: ${JSON.stringify(SSR_RATE_LIMIT)},`);
}

/** Adds SSR_RATE_LIMIT to the SSR function the adapter wrote under `root`; a build without one is left alone. */
export async function limitSsrFunction(root: string): Promise<boolean> {
  const file = path.join(root, SSR_ENTRY);
  const entry = await readFile(file, "utf8").catch(() => null);
  if (entry === null) return false;
  await writeFile(file, withRateLimit(entry));
  return true;
}

/** The integration that does it after the adapter's own `astro:build:done` (an adapter's hooks run first). */
export function ssrRateLimit(): AstroIntegration {
  let root = process.cwd();
  return {
    name: "ssr-rate-limit",
    hooks: {
      "astro:config:done": ({ config }) => {
        root = fileURLToPath(config.root);
      },
      "astro:build:done": async () => {
        await limitSsrFunction(root);
      },
    },
  };
}
