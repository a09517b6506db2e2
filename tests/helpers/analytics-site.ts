// The site built a second time with an analytics id configured, served by the production-like server, for the
// end-to-end test that no query string or secret reaches analytics (tests/e2e/security-analytics.spec.ts starts it
// from a worker fixture, so only a run that includes that spec pays for it). The id is a public build-time setting
// (astro:env), inlined into the pages, so it needs a build of its own: a copy of the sources in .netlify/e2e-analytics
// (the adapter's output and dist/ of the main build stay untouched), built there and served from there. The copy is
// built again only when a source is newer than its last build or the id differs: a second run starts in seconds.
//
// Usage: node tests/helpers/analytics-site.ts ANALYTICS_ID [PORT]   (port 0, the default: any free port)
// Prints "analytics site: <url>" once it serves.
import { spawnSync } from "node:child_process";
import { cp, mkdir, readFile, rm, symlink, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { newestMtime } from "../../scripts/lib/build-if-needed.ts";
import { startServer } from "../../scripts/serve.ts";

/** What the copy is made of: what the build reads, and the functions and settings the server loads. */
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
/** The copy's record of its last good build: the id it was built with and when the build started. */
const STAMP = ".e2e-build.json";

/** The reason the copy must be built (again), or null when its last build is newer than every source. */
async function rebuildReason(root: string, copy: string, analyticsId: string): Promise<string | null> {
  const text = await readFile(join(copy, STAMP), "utf8").catch(() => null);
  if (text === null) return "no build yet";
  const stamp = JSON.parse(text) as { analyticsId?: string; startedAt?: number };
  if (stamp.analyticsId !== analyticsId) return `built with another id (${stamp.analyticsId})`;
  const newest = Math.max(...(await Promise.all(SOURCES.map((entry) => newestMtime(join(root, entry))))));
  return newest > (stamp.startedAt ?? 0) ? "sources changed since its last build" : null;
}

/** Builds the copy in `copy` when rebuildReason gives a reason; returns what it did, for the log. */
export async function buildAnalyticsCopy(root: string, copy: string, analyticsId: string): Promise<string> {
  const reason = await rebuildReason(root, copy, analyticsId);
  if (reason === null) return "analytics build: up to date";
  const startedAt = Date.now();
  await rm(copy, { recursive: true, force: true });
  await mkdir(copy, { recursive: true });
  for (const entry of SOURCES) await cp(join(root, entry), join(copy, entry), { recursive: true });
  await symlink(join(root, "node_modules"), join(copy, "node_modules"), "dir");
  const result = spawnSync(process.execPath, [join(root, "node_modules/astro/bin/astro.mjs"), "build"], {
    cwd: copy,
    env: { ...process.env, PUBLIC_ANALYTICS_ID: analyticsId, ASTRO_TELEMETRY_DISABLED: "1" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  if (result.status !== 0) throw new Error(`the analytics build failed with exit code ${result.status}`);
  await writeFile(join(copy, STAMP), JSON.stringify({ analyticsId, startedAt }));
  return `analytics build (${reason}): ${((Date.now() - startedAt) / 1000).toFixed(1)} s`;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const [analyticsId, port = "0"] = process.argv.slice(2);
  if (!analyticsId) throw new Error("usage: node tests/helpers/analytics-site.ts ANALYTICS_ID [PORT]");
  const root = process.cwd();
  const copy = join(root, ".netlify/e2e-analytics");
  console.error(await buildAnalyticsCopy(root, copy, analyticsId));
  const running = await startServer({
    root: copy,
    port: Number(port),
    blobsDir: join(copy, "blobs"),
    fresh: true,
    quiet: true,
  });
  console.log(`analytics site: ${running.url}`);
  const stop = async () => {
    await running.close();
    process.exit(0);
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}
