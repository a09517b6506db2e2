// Points @netlify/blobs at the stores an operator script works on: a Netlify site's (NETLIFY_SITE_ID and
// NETLIFY_API_TOKEN set) or the local file-backed store of `npm start` (BLOBS_DIR, default .netlify/blobs-serve),
// served for the script's lifetime by a Blobs server of its own.
import path from "node:path";
import { setEnvironmentContext } from "@netlify/blobs";
import { BlobsServer } from "@netlify/blobs/server";
import { pointBlobsAt } from "./local-blobs.mjs";

/** Connects and returns the function that disconnects. */
export async function connectBlobs(log: (line: string) => void = console.log): Promise<() => Promise<void>> {
  const siteID = process.env.NETLIFY_SITE_ID;
  const token = process.env.NETLIFY_API_TOKEN;
  if (siteID && token) {
    setEnvironmentContext({ apiURL: "https://api.netlify.com", siteID, token });
    log(`Working on the stores of Netlify site ${siteID}.`);
    return async () => {};
  }
  const directory = path.resolve(process.env.BLOBS_DIR ?? ".netlify/blobs-serve");
  const localToken = "operator-local-token";
  const server = new BlobsServer({ directory, token: localToken });
  const { port } = await server.start();
  // The same site as scripts/serve.mjs, so this is the data `npm start` stored.
  pointBlobsAt(`http://127.0.0.1:${port}`, localToken);
  log(`Working on the local store in ${path.relative(process.cwd(), directory)}.`);
  return () => server.stop();
}
