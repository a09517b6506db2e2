/**
 * A loopback stand-in for what a publish calls on Netlify: the build hook (POST /build_hooks/<id>) and the cache
 * purge API (POST /api/v1/purge with a bearer token and {site_id, cache_tags}). It records what it received.
 */
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

export interface RecordedCall {
  readonly path: string;
  readonly authorization: string | undefined;
  readonly body: string;
}

export async function startFakeNetlifyApi() {
  const calls: RecordedCall[] = [];
  const server = createServer(async (req, res) => {
    let body = "";
    for await (const chunk of req) body += chunk;
    calls.push({ path: req.url ?? "", authorization: req.headers.authorization, body });
    if (req.method !== "POST") res.writeHead(405).end();
    else if (req.url?.startsWith("/api/v1/purge")) res.writeHead(202).end();
    else if (req.url?.startsWith("/build_hooks/")) res.writeHead(200).end();
    else res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    calls,
    env: {
      BUILD_HOOK_URL: `${url}/build_hooks/test-hook`,
      SITE_ID: "test-site",
      NETLIFY_PURGE_API_TOKEN: "purge-token",
      NETLIFY_API_URL: url,
    },
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
