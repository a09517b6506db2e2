// The local Netlify Blobs server of `npm start`, the operator scripts and the unit tests: @netlify/blobs' own
// file-backed server, made to behave as Netlify's store does where the site relies on it, and closed to others.
//  - It listens on loopback only (127.0.0.1) and takes a random token made at each start.
//  - Every read returns the entry's ETag (a hash of its bytes), and a write with `onlyIfMatch` (If-Match) or
//    `onlyIfNew` (If-None-Match: *) is checked and done under a per-key lock, so of two conditional writes made
//    against the same ETag exactly one succeeds: the compare-and-swap of the functions runs as on Netlify.
//  - While it runs, `server.json` in its folder (readable by this user only) holds its address and token, so an
//    operator script on the same folder uses this server (and its locks) instead of starting a second one.
import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { Readable } from "node:stream";
import { setEnvironmentContext } from "@netlify/blobs";
import { BlobsServer } from "@netlify/blobs/server";
import type { CodedError } from "./port.ts";

type BlobsServerOptions = ConstructorParameters<typeof BlobsServer>[0];

/**
 * The members of @netlify/blobs' BlobsServer (v11) this file overrides or calls. Its declarations mark them private,
 * though a subclass reaches them at run time like any other: this is the shape they have there. package.json pins
 * @netlify/blobs to one exact version, and tests/unit/io/scripts/local-blobs-contract.test.ts checks these members.
 */
interface BlobsServerInternals {
  address: string;
  directory: string;
  port?: number;
  validateAccess(req: Request): boolean;
  handleRequest(req: Request): Promise<Response>;
  parseAPIRequest(req: Request): unknown;
  getLocalPaths(url?: URL): { dataPath?: string; key?: string; metadataPath?: string; rootPath?: string };
  put(req: Request): Promise<Response>;
  logDebug(...message: unknown[]): void;
  start(): Promise<{ address: string; family: string; port: number }>;
  stop(): Promise<void>;
}
const BlobsServerBase = BlobsServer as unknown as new (options: BlobsServerOptions) => BlobsServerInternals;

/**
 * The methods of BlobsServerInternals, by name, for the contract test that fails when an upgrade of @netlify/blobs
 * (pinned to one exact version in package.json) removes or changes one
 * (tests/unit/io/scripts/local-blobs-contract.test.ts).
 */
export const BLOBS_SERVER_METHODS = [
  "validateAccess",
  "handleRequest",
  "parseAPIRequest",
  "getLocalPaths",
  "put",
  "logDebug",
  "start",
  "stop",
] as const satisfies readonly (keyof BlobsServerInternals)[];
/** The fields of BlobsServerInternals, likewise. */
export const BLOBS_SERVER_FIELDS = [
  "address",
  "directory",
  "port",
] as const satisfies readonly (keyof BlobsServerInternals)[];

/** The only interface the server listens on. */
export const LOOPBACK = "127.0.0.1";
/** The file in the Blobs folder that names the running server. */
export const SERVER_FILE = "server.json";

/** The ETag of an entry's bytes. */
function etagOf(bytes: Buffer): string {
  return `"${createHash("sha256").update(bytes).digest("hex").slice(0, 40)}"`;
}

async function readOrNull(file: string): Promise<Buffer | null> {
  try {
    return await readFile(file);
  } catch (error) {
    const code = (error as CodedError).code;
    if (code === "ENOENT" || code === "EISDIR") return null;
    throw error;
  }
}

/** BlobsServer with ETags on reads, atomic conditional writes and a loopback-only listener. */
class LocalBlobsServer extends BlobsServerBase {
  #tails = new Map<string, Promise<unknown>>();
  #node: http.Server | undefined;
  #requiredToken: Buffer;

  constructor(options: BlobsServerOptions & { token: string }) {
    super(options);
    this.#requiredToken = Buffer.from(options.token);
  }

  /** Runs `work` after every earlier request on the same entry has finished. */
  async #exclusive<T>(entry: string, work: () => Promise<T>): Promise<T> {
    const before = this.#tails.get(entry) ?? Promise.resolve();
    let release = () => {};
    const mine = new Promise<void>((resolve) => {
      release = resolve;
    });
    const tail = before.then(() => mine);
    this.#tails.set(entry, tail);
    await before;
    try {
      return await work();
    } finally {
      release();
      if (this.#tails.get(entry) === tail) this.#tails.delete(entry);
    }
  }

