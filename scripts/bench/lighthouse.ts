// Lighthouse 13 on every route: the default mobile form factor with simulated throttling, a fresh
// headless Chromium per run, N runs per route and the median of each figure. Used by `npm run bench`
// (through a child process, so Lighthouse's own work does not share an event loop with the server
// it measures).
//
// Standalone: node scripts/bench/lighthouse.ts http://127.0.0.1:8888 [runs]   (prints JSON)
import { execFileSync, fork } from "node:child_process";
import { existsSync } from "node:fs";
import { fileURLToPath, pathToFileURL } from "node:url";
import type { Flags, Result } from "lighthouse";
import type { Browser, Page } from "puppeteer-core";
import { NOT_FOUND_PAGE, sitePages } from "../../src/domain/site-routes.ts";
import { FAKE_ELEMENT_HTML, FAKE_STRIPE_JS } from "../../tests/helpers/fake-stripe/stripe-js.ts";

/** An address that answers with the 404 page. */
export const NOT_FOUND_ROUTE = NOT_FOUND_PAGE.sample;

/** The routes the bench measures (Lighthouse and bytes; interactions.ts lists each route's interaction): every page of
 * the route list (src/domain/site-routes.ts: its static pages and one or two samples of each generated family) and the
 * 404 page. `BENCH_ROUTES=/,/states` measures a subset. */
export const BENCH_ROUTES = [...sitePages().map((page) => page.path), NOT_FOUND_ROUTE];

/**
 * What a 404 page cannot pass by being one: its document answers 404 (the status is the point), which the SEO audit
 * "http-status-code" fails, and Chromium logs the failed document load to the console. Any other failing audit on the
 * 404 page is short of the goal.
 */
export const EXPECTED_ON_404 = new Set([
  "http-status-code",
  "errors-in-console: Failed to load resource: the server responded with a status of 404 (Not Found)",
]);

/** The failing audits of a 404 page's row beyond those EXPECTED_ON_404 names ("category audit-id"). */
export function unexpectedOn404(failing: Record<string, { id: string; items: string[] }[]>): string[] {
  const out: string[] = [];
  for (const [category, audits] of Object.entries(failing))
    for (const audit of audits) {
      if (EXPECTED_ON_404.has(audit.id)) continue;
      const items = audit.items.filter((item) => !EXPECTED_ON_404.has(`${audit.id}: ${item}`));
      if (audit.items.length > 0 && items.length === 0) continue;
      out.push(`${category} ${audit.id}`);
    }
  return out;
}

/**
 * js.stripe.com cannot be reached from this machine: for the checkout's payment form, the stand-in Stripe.js and its
 * element frame (tests/helpers/fake-stripe/stripe-js.ts) answer for it, while the site's functions use the fake Stripe
 * API the bench starts. Anything else at js.stripe.com is a 404.
 */
export function fakeStripeJs(url: string): Fulfilment | undefined {
  if (!url.startsWith("https://js.stripe.com/")) return undefined;
  if (url.startsWith("https://js.stripe.com/fake/element.html"))
    return { contentType: "text/html", body: FAKE_ELEMENT_HTML };
  if (/^https:\/\/js\.stripe\.com\/(v3|[a-z]+)\/stripe\.js/.test(url))
    return { contentType: "text/javascript", body: FAKE_STRIPE_JS };
  return { status: 404, contentType: "text/plain", body: "" };
}

/** Chromium without network chatter of its own: this machine reaches no host but the npm registry, so background
 * networking, component updates and sync would only fail and add noise to the measurements. */
export const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

export const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];

/** CHROME_PATH, else Debian's Chromium on PATH; undefined when there is none. */
export function findChrome() {
  if (process.env["CHROME_PATH"] && existsSync(process.env["CHROME_PATH"])) return process.env["CHROME_PATH"];
  for (const cmd of ["chromium", "chromium-browser", "google-chrome"]) {
    try {
      const found = execFileSync("sh", ["-c", `command -v ${cmd}`], {
        encoding: "utf8",
        stdio: ["ignore", "pipe", "ignore"],
      }).trim();
      if (found) return found;
    } catch {
      // not installed
    }
  }
  return undefined;
}

