// `npm run bench:load`: 10,000 mixed requests (pages, API reads, valid and invalid form posts) at
// 100 concurrent connections against the production-like server on loopback. Reports 5xx, p99
// latency and the server's memory before and after, and checks that every valid write was stored
// exactly once. Bounded in count and time; writes bench/load-results.json.
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon, { type Request, type Result } from "autocannon";
import { listContactMessages, listSubscribers } from "../../src/server/operator-tasks.ts";
import { buildIfNeeded } from "../lib/build-if-needed.ts";
import { startServer } from "../serve.ts";

const TOTAL = Number(process.env["LOAD_REQUESTS"] ?? 10_000);
const CONNECTIONS = Number(process.env["LOAD_CONNECTIONS"] ?? 100);
const root = process.cwd();

await buildIfNeeded(root);
const blobsDir = await mkdtemp(path.join(tmpdir(), "usja-load-"));
const server = await startServer({ port: 0, blobsDir, quiet: true, trustClientIpHeader: true });

let n = 0;
const sent: Record<"subscribe" | "contact" | "invalid", number> = { subscribe: 0, contact: 0, invalid: 0 };
const json = { "content-type": "application/json" };
// Each form post comes from its own client address, as many visitors would (the rate limit is per client).
const client = () => ({ "x-nf-client-connection-ip": `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` });

/**
 * A form post counted under `kind`, from the next client address, with the body `body(n)` makes
 * (an object sent as JSON, or a string sent as is).
 */
const formPost = (path: string, kind: keyof typeof sent, body: (n: number) => object | string): Request => ({
  method: "POST",
  path,
  setupRequest: (req: Request) => {
    n += 1;
    sent[kind] += 1;
    const value = body(n);
    return {
      ...req,
      headers: { ...json, ...client() },
      body: typeof value === "string" ? value : JSON.stringify(value),
    };
  },
});
const requests: Request[] = [
  { method: "GET", path: "/" },
  { method: "GET", path: "/states" },
  { method: "GET", path: "/api/states" },
  { method: "GET", path: "/api/employment-metrics" },
  // The layoff list and search are rate-limited per client like the form posts: spread them over client addresses too.
  {
    method: "GET",
    path: "/api/layoffs?limit=5&industry=Manufacturing",
    setupRequest: (req: Request) => ({ ...req, headers: client() }),
  },
  { method: "GET", path: "/api/search?q=texas", setupRequest: (req: Request) => ({ ...req, headers: client() }) },
  { method: "GET", path: "/no-such-page" },
  formPost("/api/notifications/subscribe", "subscribe", (i) => ({
    fullName: `Load ${i}`,
    email: `load-${i}@example.com`,
    subscriptionTypes: ["all"],
  })),
  formPost("/api/contact", "contact", (i) => ({
    name: `Load ${i}`,
    email: `load-${i}@example.com`,
    comment: `Load test message number ${i}.`,
  })),
  formPost("/api/contact", "invalid", () => '{"name":"","email":"nope","comment":"x"'),
];

const statuses: Record<number, number> = {};
const memoryBefore = process.memoryUsage();
const started = Date.now();
const result = await new Promise<Result>((resolve, reject) => {
  const instance = autocannon(
    { url: server.url, connections: CONNECTIONS, amount: TOTAL, requests, timeout: 30 },
    (error, res) => (error ? reject(error) : resolve(res)),
  );
  instance.on("response", (_client, statusCode) => {
    statuses[statusCode] = (statuses[statusCode] ?? 0) + 1;
  });
});
const seconds = (Date.now() - started) / 1000;
const memoryAfter = process.memoryUsage();

const subscribers = await listSubscribers();
const messages = (await listContactMessages()).filter((m) => m.name.startsWith("Load "));
const uniqueSubscribers = new Set(subscribers.map((s) => s.email)).size;
await server.close();
await rm(blobsDir, { recursive: true, force: true });

const fivexx = Object.entries(statuses)
  .filter(([code]) => Number(code) >= 500)
  .reduce((s, [, c]) => s + c, 0);
const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);
const report = {
  measuredAt: new Date().toISOString(),
  requests: result.requests.total,
  connections: CONNECTIONS,
  seconds,
  statuses,
  errors: result.errors,
  timeouts: result.timeouts,
  fivexx,
  latencyMs: { p50: result.latency.p50, p99: result.latency.p99, max: result.latency.max },
  writes: {
    subscriptionsSent: sent.subscribe,
    subscriptionsStored: subscribers.length,
    distinctSubscribersStored: uniqueSubscribers,
    contactSent: sent.contact,
    contactStored: messages.length,
    invalidSent: sent.invalid,
  },
  memoryMb: {
    rssBefore: mb(memoryBefore.rss),
    rssAfter: mb(memoryAfter.rss),
    heapUsedBefore: mb(memoryBefore.heapUsed),
    heapUsedAfter: mb(memoryAfter.heapUsed),
  },
};
const file = path.join(root, "bench/load-results.json");
await writeFile(file, `${JSON.stringify(report, null, 2)}\n`);

const ok =
  fivexx === 0 &&
  report.errors === 0 &&
  subscribers.length === sent.subscribe &&
  uniqueSubscribers === sent.subscribe &&
  messages.length === sent.contact;
console.log(`
| Figure | Value |
|---|---|
| Requests sent | ${report.requests} at ${CONNECTIONS} connections in ${seconds.toFixed(1)} s |
| Status codes | ${Object.entries(statuses)
  .map(([c, k]) => `${c}: ${k}`)
  .join(", ")} |
| 5xx / errors / timeouts | ${fivexx} / ${report.errors} / ${report.timeouts} |
| Latency p50 / p99 / max | ${report.latencyMs.p50} / ${report.latencyMs.p99} / ${report.latencyMs.max} ms |
| Subscriptions stored / sent | ${subscribers.length} / ${sent.subscribe} (distinct ${uniqueSubscribers}) |
| Contact messages stored / sent | ${messages.length} / ${sent.contact} |
| Invalid posts sent (answered 400) | ${sent.invalid} |
| Server memory RSS before → after | ${report.memoryMb.rssBefore} → ${report.memoryMb.rssAfter} MB (heap ${report.memoryMb.heapUsedBefore} → ${report.memoryMb.heapUsedAfter} MB) |

${ok ? "PASS" : "FAIL"}: ${ok ? "no 5xx, every valid write stored exactly once" : "see the figures above"} (written to ${path.relative(root, file)})`);
process.exit(ok ? 0 : 1);
