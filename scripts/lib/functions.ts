// The site's functions as Netlify runs them: netlify/functions/* bundled with esbuild, routed by
// their `config.path` (URLPattern syntax) and `config.method`, and called with a v2 Request and
// Context; their Response is written back to the Node response.
import { cp, readdir, rm, stat } from "node:fs/promises";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import { pathToFileURL } from "node:url";
import type { Context } from "@netlify/functions";
import { build } from "esbuild";
import { bodyTooLargeMessage, MAX_BODY_BYTES } from "../../src/server/request.ts";
import { SSR_ENTRY } from "../../src/server/ssr-function.ts";
import { sendError } from "./answers.ts";
import { streamCompression } from "./compression.ts";
import { makeContext, type PendingWork } from "./function-context.ts";
import type { RateLimitConfig } from "./rate-limit.ts";

/** What the server reads of a function's `config` (Netlify's `Config`, as the module exports it). */
export interface FunctionConfig {
  path?: string | string[];
  method?: string | string[];
  schedule?: string;
  rateLimit?: RateLimitConfig;
}

/** A function's default export: a v2 handler. */
export type FunctionHandler = (req: Request, context: Context) => unknown;

/** A function of the site: its name, handler and config. */
export interface SiteFunction {
  name: string;
  handler: FunctionHandler;
  config: FunctionConfig;
}

/** A function as the server routes to it: `methods` null for any method; `pattern` for a `config.path`. */
export interface Route extends SiteFunction {
  pattern?: URLPattern;
  methods: string[] | null;
}

/** What loadFunctions answers: the routes by `config.path`, and every function by name. */
export interface LoadedFunctions {
  routes: Route[];
  functions: Map<string, SiteFunction>;
}

/** What a call keeps and logs beyond its answer. */
export interface Runtime {
  work: PendingWork;
  log: (line: string) => void;
}

/** A Request's init with a streamed body: Node needs `duplex: "half"` (the DOM types do not name it). */
type StreamingRequestInit = RequestInit & { duplex?: "half" | undefined };

/** The exports of a function's module that the server reads. */
interface FunctionModule {
  default?: unknown;
  config?: FunctionConfig;
}

const isHandler = (value: unknown): value is FunctionHandler => typeof value === "function";

