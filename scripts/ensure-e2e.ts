// Before the end-to-end tests: a browser to run them in, and a build of the site that is up to date.

import { buildIfNeeded } from "./lib/build-if-needed.ts";
import { ensureChromium } from "./lib/chromium.ts";

await ensureChromium();
// The end-to-end servers seed their own stores from data/seed: the pages are built from it too, whatever a
// developer's local store has published.
process.env["DATASET_FROM_BLOBS"] = "0";
await buildIfNeeded();
