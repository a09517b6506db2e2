// Points @netlify/blobs at the stores an operator script works on: a Netlify site's (NETLIFY_SITE_ID and
// NETLIFY_API_TOKEN set) or the local file-backed store of `npm start` (BLOBS_DIR, default .netlify/blobs-serve).
// When `npm start` (or a test) serves that folder, the script uses its Blobs server, found through the folder's
// server file, so both write through one server and its per-key locks; otherwise it serves the folder itself for
// its lifetime.
import path from "node:path";
import { setEnvironmentContext } from "@netlify/blobs";
import { env } from "../../src/server/env.ts";
import { pointBlobsAt, runningLocalBlobs, startLocalBlobs } from "./local-blobs.ts";

/** Connects and returns the function that disconnects. */
export async function connectBlobs(log: (line: string) => void = console.log): Promise<() => Promise<void>> {
  const siteID = env("NETLIFY_SITE_ID");
  const token = env("NETLIFY_API_TOKEN");
  if (siteID && token) {
    setEnvironmentContext({ apiURL: "https://api.netlify.com", siteID, token });
    log(`Working on the stores of Netlify site ${siteID}.`);
    return async () => {};
  }
  const directory = path.resolve(env("BLOBS_DIR") ?? ".netlify/blobs-serve");
  const where = path.relative(process.cwd(), directory) || ".";
  const running = await runningLocalBlobs(directory);
  if (running) {
    pointBlobsAt(running.url, running.token);
    log(`Working on the local store in ${where} (through the running server at ${running.url}).`);
    return async () => {};
  }
  const server = await startLocalBlobs({ directory });
  log(`Working on the local store in ${where}.`);
  return () => server.stop();
}
