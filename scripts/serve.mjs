// The production-like local server: what Netlify does for this site, on one machine.
//  - serves the built site from dist/ (x, x/index.html, x.html), with the [[headers]] of netlify.toml
//  - answers unknown paths with dist/404.html and status 404
//  - bundles netlify/functions/* with esbuild (as Netlify does) and routes /api/* to them by their
//    `config.path` (URLPattern syntax) and `config.method`; enforces `config.rateLimit` per client IP
//  - runs a real file-backed Netlify Blobs server, seeded from data/seed when its dataset is stale
//  - gzip/brotli for text, immutable caching for hashed assets, one log line per request
// Usage: node scripts/serve.mjs [--quiet] [--fresh]   (PORT, HOST, BLOBS_DIR from the environment)

import { randomUUID } from "node:crypto";
import { readdir, readFile, rm, stat } from "node:fs/promises";
import http from "node:http";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { pathToFileURL } from "node:url";
import { brotliCompressSync, createBrotliCompress, createGzip, gzipSync, constants as zlibConstants } from "node:zlib";
import { setEnvironmentContext } from "@netlify/blobs";
import { BlobsServer } from "@netlify/blobs/server";
import { build } from "esbuild";
import { parse as parseToml } from "smol-toml";
import { seedDatasetIfStale } from "../src/server/seed-dataset.ts";

const MIME = {
  ".html": "text/html; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".svg": "image/svg+xml",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".pdf": "application/pdf",
  ".csv": "text/csv; charset=utf-8",
};
const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml)|image\/svg)/;

/** The best compression the client accepts (brotli, then gzip), or null. */
function acceptedEncoding(req) {
  const accept = String(req.headers["accept-encoding"] ?? "");
  return /\bbr\b/.test(accept) ? "br" : /\bgzip\b/.test(accept) ? "gzip" : null;
}

/** Netlify path patterns (`/*`, `/a/:b`) as regular expressions. */
function headerRules(tomlText) {
  const config = parseToml(tomlText);
  return (config.headers ?? []).map((rule) => {
    const source = rule.for
      .split("*")
      .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, "\\$&").replace(/:[A-Za-z_]\w*/g, "[^/]+"))
      .join(".*");
    return { pattern: new RegExp(`^${source}$`), values: rule.values ?? {} };
  });
}

async function bundleFunctions(root, outDir) {
  const srcDir = path.join(root, "netlify/functions");
  const entries = (await readdir(srcDir).catch(() => []))
    .filter((f) => /\.(mts|ts|mjs|js)$/.test(f))
    .map((f) => path.join(srcDir, f));
  if (entries.length === 0) return [];
  await build({
    entryPoints: entries,
    outdir: outDir,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node22",
    packages: "external",
    outExtension: { ".js": ".mjs" },
    logLevel: "warning",
  });
  const routes = [];
  for (const entry of entries) {
    const name = path.basename(entry).replace(/\.(mts|ts|mjs|js)$/, "");
    const mod = await import(`${pathToFileURL(path.join(outDir, `${name}.mjs`)).href}?v=${Date.now()}`);
    const config = mod.config ?? {};
    if (!config.path || typeof mod.default !== "function") continue;
    const paths = Array.isArray(config.path) ? config.path : [config.path];
    const methods = config.method ? [config.method].flat().map((m) => m.toUpperCase()) : null;
    for (const p of paths) {
      routes.push({ name, pattern: new URLPattern({ pathname: p }), methods, handler: mod.default, config });
    }
  }
  return routes;
}

/** Fixed-window counters per (route, client), like Netlify's `config.rateLimit`. */
function createRateLimiter() {
  const windows = new Map();
  return function check(route, ip, now = Date.now()) {
    const limit = route.config.rateLimit;
    if (!limit?.windowLimit) return null;
    const sizeMs = (limit.windowSize ?? 60) * 1000;
    const key = `${route.name}|${ip}`;
    let w = windows.get(key);
    if (!w || now >= w.start + sizeMs) {
      w = { start: now, count: 0 };
      windows.set(key, w);
    }
    w.count += 1;
    if (w.count <= limit.windowLimit) return null;
    return Math.max(1, Math.ceil((w.start + sizeMs - now) / 1000));
  };
}

/**
 * The client's address. Netlify's edge sets x-nf-client-connection-ip; the local server honours it
 * too (it is a development server), which lets tests act as distinct clients.
 */
function clientIp(req) {
  const header = req.headers["x-nf-client-connection-ip"];
  if (typeof header === "string" && header.trim()) return header.trim();
  return (req.socket.remoteAddress ?? "127.0.0.1").replace(/^::ffff:/, "");
}

