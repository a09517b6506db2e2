// Before the end-to-end tests: a browser to run them in, and a build of the site that is up to date.

import { buildIfNeeded } from "./lib/build-if-needed.mjs";
import { ensureChromium } from "./lib/chromium.mjs";

await ensureChromium();
await buildIfNeeded();
