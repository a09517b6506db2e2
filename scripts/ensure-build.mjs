// Used before end-to-end tests: they run against the built site.
import { buildIfNeeded } from "./lib/build-if-needed.mjs";

await buildIfNeeded();
