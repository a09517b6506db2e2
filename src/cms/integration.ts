// Puts Decap CMS at /admin: in the build (dist/admin) and under `astro dev`. The CMS's own bundle comes from the
// decap-cms package; the configuration is generated from src/cms/config.ts; only /admin loads any of it.

import { copyFile, mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { AstroIntegration } from "astro";
import { FIGURE_SERIES_IDS } from "../domain/article-figures.ts";
import { variableOf } from "../domain/environment.ts";
import { adminHtml, isCmsBundleFile } from "./admin-page.ts";
import { cmsConfig, publishesLocalBackend, repoFromUrl } from "./config.ts";

const here = path.dirname(fileURLToPath(import.meta.url));
const bundleDir = () => path.dirname(createRequire(import.meta.url).resolve("decap-cms/dist/decap-cms.js"));

function configText(site: string, localBackend: boolean): string {
  // JSON is YAML: the CMS reads config.yml with a YAML parser.
  const config = cmsConfig({
    repo: variableOf("CMS_REPO", process.env) ?? repoFromUrl(variableOf("REPOSITORY_URL", process.env)),
    branch: variableOf("CMS_BRANCH", process.env) ?? variableOf("BRANCH", process.env),
    siteUrl: site,
    localBackend,
  });
  return `${JSON.stringify(config, null, 2)}\n`;
}

/** The site's stylesheets as a built article page links them. */
async function builtStyles(dist: string): Promise<string[]> {
  const html = await readFile(path.join(dist, "insights/index.html"), "utf8").catch(() => "");
  return [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) => m[1] ?? "").filter(Boolean);
}

export function decapAdmin(): AstroIntegration {
  let site = "http://localhost:8888";
  return {
    name: "decap-admin",
    hooks: {
      "astro:config:done": ({ config }) => {
        if (config.site) site = config.site;
      },
      "astro:build:done": async ({ dir }) => {
        const dist = fileURLToPath(dir);
        const admin = path.join(dist, "admin");
        await mkdir(path.join(admin, "decap"), { recursive: true });
        const source = bundleDir();
        const files = (await readdir(source)).filter(isCmsBundleFile);
        await Promise.all(files.map((f) => copyFile(path.join(source, f), path.join(admin, "decap", f))));
        await copyFile(path.join(here, "preview.js"), path.join(admin, "preview.js"));
        await writeFile(
          path.join(admin, "config.yml"),
          configText(site, publishesLocalBackend(variableOf("CONTEXT", process.env))),
        );
        await writeFile(path.join(admin, "index.html"), adminHtml(await builtStyles(dist), FIGURE_SERIES_IDS));
      },
      "astro:server:setup": ({ server }) => {
        server.middlewares.use(async (req, res, next) => {
          const url = new URL(req.url ?? "/", "http://localhost");
          const send = (body: string | Buffer, type: string) => {
            res.setHeader("Content-Type", type);
            res.end(body);
          };
          if (url.pathname === "/admin" || url.pathname === "/admin/") {
            return send(adminHtml(["/src/styles/global.css?direct"], FIGURE_SERIES_IDS), "text/html; charset=utf-8");
          }
          if (url.pathname === "/admin/config.yml") return send(configText(site, true), "text/yaml; charset=utf-8");
          if (url.pathname === "/admin/preview.js") {
            return send(await readFile(path.join(here, "preview.js")), "text/javascript; charset=utf-8");
          }
          const file = /^\/admin\/decap\/([\w.-]+)$/.exec(url.pathname)?.[1];
          if (file && isCmsBundleFile(file)) {
            const type = file.endsWith(".wasm") ? "application/wasm" : "text/javascript; charset=utf-8";
            return send(await readFile(path.join(bundleDir(), file)), type);
          }
          next();
        });
      },
    },
  };
}
