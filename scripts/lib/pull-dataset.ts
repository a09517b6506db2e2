// Which dataset the pages are built from, and its copy for the build: the version the live refresh published when
// the build can read the site's Blobs, else the committed seed. The copy goes to .netlify/dataset-build/ (every file
// the version's manifest lists, each checked against its hash, the manifest last) with the update history, the
// release calendar and the forecast record; src/data/published-dataset.ts reads it while Astro builds.
import { existsSync } from "node:fs";
import { rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { copyDataset, folderSink, folderSource, readManifest } from "../../src/dataset/sources.ts";
import { env } from "../../src/server/env.ts";
import { readForecasts } from "../../src/server/outlook-record.ts";
import { readCalendar, readHistory, readLastRun } from "../../src/server/versions/history.ts";
import { readPointer, versionSource } from "../../src/server/versions/version-store.ts";
import { connectBlobs } from "./blobs-connect.ts";

export const SEED_DIR = "data/seed";

/** Which dataset dist/ was built from ({ version, from, builtAt }), written by `npm run build`. */
export const PAGES_DATASET_FILE = ".netlify/pages-dataset.json";

/** Where the build reads its dataset: a Netlify site's stores, the local store of `npm start`, or none (the seed). */
export type BlobsAccess = "netlify" | "local" | "none";

/**
 * On Netlify (SITE_ID or NETLIFY_SITE_ID with NETLIFY_API_TOKEN) the site's stores; locally the store of `npm start`
 * (BLOBS_DIR, default .netlify/blobs-serve) when that folder exists, so that after a local publish the pages are
 * built from what the API serves. DATASET_FROM_BLOBS=0 builds from the seed whatever exists (the end-to-end tests'
 * own store is seeded from it), =1 reads the local store even before its folder exists.
 */
export function blobsAccess(root = process.cwd()): BlobsAccess {
  const siteID = env("SITE_ID") ?? env("NETLIFY_SITE_ID");
  const choice = env("DATASET_FROM_BLOBS");
  if (choice === "0") return "none";
  if (siteID && env("NETLIFY_API_TOKEN")) {
    if (!env("NETLIFY_SITE_ID")) process.env["NETLIFY_SITE_ID"] = siteID;
    return "netlify";
  }
  if (choice === "1") return "local";
  return existsSync(path.resolve(root, env("BLOBS_DIR") ?? ".netlify/blobs-serve")) ? "local" : "none";
}

/** A published version the build cannot copy whole: the pages must not be built from the seed instead. */
export class PublishedVersionUnreadable extends Error {
  readonly version: string;
  constructor(version: string, reason: string) {
    super(`the published version ${version} cannot be read: ${reason}`);
    this.version = version;
  }
}

export interface DatasetForBuild {
  /** "published": the served version from Blobs; "seed": the committed seed. */
  readonly from: "published" | "seed";
  readonly version: string;
  /** The one line that says which dataset the pages are built from, and why. */
  readonly line: string;
}

/** The folder the build's copy of the published version goes to (DATASET_BUILD_DIR moves it; tests use their own). */
export function pulledDir(root = process.cwd()): string {
  return path.resolve(root, env("DATASET_BUILD_DIR") ?? ".netlify/dataset-build");
}

async function seedVersion(root: string): Promise<string> {
  return (await readManifest(folderSource(path.join(root, SEED_DIR), SEED_DIR))).manifest.version;
}

/**
 * Copies the served version for the build, or clears the copy so the build reads the seed. A published version that
 * cannot be copied whole (a file missing or altered) throws: pages built from the seed while the API serves the
 * published version would disagree with it, so such a build must fail and leave the last good pages serving.
 */
export async function pullDataset(
  access: BlobsAccess,
  root = process.cwd(),
  log: (line: string) => void = () => {},
): Promise<DatasetForBuild> {
  const out = pulledDir(root);
  await rm(out, { recursive: true, force: true });
  if (access === "none") {
    const version = await seedVersion(root);
    const why = env("DATASET_FROM_BLOBS") === "0" ? "DATASET_FROM_BLOBS=0" : "no Blobs store to read";
    return { from: "seed", version, line: `dataset for the build: data/seed ${version} (${why})` };
  }
  const disconnect = await connectBlobs(log);
  try {
    const pointer = await readPointer();
    if (!pointer) {
      const version = await seedVersion(root);
      return {
        from: "seed",
        version,
        line: `dataset for the build: data/seed ${version} (no refresh has published a version yet)`,
      };
    }
    try {
      await copyDataset(versionSource(pointer.version), folderSink(out, path.relative(root, out)));
      const [history, calendar, lastRun] = await Promise.all([readHistory(), readCalendar(), readLastRun()]);
      await writeFile(path.join(out, "updates.json"), JSON.stringify({ pointer, history, calendar, lastRun }));
      await writeFile(path.join(out, "forecasts.json"), JSON.stringify(await readForecasts()));
    } catch (error) {
      await rm(out, { recursive: true, force: true });
      throw new PublishedVersionUnreadable(pointer.version, (error as Error).message);
    }
    return {
      from: "published",
      version: pointer.version,
      line: `dataset for the build: published version ${pointer.version} (since ${pointer.publishedAt})`,
    };
  } finally {
    await disconnect();
  }
}
