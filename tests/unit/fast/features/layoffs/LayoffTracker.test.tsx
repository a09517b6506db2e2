// @vitest-environment happy-dom
// The layoffs island against a stubbed API: skeletons, the error and empty messages, the built first
// page, 'Load More Layoffs' by offset, the debounced search and the filter in the query string, and
// text from the data rendered inert.

import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Layoff } from "~/domain/entities.ts";
import { summarizeLayoffs } from "~/domain/layoffs.ts";
import LayoffTracker from "~/features/layoffs/LayoffTracker.tsx";
import { queryControls } from "~/stores/fetcher.ts";
import { seedData } from "../../../../helpers/seed.ts";

const seed = seedData("layoffs");
const provenance = {
  asOf: "August 8, 2026",
  sources: [{ publisher: "State workforce agencies", title: "WARN notices" }],
};
const INDUSTRIES = ["Information", "Manufacturing", "Not specified", "Retail Trade"];
const summaryOf = (rows: Layoff[]) => summarizeLayoffs(rows, "2026-08");

/** A fetch answering by path: `/api/layoffs` pages (offset, limit) of `rows`, `/api/layoffs/summary` their totals. */
function api(rows: Layoff[], options: { listStatus?: number; summaryStatus?: number } = {}) {
  return vi.fn(async (input: string | URL | Request) => {
    const url = new URL(String(input), "http://localhost");
    if (url.pathname === "/api/layoffs/summary") {
      return options.summaryStatus
        ? new Response("boom", { status: options.summaryStatus })
        : Response.json(summaryOf(rows));
    }
    if (url.pathname === "/api/layoffs") {
      if (options.listStatus) return new Response("boom", { status: options.listStatus });
      const offset = Number(url.searchParams.get("offset") ?? 0);
      const limit = Number(url.searchParams.get("limit") ?? 50);
      return Response.json(rows.slice(offset, offset + limit), { headers: { "X-Total-Count": String(rows.length) } });
    }
    return new Response("not found", { status: 404 });
  });
}

/** A fetch whose requests stay pending until the test ends (then fail, so none is left in flight for the next test). */
let pending: (() => void)[] = [];
function pendingFetch() {
  return vi.fn(
    () => new Promise<Response>((resolve) => pending.push(() => resolve(new Response("released", { status: 599 })))),
  );
}
function releasePending() {
  for (const release of pending) release();
  pending = [];
}

const requested = (fetch: ReturnType<typeof vi.fn>) => fetch.mock.calls.map((c) => String(c[0]));

function renderTracker(props: Partial<Parameters<typeof LayoffTracker>[0]> = {}) {
  return render(<LayoffTracker industries={INDUSTRIES} provenance={provenance} statusDate="2026-08-08" {...props} />);
}