function makeContext(req, url, params) {
  const ip = clientIp(req);
  return {
    account: { id: "local" },
    cookies: { get: () => undefined, set: () => {}, delete: () => {} },
    deploy: { context: "dev", id: "0", published: false },
    geo: { city: "Local", country: { code: "US", name: "United States" }, timezone: "UTC" },
    ip,
    json: (v) => Response.json(v),
    log: console.log,
    next: () => Promise.reject(new Error("context.next() is not available on the local server")),
    params,
    requestId: randomUUID(),
    rewrite: () => Promise.reject(new Error("context.rewrite() is not available on the local server")),
    server: { region: "local" },
    site: { id: "0", name: "us-jobs-analytics", url: url.origin },
    url,
    waitUntil: () => {},
  };
}

/** Starts the server; resolves to `{ url, close() }`. */
export async function startServer(options = {}) {
  const root = path.resolve(options.root ?? process.cwd());
  const port = Number(options.port ?? process.env.PORT ?? 8888);
  const host = options.host ?? process.env.HOST ?? "127.0.0.1";
  const quiet = options.quiet ?? false;
  const log = (line) => quiet || console.log(line);
  const distDir = path.join(root, "dist");
  const blobsDir = path.resolve(root, options.blobsDir ?? process.env.BLOBS_DIR ?? ".netlify/blobs-serve");

  // --fresh (end-to-end tests): start from an empty store, so every run sees the same data.
  if (options.fresh) await rm(blobsDir, { recursive: true, force: true });

  // Blobs: a real on-disk BlobsServer; the functions' getStore()/getDeployStore() point at it.
  const token = "local-blobs-token";
  let blobs = new BlobsServer({ directory: blobsDir, token, port: options.blobsPort });
  const { port: blobsPort } = await blobs.start();
  const blobsURL = `http://127.0.0.1:${blobsPort}`;
  setEnvironmentContext({
    edgeURL: blobsURL,
    uncachedEdgeURL: blobsURL,
    token,
    siteID: "0",
    deployID: "0",
    primaryRegion: "us-east-2",
  });
  globalThis.Netlify = {
    env: {
      get: (k) => process.env[k],
      has: (k) => k in process.env,
      toObject: () => ({ ...process.env }),
      set: (k, v) => void (process.env[k] = v),
      delete: (k) => void delete process.env[k],
    },
  };
  const seed = await seedDatasetIfStale(path.join(root, "data/seed"));
  if (seed.seeded) log(`seeded dataset ${seed.version} (${seed.files} files) into ${path.relative(root, blobsDir)}`);

  const routes = await bundleFunctions(root, path.join(root, ".netlify/serve/functions"));
  const rules = headerRules(await readFile(path.join(root, "netlify.toml"), "utf8").catch(() => ""));
  const rateLimited = createRateLimiter();
  const compressed = new Map();

  const pageHeaders = (pathname) => {
    const out = {};
    for (const rule of rules) if (rule.pattern.test(pathname)) Object.assign(out, rule.values);
    return out;
  };

  async function findFile(pathname) {
    let decoded;
    try {
      decoded = decodeURIComponent(pathname);
    } catch {
      return null;
    }
    if (decoded.includes("\0")) return null;
    const base = path.join(distDir, path.normalize(decoded));
    if (!base.startsWith(distDir)) return null;
    for (const candidate of [base, path.join(base, "index.html"), `${base}.html`]) {
      const info = await stat(candidate).catch(() => null);
      if (info?.isFile()) return { file: candidate, info };
    }
    return null;
  }

  async function sendFile(req, res, found, status, pathname) {
    const type = MIME[path.extname(found.file)] ?? "application/octet-stream";
    const etag = `"${found.info.size.toString(16)}-${found.info.mtimeMs.toString(16)}"`;
    const headers = { "Content-Type": type, ETag: etag, Vary: "Accept-Encoding", ...pageHeaders(pathname) };
    // A 404 is never kept, whatever rule its path matches (an /_astro/* file missing during a deploy
    // would stay missing for a year): Netlify sends it with max-age=0 too.
    if (status === 404) headers["Cache-Control"] = "public, max-age=0, must-revalidate";
    if (status === 200 && req.headers["if-none-match"] === etag) {
      res.writeHead(304, headers).end();
      return 304;
    }
    let body = await readFile(found.file);
    if (COMPRESSIBLE.test(type) && body.length > 512) {
      const encoding = acceptedEncoding(req);
      if (encoding) {
        const key = `${found.file}|${etag}|${encoding}`;
        let packed = compressed.get(key);
        if (!packed) {
          packed =
            encoding === "br"
              ? brotliCompressSync(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } })
              : gzipSync(body, { level: 9 });
          compressed.set(key, packed);
        }
        body = packed;
        headers["Content-Encoding"] = encoding;
      }
    }
    headers["Content-Length"] = String(body.length);
    res.writeHead(status, headers);
    res.end(req.method === "HEAD" ? undefined : body);
    return status;
  }

  async function callFunction(req, res, route, url, params) {
    const retryAfter = rateLimited(route, clientIp(req));
    if (retryAfter) {
      const body = JSON.stringify({ error: "rate_limited", message: "Too many requests. Please try again later." });
      res.writeHead(429, {
        "Content-Type": "application/json; charset=utf-8",
        "X-Content-Type-Options": "nosniff",
        "Retry-After": String(retryAfter),
      });
      res.end(body);
      return 429;
    }
    const hasBody = req.method !== "GET" && req.method !== "HEAD";
    const request = new Request(url, {
      method: req.method,
      headers: Object.entries(req.headers).flatMap(([k, v]) => (Array.isArray(v) ? v.map((x) => [k, x]) : [[k, v]])),
      body: hasBody ? Readable.toWeb(req) : undefined,
      duplex: hasBody ? "half" : undefined,
    });
    let response;
    try {
      response = await route.handler(request, makeContext(req, url, params));
    } catch (error) {
      console.error(`function ${route.name} threw:`, error);
      response = Response.json({ error: "internal_error", message: "Something went wrong." }, { status: 500 });
    }
    if (!(response instanceof Response)) response = new Response(null, { status: 204 });
    const headers = {};
    response.headers.forEach((value, key) => {
      headers[key] = headers[key] ? `${headers[key]}, ${value}` : value;
    });
    // Netlify's CDN compresses text answers of functions too, streamed ones as they stream.
    const encoding =
      response.body &&
      req.method !== "HEAD" &&
      !headers["content-encoding"] &&
      COMPRESSIBLE.test(headers["content-type"] ?? "")
        ? acceptedEncoding(req)
        : null;
    if (encoding) {
      headers["content-encoding"] = encoding;
      headers.vary = headers.vary ? `${headers.vary}, Accept-Encoding` : "Accept-Encoding";
      delete headers["content-length"];
    }
    res.writeHead(response.status, headers);
    if (response.body && req.method !== "HEAD") {
      const body = Readable.fromWeb(response.body);
      // Brotli's fast levels for answers made on the fly, as CDNs use them (11 is for files, compressed once).
      const brotli = () => createBrotliCompress({ params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } });
      const steps = encoding === "br" ? [brotli()] : encoding === "gzip" ? [createGzip()] : [];
      // A client that hangs up mid-answer ends the pipeline; nothing else is to be done.
      await pipeline(body, ...steps, res).catch(() => {});
    } else res.end();
    return response.status;
  }

  const server = http.createServer(async (req, res) => {
    const started = performance.now();
    let status = 500;
    let url;
    try {
      url = new URL(req.url ?? "/", `http://${req.headers.host ?? `${host}:${port}`}`);
      const match = routes
        .map((route) => ({ route, result: route.pattern.exec({ pathname: url.pathname }) }))
        .find((m) => m.result);
      if (match) {
        const { route, result } = match;
        // HEAD is served wherever GET is, as HTTP requires.
        const method = req.method === "HEAD" ? "GET" : req.method;
        if (route.methods && !route.methods.includes(method)) {
          res.writeHead(405, { Allow: route.methods.join(", "), "Content-Type": "application/json; charset=utf-8" });
          res.end(JSON.stringify({ error: "method_not_allowed", message: `Use ${route.methods.join(" or ")}.` }));
          status = 405;
        } else {
          status = await callFunction(req, res, route, url, result.pathname.groups ?? {});
        }
      } else if (req.method !== "GET" && req.method !== "HEAD") {
        res.writeHead(405, { Allow: "GET, HEAD" }).end();
        status = 405;
      } else {
        const found = await findFile(url.pathname);
        if (found) status = await sendFile(req, res, found, 200, url.pathname);
        else {
          const notFound = await findFile("/404.html");
          if (notFound) status = await sendFile(req, res, notFound, 404, url.pathname);
          else {
            res.writeHead(404, { "Content-Type": "text/plain; charset=utf-8" }).end("Not found");
            status = 404;
          }
        }
      }
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
    blobs: {
      stop: () => blobs.stop(),
      async start() {
        blobs = new BlobsServer({ directory: blobsDir, token, port: blobsPort });
        await blobs.start();
      },
    },
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