/** The `Netlify` global of the functions runtime; `Netlify.env` is the process environment here. */
export function provideNetlifyGlobal() {
  globalThis.Netlify = {
    // No request's context outside a call, as in Netlify's runtime.
    context: null,
    env: {
      get: (k) => process.env[k],
      has: (k) => k in process.env,
      toObject: () => ({ ...process.env }) as Record<string, string>,
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
export async function loadFunctions(root: string, outDir: string): Promise<LoadedFunctions> {
  const srcDir = path.join(root, "netlify/functions");
  const entries = (await readdir(srcDir).catch((): string[] => []))
    .filter((f) => /\.(mts|ts|mjs|js)$/.test(f))
    .map((f) => path.join(srcDir, f));
  const routes: Route[] = [];
  const functions = new Map<string, SiteFunction>();
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
    const mod: FunctionModule = await import(`${pathToFileURL(path.join(outDir, `${name}.mjs`)).href}?v=${Date.now()}`);
    const config = mod.config ?? {};
    const handler = mod.default;
    if (!isHandler(handler)) continue;
    functions.set(name, { name, handler, config });
    if (!config.path) continue;
    const paths = Array.isArray(config.path) ? config.path : [config.path];
    const methods = config.method ? [config.method].flat().map((m) => m.toUpperCase()) : null;
    for (const p of paths) {
      routes.push({ name, pattern: new URLPattern({ pathname: p }), methods, handler, config });
    }
  }
  return { routes, functions };
}

/**
 * The on-demand pages' SSR function (/compare) of the build being served, loaded from a copy of its folder
 * (.netlify/serve/ssr/<stamp>/) and loaded anew when a new build is in place: Node keeps every module it has imported,
 * and a rebuild rewrites the function's files under new names, so the running server could not import the new ones
 * beside the old. The build counts as in place when dist/index.html changes: `npm run build` moves the new dist/ in
 * only after Astro has finished, so a build still running (its function folder emptied) keeps the copy serving.
 */
export function ssrFunctionLoader(root: string): () => Promise<Route | null> {
  const folder = path.dirname(path.join(root, SSR_ENTRY));
  let loaded: { stamp: string; route: Route | null } | null = null;
  let checkedAt = 0;
  return async () => {
    if (loaded && Date.now() - checkedAt < 1_000) return loaded.route;
    checkedAt = Date.now();
    const built = await stat(path.join(root, "dist/index.html")).catch(() => null);
    const stamp = built ? `${built.ino}-${Math.round(built.mtimeMs)}` : "none";
    if (loaded?.stamp === stamp) return loaded.route;
    const found = await readdir(folder).catch((): string[] => []);
    if (!found.includes("ssr.mjs")) return loaded?.route ?? null;
    const copy = path.join(root, ".netlify/serve/ssr", stamp);
    try {
      await rm(copy, { recursive: true, force: true });
      await cp(folder, copy, { recursive: true });
      const mod: FunctionModule = await import(pathToFileURL(path.join(copy, "ssr.mjs")).href);
      const handler = mod.default;
      loaded = {
        stamp,
        route: isHandler(handler) ? { name: "ssr", handler, config: mod.config ?? {}, methods: ["GET"] } : null,
      };
      // The copies of earlier builds are no longer called.
      for (const old of await readdir(path.dirname(copy)))
        if (old !== stamp) await rm(path.join(path.dirname(copy), old), { recursive: true, force: true });
    } catch (error) {
      console.error(`the on-demand pages' function could not be loaded: ${(error as Error).message}`);
      if (!loaded) loaded = { stamp, route: null };
    }
    return loaded.route;
  };
}

/** A URLPattern match's groups without those that matched nothing. */
function definedGroups(groups: Record<string, string | undefined>): Record<string, string> {
  const params: Record<string, string> = {};
  for (const [key, value] of Object.entries(groups)) if (value !== undefined) params[key] = value;
  return params;
}

const DEFAULT_PATH = /^\/\.netlify\/functions\/([A-Za-z0-9_-]+)\/?$/;

/**
 * The function a path calls, with the path's parameters; undefined when none does. A function with a
 * `config.path` answers there only; one without answers at /.netlify/functions/<name>, as on Netlify, except a
 * scheduled function, which only its schedule runs.
 */
export function matchRoute(
  { routes, functions }: LoadedFunctions,
  pathname: string,
): { route: Route; params: Record<string, string> } | undefined {
  for (const route of routes) {
    const result = route.pattern?.exec({ pathname });
    if (result) return { route, params: definedGroups(result.pathname.groups) };
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
export function clientIp(req: IncomingMessage, trustHeader = false): string {
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
function bodyStream(req: IncomingMessage): { stream: ReadableStream<Uint8Array>; discard: () => void } {
  let open = true;
  const discard = () => {
    open = false;
    req.removeAllListeners("data");
    req.resume();
  };
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      req.on("data", (chunk: Buffer) => {
        controller.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength));
        if ((controller.desiredSize ?? 0) <= 0) req.pause();
      });
      req.on("end", () => open && controller.close());
      req.on("error", (error: Error) => open && controller.error(error));
    },
    pull() {
      req.resume();
    },
    cancel: discard,
  });
  return { stream, discard };
}

const requestHeaders = (req: IncomingMessage): [string, string][] =>
  Object.entries(req.headers).flatMap(([k, v]): [string, string][] =>
    Array.isArray(v) ? v.map((x): [string, string] => [k, x]) : v === undefined ? [] : [[k, v]],
  );

/**
 * Whether the client went away before its request had arrived whole (it closed or reset the connection mid-body):
 * nothing is left to answer, and it is the client's doing, not an error of the server's.
 */
export function clientClosed(req: IncomingMessage): boolean {
  return !req.complete && (req.destroyed || req.socket.destroyed);
}

/**
 * The whole request body, or null as soon as it passes `limit` bytes: declared (Content-Length) or as it arrives.
 * The rest of a refused body is neither waited for nor kept.
 */
function readLimited(req: IncomingMessage, limit: number): Promise<Buffer<ArrayBuffer> | null> {
  if (Number(req.headers["content-length"] ?? 0) > limit) return Promise.resolve(null);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      chunks.push(chunk);
      if (size <= limit) return;
      req.off("data", onData);
      resolve(null);
    };
    req.on("data", onData);
    req.on("end", () => resolve(Buffer.concat(chunks)));
    req.on("error", reject);
  });
}

/**
 * The 413 of a body over `limit` (the answer a function gives through src/server/request.ts), at once: the
 * connection closes after it, and what the client still sends is dropped rather than waited for.
 */
function refuseBody(req: IncomingMessage, res: ServerResponse, limit: number): number {
  const status = sendError(res, 413, "payload_too_large", bodyTooLargeMessage(limit), { Connection: "close" });
  req.removeAllListeners("data");
  req.resume();
  return status;
}

/** One request to a route's function: the Node request and response, the route, the address and its path parameters, and the client's address. */
export interface FunctionCall {
  req: IncomingMessage;
  res: ServerResponse;
  route: Route;
  url: URL;
  params: Record<string, string>;
  ip: string;
}

