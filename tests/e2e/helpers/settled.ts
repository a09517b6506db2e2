import { expect, type Page, type Request, type Response } from "@playwright/test";

/**
 * Waiting for the page a visitor sees once it has done what it does by itself after the load, stated as what that is
 * rather than as a quiet network (`networkidle`: half a second without a request, however long the page took):
 *
 * - the document has loaded and painted its first content;
 * - the data status line shows its answer: a page asks /api/status once it has loaded and painted, and marks <html>
 *   with data-status-settled when it has shown the answer, or had nothing to ask, or got none
 *   (src/components/layout/DataStatus.astro, on every page of the site's layout);
 * - every island that hydrates without the visitor has hydrated, React in charge of it: each `client:painted` island,
 *   each `client:intent` island near the viewport (within the directive's 50% margin) or marked `ahead`, and each
 *   whose view the address asks for (src/hydration/intent-directive.ts). With `{ islands: "all" }`, every island;
 * - and no request of the page awaits its answer (an island that hydrated revalidates its data).
 */

const watched = new WeakMap<Page, Set<Request>>();

/** Counts the page's requests awaiting their answer from now on (settled() needs it; gotoSettled() calls it). Idempotent. */
export function watchRequests(page: Page): void {
  if (watched.has(page)) return;
  const inFlight = new Set<Request>();
  watched.set(page, inFlight);
  page.on("request", (request) => inFlight.add(request));
  // Answered once its response arrives: a body the page never reads (the payment check ignores a 503's) never
  // "finishes", and the page acts on what it reads only (an island's render, which settled() checks).
  page.on("response", (response) => inFlight.delete(response.request()));
  page.on("requestfailed", (request) => inFlight.delete(request));
}

/** What the page still waits for, in its own words; empty when it has settled. Runs in the browser. */
function pending(all: boolean): string[] {
  const out: string[] = [];
  if (document.readyState !== "complete") out.push("the load event");
  const paints = performance.getEntriesByType("paint");
  if (
    PerformanceObserver.supportedEntryTypes?.includes("paint") &&
    !paints.some((p) => p.name === "first-contentful-paint")
  )
    out.push("the first contentful paint");
  // Only the site's layout has the status line (not the CMS).
  const hasStatus = document.querySelector("[data-site-status], [data-newer-mark], #main") !== null;
  if (hasStatus && !document.documentElement.hasAttribute("data-status-settled")) out.push("the data status");
  const margin = { x: innerWidth / 2, y: innerHeight / 2 };
  const near = (el: Element) =>
    [...el.children].some((child) => {
      const r = child.getBoundingClientRect();
      return (
        r.width * r.height > 0 &&
        r.right >= -margin.x &&
        r.left <= innerWidth + margin.x &&
        r.bottom >= -margin.y &&
        r.top <= innerHeight + margin.y
      );
    });
  const search = new URLSearchParams(location.search);
  for (const island of document.querySelectorAll("astro-island")) {
    const name = island.getAttribute("component-url")?.replace(/^.*\//, "") ?? "an island";
    let value: { ahead?: boolean; params?: string[] } = {};
    try {
      value = JSON.parse(island.getAttribute("opts") ?? "{}").value ?? {};
    } catch {
      // no options
    }
    const hydrates =
      all ||
      island.getAttribute("client") !== "intent" ||
      value.ahead === true ||
      (value.params ?? []).some((p) => search.has(p)) ||
      near(island);
    if (!hydrates) continue;
    if (island.hasAttribute("ssr")) out.push(`${name} to hydrate`);
    else {
      const first = island.querySelector("*");
      if (first && !Object.keys(first).some((key) => key.startsWith("__reactProps$"))) out.push(`React in ${name}`);
    }
  }
  return out;
}

/** Resolves once the page has settled (see above); fails, naming what it still waits for, after `timeout` ms. */
export async function settled(page: Page, { islands = "near", timeout = 15_000 } = {}): Promise<void> {
  const inFlight = watched.get(page);
  if (!inFlight) throw new Error("settled(page) needs watchRequests(page) before the page opens");
  const all = islands === "all";
  await expect
    .poll(
      async () => {
        const requests = () => [...inFlight].map((r) => `${r.method()} ${r.url()} in flight`);
        const waiting = [...requests(), ...(await page.evaluate(pending, all))];
        // A request an island started while the check above ran.
        return waiting.length === 0 ? requests() : waiting;
      },
      { timeout, intervals: [50, 100, 200] },
    )
    .toEqual([]);
}

/** Opens `path` and waits until the page has settled (see above). */
export async function gotoSettled(
  page: Page,
  path: string,
  options: { islands?: "near" | "all"; timeout?: number } = {},
): Promise<Response | null> {
  watchRequests(page);
  const response = await page.goto(path);
  await settled(page, options);
  return response;
}

/** Shows intent on every island (the pointer entering each), then waits until every one has hydrated and the page has
 * settled: everything the page's code can do without a click has run. */
export async function hydrateAll(page: Page, options: { timeout?: number } = {}): Promise<void> {
  for (const island of await page.locator("astro-island").all()) await island.dispatchEvent("pointerover");
  await settled(page, { ...options, islands: "all" });
}
