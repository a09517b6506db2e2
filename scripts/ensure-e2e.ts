// Before the end-to-end tests: a browser to run them in, and a build of the site that is up to date.

import { buildIfNeeded } from "./lib/build-if-needed.ts";
import { ensureChromium } from "./lib/chromium.ts";

await ensureChromium();
await buildIfNeeded();