type AuditResult = Result["audits"][string];
/** An answer `fulfil` gives a request, instead of the network. */
type Fulfilment = { status?: number; contentType: string; body: string };
type RunOptions = {
  categories?: string[];
  chromePath?: string | undefined;
  settings?: Record<string, unknown>;
  fulfil?: (url: string) => Fulfilment | undefined;
};
/** An audit that cost a category points (failingAudits). */
export type FailingAudit = {
  id: string;
  title: string;
  score: number;
  weight: number;
  displayValue?: string | undefined;
  items: string[];
};
/** What the bench reads of an audit's detail items (console messages, elements, URLs, resource sizes). */
type DetailItem = {
  description?: string;
  node?: { selector?: string; snippet?: string };
  source?: { url?: string };
  url?: string;
  label?: string;
  resourceType?: string;
  requestCount?: number;
  transferSize?: number;
};
/** An audit's listed items; insight audits may hold theirs in an object rather than a list: nothing to quote then. */
const detailItems = (audit: AuditResult | undefined): DetailItem[] =>
  audit?.details && "items" in audit.details && Array.isArray(audit.details.items)
    ? (audit.details.items as DetailItem[])
    : [];
type Log = (line: string) => void;
type Transfer = { requests: number | null; bytes: number | null };
/** A failing audit over the runs of one route: in how many runs it failed. */
type FailingOverRuns = { id: string; title: string; displayValue?: string | undefined; items: string[]; runs: number };
/** `fakeStripeJs`: answer js.stripe.com with the stand-in Stripe.js (fakeStripeJs), for the checkout's payment form. */
type RoutesOptions = { baseURL: string; routes?: string[]; runs?: number; fakeStripeJs?: boolean; log?: Log };
/** The messages between the bench and its Lighthouse child process. */
type ChildMessage =
  | { type: "ready" }
  | { type: "result"; rows: MedianRow[] }
  | { type: "error"; message: string | undefined };

/**
 * One Lighthouse run of `url` in a fresh Chromium; resolves to the LHR (Lighthouse's result object).
 * A 404 page is audited as it is (ignoreStatusCode) rather than reported as a load failure.
 * `fulfil` (optional) answers requests the machine cannot make (e.g. js.stripe.com offline): called
 * with each request's URL, it returns `{ status?, contentType, body }` to answer it, or nothing to
 * let it through; the page is then driven through puppeteer-core (a dependency of Lighthouse).
 */
export async function runLighthouse(
  url: string,
  { categories = CATEGORIES, chromePath = findChrome(), settings = {}, fulfil }: RunOptions = {},
): Promise<Result> {
  if (!chromePath) throw new Error("Chromium not found: install it or set CHROME_PATH");
  const [{ default: lighthouse }, chromeLauncher] = await Promise.all([
    import("lighthouse"),
    import("chrome-launcher"),
  ]);
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS, logLevel: "silent" });
  let browser: Browser | undefined;
  try {
    let page: Page | undefined;
    if (fulfil) {
      const { default: puppeteer } = await import("puppeteer-core");
      browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
      page = await browser.newPage();
      await page.setRequestInterception(true);
      page.on("request", (request) => {
        const answer = fulfil(request.url());
        if (answer)
          void request.respond({ status: answer.status ?? 200, contentType: answer.contentType, body: answer.body });
        else void request.continue();
      });
    }
    const flags: Flags = {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: categories,
      ignoreStatusCode: true,
      ...settings,
    };
    const result = await lighthouse(url, flags, undefined, page);
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError)
      throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    return lhr;
  } finally {
    await browser?.disconnect().catch(() => {});
    await chrome.kill();
  }
}

/**
 * Audits that cost a category points: weighted audits scoring below 1. For performance, the
 * weighted audits are the metrics; its diagnostics (weight 0) are added when they fail, as hints.
 */
export function failingAudits(lhr: Result, category: string): FailingAudit[] {
  const cat = lhr.categories[category];
  if (!cat) return [];
  const out: FailingAudit[] = [];
  for (const ref of cat.auditRefs) {
    const audit = lhr.audits[ref.id];
    if (!audit || audit.score === null || audit.score >= 1) continue;
    if (
      audit.scoreDisplayMode === "informative" ||
      audit.scoreDisplayMode === "notApplicable" ||
      audit.scoreDisplayMode === "manual"
    )
      continue;
    if (ref.weight === 0 && !(category === "performance" && audit.scoreDisplayMode === "metricSavings")) continue;
    out.push({
      id: ref.id,
      title: audit.title,
      score: audit.score,
      weight: ref.weight,
      displayValue: audit.displayValue,
      items: itemsOf(audit),
    });
  }
  return out;
}

