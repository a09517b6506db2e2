/**
 * `npm run build`: the static pages from the dataset the site serves, without ever leaving it without pages.
 *
 * 1. Says which dataset the pages are built from and copies it (scripts/lib/pull-dataset.ts): the published
 *    version when the build can read the site's Blobs, else the committed seed.
 * 2. Runs `astro build` into a folder of its own (.netlify/build-next) and only when it succeeds puts it in place of
 *    dist/, so a failed build leaves the last good pages serving (the on-demand pages' function, which Astro's
 *    Netlify adapter empties when it starts, is put back as it was).
 * 3. Stages the dataset for the deploy store (scripts/lib/stage-dataset.ts) and notes which version dist/ holds
 *    (.netlify/pages-dataset.json, for `npm start` to know when the pages are behind the store).
 * 4. Where it read the site's Blobs, records the outcome (key `page-build` of the versions store): /api/health and
 *    /updates show a failed rebuild, and the operator is emailed once per failing episode.
 *
 * Exit code 0 built; 1 failed (the last good build is untouched).
 */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { cp, mkdir, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import type { BuildOutcome } from "../src/domain/page-build.ts";
import { recordPageBuild } from "../src/server/versions/page-build.ts";
import { connectBlobs } from "./lib/blobs-connect.ts";
import {
  type BlobsAccess,
  blobsAccess,
  type DatasetForBuild,
  PAGES_DATASET_FILE,
  PublishedVersionUnreadable,
  pullDataset,
} from "./lib/pull-dataset.ts";
import { stageDataset } from "./lib/stage-dataset.ts";

const root = process.cwd();
const NEXT = ".netlify/build-next";
const SSR = ".netlify/v1/functions/ssr";
const SSR_BACKUP = ".netlify/build-last-good-ssr";

async function astroBuild(): Promise<void> {
  const astro = path.join(root, "node_modules/astro/bin/astro.mjs");
  const result = spawnSync(process.execPath, [astro, "build"], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, ASTRO_OUT_DIR: NEXT },
  });
  if (result.status !== 0) throw new Error(`astro build failed (exit code ${result.status ?? result.signal})`);
}

/** dist/ is replaced by the new build in two renames, so it is never missing for more than an instant. */
async function swapIntoPlace(): Promise<void> {
  const old = ".netlify/build-previous";
  await rm(old, { recursive: true, force: true });
  if (existsSync("dist")) await rename("dist", old);
  await rename(NEXT, "dist");
  await rm(old, { recursive: true, force: true });
}

async function record(access: BlobsAccess, outcome: BuildOutcome): Promise<void> {
  if (access === "none") return;
  const disconnect = await connectBlobs(() => {});
  try {
    await recordPageBuild(outcome, (line) => console.log(line));
  } finally {
    await disconnect();
  }
}

const access = blobsAccess(root);
let dataset: DatasetForBuild | null = null;
try {
  dataset = await pullDataset(access, root, (line) => console.log(line));
  console.log(dataset.line);
  await rm(SSR_BACKUP, { recursive: true, force: true });
  if (existsSync(SSR)) await cp(SSR, SSR_BACKUP, { recursive: true });
  await rm(NEXT, { recursive: true, force: true });
  try {
    await astroBuild();
  } catch (error) {
    await rm(NEXT, { recursive: true, force: true });
    if (existsSync(SSR_BACKUP)) {
      await rm(SSR, { recursive: true, force: true });
      await rename(SSR_BACKUP, SSR);
    }
    throw error;
  }
  await swapIntoPlace();
  await rm(SSR_BACKUP, { recursive: true, force: true });
  console.log(`staged ${await stageDataset(root)} dataset files for the deploy store`);
  const at = new Date().toISOString();
  await mkdir(".netlify", { recursive: true });
  await writeFile(
    PAGES_DATASET_FILE,
    `${JSON.stringify({ version: dataset.version, from: dataset.from, builtAt: at })}\n`,
  );
  await record(access, { ok: true, at, version: dataset.version, from: dataset.from });
  console.log(
    `pages built from ${dataset.from === "published" ? "published version" : "data/seed"} ${dataset.version}`,
  );
} catch (error) {
  const reason = (error as Error).message;
  console.error(`build failed: ${reason}; the last good build is untouched`);
  const version = dataset?.version ?? (error instanceof PublishedVersionUnreadable ? error.version : null);
  await record(access, { ok: false, at: new Date().toISOString(), version, reason }).catch((e: Error) =>
    console.error(`the failure could not be recorded: ${e.message}`),
  );
  process.exitCode = 1;
}
