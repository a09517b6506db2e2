// @vitest-environment node
// The local production-like server against the attacks of an outside security test: a spoofed
// client address, slow clients against its timeouts, requests it cannot parse, and the headers of
// the answers it writes itself.
import { mkdtemp, rm } from "node:fs/promises";
import net from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createRateLimiter, SWEEP_INTERVAL_MS } from "../../../../scripts/lib/rate-limit.ts";
import { startServer } from "../../../../scripts/serve.ts";
import { copySeededBlobs } from "../../../helpers/seeded-blobs.ts";

type Server = Awaited<ReturnType<typeof startServer>>;

/**
 * Writes `head` on a raw socket, then `drip` one byte every 200 ms until the server closes the
 * connection; resolves to what the server sent and how long the connection lasted.
 */
function rawExchange(port: number, head: string, drip = false): Promise<{ text: string; ms: number }> {
  return new Promise((resolve) => {
    const started = performance.now();
    const socket = net.connect(port, "127.0.0.1");
    let text = "";
    let timer: NodeJS.Timeout | undefined;
    socket.setEncoding("latin1");
    socket.on("data", (chunk: string) => {
      text += chunk;
    });
    socket.on("error", () => {});
    socket.on("close", () => {
      clearInterval(timer);
      resolve({ text, ms: performance.now() - started });
    });
    socket.write(head);
    if (drip) timer = setInterval(() => socket.writable && socket.write("x"), 200);
  });
}

/** The headers every answer the server writes itself must carry. */
function expectAnswerHeaders(headers: Headers | Record<string, string>) {
  const get = (name: string) =>
    headers instanceof Headers
      ? headers.get(name)
      : (Object.entries(headers).find(([k]) => k.toLowerCase() === name)?.[1] ?? null);
  expect(get("x-content-type-options")).toBe("nosniff");
  expect(get("strict-transport-security")).toContain("max-age=");
  expect(get("content-security-policy")).toContain("frame-ancestors 'none'");
  expect(get("referrer-policy")).toBe("strict-origin-when-cross-origin");
  expect(get("cache-control")).toBe("no-store");
}

/** The status line and headers of a raw answer. */
function parseRaw(text: string): { status: number; headers: Record<string, string> } {
  const [statusLine = "", ...lines] = text.split("\r\n\r\n")[0]?.split("\r\n") ?? [];
  const headers = Object.fromEntries(
    lines.map((line) => [line.slice(0, line.indexOf(":")).toLowerCase(), line.slice(line.indexOf(":") + 1).trim()]),
  );
  return { status: Number(statusLine.split(" ")[1]), headers };
}

describe("the local server, hardened", () => {
  let dir: string;
  let server: Server;
  let port: number;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), "usja-hardening-"));
    // The folder as `npm start` leaves it: the seed already in the store.
    await copySeededBlobs(dir);
    for (const level of ["log", "error", "warn"] as const) vi.spyOn(console, level).mockImplementation(() => {});
    // Short timeouts, so that slow clients are bounded within a few seconds.
    server = await startServer({
      port: 0,
      blobsDir: dir,
      quiet: true,
      timeouts: { headersTimeout: 1_000, requestTimeout: 2_000, keepAliveTimeout: 500 },
    });
    port = Number(new URL(server.url).port);
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    vi.restoreAllMocks();
    await rm(dir, { recursive: true, force: true });
  });

  const postContact = (ip: string) =>
    fetch(`${server.url}/api/contact`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "x-nf-client-connection-ip": ip },
      body: "{}",
    });

  it("does not let a spoofed x-nf-client-connection-ip pick a fresh rate-limit bucket", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) statuses.push((await postContact(`198.51.100.${i}`)).status);
    // The contact route allows 20 a minute per client; all 30 came from the same socket address.
    expect(statuses.filter((s) => s === 429)).toHaveLength(10);
  });

  it("answers 429 and 405 with the security headers and no-store, like every other answer", async () => {
    const limited = await postContact("198.51.100.200");
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toMatch(/^\d+$/);
    expectAnswerHeaders(limited.headers);

    const apiMethod = await fetch(`${server.url}/api/contact`);
    expect(apiMethod.status).toBe(405);
    expect(apiMethod.headers.get("allow")).toBe("POST");
    expectAnswerHeaders(apiMethod.headers);

    const pageMethod = await fetch(`${server.url}/`, { method: "DELETE" });
    expect(pageMethod.status).toBe(405);
    expect(pageMethod.headers.get("allow")).toBe("GET, HEAD");
    expectAnswerHeaders(pageMethod.headers);
  });

  it("answers an oversized request line or header block with 431, not silence", async () => {
    const longLine = await rawExchange(port, `GET /${"a".repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`);
    expect(parseRaw(longLine.text).status).toBe(431);
    expectAnswerHeaders(parseRaw(longLine.text).headers);
    const bigHeader = await rawExchange(port, `GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${"b".repeat(20_000)}\r\n\r\n`);
    expect(parseRaw(bigHeader.text).status).toBe(431);
  });

  it.each(["[::1", "a b", "x:99999", "evil.example/path", "user@host"])(
    "answers a malformed Host header (%s) with 400, not 500",
    async (hostHeader) => {
      const { text } = await rawExchange(
        port,
        `GET /api/health HTTP/1.1\r\nHost: ${hostHeader}\r\nConnection: close\r\n\r\n`,
      );
      const { status, headers } = parseRaw(text);
      expect(status).toBe(400);
      expectAnswerHeaders(headers);
    },
  );

  it("closes a client that trickles its headers once the header timeout has passed (1 s configured)", async () => {
    const { text, ms } = await rawExchange(port, "GET /api/states HTTP/1.1\r\nHost: x\r\nX-Slow: ", true);
    expect(ms).toBeLessThan(2_500);
    expect(parseRaw(text).status).toBe(408);
  }, 10_000);

  it("closes a client that trickles its body once the request timeout has passed (2 s configured)", async () => {
    const head =
      "POST /api/contact HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 5000\r\n\r\n{";
    const { ms } = await rawExchange(port, head, true);
    expect(ms).toBeLessThan(3_500);
  }, 10_000);

  it("still serves a normal request afterwards", async () => {
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
  });
});

describe("the rate limiter's counters", () => {
  it("are swept once their window has ended, so that they do not grow without bound", () => {
    const check = createRateLimiter();
    const route = { name: "contact", config: { rateLimit: { windowLimit: 20, windowSize: 60 } } };
    for (let i = 0; i < 1_000; i++) check(route, `10.0.${i >> 8}.${i & 255}`, 1_000);
    expect(check.size()).toBe(1_000);
    check(route, "10.9.9.9", 1_000 + 60_000 + SWEEP_INTERVAL_MS);
    expect(check.size()).toBe(1);
  });
});
