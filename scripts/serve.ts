// The production-like local server: what Netlify does for this site, on one machine.
//  - serves the built site from dist/ with the [[headers]] of netlify.toml, dist/404.html for
//    unknown paths, gzip/brotli for text (lib/static-site.ts, lib/compression.ts)
//  - sends a path without a static file to the SSR function of Astro's on-demand pages (/compare), when built, within
//    its `config.rateLimit`
//  - bundles netlify/functions/* and routes /api/* to them by `config.path` and `config.method`
//    (lib/functions.ts), within each route's `config.rateLimit` per client IP (lib/rate-limit.ts)
//  - runs a real file-backed Netlify Blobs server, seeded from data/seed when its dataset is stale
//    (lib/local-blobs.ts)
//  - runs each function that exports `config.schedule` on its schedule (lib/schedules.ts), serves the functions
//    without a `config.path` at /.netlify/functions/<name>, answers background functions (`-background`) 202 at
//    once and lets them run on, and keeps `context.waitUntil` work alive until it ends (lib/function-context.ts)
//  - one log line per request, and per scheduled run
// Usage: node scripts/serve.ts [--quiet] [--fresh]   (PORT, HOST, BLOBS_DIR from the environment;
//   SERVE_SCHEDULES=0 turns the schedules off; SERVE_SCHEDULE_EVERY=N runs every schedule every N seconds, for trials;
//   SERVE_TRUST_CLIENT_IP=1, for tests only, believes the x-nf-client-connection-ip header)

import { randomBytes } from "node:crypto";
import http, { type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo, Socket } from "node:net";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { seedDatasetIfStale } from "../src/server/seed-upload.ts";
import { clientErrorStatus, rawAnswer, sendError } from "./lib/answers.ts";
import { createPendingWork } from "./lib/function-context.ts";
import type { Runtime } from "./lib/functions.ts";
import {
  callFunction,
  clientClosed,
  clientIp,
  loadFunctions,
  matchRoute,
  provideNetlifyGlobal,
  ssrFunctionLoader,
} from "./lib/functions.ts";
import { ensureBlobsFree, startLocalBlobs } from "./lib/local-blobs.ts";
import { type CodedError, ensurePortFree, exitOnPortTaken, portTakenError } from "./lib/port.ts";
import { createRateLimiter, type RateLimiter, sendRateLimited } from "./lib/rate-limit.ts";
import {
  describeSchedules,
  invokeScheduled,
  type Schedules,
  scheduledFunctions,
  startSchedules,
} from "./lib/schedules.ts";
import { createStaticSite } from "./lib/static-site.ts";

/** How long a client may take: for its headers, for its whole request, and idle between requests. */
const TIMEOUTS = { headersTimeout: 10_000, requestTimeout: 30_000, keepAliveTimeout: 5_000 };

/** A Host header the server can build a URL from: a name or IPv4 address, or a bracketed IPv6 one, and a port. */
const VALID_HOST =
  /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

/** The request's URL, or null when its Host header cannot make one (a client error, not the server's). */
function requestUrl(req: IncomingMessage, fallbackHost: string): URL | null {
  const hostHeader = req.headers.host ?? fallbackHost;
  if (!VALID_HOST.test(hostHeader)) return null;
  try {
    return new URL(req.url ?? "/", `http://${hostHeader}`);
  } catch {
    return null;
  }
}

/**
 * Points the scheduled functions at this server, as Netlify's variables point them at the site: `URL` (unless set:
 * SITE_URL, else the server's own address) and `REFRESH_SECRET` (unless set: a random one for this run, so the
 * refresh scheduler can start the background refresh here). Returns the function that restores both.
 */