describe("layoff tracker", () => {
  beforeEach(() => {
    queryControls.mutateCache(() => true, undefined);
    window.history.replaceState(null, "", "/layoffs");
  });
  afterEach(async () => {
    cleanup();
    releasePending();
    await new Promise((r) => setTimeout(r, 0));
    vi.unstubAllGlobals();
  });

  it("shows skeletons while the notices are loading, and no message", async () => {
    vi.stubGlobal("fetch", pendingFetch());
    const { container } = renderTracker();
    await waitFor(() => expect(container.querySelectorAll('[data-testid="skeleton"]').length).toBeGreaterThan(0));
    expect(screen.queryByText("Unable to load layoffs data")).toBeNull();
    expect(screen.queryByText("No layoffs found matching your search criteria")).toBeNull();
  });

  it("says 'Unable to load layoffs data' when the notices cannot be loaded and there is nothing to show", async () => {
    vi.stubGlobal("fetch", api(seed.slice(0, 20), { listStatus: 500, summaryStatus: 500 }));
    renderTracker();
    expect((await screen.findByText("Unable to load layoffs data")).getAttribute("role")).toBe("alert");
    expect(screen.queryAllByTestId("layoff-card")).toHaveLength(0);
    // One message, not one per request.
    expect(screen.getAllByRole("alert")).toHaveLength(1);
  });

  it("keeps showing the built notices when the API fails after the page was built", async () => {
    const fetch = api([], { listStatus: 503, summaryStatus: 503 });
    vi.stubGlobal("fetch", fetch);
    renderTracker({ initialPage: seed.slice(0, 4), initialSummary: summaryOf(seed) });
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(screen.getAllByTestId("layoff-card")).toHaveLength(4);
    expect(screen.queryByText("Unable to load layoffs data")).toBeNull();
  });

  it("says 'No layoffs found matching your search criteria' when a search matches nothing", async () => {
    window.history.replaceState(null, "", "/layoffs?q=zzzzqqq");
    vi.stubGlobal("fetch", api([]));
    renderTracker({ initialPage: seed.slice(0, 4), initialSummary: summaryOf(seed) });
    await screen.findByText("No layoffs found matching your search criteria");
    expect(screen.queryAllByTestId("layoff-card")).toEqual([]);
    const values = screen.getAllByTestId("summary-value").map((e) => e.textContent);
    expect(values).toEqual(["0", "0", "0"]);
    expect(screen.queryByTestId("layoff-chart")).toBeNull();
  });

  it("counts an empty answer for the whole dataset as a failure, not as an empty search", async () => {
    vi.stubGlobal("fetch", api([]));
    renderTracker();
    expect((await screen.findByText("Unable to load layoffs data")).getAttribute("role")).toBe("alert");
  });

  it("renders the built first page and totals at once: 4 notices, the summary and the chart", () => {
    vi.stubGlobal("fetch", pendingFetch());
    renderTracker({ initialPage: seed.slice(0, 4), initialSummary: summaryOf(seed) });
    const cards = screen.getAllByTestId("layoff-card");
    expect(cards).toHaveLength(4);
    expect(within(cards[0]!).getByRole("heading", { level: 3 }).textContent).toBe(seed[0]!.companyName);
    const total = seed.reduce((s, l) => s + l.employeesLaidOff, 0);
    expect(screen.getAllByTestId("summary-value")[0]!.textContent).toBe(total.toLocaleString("en-US"));
    expect(screen.getByTestId("layoff-chart-table").querySelectorAll("tbody tr")).toHaveLength(24);
    expect(screen.getByTestId("result-count").textContent).toMatch(
      /^Showing 4 of [\d,]+ notices · status as of Aug 08, 2026$/,
    );
  });

  it("leads the card with its answer for the newest complete month (June, for a register dated August 8)", () => {
    vi.stubGlobal("fetch", pendingFetch());
    renderTracker({ initialPage: seed.slice(0, 4), initialSummary: summaryOf(seed) });
    const june = summaryOf(seed).byMonth.find((m) => m.month === "2026-06")!;
    const answer = screen.getByTestId("card-answer");
    expect(answer.textContent).toMatch(
      new RegExp(
        `^Employers' layoff notices covered ${june.employees.toLocaleString("en-US")} workers in June 2026, (fewer than|more than|as many as) the [\\d,]+ in May 2026\\. Later months are still arriving\\.$`,
      ),
    );
    // First in its card: before the search, the totals and the chart.
    const following = (el: Element) => !!(answer.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING);
    expect(following(screen.getByRole("searchbox"))).toBe(true);
    expect(following(screen.getByTestId("layoff-summary"))).toBe(true);
  });

  it("'Load More Layoffs' fetches the next 12 by offset and says how many remain", async () => {
    const rows = seed.slice(0, 30);
    const fetch = api(rows);
    vi.stubGlobal("fetch", fetch);
    renderTracker();
    await waitFor(() => expect(screen.getAllByTestId("layoff-card")).toHaveLength(4));
    const button = await screen.findByRole("button", { name: /Load More Layoffs/ });
    await waitFor(() => expect(button.textContent).toContain("26 remaining"));
    fireEvent.click(button);
    await waitFor(() => expect(screen.getAllByTestId("layoff-card")).toHaveLength(16));
    expect(requested(fetch)).toContain("/api/layoffs?limit=12&offset=4");
    expect(screen.getByRole("button", { name: /Load More Layoffs/ }).textContent).toContain("14 remaining");
    // Keyboard focus moves to the first new notice.
    await waitFor(() => expect(document.activeElement).toBe(screen.getAllByTestId("layoff-card")[4]));
    fireEvent.click(screen.getByRole("button", { name: /Load More Layoffs/ }));
    await waitFor(() => expect(screen.getAllByTestId("layoff-card")).toHaveLength(28));
    fireEvent.click(screen.getByRole("button", { name: /Load More Layoffs/ }));
    await waitFor(() => expect(screen.getAllByTestId("layoff-card")).toHaveLength(30));
    expect(screen.queryByRole("button", { name: /Load More Layoffs/ })).toBeNull();
  });

  it("sends the search to the API once typing pauses, and writes it to the query string", async () => {
    const fetch = api(seed.slice(0, 8));
    vi.stubGlobal("fetch", fetch);
    renderTracker({ initialPage: seed.slice(0, 4), initialSummary: summaryOf(seed) });
    const box = screen.getByRole("searchbox", { name: "Search layoffs" });
    fireEvent.change(box, { target: { value: "ac" } });
    fireEvent.change(box, { target: { value: "acme inc" } });
    await waitFor(() => expect(requested(fetch)).toContain("/api/layoffs?limit=4&q=acme+inc"));
    expect(requested(fetch).filter((u) => u.includes("q=ac&") || u.endsWith("q=ac"))).toEqual([]);
    expect(requested(fetch)).toContain("/api/layoffs/summary?q=acme+inc");
    expect(window.location.search).toBe("?q=acme+inc");
    expect((box as HTMLInputElement).value).toBe("acme inc");
  });

  it("sends the industry filter only when it is not 'all'", async () => {
    const fetch = api(seed.slice(0, 8));
    vi.stubGlobal("fetch", fetch);
    renderTracker({ initialPage: seed.slice(0, 4), initialSummary: summaryOf(seed) });
    const select = screen.getByRole("combobox", { name: "Industry" });
    expect(
      within(select)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["All Industries", ...INDUSTRIES]);
    fireEvent.change(select, { target: { value: "Manufacturing" } });
    await waitFor(() => expect(requested(fetch)).toContain("/api/layoffs?limit=4&industry=Manufacturing"));
    expect(window.location.search).toBe("?industry=Manufacturing");
    expect(screen.getByTestId("layoffs-csv").getAttribute("href")).toBe("/api/layoffs/csv?industry=Manufacturing");
    fireEvent.change(select, { target: { value: "all" } });
    await waitFor(() => expect(window.location.search).toBe(""));
    expect(requested(fetch).some((u) => u.includes("industry=all"))).toBe(false);
    expect(screen.getByTestId("layoffs-csv").getAttribute("href")).toBe("/api/layoffs/csv");
  });

  it("restores the search and filter from the query string on load", async () => {
    window.history.replaceState(null, "", "/layoffs?q=acme&industry=Manufacturing");
    const fetch = api(seed.slice(0, 2));
    vi.stubGlobal("fetch", fetch);
    renderTracker({ initialPage: seed.slice(0, 4), initialSummary: summaryOf(seed) });
    await waitFor(() => expect(requested(fetch)).toContain("/api/layoffs?limit=4&industry=Manufacturing&q=acme"));
    expect((screen.getByRole("searchbox", { name: "Search layoffs" }) as HTMLInputElement).value).toBe("acme");
    expect((screen.getByRole("combobox", { name: "Industry" }) as HTMLSelectElement).value).toBe("Manufacturing");
    await waitFor(() => expect(screen.getAllByTestId("layoff-card")).toHaveLength(2));
  });

  it("renders text from the data as inert text, never as markup", async () => {
    const hostile: Layoff = {
      ...seed[0]!,
      id: "hostile",
      companyName: `<script>alert(1)</script><img src=x onerror="alert(2)">Evil Co`,
      reason: `<script>alert(3)</script><img src=x onerror=alert(4)> Closure`,
      location: `<b>Nowhere</b>, TX`,
      sourceUrl: "https://example.gov/warn",
    };
    vi.stubGlobal("fetch", api([hostile]));
    const { container } = renderTracker();
    const card = await screen.findByTestId("layoff-card");
    expect(container.querySelector("script")).toBeNull();
    expect(container.querySelector("img")).toBeNull();
    expect(container.querySelector("b")).toBeNull();
    expect(within(card).getByRole("heading", { level: 3 }).textContent).toBe(hostile.companyName);
    expect(within(card).getByTestId("reason").textContent).toBe(hostile.reason);
  });

  it("links 'Verify' only to http and https addresses, in a new tab without opener or referrer", async () => {
    const safe = { ...seed[0]!, id: "a" };
    const unsafe = { ...seed[1]!, id: "b", sourceUrl: "javascript:alert(1)" };
    vi.stubGlobal("fetch", api([safe, unsafe]));
    renderTracker();
    await waitFor(() => expect(screen.getAllByTestId("layoff-card")).toHaveLength(2));
    const links = screen.getAllByTestId("verify-link");
    expect(links).toHaveLength(1);
    expect(links[0]!.getAttribute("href")).toBe(safe.sourceUrl);
    expect(links[0]!.getAttribute("target")).toBe("_blank");
    expect(links[0]!.getAttribute("rel")).toBe("noopener noreferrer");
    expect(links[0]!.getAttribute("aria-label")).toMatch(/^Verify: the .+ WARN notice list, .*\(opens in a new tab\)$/);
    await act(async () => {});
  });
});