  override validateAccess(req: Request): boolean {
    const header = req.headers.get("authorization") ?? "";
    if (/^bearer /i.test(header)) {
      const given = Buffer.from(header.slice("bearer ".length));
      return given.length === this.#requiredToken.length && timingSafeEqual(given, this.#requiredToken);
    }
    // Signed URLs (the API form of a request) carry a signature derived from the token.
    return super.validateAccess(req);
  }

  override async handleRequest(req: Request): Promise<Response> {
    if (!req.url || !this.validateAccess(req)) return new Response(null, { status: 403 });
    const method = req.method.toUpperCase();
    if (this.parseAPIRequest(req)) return super.handleRequest(req);
    const { dataPath, key } = this.getLocalPaths(new URL(req.url));
    if (!dataPath || !key) return super.handleRequest(req);
    return this.#exclusive(dataPath, async () => {
      if (method === "PUT") return this.#put(req, dataPath);
      if (method === "HEAD") return this.#head(req, dataPath);
      const response = await super.handleRequest(req);
      if (response.status !== 200 || method !== "GET") return response;
      const bytes = Buffer.from(await response.arrayBuffer());
      const headers = new Headers(response.headers);
      const etag = etagOf(bytes);
      headers.set("etag", etag);
      if (req.headers.get("if-none-match") === etag) return new Response(null, { status: 304, headers });
      return new Response(bytes, { status: 200, headers });
    });
  }

  /** An entry's metadata and ETag (an entry written without metadata has them too). */
  async #head(req: Request, dataPath: string): Promise<Response> {
    const bytes = await readOrNull(dataPath);
    if (bytes === null) return new Response(null, { status: 404 });
    const described = await super.handleRequest(req);
    const headers = new Headers(described.status === 200 ? described.headers : {});
    headers.set("etag", etagOf(bytes));
    return new Response(null, { status: 200, headers });
  }

  /** A write: its condition checked against the entry as it is now, then written, with nothing in between. */
  async #put(req: Request, dataPath: string): Promise<Response> {
    const body = Buffer.from(await req.arrayBuffer());
    const current = await readOrNull(dataPath);
    const ifMatch = req.headers.get("if-match");
    const ifNoneMatch = req.headers.get("if-none-match");
    if (ifNoneMatch === "*" && current !== null) return new Response(null, { status: 412 });
    if (ifMatch && (current === null || etagOf(current) !== ifMatch)) return new Response(null, { status: 412 });
    const headers = new Headers(req.headers);
    headers.delete("if-match");
    headers.delete("if-none-match");
    const written = await super.put(new Request(req.url, { method: "PUT", headers, body }));
    if (written.status !== 200) return written;
    return new Response(null, { status: 200, headers: { etag: etagOf(body) } });
  }

  override async start(): Promise<{ address: string; family: string; port: number }> {
    await mkdir(this.directory, { recursive: true });
    const server = http.createServer(async (req, res) => {
      try {
        const url = new URL(req.url ?? "/", this.address);
        const headers = new Headers();
        for (const [name, value] of Object.entries(req.headers)) {
          if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(", ") : value);
        }
        const hasBody = req.method !== "GET" && req.method !== "HEAD";
        const init: RequestInit & { duplex?: "half" } = {
          ...(req.method === undefined ? {} : { method: req.method }),
          headers,
          // Node's web stream type and the DOM's are one stream at run time.
          ...(hasBody ? { body: Readable.toWeb(req) as ReadableStream<Uint8Array>, duplex: "half" } : {}),
        };
        const request = new Request(url, init);
        const response = await this.handleRequest(request);
        res.writeHead(response.status, Object.fromEntries(response.headers));
        res.end(response.body ? Buffer.from(await response.arrayBuffer()) : undefined);
      } catch (error) {
        if (!res.headersSent) res.writeHead(500);
        res.end();
        this.logDebug("request failed:", error);
      }
    });
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(this.port ?? 0, LOOPBACK, resolve);
    });
    this.#node = server;
    const { port } = server.address() as AddressInfo;
    this.address = `http://${LOOPBACK}:${port}`;
    return { address: this.address, family: "ipv4", port };
  }

  override async stop(): Promise<void> {
    const server = this.#node;
    this.#node = undefined;
    if (!server) return;
    await new Promise((resolve) => server.close(resolve));
    server.closeAllConnections();
  }
}

