// `npm run bench`: builds if needed, starts the production-like server on its own port and Blobs
// folder, measures, writes bench/results.json and prints one Markdown table per area, each figure
// next to its goal (issue #9). Not part of `npm test`.
//
//   BENCH_ONLY=assets,api,lighthouse,interactions,timings   a subset (default: all)
//   BENCH_RUNS=3                               Lighthouse runs per route, data build and report runs
//   BENCH_DURATION=10                          seconds per API measurement
//   BENCH_PORT=8897
//   BENCH_ROUTES=/,/states                     only these routes (default: every page of the route list,
//                                              src/domain/site-routes.ts, and the 404 page; a comma followed by "/"
//                                              separates them, so a query may hold commas)
//
// The server runs without Stripe variables: /checkout then shows its "Unable to initialize payment"
// state at once instead of waiting on js.stripe.com, which this machine cannot reach. Lighthouse then measures
// /checkout once more with its payment form: against the fake Stripe API (tests/helpers/fake-stripe.ts), started here,
// with a stand-in Stripe.js answering for js.stripe.com (row "/checkout (payment form)").
import { existsSync } from "node:fs";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { NOT_FOUND_PAGE } from "../../src/domain/site-routes.ts";
import { startFakeStripe } from "../../tests/helpers/fake-stripe.ts";
import { buildIfNeeded } from "../lib/build-if-needed.ts";
import { htmlFileOf, routeAssets } from "../lib/route-assets.ts";
import { startServer } from "../serve.ts";
import { type ApiRow, benchApi } from "./api.ts";
import { benchInteractions, CPU_THROTTLING, HOVER_AHEAD_MS, type InteractionRow } from "./interactions.ts";
import {
  BENCH_ROUTES as ALL_ROUTES,
  benchLighthouse,
  EXPECTED_ON_404,
  type MedianRow,
  NOT_FOUND_ROUTE,
  unexpectedOn404,
} from "./lighthouse.ts";
import { benchTimings } from "./timings.ts";

/** One route's bytes (area "assets"). */
type AssetRow = {
  route: string;
  js: { files: number; bytes: number; gzip: number };
  onInteraction: { gzip: number; largestIsland: number };
  css: { files: number; bytes: number; gzip: number };
  html: { bytes: number; gzip: number };
  goals: { jsGzip: number; cssGzip: number };
};
/**
 * A Lighthouse row as the table reads it: every figure a number (a median is null only when no run reported the
 * figure, which a finished Lighthouse run always does).
 */
type Scores = Record<"performance" | "accessibility" | "best-practices" | "seo", number>;
type LighthouseTableRow = Omit<MedianRow, "scores" | "metrics" | "transfer" | "perRun"> & {
  variant?: string;
  scores: Scores;
  metrics: Record<keyof MedianRow["metrics"], number>;
  transfer: Record<keyof MedianRow["transfer"], { requests: number; bytes: number }>;
  perRun: { scores: Scores }[];
};
/** What this run measured, by area. */
/** A Lighthouse row; `variant` names a second state of the same route ("payment form"). */
type LighthouseRow = MedianRow & { variant?: string };
type Measured = {
  assets?: AssetRow[];
  api?: ApiRow[];
  lighthouse?: LighthouseRow[];
  interactions?: InteractionRow[];
  timings?: Awaited<ReturnType<typeof benchTimings>>;
};

const BENCH_ROUTES = process.env["BENCH_ROUTES"]
  ? // Routes are separated by a comma before a slash: a route's own query may hold commas (/compare?places=a,b).
    process.env["BENCH_ROUTES"]
      .split(/,(?=\/)/)
      .map((s) => s.trim())
      .filter(Boolean)
  : ALL_ROUTES;
const AREAS = ["assets", "api", "lighthouse", "interactions", "timings"];
const root = process.cwd();
const resultsFile = path.join(root, "bench/results.json");
const duration = Number(process.env["BENCH_DURATION"] ?? 10);
const runs = Math.max(1, Number(process.env["BENCH_RUNS"] ?? 3));
const only = new Set(
  (process.env["BENCH_ONLY"] ?? AREAS.join(","))
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean),
);
for (const area of only)
  if (!AREAS.includes(area)) throw new Error(`BENCH_ONLY: unknown area "${area}" (use ${AREAS.join(", ")})`);