/** A few words on what an audit found (console messages, element selectors, URLs), for reports. */
function itemsOf(audit: AuditResult, limit = 5) {
  const items = detailItems(audit);
  const text = (item: DetailItem) =>
    item.description ?? item.node?.selector ?? item.node?.snippet ?? item.source?.url ?? item.url ?? item.label ?? null;
  return [
    ...new Set(
      items
        .map(text)
        .filter(Boolean)
        .map((t) => String(t).slice(0, 200)),
    ),
  ].slice(0, limit);
}

function transferOf(lhr: Result, type: string) {
  const items = detailItems(lhr.audits["resource-summary"]);
  const item = items.find((i) => i.resourceType === type);
  return item ? { requests: item.requestCount, bytes: item.transferSize } : { requests: 0, bytes: 0 };
}

/** The figures of one run. */
export function summarise(lhr: Result) {
  const score = (c: string) => {
    const s = lhr.categories[c]?.score;
    return s == null ? null : Math.round(s * 100);
  };
  const metric = (id: string) => lhr.audits[id]?.numericValue ?? null;
  const failing: Record<string, FailingAudit[]> = {};
  for (const [c, cat] of Object.entries(lhr.categories)) {
    if (cat.score !== null && cat.score < 1) failing[c] = failingAudits(lhr, c);
  }
  return {
    scores: Object.fromEntries(CATEGORIES.map((c) => [c, score(c)])),
    metrics: {
      lcpMs: metric("largest-contentful-paint"),
      tbtMs: metric("total-blocking-time"),
      cls: metric("cumulative-layout-shift"),
      fcpMs: metric("first-contentful-paint"),
      speedIndexMs: metric("speed-index"),
    },
    transfer: {
      js: transferOf(lhr, "script"),
      css: transferOf(lhr, "stylesheet"),
      html: transferOf(lhr, "document"),
      fonts: transferOf(lhr, "font"),
      total: transferOf(lhr, "total"),
    },
    statusCode: lhr.audits["http-status-code"]?.score === 0 ? "error" : "ok",
    warnings: lhr.runWarnings ?? [],
    failing,
  };
}

function median(values: (number | null | undefined)[]): number | null {
  const v = values.filter((x) => typeof x === "number").sort((a, b) => a - b);
  if (v.length === 0) return null;
  const mid = Math.floor(v.length / 2);
  return v.length % 2 ? (v[mid] ?? null) : ((v[mid - 1] ?? 0) + (v[mid] ?? 0)) / 2;
}

const round = (x: number | null, digits = 0) => (x === null ? null : Number(x.toFixed(digits)));

type RunSummary = ReturnType<typeof summarise>;
type TransferType = keyof RunSummary["transfer"];
/** One route's row: the medians over its runs. */
export type MedianRow = ReturnType<typeof medianOf>;

/** The median of each figure over the runs of one route, and every audit that failed in any run. */
export function medianOf(route: string, runs: RunSummary[]) {
  const pick = <T>(f: (r: RunSummary) => T) => runs.map(f);
  const failing: Record<string, FailingOverRuns[]> = {};
  for (const run of runs) {
    for (const [category, audits] of Object.entries(run.failing)) {
      const list = failing[category] ?? [];
      failing[category] = list;
      for (const a of audits) {
        const seen = list.find((x) => x.id === a.id);
        if (seen) {
          seen.runs += 1;
          seen.items = [...new Set([...seen.items, ...a.items])].slice(0, 5);
        } else list.push({ id: a.id, title: a.title, displayValue: a.displayValue, items: a.items, runs: 1 });
      }
    }
  }
  const transfer = {} as Record<TransferType, Transfer>;
  for (const type of ["js", "css", "html", "fonts", "total"] as const) {
    transfer[type] = {
      requests: median(pick((r) => r.transfer[type].requests)),
      bytes: median(pick((r) => r.transfer[type].bytes)),
    };
  }
  return {
    route,
    runs: runs.length,
    scores: Object.fromEntries(CATEGORIES.map((c) => [c, median(pick((r) => r.scores[c]))])),
    metrics: {
      lcpMs: round(median(pick((r) => r.metrics.lcpMs))),
      tbtMs: round(median(pick((r) => r.metrics.tbtMs))),
      cls: round(median(pick((r) => r.metrics.cls)), 4),
      fcpMs: round(median(pick((r) => r.metrics.fcpMs))),
      speedIndexMs: round(median(pick((r) => r.metrics.speedIndexMs))),
    },
    transfer,
    failing,
    warnings: [...new Set(runs.flatMap((r) => r.warnings))],
    perRun: runs.map((r) => ({ scores: r.scores, metrics: r.metrics })),
  };
}

