// @vitest-environment happy-dom
// The forecasting section names the quarter after the visitor's today (not the build date, never a fixed
// label), lists the forecasts that reach it, and otherwise says plainly why none does.

import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import MarketForecasts from "~/features/layoffs/MarketForecasts.tsx";
import { queryControls } from "~/stores/fetcher.ts";
import { seedData } from "../../../../helpers/seed.ts";

const seed = seedData("layoff-forecasts");
const provenance = {
  asOf: "Next 90 days after August 8, 2026",
  sources: [{ publisher: "State workforce agencies", title: "WARN notices" }],
};

function setToday(iso: string) {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date(`${iso}T12:00:00`));
}

/** The section as the page renders it, with the seed's forecasts built in unless `props` says otherwise ({}: none). */
function renderForecasts(props: Pick<Parameters<typeof MarketForecasts>[0], "initialData"> = { initialData: seed }) {
  return render(
    <MarketForecasts provenance={provenance} builtOn="2026-05-01" noticesThrough="2026-08-08" {...props} />,
  );
}

describe("market forecasting", () => {
  beforeEach(() => {
    queryControls.mutateCache(() => true, undefined);
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Response.json(seed)),
    );
  });
  afterEach(async () => {
    cleanup();
    vi.useRealTimers();
    await new Promise((r) => setTimeout(r, 0));
    vi.unstubAllGlobals();
  });

  it("names the quarter after today once in the browser, and says no planned layoff falls in it yet, and why", async () => {
    setToday("2026-11-22");
    renderForecasts();
    expect((await screen.findByRole("heading", { level: 2, name: "Planned Layoffs: Q1 2027" })).tagName).toBe("H2");
    const notice = screen.getByTestId("forecast-integrity-notice");
    expect(notice.textContent).toContain("No planned layoffs in this dataset fall in Q1 2027 yet");
    expect(notice.textContent).toContain("filed by August 8, 2026");
    expect(notice.textContent).toContain("(to November 6, 2026)");
    const periods = screen.getAllByTestId("forecast-period").map((h) => h.textContent);
    expect(periods[0]).toMatch(/^Planned for August 9 – November 6, 2026WARN notices filed by August 8, 2026/);
    expect(screen.getAllByTestId("forecast-card")).toHaveLength(seed.length);
  });

  it("calls WARN notices planned layoffs, never a forecast, a confidence or a schedule, once their window has ended", async () => {
    setToday("2026-11-22");
    renderForecasts();
    await screen.findByRole("heading", { level: 2, name: /Q1 2027/ });
    const warnCards = screen.getAllByTestId("forecast-card").filter((c) => !c.closest("[data-testid=recent-rates]"));
    expect(warnCards.length).toBeGreaterThan(0);
    for (const card of warnCards) {
      const text = (card.textContent ?? "").replaceAll("not a forecast", "");
      expect(text).not.toMatch(/forecast|confidence|already|scheduled/i);
    }
    expect(screen.queryByText(/Market Forecasting/)).toBeNull();
  });

  it("lists the forecasts that reach the coming quarter, without a notice, when there are some", async () => {
    setToday("2026-08-20");
    renderForecasts();
    expect((await screen.findByRole("heading", { level: 2, name: "Planned Layoffs: Q4 2026" })).tagName).toBe("H2");
    expect(screen.queryByTestId("forecast-integrity-notice")).toBeNull();
    const covering = seed.filter((f) => f.publishedAt === "2026-08-08" && !f.referencePeriod);
    const rates = seed.filter((f) => f.referencePeriod);
    expect(screen.getAllByTestId("forecast-card")).toHaveLength(covering.length + rates.length);
    expect(screen.queryAllByTestId("forecast-period")).toHaveLength(0);
  });

  it("lists the JOLTS layoff rates apart, under the month they measure, with no confidence and never as a forecast", async () => {
    setToday("2026-08-20");
    renderForecasts();
    await screen.findByRole("heading", { level: 2, name: /Q4 2026/ });
    const rates = seed.filter((f) => f.referencePeriod);
    expect(rates.length).toBeGreaterThan(0);
    expect(rates.every((f) => f.confidence === undefined)).toBe(true);
    const block = screen.getByTestId("recent-rates");
    expect(within(block).getByRole("heading", { level: 3 }).textContent).toBe(
      "Recent layoff rates by industryDecember 2025 · BLS Job Openings and Labor Turnover Survey (JOLTS) · measured rates of that month, not forecasts",
    );
    expect(within(block).getAllByTestId("forecast-card")).toHaveLength(rates.length);
    expect(within(block).queryAllByTestId("confidence-badge")).toHaveLength(0);
    expect(within(block).getAllByTestId("period-badge")[0]!.textContent).toBe("December 2025");
    expect(screen.queryByText(/Medium confidence/)).toBeNull();
  });

  it("marks items resting on filed notices differently from a measured rate's month, with sector, source link and date", async () => {
    setToday("2026-11-22");
    renderForecasts();
    await screen.findByRole("heading", { level: 2, name: /Q1 2027/ });
    const high = screen.getAllByTestId("confidence-badge");
    const months = screen.getAllByTestId("period-badge");
    expect(high.every((b) => b.textContent === "Filed WARN notices")).toBe(true);
    expect(high.length).toBeGreaterThan(0);
    expect(months.length).toBeGreaterThan(0);
    expect(new Set(high.map((b) => b.className)).size).toBe(1);
    expect(high[0]!.className).not.toBe(months[0]!.className);
    const card = screen.getAllByTestId("forecast-card")[0]!;
    expect(card.textContent).toContain(seed[0]!.sector);
    const link = within(card).getByRole("link");
    expect(link.getAttribute("href")).toBe(seed[0]!.sourceUrl);
    expect(link.getAttribute("rel")).toBe("noopener noreferrer");
    expect(link.textContent).toContain("(opens in a new tab)");
    expect(within(card).getByText("Aug 08, 2026").tagName).toBe("TIME");
  });

  it("shows a source without an http(s) address as text, not a link", async () => {
    const unsafe = [{ ...seed[0]!, sourceUrl: "javascript:alert(1)" }];
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Response.json(unsafe)),
    );
    setToday("2026-11-22");
    renderForecasts({ initialData: unsafe });
    const card = await screen.findByTestId("forecast-card");
    await new Promise((r) => setTimeout(r, 50));
    expect(within(card).queryByRole("link")).toBeNull();
    expect(card.textContent).toContain(seed[0]!.source);
  });

  it("says so when the planned layoffs cannot be loaded, without calling them forecasts", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response("boom", { status: 500 })),
    );
    renderForecasts({});
    // The section calls nothing a forecast, and neither does its error: it names what failed to load.
    const error = await screen.findByText("Unable to load planned layoffs and layoff rates");
    expect(error.textContent).not.toMatch(/forecast/i);
    expect(screen.queryByText(/forecast/i)).toBeNull();
  });

  it("shows the data-integrity notice when the dataset holds no forecast at all", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Response.json([])),
    );
    setToday("2026-11-22");
    renderForecasts({ initialData: [] });
    await waitFor(() =>
      expect(screen.getByTestId("forecast-integrity-notice").textContent).toContain(
        "No planned layoffs in this dataset fall in Q1 2027 yet",
      ),
    );
    expect(screen.queryAllByTestId("forecast-card")).toHaveLength(0);
  });
});