/** Runs the call's function on `request`, with the context Netlify gives it (`work` keeps what outlives the answer). */
const invoke = ({ route, url, params, ip }: FunctionCall, request: Request, work: PendingWork) =>
  route.handler(request, makeContext(ip, url, params, work, route.name));

/**
 * A background function (its name ends in `-background`), as Netlify runs one: the caller gets 202 at once, and the
 * function runs on, kept in `work`; its outcome goes to the log. Its body is read first (the function runs after the
 * answer), within the limit every function has (MAX_BODY_BYTES, 413 as the others answer).
 */
async function callBackground(call: FunctionCall, { work, log }: Runtime): Promise<number> {
  const { req, res, route, url } = call;
  const hasBody = req.method !== "GET" && req.method !== "HEAD";
  const body = hasBody ? await readLimited(req, MAX_BODY_BYTES) : undefined;
  if (body === null) return refuseBody(req, res, MAX_BODY_BYTES);
  const request = new Request(url, {
    ...(req.method === undefined ? {} : { method: req.method }),
    headers: requestHeaders(req),
    body: body ?? null,
  });
  res.writeHead(202, { "Content-Length": "0" }).end();
  const started = performance.now();
  const run = async () => {
    const response = await invoke(call, request, work);
    const status = response instanceof Response ? response.status : 204;
    const elapsed = (performance.now() - started).toFixed(0);
    log(`background ${route.name} finished: ${status} (${elapsed} ms)`);
  };
  work.keep(run(), `background ${route.name}`);
  return 202;
}

/**
 * Calls a route's function (`call.ip` is the client's address in its context) and writes its answer; returns the status
 * sent. `runtime.work` keeps what outlives the answer (`context.waitUntil`, background functions), `runtime.log` logs.
 */
export async function callFunction(
  call: FunctionCall,
  runtime: Runtime,
  options: { passNotFound?: boolean } = {},
): Promise<number | null> {
  const { req, res, route, url } = call;
  if (route.name.endsWith("-background")) return callBackground(call, runtime);
  const hasBody = req.method !== "GET" && req.method !== "HEAD";
  const body = hasBody ? bodyStream(req) : undefined;
  const init: StreamingRequestInit = {
    ...(req.method === undefined ? {} : { method: req.method }),
    headers: requestHeaders(req),
    ...(body === undefined ? {} : { body: body.stream, duplex: "half" }),
  };
  const request = new Request(url, init);
  let answer: unknown;
  try {
    answer = await invoke(call, request, runtime.work);
  } catch (error) {
    // A body that stopped because its client left: the server logs that, with nothing to answer.
    if (clientClosed(req)) throw error;
    console.error(`function ${route.name} threw:`, error);
    answer = Response.json({ error: "internal_error", message: "Something went wrong." }, { status: 500 });
  }
  const response = answer instanceof Response ? answer : new Response(null, { status: 204 });
  // The SSR function answers 404 for a path it has no page for; the static 404 page answers it here instead.
  if (options.passNotFound && response.status === 404) {
    await response.body?.cancel();
    return null;
  }
  const headers: Record<string, string> = {};
  response.headers.forEach((value, key) => {
    headers[key] = headers[key] ? `${headers[key]}, ${value}` : value;
  });
  // A body the function did not read to its end (a 413, say) is still arriving. On a kept-alive
  // connection its rest would be read as the next request, so the connection is closed after this
  // answer, and what arrives until then is read and dropped so that the close is a clean one.
  if (body && !req.complete) {
    headers["connection"] = "close";
    body.discard();
  }
  const responseBody = response.body;
  const streaming = responseBody !== null && req.method !== "HEAD";
  // Netlify's CDN compresses text answers of functions too, streamed ones as they stream.
  const compression =
    streaming && !headers["content-encoding"]
      ? streamCompression(headers["content-type"], req.headers["accept-encoding"])
      : null;
  if (compression) {
    headers["content-encoding"] = compression.encoding;
    headers["vary"] = headers["vary"] ? `${headers["vary"]}, Accept-Encoding` : "Accept-Encoding";
    delete headers["content-length"];
  }
  res.writeHead(response.status, headers);
  if (!streaming) {
    res.end();
    return response.status;
  }
  // The DOM's ReadableStream type and Node's are one stream at run time.
  const source = Readable.fromWeb(responseBody as WebReadableStream<Uint8Array>);
  // With back-pressure; a client that hangs up mid-answer ends the pipeline, and nothing else is to be done.
  await (compression ? pipeline(source, compression.transform, res) : pipeline(source, res)).catch(() => {});
  return response.status;
}