function provideSiteVariables(ownUrl: string, log: (line: string) => void): () => void {
  const before = { URL: process.env["URL"], REFRESH_SECRET: process.env["REFRESH_SECRET"] };
  if (!process.env["URL"]) process.env["URL"] = (process.env["SITE_URL"] || ownUrl).replace(/\/+$/, "");
  if (!process.env["REFRESH_SECRET"]) {
    process.env["REFRESH_SECRET"] = randomBytes(32).toString("hex");
    log("REFRESH_SECRET is not set: generated one for this run (set it in .env to start a refresh from elsewhere)");
  }
  return () => {
    for (const [name, value] of Object.entries(before)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  };
}

/**
 * Starts the server; resolves to `{ url, port, blobs, rateLimiter, schedules, close() }`. Options: `root`,
 * `port`, `host`, `quiet`, `blobsDir`, `fresh`, `timeouts` (overrides of TIMEOUTS, in ms),
 * `trustClientIpHeader` (tests: believe x-nf-client-connection-ip; default: SERVE_TRUST_CLIENT_IP=1),
 * `schedules` (run the scheduled functions on their schedules; default off, the command lines turn it on),
 * `scheduleEverySeconds` (every schedule every N seconds instead) and `command` (named in the port-taken message).
 * `close()` stops the schedules and resolves once every run, background function and `waitUntil` has ended.
 */
export interface ServerOptions {
  root?: string;
  port?: number;
  host?: string;
  quiet?: boolean;
  blobsDir?: string;
  blobsPort?: number;
  fresh?: boolean;
  timeouts?: Partial<typeof TIMEOUTS>;
  trustClientIpHeader?: boolean;
  schedules?: boolean;
  scheduleEverySeconds?: number | undefined;
  command?: string;
}

/** A running server (see startServer). */
export interface RunningServer {
  url: string;
  port: number;
  blobs: { stop(): Promise<void>; start(): Promise<void> };
  rateLimiter: RateLimiter;
  schedules: Schedules | null;
  close(): Promise<void>;
}

export async function startServer(options: ServerOptions = {}): Promise<RunningServer> {
  const root = path.resolve(options.root ?? process.cwd());
  // A blank variable (as `.env.example` has) counts as unset.
  const port = Number(options.port ?? (process.env["PORT"] || 8888));
  const host = options.host ?? (process.env["HOST"] || "127.0.0.1");
  const quiet = options.quiet ?? false;
  const log = (line: string) => {
    if (!quiet) console.log(line);
  };
  const blobsDir = path.resolve(root, options.blobsDir ?? (process.env["BLOBS_DIR"] || ".netlify/blobs-serve"));
  const command = options.command ?? "npm start";
  // Before anything slow: a taken port, or a Blobs folder another server serves, is said at once.
  await ensurePortFree(port, host, command);
  await ensureBlobsFree(blobsDir, command);

  // --fresh (end-to-end tests): start from an empty store, so every run sees the same data.
  const blobs = await startLocalBlobs({ directory: blobsDir, port: options.blobsPort, fresh: options.fresh });
  provideNetlifyGlobal();
  const seed = await seedDatasetIfStale(path.join(root, "data/seed"));
  if (seed.seeded) log(`seeded dataset ${seed.version} (${seed.files} files) into ${path.relative(root, blobsDir)}`);

  const loaded = await loadFunctions(root, path.join(root, ".netlify/serve/functions"));
  const runtime: Runtime = { work: createPendingWork(), log };
  const serveStatic = await createStaticSite(root);
  const ssrFunction = ssrFunctionLoader(root);
  await ssrFunction();
  const rateLimited = createRateLimiter();
  const trustClientIpHeader = options.trustClientIpHeader ?? process.env["SERVE_TRUST_CLIENT_IP"] === "1";

  async function handle(req: IncomingMessage, res: ServerResponse, url: URL): Promise<number | null> {
    const match = matchRoute(loaded, url.pathname);
    if (match) {
      const { route, params } = match;
      // HEAD is served wherever GET is, as HTTP requires.
      const method = req.method === "HEAD" ? "GET" : (req.method ?? "GET");
      if (route.methods && !route.methods.includes(method)) {
        const allow = route.methods.join(", ");
        return sendError(res, 405, "method_not_allowed", `Use ${route.methods.join(" or ")}.`, { Allow: allow });
      }
      const ip = clientIp(req, trustClientIpHeader);
      const retryAfter = rateLimited(route, ip);
      if (retryAfter) return sendRateLimited(res, retryAfter);
      return callFunction({ req, res, route, url, params, ip }, runtime);
    }
    if (req.method !== "GET" && req.method !== "HEAD") {
      return sendError(res, 405, "method_not_allowed", "Use GET or HEAD.", { Allow: "GET, HEAD" });
    }
    // A path without a static file goes to the on-demand pages' SSR function (/compare), as on Netlify, within its
    // `config.rateLimit`; a path it has no page for gets the static 404 page.
    const ssr = await ssrFunction();
    const onMissing = ssr
      ? async () => {
          const ip = clientIp(req, trustClientIpHeader);
          const retryAfter = rateLimited(ssr, ip);
          if (retryAfter) return sendRateLimited(res, retryAfter);
          return callFunction({ req, res, route: ssr, url, params: {}, ip }, runtime, { passNotFound: true });
        }
      : undefined;
    return serveStatic(req, res, url.pathname, onMissing);
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
      let status: number | null = 500;
      let url: URL | null = null;
      try {
        url = requestUrl(req, `${host}:${port}`);
        status = url
          ? await handle(req, res, url)
          : sendError(res, 400, "bad_request", "The Host header is not valid.", { Connection: "close" });
      } catch (error) {
        if (!clientClosed(req)) {
          console.error(error);
          if (!res.headersSent) res.writeHead(500, { "Content-Type": "text/plain; charset=utf-8" });
          res.end();
          status = 500;
        }
      }
      // A client that left mid-request is its own doing: one plain line, no status (nothing could be sent).
      const outcome = !res.writableEnded && clientClosed(req) ? "client closed the request" : status;
      log(`${req.method} ${url?.pathname ?? req.url} ${outcome} ${(performance.now() - started).toFixed(1)}ms`);
    },
  );
  // A client that trickles its headers or body must not hold a connection for long (the timeouts
  // above); one whose request cannot be parsed gets a status that says why (431 for headers or a
  // request line over Node's size limit, 408 for a timeout, 400 otherwise) and the connection closes.
  server.keepAliveTimeout = timeouts.keepAliveTimeout;
  server.on("clientError", (error: CodedError, socket: Socket & { _httpMessage?: ServerResponse | null }) => {
    // A client that is gone, or a response already under way, leaves nothing to answer.
    if (error.code === "ECONNRESET" || !socket.writable || socket._httpMessage?.headersSent) {
      socket.destroy();
      return;
    }
    socket.end(rawAnswer(clientErrorStatus(error)));
  });

  try {
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(port, host, resolve);
    });
  } catch (error) {
    await blobs.stop();
    throw (error as CodedError).code === "EADDRINUSE" ? portTakenError(port, host, command) : error;
  }
  const address = server.address() as AddressInfo;
  const url = `http://${host}:${address.port}`;
  log(`US Jobs Analytics: ${url} (${loaded.routes.length} API routes, Blobs in ${path.relative(root, blobsDir)})`);

  let schedules: Schedules | null = null;
  let restoreVariables = () => {};
  if (options.schedules) {
    const ownUrl = `http://${host === "0.0.0.0" || host === "::" ? "localhost" : host}:${address.port}`;
    restoreVariables = provideSiteVariables(ownUrl, log);
    const everySeconds = options.scheduleEverySeconds;
    const jobs = scheduledFunctions(loaded.functions).map((fn) => ({
      name: fn.name,
      schedule: fn.config.schedule,
      run: (nextRun: Date | null) => invokeScheduled(fn, { origin: process.env["URL"], work: runtime.work, nextRun }),
    }));
    schedules = startSchedules(jobs, { log, everySeconds });
    log(describeSchedules(schedules.list(), everySeconds));
  }
  return {
    url,
    port: address.port,
    /** Fault tests: take the Blobs store away, and bring it back on the same address. */
    blobs: { stop: blobs.stop, start: blobs.start },
    /** The rate limiter (tests read how many counters it holds). */
    rateLimiter: rateLimited,
    /** The scheduled functions' runner (`trigger(name)`, `list()`), or null when the schedules are off. */
    schedules,
    async close() {
      await schedules?.stop();
      await new Promise((resolve) => server.close(resolve));
      server.closeAllConnections?.();
      if (runtime.work.size > 0) {
        log(`waiting for ${runtime.work.size} background task(s) to end… (a second Ctrl-C stops at once)`);
      }
      await runtime.work.settled();
      restoreVariables();
      await blobs.stop();
    },
  };
}

