// @vitest-environment node
// The heavy routes through the production-like server: the whole layoffs CSV arrives streamed and
// compressed, the CSV, search, job-role and layoff routes and the on-demand pages (/compare) answer 429 past their
// rate limit, and a 404 under /_astro/ is never cacheable (the immutable rule of that folder is for files that exist).
import { copyFile, mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import http from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { toCsv } from "~/domain/csv.ts";
import { LAYOFF_CSV_COLUMNS } from "~/domain/layoffs.ts";
import { startServer } from "../../../../scripts/serve.ts";
import { SSR_ENTRY, withRateLimit } from "../../../../src/server/ssr-function.ts";
import { readSeed } from "../../../helpers/seed.ts";
import { copySeededBlobs } from "../../../helpers/seeded-blobs.ts";

interface Received {
  status: number;
  headers: http.IncomingHttpHeaders;
  chunks: Buffer[];
  /** Milliseconds from the first byte of the body to its end. */
  firstToEndMs: number;
}

/** A GET as a plain HTTP client sees it: every chunk as it arrives, nothing decoded. */
function receive(url: string, headers: Record<string, string> = {}): Promise<Received> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        let first = 0;
        res.on("data", (chunk: Buffer) => {
          first ||= performance.now();
          chunks.push(chunk);
        });
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            chunks,
            firstToEndMs: first ? performance.now() - first : 0,
          }),
        );
        res.on("error", reject);
      })
      .on("error", reject);
  });
}

describe("heavy routes on the local server", () => {
  let server: Awaited<ReturnType<typeof startServer>>;
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), "usja-heavy-"));
    // The folder as `npm start` leaves it: the seed already in the store.
    await copySeededBlobs(dir);
    for (const level of ["log", "error", "warn"] as const) vi.spyOn(console, level).mockImplementation(() => {});
    server = await startServer({ port: 0, blobsDir: dir, quiet: true, trustClientIpHeader: true });
  }, 60_000);
  afterAll(async () => {
    vi.restoreAllMocks();
    await server?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it("streams the whole CSV gzip-compressed, in many chunks, byte-identical once decoded", async () => {
    const got = await receive(`${server.url}/api/layoffs/csv`, {
      "accept-encoding": "gzip",
      "x-nf-client-connection-ip": "192.0.2.10",
    });
    expect(got.status).toBe(200);
    expect(got.headers["content-encoding"]).toBe("gzip");
    expect(got.headers["transfer-encoding"]).toBe("chunked");
    expect(got.headers["content-length"]).toBeUndefined();
    expect(got.chunks.length).toBeGreaterThan(5);
    const packed = Buffer.concat(got.chunks);
    const csv = gunzipSync(packed);
    expect(csv.toString("utf8")).toBe(toCsv(readSeed("layoffs").data, LAYOFF_CSV_COLUMNS));
    // About 7.3 MB of CSV; compressed well under a fifth of it.
    expect(csv.length).toBeGreaterThan(6_000_000);
    expect(packed.length).toBeLessThan(csv.length / 5);
  }, 30_000);

  it("answers 429 past ten CSV downloads a minute from one client, and others are unaffected", async () => {
    const head = (ip: string) =>
      fetch(`${server.url}/api/layoffs/csv`, { method: "HEAD", headers: { "x-nf-client-connection-ip": ip } });
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await head("192.0.2.11")).status);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(200));
    expect(statuses[10]).toBe(429);
    expect((await head("192.0.2.12")).status).toBe(200);
  }, 30_000);

  it("answers 429 past sixty searches a minute from one client", async () => {
    // An empty query costs nothing to answer and counts against the limit all the same.
    const find = () => fetch(`${server.url}/api/search?q=`, { headers: { "x-nf-client-connection-ip": "192.0.2.13" } });
    const statuses: number[] = [];
    for (let i = 0; i < 61; i++) {
      const res = await find();
      await res.arrayBuffer();
      statuses.push(res.status);
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(60);
    expect(statuses[60]).toBe(429);
  }, 60_000);

  it("answers a job-role search past sixty a minute from one client with the 429 of /api/search", async () => {
    const ask = async (path: string, ip: string) => {
      const res = await fetch(`${server.url}${path}`, { headers: { "x-nf-client-connection-ip": ip } });
      return { status: res.status, retryAfter: res.headers.get("retry-after"), body: await res.json() };
    };
    const answers = [];
    for (let i = 0; i < 61; i++) answers.push(await ask("/api/job-roles?search=nurse&limit=1", "192.0.2.16"));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(60);
    const limited = answers[60];
    expect(limited?.status).toBe(429);
    expect(limited?.retryAfter).toMatch(/^\d+$/);
    // The same answer as a search past its limit.
    for (let i = 0; i < 61; i++) await ask("/api/search?q=", "192.0.2.17");
    const search = await ask("/api/search?q=", "192.0.2.17");
    expect(search.status).toBe(429);
    expect(limited?.body).toEqual(search.body);
    expect(limited?.body).toEqual({ error: "rate_limited", message: "Too many requests. Please try again later." });
  }, 60_000);

  it.each(["/api/layoffs?limit=1", "/api/layoffs/summary?q=no-such-employer"])(
    "answers 429 past 120 requests a minute from one client to %s",
    async (path) => {
      // Each answer scans the whole list of notices; a client past the limit is turned away before any of that. (A
      // search that matches nothing keeps each answer small, so the 121 requests fit well inside the minute.)
      const ip = path.includes("summary") ? "192.0.2.15" : "192.0.2.14";
      const ask = async () => {
        const res = await fetch(`${server.url}${path}`, { headers: { "x-nf-client-connection-ip": ip } });
        await res.arrayBuffer();
        return res.status;
      };
      const statuses: number[] = [];
      for (let i = 0; i < 121; i++) statuses.push(await ask());
      expect(statuses.filter((s) => s === 200)).toHaveLength(120);
      expect(statuses[120]).toBe(429);
    },
    60_000,
  );
});

