// The site's functions as Netlify runs them: netlify/functions/* bundled with esbuild, routed by
// their `config.path` (URLPattern syntax) and `config.method`, and called with a v2 Request and
// Context; their Response is written back to the Node response.
import { readdir } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { pathToFileURL } from "node:url";
import { build } from "esbuild";
import { sendError } from "./answers.mjs";
import { streamCompression } from "./compression.mjs";
import { makeContext } from "./function-context.mjs";

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

/**
 * Bundles every function of `root` into `outDir`. Returns `{ routes, functions }`: the routes of the functions
 * with a `config.path`, and every function by name (`{ name, handler, config }`).
 */
export async function loadFunctions(root, outDir) {
  const srcDir = path.join(root, "netlify/functions");
  const entries = (await readdir(srcDir).catch(() => []))
    .filter((f) => /\.(mts|ts|mjs|js)$/.test(f))
    .map((f) => path.join(srcDir, f));
  const routes = [];
  const functions = new Map();
  if (entries.length === 0) return { routes, functions };
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
  for (const entry of entries) {
    const name = path.basename(entry).replace(/\.(mts|ts|mjs|js)$/, "");
    const mod = await import(`${pathToFileURL(path.join(outDir, `${name}.mjs`)).href}?v=${Date.now()}`);
    const config = mod.config ?? {};
    if (typeof mod.default !== "function") continue;
    functions.set(name, { name, handler: mod.default, config });
    if (!config.path) continue;
    const paths = Array.isArray(config.path) ? config.path : [config.path];
    const methods = config.method ? [config.method].flat().map((m) => m.toUpperCase()) : null;
    for (const p of paths) {
      routes.push({ name, pattern: new URLPattern({ pathname: p }), methods, handler: mod.default, config });
    }
  }
  return { routes, functions };
}

/**
 * The SSR function Astro's Netlify adapter writes for the site's on-demand pages (`prerender = false`), as a route
 * Netlify calls for any path without a static file (`preferStatic`); null when the build has none.
 */
export async function loadSsrFunction(root) {
  const entry = path.join(root, ".netlify/v1/functions/ssr/ssr.mjs");
  const found = await readdir(path.dirname(entry)).catch(() => []);
  if (!found.includes("ssr.mjs")) return null;
  const mod = await import(`${pathToFileURL(entry).href}?v=${Date.now()}`);
  if (typeof mod.default !== "function") return null;
  return { name: "ssr", handler: mod.default, config: mod.config ?? {}, methods: ["GET"] };
}

const DEFAULT_PATH = /^\/\.netlify\/functions\/([A-Za-z0-9_-]+)\/?$/;

/**
 * The function a path calls, with the path's parameters; undefined when none does. A function with a
 * `config.path` answers there only; one without answers at /.netlify/functions/<name>, as on Netlify, except a
 * scheduled function, which only its schedule runs.
 */
export function matchRoute({ routes, functions }, pathname) {
  for (const route of routes) {
    const result = route.pattern.exec({ pathname });
    if (result) return { route, params: result.pathname.groups ?? {} };
  }
  const name = DEFAULT_PATH.exec(pathname)?.[1];
  const fn = name ? functions.get(name) : undefined;
  if (fn && !fn.config.path && !fn.config.schedule) return { route: { ...fn, methods: null }, params: {} };
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

const requestHeaders = (req) =>
  Object.entries(req.headers).flatMap(([k, v]) => (Array.isArray(v) ? v.map((x) => [k, x]) : [[k, v]]));

/** What Netlify accepts as a background function's request body. */
const BACKGROUND_BODY_LIMIT = 256 * 1024;

/** The whole request body, or null once it passes `limit` bytes (the rest is read and dropped). */
function readLimited(req, limit) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    let size = 0;
    req.on("data", (chunk) => {
      size += chunk.length;
      if (size <= limit) chunks.push(chunk);
    });
    req.on("end", () => resolve(size > limit ? null : Buffer.concat(chunks)));
    req.on("error", reject);
  });
}

/**
 * A background function (its name ends in `-background`), as Netlify runs one: the caller gets 202 at once, and the
 * function runs on, kept in `work`; its outcome goes to the log.
 */
async function callBackground(req, res, route, url, params, ip, { work, log }) {
  const hasBody = req.method !== "GET" && req.method !== "HEAD";
  const body = hasBody ? await readLimited(req, BACKGROUND_BODY_LIMIT) : undefined;
  if (body === null) {
    return sendError(res, 413, "payload_too_large", "A background function takes at most 256 KB.", {
      Connection: "close",
    });
  }
  const request = new Request(url, { method: req.method, headers: requestHeaders(req), body });
  res.writeHead(202, { "Content-Length": "0" }).end();
  const started = performance.now();
  const run = async () => {
    const response = await route.handler(request, makeContext(ip, url, params, work, route.name));
    const elapsed = (performance.now() - started).toFixed(0);
    log(`background ${route.name} finished: ${response?.status ?? 204} (${elapsed} ms)`);
  };
  work.keep(run(), `background ${route.name}`);
  return 202;
}

/**
 * Calls a route's function (`ip` is the client's address in its context) and writes its answer; returns the status
 * sent. `runtime.work` keeps what outlives the answer (`context.waitUntil`, background functions), `runtime.log` logs.
 */
export async function callFunction(req, res, route, url, params, ip, runtime, options = {}) {
  if (route.name.endsWith("-background")) return callBackground(req, res, route, url, params, ip, runtime);
  const hasBody = req.method !== "GET" && req.method !== "HEAD";
  const body = hasBody ? bodyStream(req) : undefined;
  const request = new Request(url, {
    method: req.method,
    headers: requestHeaders(req),
    body: body?.stream,
    duplex: body ? "half" : undefined,
  });
  let response;
  try {
    response = await route.handler(request, makeContext(ip, url, params, runtime.work, route.name));
  } catch (error) {
    console.error(`function ${route.name} threw:`, error);
    response = Response.json({ error: "internal_error", message: "Something went wrong." }, { status: 500 });
  }
  if (!(response instanceof Response)) response = new Response(null, { status: 204 });
  // The SSR function answers 404 for a path it has no page for; the static 404 page answers it here instead.
  if (options.passNotFound && response.status === 404) {
    await response.body?.cancel();
    return null;
  }
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
