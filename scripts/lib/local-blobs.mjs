// A real file-backed Netlify Blobs server on this machine, with getStore()/getDeployStore() of the
// functions (and of the operator script) pointed at it.
import { rm } from "node:fs/promises";
import { setEnvironmentContext } from "@netlify/blobs";
import { BlobsServer } from "@netlify/blobs/server";

/**
 * Points @netlify/blobs at a local server. Every local tool uses site "0", so the operator script
 * sees the data `npm start` stored.
 */
export function pointBlobsAt(url, token) {
  setEnvironmentContext({
    edgeURL: url,
    uncachedEdgeURL: url,
    token,
    siteID: "0",
    deployID: "0",
    primaryRegion: "us-east-2",
  });
}

/**
 * Starts a Blobs server on `directory` (emptied first when `fresh`) and points the functions at it.
 * `stop()` takes it away and `start()` brings it back on the same port (for fault tests).
 */
export async function startLocalBlobs({ directory, port, fresh = false }) {
  if (fresh) await rm(directory, { recursive: true, force: true });
  const token = "local-blobs-token";
  let server = new BlobsServer({ directory, token, port });
  const started = await server.start();
  pointBlobsAt(`http://127.0.0.1:${started.port}`, token);
  return {
    stop: () => server.stop(),
    async start() {
      server = new BlobsServer({ directory, token, port: started.port });
      await server.start();
    },
  };
}
