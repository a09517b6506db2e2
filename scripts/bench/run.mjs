// `npm run bench`: builds if needed, starts the production-like server on its own port and Blobs
// folder, measures, writes bench/results.json and prints a Markdown table. Not part of `npm test`.
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { buildIfNeeded } from "../lib/build-if-needed.mjs";
import { startServer } from "../serve.mjs";
import { benchApi } from "./api.mjs";

const root = process.cwd();
const resultsFile = path.join(root, "bench/results.json");
const duration = Number(process.env.BENCH_DURATION ?? 10);

await buildIfNeeded(root);
const server = await startServer({ port: Number(process.env.BENCH_PORT ?? 8897), blobsDir: ".netlify/blobs-bench", quiet: true, fresh: true });
let results;
try {
  const previous = JSON.parse(await readFile(resultsFile, "utf8").catch(() => "{}"));
  const api = await benchApi({ baseURL: server.url, distDir: path.join(root, "dist"), duration });
  results = { ...previous, measuredAt: new Date().toISOString(), node: process.version, api };
} finally {
  await server.close();
}
await mkdir(path.dirname(resultsFile), { recursive: true });
await writeFile(resultsFile, `${JSON.stringify(results, null, 2)}\n`);

const goal = 0.5;
console.log("\n| Route | Bytes | API req/s | API p50 / p99 ms | Static req/s | Static p50 / p99 ms | API ÷ static | Goal ≥ 50% |");
console.log("|---|---:|---:|---:|---:|---:|---:|---|");
for (const r of results.api) {
  console.log(
    `| ${r.route} | ${r.bytes} | ${r.api.requestsPerSecond} | ${r.api.latencyP50Ms} / ${r.api.latencyP99Ms} | ${r.static.requestsPerSecond} | ${r.static.latencyP50Ms} / ${r.static.latencyP99Ms} | ${(r.ratio * 100).toFixed(0)}% | ${r.ratio >= goal ? "met" : "**short**"} |`,
  );
}
console.log(`\nWritten to ${path.relative(root, resultsFile)}`);