/** A running local Blobs server (see startLocalBlobs). */
export interface LocalBlobs {
  url: string;
  port: number;
  token: string;
  stop(): Promise<void>;
  start(): Promise<void>;
}

/**
 * Points @netlify/blobs at a local server. Every local tool uses site "0", so the operator script
 * sees the data `npm start` stored.
 */
export function pointBlobsAt(url: string, token: string): void {
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
 * Starts a Blobs server on `directory` (emptied first when `fresh`), with a new random token, and points the
 * functions at it. Resolves to `{ url, port, token, stop(), start() }`: `stop()` takes it away and `start()` brings
 * it back on the same address and token (for fault tests).
 */
export async function startLocalBlobs({
  directory,
  port,
  fresh = false,
}: {
  directory: string;
  port?: number | undefined;
  fresh?: boolean | undefined;
}): Promise<LocalBlobs> {
  await ensureBlobsFree(directory);
  if (fresh) await rm(directory, { recursive: true, force: true });
  const token = randomBytes(32).toString("base64url");
  const serverFile = path.join(directory, SERVER_FILE);
  let server = new LocalBlobsServer({ directory, token, ...(port === undefined ? {} : { port }) });
  const started = await server.start();
  const url = `http://${LOOPBACK}:${started.port}`;
  await writeFile(serverFile, JSON.stringify({ url, token, pid: process.pid }), { mode: 0o600 });
  pointBlobsAt(url, token);
  return {
    url,
    port: started.port,
    token,
    async stop() {
      await server.stop();
      const named = await readOrNull(serverFile);
      if (named && JSON.parse(String(named)).token === token) await rm(serverFile, { force: true });
    },
    async start() {
      server = new LocalBlobsServer({ directory, token, port: started.port });
      await server.start();
      await writeFile(serverFile, JSON.stringify({ url, token, pid: process.pid }), { mode: 0o600 });
    },
  };
}

/**
 * The server `startLocalBlobs` runs on `directory`, when one runs and answers to its token: `{ url, token }`,
 * else null (no server file, a stale one, or a server that refuses the token).
 */
export async function runningLocalBlobs(directory: string): Promise<{ url: string; token: string } | null> {
  const named = await readOrNull(path.join(directory, SERVER_FILE));
  if (!named) return null;
  try {
    const { url, token }: { url: string; token: unknown } = JSON.parse(String(named));
    if (new URL(url).hostname !== LOOPBACK || typeof token !== "string") return null;
    // A key that does not exist: a live server with this token answers 404.
    const probe = await fetch(`${url}/0/server-probe/probe`, {
      method: "HEAD",
      headers: { authorization: `Bearer ${token}` },
      signal: AbortSignal.timeout(2_000),
    });
    return probe.status === 404 ? { url, token } : null;
  } catch {
    return null;
  }
}

/**
 * Resolves when no live server serves `directory`; else rejects with an Error whose message is the whole story
 * (code EBLOBSINUSE). A folder has one server: a second one would take over its server file, so the operator
 * scripts would write beside the first server instead of through it, and its compare-and-swap would not hold.
 * `command` is the command that would start the second server, named in the message.
 */
export async function ensureBlobsFree(directory: string, command = "npm start"): Promise<void> {
  const live = await runningLocalBlobs(directory);
  if (!live) return;
  let pid: unknown = "?";
  try {
    pid = JSON.parse(String(await readOrNull(path.join(directory, SERVER_FILE)))).pid ?? "?";
  } catch {}
  const where = path.relative(process.cwd(), directory) || directory;
  const error: CodedError = new Error(
    `The Blobs folder ${where} is already served by another process (pid ${pid}, ${live.url}; another \`${command}\`?). ` +
      `Stop it, or give this one a folder of its own: BLOBS_DIR=${where}-2 ${command}`,
  );
  error.code = "EBLOBSINUSE";
  throw error;
}