/** The SSR function's entry as Astro's Netlify adapter writes it, with a page at /compare and a 404 elsewhere. */
const ADAPTER_ENTRY = `
			const handler = async (req) =>
				new URL(req.url).pathname === "/compare"
					? new Response("<!doctype html><title>Compare</title>", { headers: { "content-type": "text/html" } })
					: new Response("Not found", { status: 404 });
			export default handler;

			// The config must be inlined here instead of imported because Netlify
			// parses this file statically to read the config.
			export const config = {
				includedFiles: ['**/*'],
				name: 'Astro SSR',
				nodeBundler: 'none',
				generator: '@astrojs/netlify@8.2.6',
				path: '/*',
				preferStatic: true,
			};
		`;

describe("the on-demand pages on the local server", () => {
  let server: Awaited<ReturnType<typeof startServer>>;
  let root: string;
  beforeAll(async () => {
    // A site of its own: the project's netlify.toml, one static page, the 404 page and an SSR function whose config
    // the build gave its rate limit.
    root = await mkdtemp(join(tmpdir(), "usja-ssr-"));
    await mkdir(join(root, "dist"), { recursive: true });
    await mkdir(join(root, SSR_ENTRY, ".."), { recursive: true });
    await copyFile(join(import.meta.dirname, "../../../../netlify.toml"), join(root, "netlify.toml"));
    await writeFile(join(root, "dist/404.html"), "<!doctype html><title>Not found</title><p>Not found</p>");
    await writeFile(join(root, "dist/index.html"), "<!doctype html><title>Home</title>");
    await writeFile(join(root, SSR_ENTRY), withRateLimit(ADAPTER_ENTRY));
    server = await startServer({
      root,
      port: 0,
      blobsDir: join(root, "blobs"),
      quiet: true,
      trustClientIpHeader: true,
    });
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    await rm(root, { recursive: true, force: true });
  });

  it("answers /compare past sixty a minute from one client with the 429 of /api/search; static pages still answer", async () => {
    const get = async (path: string, ip = "192.0.2.20") => {
      const res = await fetch(`${server.url}${path}`, { headers: { "x-nf-client-connection-ip": ip } });
      return { status: res.status, retryAfter: res.headers.get("retry-after"), text: await res.text() };
    };
    const statuses: number[] = [];
    for (let i = 0; i < 60; i++) statuses.push((await get(`/compare?occupation=nurse-${i}`)).status);
    expect(statuses).toEqual(Array(60).fill(200));
    const limited = await get("/compare?occupation=software-developers&places=austin-tx,seattle-wa");
    expect(limited.status).toBe(429);
    expect(limited.retryAfter).toMatch(/^\d+$/);
    expect(JSON.parse(limited.text)).toEqual({
      error: "rate_limited",
      message: "Too many requests. Please try again later.",
    });
    // Files are not the function's: they are served whatever the client's count. Another client is unaffected.
    expect((await get("/")).status).toBe(200);
    expect((await get("/compare", "192.0.2.21")).status).toBe(200);
  }, 60_000);
});

describe("404 caching on the local server", () => {
  let server: Awaited<ReturnType<typeof startServer>>;
  let root: string;
  beforeAll(async () => {
    // A site of its own: the project's netlify.toml, one hashed asset and the 404 page.
    root = await mkdtemp(join(tmpdir(), "usja-404-"));
    await mkdir(join(root, "dist/_astro"), { recursive: true });
    await copyFile(join(import.meta.dirname, "../../../../netlify.toml"), join(root, "netlify.toml"));
    await writeFile(join(root, "dist/404.html"), "<!doctype html><title>Not found</title><p>Not found</p>");
    await writeFile(join(root, "dist/_astro/app.abc123.js"), "console.log(1);");
    server = await startServer({ root, port: 0, blobsDir: join(root, "blobs"), quiet: true });
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    await rm(root, { recursive: true, force: true });
  });

  it("keeps an existing /_astro/ file for a year, but a missing one is a 404 that must be revalidated", async () => {
    const asset = await fetch(`${server.url}/_astro/app.abc123.js`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    for (const path of ["/_astro/missing.abc123.js", "/_astro/", "/no-such-page"]) {
      const res = await fetch(`${server.url}${path}`);
      expect(res.status, path).toBe(404);
      expect(res.headers.get("cache-control"), path).toBe("public, max-age=0, must-revalidate");
      // The other headers of the path still apply.
      expect(res.headers.get("x-content-type-options"), path).toBe("nosniff");
    }
  });
});