// The goals: islands hydrate when the visitor acts, so a page loads at most 20 KB of JavaScript; only the payment
// pages, which cannot be used before their island runs, load theirs at once.
const KB = 1024;
const GOALS = {
  performance: 100,
  performanceFloor: 95,
  category: 100,
  lcpMs: 1000,
  tbtMs: 20,
  cls: 0,
  jsLoad: 20 * KB,
  jsPayment: 100 * KB,
  interactionFirstMs: 100,
  interactionLaterMs: 50,
  css: 20 * KB,
  apiRatio: 0.5,
  buildMs: 60_000,
  dataBuildMs: 15_000,
  reportMs: 3_000,
};
/** The pages whose island must run at load: the payment form (Stripe) and the payment check. */
const PAYMENT_ROUTES = new Set(["/checkout", "/payment-success"]);
const jsGoal = (route: string) => (PAYMENT_ROUTES.has(route) ? GOALS.jsPayment : GOALS.jsLoad);
/** The build output's name of a route: the 404 path is dist/404.html. */
const distRoute = (route: string) => (route === NOT_FOUND_ROUTE ? NOT_FOUND_PAGE.path : route);
/** The settings that make the site's payment functions use the fake Stripe API at `base` (test keys only). */
const fakeStripeSettings = (base: string) => ({
  STRIPE_SECRET_KEY: "sk_test_bench",
  STRIPE_PUBLISHABLE_KEY: "pk_test_bench",
  STRIPE_API_BASE: base,
});

const log = (line: string) => process.stderr.write(`${line}\n`);
const loadAtStart = os.loadavg();
const measured: Measured = {};

if (only.has("assets") || only.has("api") || only.has("lighthouse")) await buildIfNeeded(root);

if (only.has("assets")) {
  const distDir = path.join(root, "dist");
  measured.assets = [];
  for (const route of BENCH_ROUTES) {
    // A page rendered on request (/compare) has no file in dist: Lighthouse's figures are its bytes at load.
    if (!existsSync(htmlFileOf(distDir, distRoute(route)))) {
      log(`assets: ${route} is rendered on request (no file in dist), measured by Lighthouse only`);
      continue;
    }
    const a = await routeAssets(distDir, distRoute(route));
    measured.assets.push({
      route,
      js: a.js,
      onInteraction: {
        gzip: a.onInteraction.gzip,
        largestIsland: Math.max(0, ...a.onInteraction.islands.map((i) => i.gzip)),
      },
      css: a.css,
      html: a.html,
      goals: { jsGzip: jsGoal(route), cssGzip: GOALS.css },
    });
  }
}

if (only.has("api") || only.has("lighthouse") || only.has("interactions")) {
  for (const name of Object.keys(process.env)) if (name.startsWith("STRIPE_")) delete process.env[name];
  const server = await startServer({
    port: Number(process.env["BENCH_PORT"] ?? 8897),
    blobsDir: ".netlify/blobs-bench",
    quiet: true,
    fresh: true,
  });
  try {
    if (only.has("api")) {
      log("API throughput…");
      measured.api = await benchApi({ baseURL: server.url, distDir: path.join(root, "dist"), duration });
    }
    if (only.has("lighthouse")) {
      log(`Lighthouse: ${BENCH_ROUTES.length} routes × ${runs} runs…`);
      measured.lighthouse = await benchLighthouse({ baseURL: server.url, routes: BENCH_ROUTES, runs });
      if (BENCH_ROUTES.includes("/checkout")) {
        log("Lighthouse: /checkout with its payment form (fake Stripe API, stand-in Stripe.js)…");
        const stripe = await startFakeStripe({ port: 0 });
        const settings = fakeStripeSettings(stripe.url);
        Object.assign(process.env, settings);
        try {
          const rows = await benchLighthouse({ baseURL: server.url, routes: ["/checkout"], runs, fakeStripeJs: true });
          measured.lighthouse.push(...rows.map((row) => ({ ...row, variant: "payment form" })));
        } finally {
          for (const name of Object.keys(settings)) delete process.env[name];
          await stripe.stop();
        }
      }
    }
    if (only.has("interactions")) {
      log(`Interactions at ${CPU_THROTTLING}× CPU throttling, ${runs} runs each…`);
      measured.interactions = await benchInteractions({ baseURL: server.url, runs, routes: BENCH_ROUTES, log });
    }
  } finally {
    await server.close();
  }
}

