// The site's functions as Netlify runs them: netlify/functions/* bundled with esbuild, routed by
// their `config.path` (URLPattern syntax) and `config.method`, and called with a v2 Request and
// Context; their Response is written back to the Node response.
import { randomUUID } from "node:crypto";
import { readdir } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { pathToFileURL } from "node:url";
import { build } from "esbuild";
import { siteOrigin } from "../../src/domain/site-url.ts";
import { streamCompression } from "./compression.mjs";

/** The `Netlify` global of the functions runtime; `Netlify.env` is the process environment here. */
export function provideNetlifyGlobal() {
  globalThis.Netlify = {
    env: {
      get: (k) => process.env[k],
      has: (k) => k in process.env,
      toObject: () => ({ ...process.env }),
      set: (k, v) => {
        process.env[k] = v;
      },
      delete: (k) => {
        delete process.env[k];
      },
    },
  };
}

/** Bundles every function of `root` into `outDir` and returns its routes. */
export async function loadFunctions(root, outDir) {
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

/** The first route whose path matches, with the path's parameters; undefined when none does. */
export function matchRoute(routes, pathname) {
  for (const route of routes) {
    const result = route.pattern.exec({ pathname });
    if (result) return { route, params: result.pathname.groups ?? {} };
  }
  return undefined;
}

/**
 * The client's address: the socket's peer. Netlify's edge sets x-nf-client-connection-ip, but here
 * any client could send it and so pick its own rate-limit bucket; it is believed only when
 * `trustHeader` is set (tests that act as distinct clients).
 */
export function clientIp(req, trustHeader = false) {
  const header = req.headers["x-nf-client-connection-ip"];
  if (trustHeader && typeof header === "string" && header.trim()) return header.trim();
  return (req.socket.remoteAddress ?? "127.0.0.1").replace(/^::ffff:/, "");
}

function makeContext(ip, url, params) {
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
    // As on Netlify, the site's configured address, never the request's Host.
    site: { id: "0", name: "us-jobs-analytics", url: siteOrigin(process.env) },
    url,
    waitUntil: () => {},
  };
}

/**
 * The request body as a web stream, with back-pressure. Unlike Readable.toWeb, cancelling it (as a
 * function does when it stops reading a body over its limit) does not destroy the request, which
 * would take the socket down before the function's answer is written. `discard()` drops whatever
 * is still to come.
 */
function bodyStream(req) {
  let open = true;
  const discard = () => {
    open = false;
    req.removeAllListeners("data");
    req.resume();
  };
  const stream = new ReadableStream({
    start(controller) {
      req.on("data", (chunk) => {
        controller.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength));
        if ((controller.desiredSize ?? 0) <= 0) req.pause();
      });
      req.on("end", () => open && controller.close());
      req.on("error", (error) => open && controller.error(error));
    },
    pull() {
      req.resume();
    },
    cancel: discard,
  });
  return { stream, discard };
}

/** Calls a route's function (`ip` is the client's address in its context) and writes its answer; returns the status sent. */
export async function callFunction(req, res, route, url, params, ip) {
  const hasBody = req.method !== "GET" && req.method !== "HEAD";
  const body = hasBody ? bodyStream(req) : undefined;
  const request = new Request(url, {
    method: req.method,
    headers: Object.entries(req.headers).flatMap(([k, v]) => (Array.isArray(v) ? v.map((x) => [k, x]) : [[k, v]])),
    body: body?.stream,
    duplex: body ? "half" : undefined,
  });
  let response;
  try {
    response = await route.handler(request, makeContext(ip, url, params));
  } catch (error) {
    console.error(`function ${route.name} threw:`, error);
    response = Response.json({ error: "internal_error", message: "Something went wrong." }, { status: 500 });
  }
  if (!(response instanceof Response)) response = new Response(null, { status: 204 });
  const headers = {};
  response.headers.forEach((value, key) => {
    headers[key] = headers[key] ? `${headers[key]}, ${value}` : value;
  });
  // A body the function did not read to its end (a 413, say) is still arriving. On a kept-alive
  // connection its rest would be read as the next request, so the connection is closed after this
  // answer, and what arrives until then is read and dropped so that the close is a clean one.
  if (body && !req.complete) {
    headers.connection = "close";
    body.discard();
  }
  const streaming = response.body && req.method !== "HEAD";
  // Netlify's CDN compresses text answers of functions too, streamed ones as they stream.
  const compression =
    streaming && !headers["content-encoding"]
      ? streamCompression(headers["content-type"], req.headers["accept-encoding"])
      : null;
  if (compression) {
    headers["content-encoding"] = compression.encoding;
    headers.vary = headers.vary ? `${headers.vary}, Accept-Encoding` : "Accept-Encoding";
    delete headers["content-length"];
  }
  res.writeHead(response.status, headers);
  if (!streaming) {
    res.end();
    return response.status;
  }
  const steps = compression ? [compression.transform] : [];
  // With back-pressure; a client that hangs up mid-answer ends the pipeline, and nothing else is to be done.
  await pipeline(Readable.fromWeb(response.body), ...steps, res).catch(() => {});
  return response.status;
}
