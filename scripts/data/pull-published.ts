/**
 * Before `astro build`: makes the build read the dataset the site serves, not only the committed seed.
 *
 * When the build can reach the site's Blobs (on Netlify: SITE_ID or NETLIFY_SITE_ID with NETLIFY_API_TOKEN; or
 * DATASET_FROM_BLOBS=1 for the local store of `npm start`, BLOBS_DIR) and a refresh has published a version, its
 * files are written to .netlify/dataset-build/ with the update history and release calendar, and the pages are
 * built from there (src/data/published-dataset.ts). Otherwise the folder is removed and the pages are built from data/seed/.
 */
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { env } from "../../src/server/env.ts";
import { readForecasts } from "../../src/server/outlook-record.ts";
import { datasetVersionsStore } from "../../src/server/stores.ts";
import { readCalendar, readHistory, readLastRun } from "../../src/server/versions/history.ts";
import { readPointer, versionKey } from "../../src/server/versions/version-store.ts";
import { connectBlobs } from "../lib/blobs-connect.ts";

// DATASET_BUILD_DIR moves the folder (tests use a temporary one); src/data/published-dataset.ts reads the same variable.
const OUT = path.resolve(env("DATASET_BUILD_DIR") ?? ".netlify/dataset-build");
await rm(OUT, { recursive: true, force: true });

const siteID = env("SITE_ID") ?? env("NETLIFY_SITE_ID");
const onNetlify = Boolean(siteID && env("NETLIFY_API_TOKEN"));
if (!onNetlify && env("DATASET_FROM_BLOBS") !== "1") {
  console.log("dataset for the build: data/seed (set DATASET_FROM_BLOBS=1 to build from the local store)");
  process.exit(0);
}
if (onNetlify && siteID && !env("NETLIFY_SITE_ID")) process.env["NETLIFY_SITE_ID"] = siteID;

const disconnect = await connectBlobs(() => {});
try {
  const pointer = await readPointer();
  if (!pointer) {
    console.log("dataset for the build: data/seed (no refresh has published a version yet)");
  } else {
    const store = datasetVersionsStore();
    const manifestText = await store.get(versionKey(pointer.version, "manifest"), { type: "text" });
    if (manifestText === null) throw new Error(`version ${pointer.version} has no manifest`);
    const manifest = JSON.parse(manifestText) as { entities: Record<string, { file: string }> };
    await mkdir(OUT, { recursive: true });
    for (const [name, entry] of Object.entries(manifest.entities)) {
      const text = await store.get(versionKey(pointer.version, name), { type: "text" });
      if (text === null) throw new Error(`version ${pointer.version} is missing ${name}`);
      await writeFile(path.join(OUT, entry.file), text);
    }
    // Each occupation's file, as the occupations index lists them (occupation/15-1252.json).
    const occupations = manifest.entities["occupations"];
    if (occupations) {
      const index = JSON.parse(await readFile(path.join(OUT, occupations.file), "utf8")) as { data: { soc: string }[] };
      await mkdir(path.join(OUT, "occupation"), { recursive: true });
      for (const { soc } of index.data) {
        const text = await store.get(versionKey(pointer.version, `occupation/${soc}`), { type: "text" });
        if (text === null) throw new Error(`version ${pointer.version} is missing occupation/${soc}`);
        await writeFile(path.join(OUT, "occupation", `${soc}.json`), text);
      }
    }
    await writeFile(path.join(OUT, "manifest.json"), manifestText);
    const [history, calendar, lastRun] = await Promise.all([readHistory(), readCalendar(), readLastRun()]);
    await writeFile(path.join(OUT, "updates.json"), JSON.stringify({ pointer, history, calendar, lastRun }));
    // The record of live forecasts, for /outlook.
    await writeFile(path.join(OUT, "forecasts.json"), JSON.stringify(await readForecasts()));
    console.log(`dataset for the build: published version ${pointer.version} (since ${pointer.publishedAt})`);
  }
} catch (error) {
  // A build never fails for this: the committed seed is a complete dataset.
  await rm(OUT, { recursive: true, force: true });
  console.log(
    `dataset for the build: data/seed (the published version could not be read: ${(error as Error).message})`,
  );
} finally {
  await disconnect();
}