if (only.has("timings")) {
  log("Timings: data build, site build, report…");
  measured.timings = await benchTimings({ root, runs, log });
}

const loadAtEnd = os.loadavg();
const machine = {
  cpus: os.cpus().length,
  cpuModel: os.cpus()[0]?.model ?? "unknown",
  loadAverageAtStart: loadAtStart.map((x) => Number(x.toFixed(2))),
  loadAverageAtEnd: loadAtEnd.map((x) => Number(x.toFixed(2))),
};
const previous = JSON.parse(await readFile(resultsFile, "utf8").catch(() => "{}"));
const now = new Date().toISOString();
/** With BENCH_ROUTES, the rows measured replace the same routes' rows of the previous results; the others stay. */
const merged = Object.fromEntries(
  Object.entries(measured).map(([area, rows]) => [
    area,
    process.env["BENCH_ROUTES"] && Array.isArray(rows) && Array.isArray(previous[area])
      ? [...previous[area].filter((old) => !BENCH_ROUTES.includes(old.route)), ...rows]
      : rows,
  ]),
);
const results = {
  ...previous,
  measuredAt: now,
  node: process.version,
  machine,
  ...merged,
  measuredAtByArea: { ...previous.measuredAtByArea, ...Object.fromEntries(Object.keys(measured).map((k) => [k, now])) },
};
await mkdir(path.dirname(resultsFile), { recursive: true });
await writeFile(resultsFile, `${JSON.stringify(results, null, 2)}\n`);

// --- Tables ---------------------------------------------------------------------------------
const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;
const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const out: string[] = [];
const print = (line = "") => out.push(line);
print(
  `Machine: ${machine.cpus} × ${machine.cpuModel}; load average ${machine.loadAverageAtStart.join(" ")} at start, ${machine.loadAverageAtEnd.join(" ")} at end. Node ${process.version}. KB = 1,024 bytes.`,
);

if (measured.assets) {
  print("\n### Shipped per route (build output, gzip -9)\n");
  print(
    "| Route | JS at load gz | Goal | On interaction gz (largest island) | CSS gz | CSS goal | HTML gz | Files JS / CSS | Status |",
  );
  print("|---|---:|---:|---:|---:|---:|---:|---:|---|");
  for (const a of measured.assets) {
    const short = [];
    if (a.js.gzip > a.goals.jsGzip) short.push(`JS +${kb(a.js.gzip - a.goals.jsGzip)}`);
    if (a.css.gzip > a.goals.cssGzip) short.push(`CSS +${kb(a.css.gzip - a.goals.cssGzip)}`);
    print(
      `| ${a.route} | ${kb(a.js.gzip)} | ≤ ${kb(a.goals.jsGzip)} | ${kb(a.onInteraction.gzip)} (${kb(a.onInteraction.largestIsland)}) | ${kb(a.css.gzip)} | ≤ ${kb(a.goals.cssGzip)} | ${kb(a.html.gzip)} | ${a.js.files} / ${a.css.files} | ${short.length ? `**short: ${short.join(", ")}**` : "met"} |`,
    );
  }
  print(
    "\nJS at load: every module the page loads by itself (entry scripts, module preloads, islands that hydrate at load, and their imports) plus inline scripts; goal ≤ 20 KB, the payment pages (whose island must run at load) ≤ 100 KB. On interaction: the islands that hydrate when the visitor acts (client:intent), all of them and the largest one by itself, beyond what the page already loaded.",
  );
}

