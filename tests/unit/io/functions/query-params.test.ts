// @vitest-environment node
// The query string cannot defeat the CDN cache or multiply the work of a search: every GET route refuses a parameter
// it does not take (or one given twice) with a 400 that names it, the cache is keyed on the route's own parameters
// only, and free text is NFKC-normalised before its length and its words are counted.
import { readdirSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { SEARCH_MAX_WORDS } from "~/domain/search.ts";
import layoffs from "../../../../netlify/functions/layoffs.mts";
import layoffsCsv from "../../../../netlify/functions/layoffs-csv.mts";
import layoffsSummary from "../../../../netlify/functions/layoffs-summary.mts";
import search from "../../../../netlify/functions/search.mts";
import states from "../../../../netlify/functions/states.mts";
import { makeContext } from "../../../helpers/blobs.ts";
import { get, startSeededBlobs } from "../../../helpers/dataset.ts";

type Handler = (req: Request, context: ReturnType<typeof makeContext>) => Promise<Response>;
interface Route {
  file: string;
  path: string;
  handler: Handler;
}

const FUNCTIONS_DIR = path.join(import.meta.dirname, "../../../../netlify/functions");

/** Every function that answers GET at a path, read from netlify/functions (a new route is covered without a list). */
async function getRoutes(): Promise<Route[]> {
  const routes: Route[] = [];
  for (const file of readdirSync(FUNCTIONS_DIR).filter((f) => f.endsWith(".mts"))) {
    const mod = (await import(path.join(FUNCTIONS_DIR, file))) as {
      default: Handler;
      config?: { path?: string; method?: string | string[] };
    };
    const methods = [mod.config?.method ?? []].flat();
    if (mod.config?.path && methods.includes("GET")) {
      routes.push({ file, path: mod.config.path.replace(":id", "ca"), handler: mod.default });
    }
  }
  return routes;
}

describe("query parameters", () => {
  let blobs: Awaited<ReturnType<typeof startSeededBlobs>>;
  let routes: Route[];
  beforeAll(async () => {
    blobs = await startSeededBlobs();
    vi.stubEnv("REPORT_TOKEN_SECRET", "q".repeat(40));
    routes = await getRoutes();
  });
  afterAll(async () => {
    vi.unstubAllEnvs();
    await blobs.stop();
  });

  it("every GET route refuses a parameter it does not take with 400, naming it in a JSON answer", async () => {
    expect(routes.map((r) => r.path)).toEqual(expect.arrayContaining(["/api/layoffs", "/releases.ics", "/api/health"]));
    expect(routes.length).toBeGreaterThanOrEqual(20);
    for (const route of routes) {
      const res = await route.handler(
        new Request(`https://usjobs.example${route.path}?utm_source=newsletter`),
        makeContext({ params: { id: "ca" } }),
      );
      expect(res.status, route.file).toBe(400);
      if (res.headers.get("content-type")?.startsWith("application/json")) {
        expect(await res.json(), route.file).toMatchObject({ error: "invalid_parameter", param: "utm_source" });
      } else {
        // The pages a person opens from an email: the link's page says it does not work.
        expect(res.headers.get("content-type"), route.file).toBe("text/html; charset=utf-8");
        expect(await res.text(), route.file).toContain("does not work");
      }
      expect(res.headers.get("netlify-cdn-cache-control"), route.file).toBeNull();
    }
  });

  it("refuses a parameter given twice, and a near-miss spelling", async () => {
    const twice = await get(layoffs, "/api/layoffs?limit=5&limit=5");
    expect(twice.status).toBe(400);
    expect(await twice.json()).toMatchObject({ param: "limit", message: "limit is given more than once." });
    const cased = await get(layoffs, "/api/layoffs?Limit=5");
    expect(cased.status).toBe(400);
    expect(await cased.json()).toMatchObject({
      param: "Limit",
      message: "Unknown parameter 'Limit'. It takes industry, q, limit, offset.",
    });
    const none = await get(states, "/api/states?page=2");
    expect(await none.json()).toMatchObject({
      param: "page",
      message: "Unknown parameter 'page'. This address takes no parameters.",
    });
  });

  it("answers the parameters a route takes, and keys the CDN cache on them alone", async () => {
    const res = await get(layoffs, "/api/layoffs?limit=2&offset=1&industry=all&q=inc");
    expect(res.status).toBe(200);
    expect(res.headers.get("netlify-vary")).toBe("query=industry|q|limit|offset");
    const plain = await get(states, "/api/states");
    expect(plain.status).toBe(200);
    expect(plain.headers.get("netlify-vary")).toBeNull();
    expect(plain.headers.get("netlify-cdn-cache-control")).toContain("s-maxage");
  });
});

describe("search text", () => {
  let blobs: Awaited<ReturnType<typeof startSeededBlobs>>;
  beforeAll(async () => {
    blobs = await startSeededBlobs();
  });
  afterAll(async () => {
    await blobs.stop();
  });

  const TEXT_ROUTES = [
    ["/api/search", search],
    ["/api/layoffs", layoffs],
    ["/api/layoffs/summary", layoffsSummary],
    ["/api/layoffs/csv", layoffsCsv],
  ] as const;

  it("counts 100 × ⒠ as the 300 characters it becomes, and refuses it", async () => {
    const q = encodeURIComponent("⒠".repeat(100));
    for (const [route, handler] of TEXT_ROUTES) {
      const res = await get(handler, `${route}?q=${q}`);
      expect(res.status, route).toBe(400);
      expect(await res.json(), route).toMatchObject({ param: "q", message: "q must be at most 100 characters." });
    }
  });

  it(`refuses more than ${SEARCH_MAX_WORDS} words, each of which would be looked for in every record`, async () => {
    for (const [route, handler] of TEXT_ROUTES) {
      const many = await get(handler, `${route}?q=${encodeURIComponent("e ".repeat(SEARCH_MAX_WORDS + 1))}`);
      expect(many.status, route).toBe(400);
      expect(await many.json(), route).toMatchObject({ message: `q must be at most ${SEARCH_MAX_WORDS} words.` });
      // Punctuation separates words as the search reads them.
      const dotted = await get(handler, `${route}?q=${encodeURIComponent("e/".repeat(SEARCH_MAX_WORDS + 1))}`);
      expect(dotted.status, route).toBe(400);
      const enough = await get(handler, `${route}?q=${encodeURIComponent("e ".repeat(SEARCH_MAX_WORDS))}`);
      expect(enough.status, route).toBe(200);
    }
  });

  it("finds with compatibility characters what it finds with their plain letters", async () => {
    const plain = await (await get(search, "/api/search?q=texas")).json();
    const wide = await (await get(search, `/api/search?q=${encodeURIComponent("ｔｅｘａｓ")}`)).json();
    expect(plain.total).toBeGreaterThan(0);
    expect(wide.results).toEqual(plain.results);
  });
});
