// API throughput: GET routes of the dataset next to the same bytes served as a static file by the
// same server, at 50 concurrent connections. Returns rows for the results file.
import { mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import autocannon, { type Result } from "autocannon";

const ROUTES = ["/api/states", "/api/employment-metrics"];

type BenchApiOptions = { baseURL: string; distDir: string; connections?: number; duration?: number };
/** One route's figures, the function's and its static twin's. */
export type ApiRow = {
  route: string;
  bytes: number;
  connections: number;
  durationSeconds: number;
  api: ReturnType<typeof summarise>;
  static: ReturnType<typeof summarise>;
  ratio: number;
};

function run(url: string, { connections, duration }: { connections: number; duration: number }) {
  return new Promise<Result>((resolve, reject) => {
    autocannon({ url, connections, duration, pipelining: 1 }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

function summarise(result: Result) {
  return {
    requestsPerSecond: Math.round(result.requests.average),
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

/** Measures each route and its static twin; `baseURL` is a running local server serving `distDir`. */
export async function benchApi({ baseURL, distDir, connections = 50, duration = 10 }: BenchApiOptions) {
  const staticDir = path.join(distDir, "__bench");
  await mkdir(staticDir, { recursive: true });
  const rows: ApiRow[] = [];
  try {
    for (const route of ROUTES) {
      const bytes = Buffer.from(await (await fetch(baseURL + route)).arrayBuffer());
      const file = `${route.replace(/\W+/g, "-").replace(/^-/, "")}.json`;
      await writeFile(path.join(staticDir, file), bytes);
      // Warm both paths (the function's dataset cache, the server's file cache).
      await run(baseURL + route, { connections: 10, duration: 1 });
      await run(`${baseURL}/__bench/${file}`, { connections: 10, duration: 1 });
      const api = summarise(await run(baseURL + route, { connections, duration }));
      const staticFile = summarise(await run(`${baseURL}/__bench/${file}`, { connections, duration }));
      rows.push({
        route,
        bytes: bytes.length,
        connections,
        durationSeconds: duration,
        api,
        static: staticFile,
        ratio: Number((api.requestsPerSecond / staticFile.requestsPerSecond).toFixed(3)),
      });
    }
  } finally {
    await rm(staticDir, { recursive: true, force: true });
  }
  return rows;
}
