// Runs `npm run build` when dist/ is missing or older than anything it is built from.
import { spawnSync } from "node:child_process";
import { readdir, stat } from "node:fs/promises";
import path from "node:path";

const INPUTS = ["src", "public", "data/seed", "astro.config.mjs", "package.json", "netlify.toml"];

async function newestMtime(target: string): Promise<number> {
  const info = await stat(target).catch(() => null);
  if (!info) return 0;
  if (!info.isDirectory()) return info.mtimeMs;
  let newest = info.mtimeMs;
  for (const entry of await readdir(target)) newest = Math.max(newest, await newestMtime(path.join(target, entry)));
  return newest;
}

/**
 * Whether the SSR function of the on-demand pages (/compare) is missing: Astro's Netlify adapter empties its folder
 * whenever Astro loads the config (`astro check`, `astro dev`), so a build can lose it after it was made.
 */
async function ssrFunctionMissing(root: string): Promise<boolean> {
  const folder = path.join(root, ".netlify/v1/functions/ssr");
  const entries = await readdir(folder).catch(() => null);
  return entries !== null && !entries.includes("ssr.mjs");
}

/** Builds the site unless dist/ is newer than every input and the SSR function is in place. Returns true when it built. */
export async function buildIfNeeded(root = process.cwd()): Promise<boolean> {
  const built = (await ssrFunctionMissing(root))
    ? null
    : await stat(path.join(root, "dist/index.html")).catch(() => null);
  if (built) {
    const newestInput = Math.max(...(await Promise.all(INPUTS.map((p) => newestMtime(path.join(root, p))))));
    if (newestInput <= built.mtimeMs) return false;
  }
  console.log(
    built
      ? "Sources changed since the last build: building…"
      : "No complete build yet (none, or its SSR function was emptied): building…",
  );
  const result = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
  if (result.status !== 0) throw new Error(`npm run build failed with exit code ${result.status}`);
  return true;
}
