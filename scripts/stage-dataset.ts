// After `astro build`: stages the dataset the pages were built from (the published version that
// scripts/data/pull-published.ts fetched, else the committed seed) for Netlify's deploy-time Blobs upload
// (the Frameworks API folder .netlify/v1/blobs/deploy/<key>/blob). Netlify uploads it into the deploy
// store that src/server/stores.ts reads, so each deploy serves the dataset it was built with.
import { existsSync } from "node:fs";
import { copyFile, mkdir, readdir, rm } from "node:fs/promises";
import path from "node:path";

const root = process.cwd();
const pulled = path.resolve(root, process.env["DATASET_BUILD_DIR"] || ".netlify/dataset-build");
const seedDir = existsSync(path.join(pulled, "manifest.json")) ? pulled : path.join(root, "data/seed");
const outDir = path.join(root, ".netlify/v1/blobs/deploy/dataset");

// Entity files, and the further files of an entity in its folder (occupation/15-1252.json → key occupation/15-1252).
const files = (await readdir(seedDir, { recursive: true }).catch((): string[] => []))
  .map((f) => f.split(path.sep).join("/"))
  .filter((f) => f.endsWith(".json") && f !== "updates.json");
await rm(outDir, { recursive: true, force: true });
for (const file of files) {
  const keyDir = path.join(outDir, file.replace(/\.json$/, ""));
  await mkdir(keyDir, { recursive: true });
  await copyFile(path.join(seedDir, file), path.join(keyDir, "blob"));
}
console.log(`staged ${files.length} dataset files for the deploy store`);
