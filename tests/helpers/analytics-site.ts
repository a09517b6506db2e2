// The site built a second time with an analytics id configured, served by the production-like
// server, for the end-to-end test that no query string or secret reaches analytics. The id is a
// public build-time setting (astro:env), inlined into the pages, so it needs a build of its own: a
// copy of the sources in .netlify/e2e-analytics (the adapter's output and dist/ of the main build
// stay untouched), built there and served from there. Started by playwright.config.ts.
// Usage: node tests/helpers/analytics-site.ts PORT ANALYTICS_ID
import { spawnSync } from "node:child_process";
import { cp, mkdir, rm, symlink } from "node:fs/promises";
import { join } from "node:path";
import { startServer } from "../../scripts/serve.ts";

const SOURCES = [
  "src",
  "public",
  "data/seed",
  "netlify",
  "astro.config.mjs",
  "package.json",
  "tsconfig.json",
  "netlify.toml",
];

async function buildCopy(root: string, copy: string, analyticsId: string): Promise<void> {
  await rm(copy, { recursive: true, force: true });
  await mkdir(copy, { recursive: true });
  for (const entry of SOURCES) await cp(join(root, entry), join(copy, entry), { recursive: true });
  await symlink(join(root, "node_modules"), join(copy, "node_modules"), "dir");
  const started = performance.now();
  const result = spawnSync(process.execPath, [join(root, "node_modules/astro/bin/astro.mjs"), "build"], {
    cwd: copy,
    env: { ...process.env, PUBLIC_ANALYTICS_ID: analyticsId, ASTRO_TELEMETRY_DISABLED: "1" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  if (result.status !== 0) throw new Error(`the analytics build failed with exit code ${result.status}`);
  console.log(`analytics build: ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

const [port, analyticsId] = [Number(process.argv[2]), process.argv[3]];
if (!port || !analyticsId) throw new Error("usage: node tests/helpers/analytics-site.ts PORT ANALYTICS_ID");
const root = process.cwd();
const copy = join(root, ".netlify/e2e-analytics");
await buildCopy(root, copy, analyticsId);
const running = await startServer({ root: copy, port, blobsDir: join(copy, "blobs"), fresh: true, quiet: true });
const stop = async () => {
  await running.close();
  process.exit(0);
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
