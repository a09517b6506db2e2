// After `astro build`: stages the dataset the pages were built from (the published version the build pulled, else
// the committed seed) for Netlify's deploy-time Blobs upload (the Frameworks API folder
// .netlify/v1/blobs/deploy/<key>/blob). Netlify uploads it into the deploy store that src/server/stores.ts reads,
// so each deploy serves the dataset it was built with. Every file its manifest lists, the manifest last.
import { existsSync } from "node:fs";
import { mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { blobKey } from "../../src/dataset/files.ts";
import { copyDataset, type DatasetSink, folderSource } from "../../src/dataset/sources.ts";
import { DATASET_PREFIX } from "../../src/server/stores.ts";
import { pulledDir, SEED_DIR } from "./pull-dataset.ts";

/** Netlify's deploy-upload layout: one folder per key holding the value as `blob`. */
function deployUploadSink(dir: string): DatasetSink {
  return {
    label: path.relative(process.cwd(), dir),
    write: async (file, text) => {
      const keyDir = path.join(dir, `${DATASET_PREFIX}${blobKey(file)}`);
      await mkdir(keyDir, { recursive: true });
      await writeFile(path.join(keyDir, "blob"), text);
    },
  };
}

/** Stages the dataset of the build; returns how many files (manifest included). */
export async function stageDataset(root = process.cwd()): Promise<number> {
  const pulled = pulledDir(root);
  const from = existsSync(path.join(pulled, "manifest.json")) ? pulled : path.join(root, SEED_DIR);
  const deployDir = path.join(root, ".netlify/v1/blobs/deploy");
  await rm(path.join(deployDir, DATASET_PREFIX), { recursive: true, force: true });
  const manifest = await copyDataset(folderSource(from), deployUploadSink(deployDir));
  return (manifest.files?.length ?? 0) + 1;
}
