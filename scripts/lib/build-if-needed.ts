// Runs `npm run build` when dist/ is missing, older than anything it is built from, or built from another dataset
// version than the one the build would read now (after a publish to the local store, say).
import { spawnSync } from "node:child_process";
import { readdir, readFile, stat } from "node:fs/promises";
import path from "node:path";
import { folderSource, readManifest } from "../../src/dataset/sources.ts";
import { readPointer } from "../../src/server/versions/version-store.ts";
import { connectBlobs } from "./blobs-connect.ts";
import { blobsAccess, PAGES_DATASET_FILE, SEED_DIR } from "./pull-dataset.ts";

/** What the pages are built from: a build older than any of them is out of date. */
export const BUILD_INPUTS = ["src", "public", "data/seed", "astro.config.mjs", "package.json", "netlify.toml"];

/** The newest modification time (ms) of `target` or anything under it; 0 when it does not exist. */
export async function newestMtime(target: string): Promise<number> {
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

/** The dataset version a build would read now: the local store's published version, else the seed's. */
async function wantedVersion(root: string): Promise<string> {
  const seed = async () => (await readManifest(folderSource(path.join(root, SEED_DIR)))).manifest.version;
  if (blobsAccess(root) !== "local") return seed();
  const disconnect = await connectBlobs(() => {});
  try {
    return (await readPointer())?.version ?? (await seed());
  } finally {
    await disconnect();
  }
}

/** The dataset version dist/ was built from, or null when no build recorded it. */
async function builtVersion(root: string): Promise<string | null> {
  const text = await readFile(path.join(root, PAGES_DATASET_FILE), "utf8").catch(() => null);
  if (text === null) return null;
  const version = (JSON.parse(text) as { version?: unknown }).version;
  return typeof version === "string" ? version : null;
}

/**
 * Why the site must be built now, or null when dist/ is newer than every input, was built from the dataset version
 * the build would read now, and the SSR function is in place.
 */
export async function buildReason(root = process.cwd()): Promise<string | null> {
  const built = (await ssrFunctionMissing(root))
    ? null
    : await stat(path.join(root, "dist/index.html")).catch(() => null);
  if (!built) return "No complete build yet (none, or its SSR function was emptied): building…";
  const newestInput = Math.max(...(await Promise.all(BUILD_INPUTS.map((p) => newestMtime(path.join(root, p))))));
  const [wanted, has] = await Promise.all([wantedVersion(root), builtVersion(root)]);
  if (wanted !== has)
    return `The pages were built from dataset ${has ?? "(unrecorded)"}, the store serves ${wanted}: building…`;
  if (newestInput > built.mtimeMs) return "Sources changed since the last build: building…";
  return null;
}

/** Builds the site when buildReason gives a reason. Returns true when it built. */
export async function buildIfNeeded(root = process.cwd()): Promise<boolean> {
  const reason = await buildReason(root);
  if (reason === null) return false;
  console.log(reason);
  const result = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
  if (result.status !== 0) throw new Error(`npm run build failed with exit code ${result.status}`);
  return true;
}
