// @ts-check
import { defineConfig, envField } from "astro/config";
import react from "@astrojs/react";
import netlify from "@astrojs/netlify";
import tailwindcss from "@tailwindcss/vite";

export default defineConfig({
  site: process.env.URL ?? "http://localhost:8888",
  output: "static",
  // Offline-friendly dev: edge-function emulation would download Deno (the site has none), and
  // environment variables come from .env, not from a linked Netlify site.
  adapter: netlify({ devFeatures: { edgeFunctions: false, environmentVariables: false, images: false } }),
  integrations: [react()],
  prefetch: { prefetchAll: false, defaultStrategy: "hover" },
  build: { inlineStylesheets: "never" },
  vite: { plugins: [tailwindcss()] },
  env: {
    schema: {
      PUBLIC_ANALYTICS_ID: envField.string({ context: "client", access: "public", optional: true }),
      PUBLIC_CONTACT_EMAIL: envField.string({
        context: "client",
        access: "public",
        default: "contact@usjobsanalytics.com",
      }),
      PUBLIC_STRIPE_PUBLISHABLE_KEY: envField.string({ context: "client", access: "public", optional: true }),
    },
    validateSecrets: false,
  },
});
