// The build's _redirects file (Netlify's; the local server reads the same file, scripts/lib/static-site.ts): the
// place aliases of the dataset the pages are built from, each a permanent redirect to its canonical page
// (src/domain/place-aliases.ts). Written when Astro has built the pages, before whatever else the file holds.
import { readFile, writeFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import type { AstroIntegration } from "astro";
import { type AliasSource, placeAliases, withAliasRedirects } from "../domain/place-aliases";
import { placeData, placeList } from "./places";

/** The file Netlify reads redirects from, in the published folder. */
export const REDIRECTS_FILE = "_redirects";

/** What the alias rule reads of every place: a metro area's counties come from its own file. */
export function aliasSources(): AliasSource[] {
  return placeList().map((p) => ({ ...p, counties: p.kind === "metro" ? placeData(p.code).counties : [] }));
}

export function placeRedirects(): AstroIntegration {
  return {
    name: "place-redirects",
    hooks: {
      "astro:build:done": async ({ dir, logger }) => {
        const file = fileURLToPath(new URL(REDIRECTS_FILE, dir));
        const aliases = placeAliases(aliasSources());
        const existing = await readFile(file, "utf8").catch(() => "");
        await writeFile(file, withAliasRedirects(existing, aliases));
        logger.info(`${aliases.length} place aliases written to ${REDIRECTS_FILE}`);
      },
    },
  };
}
