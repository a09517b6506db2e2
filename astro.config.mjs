// @ts-check

import { fileURLToPath } from "node:url";
import mdx from "@astrojs/mdx";
import netlify from "@astrojs/netlify";
import react from "@astrojs/react";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, envField } from "astro/config";
import { decapAdmin } from "./src/cms/integration.ts";
import { siteOrigin } from "./src/domain/site-url.ts";

/** Islands whose HTML is complete hydrate on the visitor's first sign of intent (`client:intent`). */
const hydrateOnIntent = {
  name: "hydrate-on-intent",
  hooks: {
    /** @param {{ addClientDirective: (d: { name: string; entrypoint: string }) => void }} options */
    "astro:config:setup": ({ addClientDirective }) =>
      addClientDirective({
        name: "intent",
        entrypoint: fileURLToPath(new URL("./src/hydration/intent-directive.ts", import.meta.url)),
      }),
  },
};

export default defineConfig({
  site: siteOrigin(process.env),
  output: "static",
  // Offline-friendly dev: edge-function emulation would download Deno (the site has none), and
  // environment variables come from .env, not from a linked Netlify site.
  adapter: netlify({ devFeatures: { edgeFunctions: false, environmentVariables: false, images: false } }),
  integrations: [react(), mdx(), hydrateOnIntent, decapAdmin()],
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
  env: {
    schema: {
      PUBLIC_ANALYTICS_ID: envField.string({ context: "client", access: "public", optional: true }),
      PUBLIC_CONTACT_EMAIL: envField.string({
        context: "client",
        access: "public",
        default: "contact@usjobsanalytics.com",
      }),
    },
    validateSecrets: false,
  },
});