/** Lighthouse now and then fails to record its trace (NO_NAVSTART, NO_FCP on a loaded machine): retried. */
async function withRetries<T>(fn: () => Promise<T>, log: Log, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await fn();
    } catch (error) {
      if (attempt >= attempts) throw error;
      log(`  retrying after: ${error instanceof Error ? error.message : error}`);
    }
  }
}

/** Every route, `runs` runs each, in this process. `log` gets one line per run. */
export async function lighthouseRoutes({
  baseURL,
  routes = BENCH_ROUTES,
  runs = 3,
  fakeStripeJs: withFakeStripeJs = false,
  log = () => {},
}: RoutesOptions) {
  const chromePath = findChrome();
  if (!chromePath) throw new Error("Chromium not found: install it or set CHROME_PATH");
  const rows: MedianRow[] = [];
  for (const route of routes) {
    const summaries: RunSummary[] = [];
    for (let i = 0; i < runs; i++) {
      const started = performance.now();
      const s = summarise(
        await withRetries(
          () => runLighthouse(baseURL + route, { chromePath, ...(withFakeStripeJs ? { fulfil: fakeStripeJs } : {}) }),
          log,
        ),
      );
      summaries.push(s);
      log(
        `lighthouse ${route} run ${i + 1}/${runs}: perf ${s.scores["performance"]} a11y ${s.scores["accessibility"]} bp ${s.scores["best-practices"]} seo ${s.scores["seo"]}` +
          ` LCP ${Math.round(s.metrics.lcpMs ?? 0)} ms TBT ${Math.round(s.metrics.tbtMs ?? 0)} ms (${((performance.now() - started) / 1000).toFixed(1)} s)`,
      );
    }
    rows.push(medianOf(route, summaries));
  }
  return rows;
}

/**
 * The same in a child Node process (its own event loop, not the one serving the pages); resolves
 * to the rows. Progress lines go to this process's stderr.
 */
export function benchLighthouse({ baseURL, routes = BENCH_ROUTES, runs = 3, fakeStripeJs = false }: RoutesOptions) {
  return new Promise<MedianRow[]>((resolve, reject) => {
    const child = fork(fileURLToPath(import.meta.url), ["--child"], { stdio: ["ignore", "inherit", "inherit", "ipc"] });
    let rows: MedianRow[] | undefined;
    child.on("message", (message: ChildMessage) => {
      if (message.type === "ready") child.send({ baseURL, routes, runs, fakeStripeJs });
      else if (message.type === "result") rows = message.rows;
      else if (message.type === "error") reject(new Error(message.message));
    });
    child.on("error", reject);
    child.on("exit", (code) => (rows ? resolve(rows) : reject(new Error(`Lighthouse child exited with code ${code}`))));
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  if (process.argv[2] === "--child") {
    process.once("message", async (options: RoutesOptions) => {
      try {
        const rows = await lighthouseRoutes({ ...options, log: (line: string) => process.stderr.write(`${line}\n`) });
        process.send?.({ type: "result", rows } satisfies ChildMessage, () => process.exit(0));
      } catch (error) {
        process.send?.({ type: "error", message: error instanceof Error ? error.stack : String(error) }, () =>
          process.exit(1),
        );
      }
    });
    process.send?.({ type: "ready" } satisfies ChildMessage);
  } else {
    const baseURL = (process.argv[2] ?? "http://127.0.0.1:8888").replace(/\/$/, "");
    const runs = Number(process.argv[3] ?? process.env["BENCH_RUNS"] ?? 3);
    const rows = await lighthouseRoutes({ baseURL, runs, log: (line: string) => process.stderr.write(`${line}\n`) });
    console.log(JSON.stringify(rows, null, 2));
  }
}