if (measured.interactions) {
  print(`\n### First and later interactions, ${CPU_THROTTLING}× CPU throttling, median of ${runs} runs\n`);
  print(
    "| Route | Interaction | First: response | First: INP | First after a hover: response | Later: response | Later: INP | Status |",
  );
  print("|---|---|---:|---:|---:|---:|---:|---|");
  for (const r of measured.interactions) {
    const short = [];
    if (r.first.responseMs > GOALS.interactionFirstMs)
      short.push(`first +${r.first.responseMs - GOALS.interactionFirstMs} ms`);
    if (r.later.responseMs > GOALS.interactionLaterMs)
      short.push(`later +${r.later.responseMs - GOALS.interactionLaterMs} ms`);
    print(
      `| ${r.route} | ${r.name} | ${r.first.responseMs} ms | ${r.first.inpMs} ms | ${r.firstAfterHover.responseMs} ms | ${r.later.responseMs} ms | ${r.later.inpMs} ms | ${short.length ? `**short: ${short.join(", ")}**` : "met"} |`,
    );
  }
  print(
    `\nResponse: from the visitor's input (pointerdown or keydown) to the first frame that shows its result, including the island's download and hydration when the input triggers them; "after a hover": the pointer rested on the control for ${HOVER_AHEAD_MS} ms first. INP: the longest Event Timing duration of the interaction (16 = none reported at or above 16 ms). Goals: first ≤ ${GOALS.interactionFirstMs} ms, later ≤ ${GOALS.interactionLaterMs} ms.`,
  );
}

if (measured.lighthouse) {
  print(`\n### Lighthouse 13, mobile preset (simulated throttling), median of ${runs} run${runs === 1 ? "" : "s"}\n`);
  print(
    "| Route | Perf (by run) | A11y | BP | SEO | LCP | TBT | CLS | FCP | SI | JS | CSS | HTML | Fonts | Short of goal |",
  );
  print("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|");
  const why = [];
  for (const r of measured.lighthouse as unknown as LighthouseTableRow[]) {
    const { scores: sc, metrics: m, transfer: t } = r;
    const name = r.variant ? `${r.route} (${r.variant})` : r.route;
    const notFound = r.route === NOT_FOUND_ROUTE;
    const short = [];
    const perfRuns = (r.perRun ?? []).map((p) => p.scores.performance);
    if (sc.performance < GOALS.performance)
      short.push(`Perf ${sc.performance}${sc.performance < GOALS.performanceFloor ? " (< 95)" : ""}`);
    else if (perfRuns.some((p) => p < GOALS.performance)) short.push(`Perf ${perfRuns.join("/")} by run`);
    // The 404 page's goal: no failing audit but those a 404 must fail (its status, and the console's word of it).
    if (notFound) short.push(...unexpectedOn404(r.failing).map((audit) => `unexpected ${audit}`));
    else
      for (const [c, label] of [
        ["accessibility", "A11y"],
        ["best-practices", "BP"],
        ["seo", "SEO"],
      ] as const)
        if (sc[c] < GOALS.category) short.push(`${label} ${sc[c]}`);
    if (m.lcpMs > GOALS.lcpMs) short.push(`LCP +${Math.round(m.lcpMs - GOALS.lcpMs)} ms`);
    if (m.tbtMs > GOALS.tbtMs) short.push(`TBT +${Math.round(m.tbtMs - GOALS.tbtMs)} ms`);
    if (m.cls > GOALS.cls) short.push(`CLS +${(m.cls - GOALS.cls).toFixed(3)}`);
    const mark = (v: string | number | null, bad: boolean) => (bad ? `**${v}**` : `${v}`);
    print(
      `| ${name} | ${mark(
        `${sc.performance} (${perfRuns.join("/")})`,
        perfRuns.some((p) => p < 100),
      )} | ${mark(sc.accessibility, sc.accessibility < 100)} | ${mark(sc["best-practices"], sc["best-practices"] < 100)} | ${mark(sc.seo, sc.seo < 100)} | ` +
        `${mark(s(m.lcpMs), m.lcpMs > GOALS.lcpMs)} | ${mark(`${Math.round(m.tbtMs)} ms`, m.tbtMs > GOALS.tbtMs)} | ${mark(m.cls.toFixed(3), m.cls > GOALS.cls)} | ${s(m.fcpMs)} | ${s(m.speedIndexMs)} | ` +
        `${kb(t.js.bytes)} | ${kb(t.css.bytes)} | ${kb(t.html.bytes)} | ${kb(t.fonts.bytes)} | ${short.length ? `**${short.join(", ")}**` : "met"} |`,
    );
    for (const [category, audits] of Object.entries(r.failing)) {
      if ((sc[category as keyof Scores] ?? 0) >= 100) continue;
      const list = audits
        .map(
          (a) =>
            `${a.id}${a.displayValue ? ` (${a.displayValue})` : ""}${a.runs < r.runs ? ` [${a.runs}/${r.runs} runs]` : ""}${a.items?.length ? `: ${a.items.slice(0, 2).join(" | ")}` : ""}`,
        )
        .join("; ");
      if (list) why.push(`- ${name} ${category}: ${list}`);
    }
  }
  print(
    "\nGoals: Perf 100 (none below 95); A11y, BP, SEO 100; LCP ≤ 1.0 s; TBT ≤ 20 ms; CLS 0. JS/CSS/HTML/Fonts: bytes transferred (brotli from the local server)." +
      " /checkout is measured without Stripe variables: it shows 'Unable to initialize payment' (create-payment-intent answers 503) instead of loading Stripe.js, which cannot be reached offline;" +
      " '/checkout (payment form)' is the same page against the fake Stripe API, with a stand-in Stripe.js answering for js.stripe.com." +
      ` ${NOT_FOUND_ROUTE} answers 404 by design, which costs it SEO http-status-code and a console error for the failed document load (${[...EXPECTED_ON_404].join("; ")}): its goal is no other failing audit.`,
  );
  if (why.length)
    print(
      `\nWhy each category below 100 (median) lost points: its failing audits, from any of the runs:\n${why.join("\n")}`,
    );
}