/** The command lines' options from the environment: schedules on unless SERVE_SCHEDULES=0. */
export function scheduleOptions(env: NodeJS.ProcessEnv = process.env): {
  schedules: boolean;
  scheduleEverySeconds: number | undefined;
} {
  const every = Number(env["SERVE_SCHEDULE_EVERY"]);
  return {
    schedules: env["SERVE_SCHEDULES"] !== "0",
    scheduleEverySeconds: Number.isFinite(every) && every > 0 ? every : undefined,
  };
}

/**
 * Stops the server on SIGINT or SIGTERM, in order (a second signal exits at once, leaving background work
 * unfinished). `running` is the server, or the promise of it: called before the start, so a signal that comes while
 * it starts stops it once it is up. The server owns these signals: a library's hook on them (when-exit, loaded by
 * @netlify/blobs) runs its cleanup and then sends the signal again, which counted as the second Ctrl-C and cut every
 * first one short; those hooks are dropped, and their cleanups still run on 'exit'.
 */
export function stopOnSignals(running: RunningServer | Promise<RunningServer>): void {
  let stopping = false;
  const stop = async () => {
    if (stopping) process.exit(1);
    stopping = true;
    const server = await Promise.resolve(running).catch(() => null);
    await server?.close();
    process.exit(server ? 0 : 1);
  };
  const own = () => {
    for (const signal of ["SIGINT", "SIGTERM"] as const) {
      for (const other of process.listeners(signal)) if (other !== stop) process.removeListener(signal, other);
      if (!process.listeners(signal).includes(stop)) process.on(signal, stop);
    }
  };
  own();
  // Again once the server is up: the modules it loaded while starting may have hooked the signals too.
  Promise.resolve(running).then(own, () => {});
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const running = exitOnPortTaken(() =>
    startServer({
      quiet: process.argv.includes("--quiet"),
      fresh: process.argv.includes("--fresh"),
      command: "npm run serve",
      ...scheduleOptions(),
    }),
  );
  stopOnSignals(running);
  await running;
}
