// Points @netlify/blobs at the stores an operator script works on: a Netlify site's (NETLIFY_SITE_ID and
// NETLIFY_API_TOKEN set) or the local file-backed store of `npm start` (BLOBS_DIR, default .netlify/blobs-serve),
// served for the script's lifetime by a Blobs server of its own.
import path from "node:path";
import { setEnvironmentContext } from "@netlify/blobs";
import { BlobsServer } from "@netlify/blobs/server";

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
  const url = `http://127.0.0.1:${port}`;
  // The same site id as scripts/serve.mjs, so this is the data `npm start` stored.
  setEnvironmentContext({
    edgeURL: url,
    uncachedEdgeURL: url,
    token: localToken,
    siteID: "0",
    deployID: "0",
    primaryRegion: "us-east-2",
  });
  log(`Working on the local store in ${path.relative(process.cwd(), directory)}.`);
  return () => server.stop();
}