if (measured.api) {
  print(`\n### API throughput (${measured.api[0]?.connections ?? 50} connections, ${duration} s each)\n`);
  print(
    "| Route | Bytes | API req/s | API p50 / p99 ms | Static req/s | Static p50 / p99 ms | API ÷ static | Goal ≥ 50% |",
  );
  print("|---|---:|---:|---:|---:|---:|---:|---|");
  for (const r of measured.api) {
    print(
      `| ${r.route} | ${r.bytes} | ${r.api.requestsPerSecond} | ${r.api.latencyP50Ms} / ${r.api.latencyP99Ms} | ${r.static.requestsPerSecond} | ${r.static.latencyP50Ms} / ${r.static.latencyP99Ms} | ${(r.ratio * 100).toFixed(0)}% | ${r.ratio >= GOALS.apiRatio ? "met" : "**short**"} |`,
    );
  }
}

if (measured.timings) {
  const t = measured.timings;
  print("\n### Timings (wall clock)\n");
  print("| Step | Median | Runs | Goal | Status |");
  print("|---|---:|---:|---:|---|");
  const row = (label: string, x: { medianMs: number; runs: number } | null, goalMs: number, extra = "") => {
    if (!x) {
      print(`| ${label} | — | 0 | ≤ ${s(goalMs)} | not measured (no raw data) |`);
      return;
    }
    const status = x.medianMs <= goalMs ? "met" : `**short by ${s(x.medianMs - goalMs)}**`;
    print(`| ${label} | ${s(x.medianMs)} | ${x.runs} | ≤ ${s(goalMs)} | ${status}${extra} |`);
  };
  row("`npm run data:build` (to a temp folder)", t.dataBuild, GOALS.dataBuildMs);
  row("`npm run build` (astro build to a temp outDir)", t.siteBuild, GOALS.buildMs);
  row(
    "Report PDF (generateReport on the seed)",
    t.report,
    GOALS.reportMs,
    `; first call ${s(t.report.coldMs)}, ${kb(t.report.bytes)}`,
  );
}

print(`\nWritten to ${path.relative(root, resultsFile)}`);
console.log(out.join("\n"));
