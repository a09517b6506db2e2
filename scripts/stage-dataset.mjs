// After `astro build`: stages the seed dataset for Netlify's deploy-time Blobs upload (the
// Frameworks API folder .netlify/v1/blobs/deploy/<key>/blob). Netlify uploads it into the deploy
// store that src/server/stores.ts reads, so each deploy serves the dataset it was built with.
import { copyFile, mkdir, readdir, rm } from "node:fs/promises";
import path from "node:path";

const root = process.cwd();
const seedDir = path.join(root, "data/seed");
const outDir = path.join(root, ".netlify/v1/blobs/deploy/dataset");

const files = (await readdir(seedDir).catch(() => [])).filter((f) => f.endsWith(".json"));
await rm(outDir, { recursive: true, force: true });
for (const file of files) {
  const keyDir = path.join(outDir, file.replace(/\.json$/, ""));
  await mkdir(keyDir, { recursive: true });
  await copyFile(path.join(seedDir, file), path.join(keyDir, "blob"));
}
console.log(`staged ${files.length} dataset files for the deploy store`);
