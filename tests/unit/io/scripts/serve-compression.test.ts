// @vitest-environment node
// Static files are compressed once, off the event loop: while a large file is being compressed for its first
// request, other requests are answered; requests that arrive meanwhile share that one compression.
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { brotliQuality } from "../../../../scripts/lib/compression.ts";
import { createStaticSite } from "../../../../scripts/lib/static-site.ts";

/** About 250 KB of script-like text that compresses, but not trivially (brotli's best quality takes a while on it). */
function bigScript(): Buffer {
  let seed = 42;
  const random = () => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed / 2 ** 31;
  };
  const words = ["const", "return", "function", "value", "items", "length", "map", "filter", "state", "props"];
  const lines: string[] = [];
  let size = 0;
  while (size < 250 * 1024) {
    const line = `  ${words[Math.floor(random() * words.length)]}_${Math.floor(random() * 1e6)} = ${random().toFixed(8)};\n`;
    lines.push(line);
    size += line.length;
  }
  return Buffer.from(lines.join(""));
}

/** GET with brotli accepted: status, encoding and raw body. */
function get(base: string, path: string) {
  return new Promise<{ status: number; encoding: string | undefined; body: Buffer }>((resolve, reject) => {
    http
      .get(`${base}${path}`, { headers: { "accept-encoding": "br" }, agent: false }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            encoding: res.headers["content-encoding"],
            body: Buffer.concat(chunks),
          }),
        );
      })
      .on("error", reject);
  });
}

describe("compression of static files on the local server", () => {
  let root: string;
  let big: Buffer;
  let server: http.Server;
  let base: string;
  let events: string[];
  let onStart: (() => void) | undefined;

  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), "usja-compression-"));
    await mkdir(join(root, "dist"), { recursive: true });
    big = bigScript();
    await writeFile(join(root, "dist/big.js"), big);
    await writeFile(join(root, "dist/small.txt"), "small\n");
    const serveStatic = await createStaticSite(root, {
      onCompress: (phase: string) => {
        events.push(`compression ${phase}`);
        if (phase === "start") onStart?.();
      },
    });
    server = http.createServer((req, res) => void serveStatic(req, res, new URL(req.url ?? "/", "http://x").pathname));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await rm(root, { recursive: true, force: true });
  });

  it("answers a small file while a large one is still being compressed", async () => {
    events = [];
    const started = new Promise<void>((resolve) => {
      onStart = resolve;
    });
    const bigAnswer = get(base, "/big.js").then((res) => {
      events.push("big file answered");
      return res;
    });
    await started;
    const small = await get(base, "/small.txt");
    events.push("small file answered");
    const res = await bigAnswer;
    // Compressing in the request (brotliCompressSync) would answer nothing until it has finished.
    expect(events).toEqual(["compression start", "small file answered", "compression end", "big file answered"]);
    expect(small.body.toString()).toBe("small\n");
    expect(res.encoding).toBe("br");
    expect(brotliDecompressSync(res.body).equals(big)).toBe(true);
  });

  it("compresses a file once for requests that arrive while it is being compressed", async () => {
    events = [];
    await writeFile(join(root, "dist/other.js"), big.subarray(0, 100 * 1024));
    const answers = await Promise.all([get(base, "/other.js"), get(base, "/other.js"), get(base, "/other.js")]);
    expect(events.filter((e) => e === "compression start")).toHaveLength(1);
    for (const res of answers) expect(brotliDecompressSync(res.body).equals(big.subarray(0, 100 * 1024))).toBe(true);
    // And later requests take it from the cache.
    await get(base, "/other.js");
    expect(events.filter((e) => e === "compression start")).toHaveLength(1);
  });

  it("chooses a faster brotli quality for larger files (the CMS's 5 MB script would take over 10 s at 11)", () => {
    expect(brotliQuality(200 * 1024)).toBe(11);
    expect(brotliQuality(800 * 1024)).toBe(9);
    expect(brotliQuality(5_200_000)).toBe(5);
  });
});
