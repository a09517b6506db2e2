// The production-like local server: what Netlify does for this site, on one machine.
//  - serves the built site from dist/ with the [[headers]] of netlify.toml, dist/404.html for
//    unknown paths, gzip/brotli for text (lib/static-site.mjs, lib/compression.mjs)
//  - bundles netlify/functions/* and routes /api/* to them by `config.path` and `config.method`
//    (lib/functions.mjs), within each route's `config.rateLimit` per client IP (lib/rate-limit.mjs)
//  - runs a real file-backed Netlify Blobs server, seeded from data/seed when its dataset is stale
//    (lib/local-blobs.mjs)
//  - one log line per request
// Usage: node scripts/serve.mjs [--quiet] [--fresh]   (PORT, HOST, BLOBS_DIR from the environment;
//   SERVE_TRUST_CLIENT_IP=1, for tests only, believes the x-nf-client-connection-ip header)

import http from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { seedDatasetIfStale } from "../src/server/seed-dataset.ts";
import { clientErrorStatus, rawAnswer, sendError } from "./lib/answers.mjs";
import { callFunction, clientIp, loadFunctions, matchRoute, provideNetlifyGlobal } from "./lib/functions.mjs";
import { startLocalBlobs } from "./lib/local-blobs.mjs";
import { createRateLimiter, sendRateLimited } from "./lib/rate-limit.mjs";
import { createStaticSite } from "./lib/static-site.mjs";

/** How long a client may take: for its headers, for its whole request, and idle between requests. */
const TIMEOUTS = { headersTimeout: 10_000, requestTimeout: 30_000, keepAliveTimeout: 5_000 };

/** A Host header the server can build a URL from: a name or IPv4 address, or a bracketed IPv6 one, and a port. */
const VALID_HOST =
  /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

/** The request's URL, or null when its Host header cannot make one (a client error, not the server's). */
function requestUrl(req, fallbackHost) {
  const hostHeader = req.headers.host ?? fallbackHost;
  if (!VALID_HOST.test(hostHeader)) return null;
  try {
    return new URL(req.url ?? "/", `http://${hostHeader}`);
  } catch {
    return null;
  }
}

/**
 * Starts the server; resolves to `{ url, port, blobs, rateLimiter, close() }`. Options: `root`,
 * `port`, `host`, `quiet`, `blobsDir`, `fresh`, `timeouts` (overrides of TIMEOUTS, in ms), and
 * `trustClientIpHeader` (tests: believe x-nf-client-connection-ip; default: SERVE_TRUST_CLIENT_IP=1).
 */
export async function startServer(options = {}) {
  const root = path.resolve(options.root ?? process.cwd());
  const port = Number(options.port ?? process.env.PORT ?? 8888);
  const host = options.host ?? process.env.HOST ?? "127.0.0.1";
  const quiet = options.quiet ?? false;
  const log = (line) => quiet || console.log(line);
  const blobsDir = path.resolve(root, options.blobsDir ?? process.env.BLOBS_DIR ?? ".netlify/blobs-serve");

  // --fresh (end-to-end tests): start from an empty store, so every run sees the same data.
  const blobs = await startLocalBlobs({ directory: blobsDir, port: options.blobsPort, fresh: options.fresh });
  provideNetlifyGlobal();
  const seed = await seedDatasetIfStale(path.join(root, "data/seed"));
  if (seed.seeded) log(`seeded dataset ${seed.version} (${seed.files} files) into ${path.relative(root, blobsDir)}`);

  const routes = await loadFunctions(root, path.join(root, ".netlify/serve/functions"));
  const serveStatic = await createStaticSite(root);
  const rateLimited = createRateLimiter();
  const trustClientIpHeader = options.trustClientIpHeader ?? process.env.SERVE_TRUST_CLIENT_IP === "1";

  async function handle(req, res, url) {
    const match = matchRoute(routes, url.pathname);
    if (match) {
      const { route, params } = match;
      // HEAD is served wherever GET is, as HTTP requires.
      const method = req.method === "HEAD" ? "GET" : req.method;
      if (route.methods && !route.methods.includes(method)) {
        const allow = route.methods.join(", ");
        return sendError(res, 405, "method_not_allowed", `Use ${route.methods.join(" or ")}.`, { Allow: allow });
      }
      const ip = clientIp(req, trustClientIpHeader);
      const retryAfter = rateLimited(route, ip);
      if (retryAfter) return sendRateLimited(res, retryAfter);
      return callFunction(req, res, route, url, params, ip);
    }
    if (req.method !== "GET" && req.method !== "HEAD") {
      return sendError(res, 405, "method_not_allowed", "Use GET or HEAD.", { Allow: "GET, HEAD" });
    }
    return serveStatic(req, res, url.pathname);
  }

  const timeouts = { ...TIMEOUTS, ...options.timeouts };
  const server = http.createServer(
    {
      ...timeouts,
      // Node checks for timed-out requests only this often (30 s by default), so a 10 s header
      // timeout could hold a connection for 40 s: check often enough that each limit holds.
      connectionsCheckingInterval: Math.max(100, Math.min(1_000, timeouts.headersTimeout / 4)),
    },
    async (req, res) => {
      const started = performance.now();
      let status = 500;
      let url;
      try {
        url = requestUrl(req, `${host}:${port}`);
        status = url
          ? await handle(req, res, url)
          : sendError(res, 400, "bad_request", "The Host header is not valid.", { Connection: "close" });
      } catch (error) {
        console.error(error);
        if (!res.headersSent) res.writeHead(500, { "Content-Type": "text/plain; charset=utf-8" });
        res.end();
        status = 500;
      }
      log(`${req.method} ${url?.pathname ?? req.url} ${status} ${(performance.now() - started).toFixed(1)}ms`);
    },
  );
  // A client that trickles its headers or body must not hold a connection for long (the timeouts
  // above); one whose request cannot be parsed gets a status that says why (431 for headers or a
  // request line over Node's size limit, 408 for a timeout, 400 otherwise) and the connection closes.
  server.keepAliveTimeout = timeouts.keepAliveTimeout;
  server.on("clientError", (error, socket) => {
    // A client that is gone, or a response already under way, leaves nothing to answer.
    if (error.code === "ECONNRESET" || !socket.writable || socket._httpMessage?.headersSent) {
      socket.destroy();
      return;
    }
    socket.end(rawAnswer(clientErrorStatus(error)));
  });

  await new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, resolve);
  });
  const address = server.address();
  const url = `http://${host}:${address.port}`;
  log(`US Jobs Analytics: ${url} (${routes.length} API routes, Blobs in ${path.relative(root, blobsDir)})`);
  return {
    url,
    port: address.port,
    /** Fault tests: take the Blobs store away, and bring it back on the same address. */
    blobs: { stop: blobs.stop, start: blobs.start },
    /** The rate limiter (tests read how many counters it holds). */
    rateLimiter: rateLimited,
    async close() {
      await new Promise((resolve) => server.close(resolve));
      server.closeAllConnections?.();
      await blobs.stop();
    },
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const running = await startServer({
    quiet: process.argv.includes("--quiet"),
    fresh: process.argv.includes("--fresh"),
  });
  const stop = async () => {
    await running.close();
    process.exit(0);
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}
