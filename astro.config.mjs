// @ts-check

import { fileURLToPath } from "node:url";
import mdx from "@astrojs/mdx";
import netlify from "@astrojs/netlify";
import react from "@astrojs/react";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, envField } from "astro/config";
import { decapAdmin } from "./src/cms/integration.ts";
import { placeRedirects } from "./src/data/place-redirects.ts";
import { DEFAULT_PUBLIC_CONTACT_EMAIL, environmentProblems, PAGE_VARIABLES } from "./src/domain/environment.ts";
import { siteOrigin } from "./src/domain/site-url.ts";
import { ssrRateLimit } from "./src/server/ssr-function.ts";

/** Islands whose HTML is complete hydrate on the visitor's first sign of intent (`client:intent`); an island that must
 * run without waiting for the visitor hydrates once the page has loaded and painted (`client:painted`). */
const hydrateOnIntent = {
  name: "hydrate-on-intent",
  hooks: {
    /** @param {{ addClientDirective: (d: { name: string; entrypoint: string }) => void }} options */
    "astro:config:setup": ({ addClientDirective }) => {
      for (const name of ["intent", "painted"])
        addClientDirective({
          name,
          entrypoint: fileURLToPath(new URL(`./src/hydration/${name}-directive.ts`, import.meta.url)),
        });
    },
  },
};

/**
 * Netlify's adapter empties its SSR function's folder whenever Astro loads this config; the unit tests load it for
 * Vite (getViteConfig) and need no adapter, so they leave the last build's function in place.
 */
const adapter = process.env["VITEST"]
  ? undefined
  : netlify({
      devFeatures: { edgeFunctions: false, environmentVariables: false, images: false },
      // The on-demand page (/compare) renders the site's layout on request, which reads the dataset's entity files
      // (src/data/published-dataset.ts: the pulled version, else the seed) from disk: they go into its SSR function.
      includeFiles: ["data/seed/*.json", ".netlify/dataset-build/*.json"],
    });

// A page variable that is set but unusable stops the build with its name, rather than shipping pages built with it.
const pageProblems = environmentProblems(process.env, PAGE_VARIABLES);
if (pageProblems.length > 0) throw new Error(`Invalid build settings:\n${pageProblems.join("\n")}`);

export default defineConfig({
  site: siteOrigin(process.env),
  output: "static",
  // `npm run build` (scripts/build.ts) builds into a folder of its own and moves it to dist/ only when it succeeds.
  outDir: process.env["ASTRO_OUT_DIR"] || "./dist",
  // Offline-friendly dev: edge-function emulation would download Deno (the site has none), and
  // environment variables come from .env, not from a linked Netlify site.
  ...(adapter === undefined ? {} : { adapter }),
  // ssrRateLimit: the on-demand pages' SSR function gets /api/search's rate limit (src/server/ssr-function.ts).
  // placeRedirects: the place aliases' permanent redirects in dist/_redirects (src/data/place-redirects.ts).
  integrations: [react(), mdx(), hydrateOnIntent, decapAdmin(), ssrRateLimit(), placeRedirects()],
  // No code blocks in the site's Markdown; Shiki's inline styles would conflict with the CSP.
  markdown: { syntaxHighlight: false },
  build: { inlineStylesheets: "never" },
  // A Content-Security-Policy <meta> on every page, with hashes of the scripts and styles Astro
  // emits (no 'unsafe-inline' for scripts). Pages that need more (checkout: Stripe) add it with
  // Astro.csp. frame-ancestors cannot live in a <meta>; netlify.toml sends it as a header.
  security: {
    csp: {
      directives: [
        "default-src 'self'",
        "img-src 'self' data:",
        "font-src 'self'",
        "connect-src 'self'",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
      ],
      scriptDirective: { resources: ["'self'"] },
      // React sets a few style attributes (bar widths, colours); no style elements are inlined.
      styleDirective: { resources: ["'self'", { resource: "'unsafe-inline'", kind: "attribute" }] },
    },
  },
  vite: { plugins: [tailwindcss()] },
  // The public values pages are built with: their names and checks are src/domain/environment.ts's (PAGE_VARIABLES).
  env: {
    schema: {
      PUBLIC_ANALYTICS_ID: envField.string({ context: "client", access: "public", optional: true }),
      PUBLIC_CONTACT_EMAIL: envField.string({
        context: "client",
        access: "public",
        default: DEFAULT_PUBLIC_CONTACT_EMAIL,
      }),
    },
    validateSecrets: false,
  },
});
