// The production-like local server: what Netlify does for this site, on one machine.
//  - serves the built site from dist/ with the [[headers]] of netlify.toml, dist/404.html for
//    unknown paths, gzip/brotli for text (lib/static-site.mjs, lib/compression.mjs)
//  - bundles netlify/functions/* and routes /api/* to them by `config.path` and `config.method`
//    (lib/functions.mjs), within each route's `config.rateLimit` per client IP (lib/rate-limit.mjs)
//  - runs a real file-backed Netlify Blobs server, seeded from data/seed when its dataset is stale
//    (lib/local-blobs.mjs)
//  - one log line per request
// Usage: node scripts/serve.mjs [--quiet] [--fresh]   (PORT, HOST, BLOBS_DIR from the environment)

import http from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { seedDatasetIfStale } from "../src/server/seed-dataset.ts";
import { callFunction, clientIp, loadFunctions, matchRoute, provideNetlifyGlobal } from "./lib/functions.mjs";
import { startLocalBlobs } from "./lib/local-blobs.mjs";
import { createRateLimiter, sendRateLimited } from "./lib/rate-limit.mjs";
import { createStaticSite } from "./lib/static-site.mjs";

/** Starts the server; resolves to `{ url, port, blobs, close() }`. */
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

  async function handle(req, res, url) {
    const match = matchRoute(routes, url.pathname);
    if (match) {
      const { route, params } = match;
      // HEAD is served wherever GET is, as HTTP requires.
      const method = req.method === "HEAD" ? "GET" : req.method;
      if (route.methods && !route.methods.includes(method)) {
        res.writeHead(405, { Allow: route.methods.join(", "), "Content-Type": "application/json; charset=utf-8" });
        res.end(JSON.stringify({ error: "method_not_allowed", message: `Use ${route.methods.join(" or ")}.` }));
        return 405;
      }
      const retryAfter = rateLimited(route, clientIp(req));
      if (retryAfter) return sendRateLimited(res, retryAfter);
      return callFunction(req, res, route, url, params);
    }
    if (req.method !== "GET" && req.method !== "HEAD") {
      res.writeHead(405, { Allow: "GET, HEAD" }).end();
      return 405;
    }
    return serveStatic(req, res, url.pathname);
  }

  const server = http.createServer(async (req, res) => {
    const started = performance.now();
    let status = 500;
    let url;
    try {
      url = new URL(req.url ?? "/", `http://${req.headers.host ?? `${host}:${port}`}`);
      status = await handle(req, res, url);
    } catch (error) {
      console.error(error);
      if (!res.headersSent) res.writeHead(500, { "Content-Type": "text/plain; charset=utf-8" });
      res.end();
      status = 500;
    }
    log(`${req.method} ${url?.pathname ?? req.url} ${status} ${(performance.now() - started).toFixed(1)}ms`);
  });
  // A client that trickles its headers or body must not hold a connection for long.
  server.headersTimeout = 10_000;
  server.requestTimeout = 30_000;
  server.keepAliveTimeout = 5_000;
  server.on("clientError", (_err, socket) => socket.destroy());

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
