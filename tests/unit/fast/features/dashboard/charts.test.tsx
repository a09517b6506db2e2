// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { HiringTrendMeasure, HiringTrends, State } from "~/domain/entities.ts";
import type { Provenance } from "~/domain/provenance.ts";
import HiringTrendsChart, { tooltipValue } from "~/features/dashboard/HiringTrendsChart.tsx";
import StateGrowthChart, { growthLabel } from "~/features/dashboard/StateGrowthChart.tsx";
import { queryControls } from "~/stores/fetcher.ts";

const provenance: Provenance = {
  asOf: "June 2024 – May 2026",
  sources: [{ id: "bls-ces-industries", publisher: "U.S. Bureau of Labor Statistics", title: "CES" }],
};

const month = (i: number, from: number) => {
  const m = from + i; // months since January 2024
  return `${2024 + Math.floor(m / 12)}-${String((m % 12) + 1).padStart(2, "0")}`;
};

/** Employment: 24 months, June 2024 to May 2026; Technology ends at 3,120,000 ("3.12M"). */
const employment: HiringTrendMeasure = {
  id: "employment",
  name: "Employment",
  unit: "jobs",
  description: "CES employment by industry: the number of jobs on payrolls.",
  referencePeriod: "2024-06/2026-05",
  industries: [
    { id: "technology", name: "Technology", series: "CES5000000001", plotted: "Information" },
    {
      id: "healthcare",
      name: "Healthcare",
      series: "CES6500000001",
      plotted: "Education and health services",
      note: "Healthcare and Education plot the same series.",
    },
    { id: "finance", name: "Finance", series: "CES5500000001", plotted: "Financial activities" },
    { id: "manufacturing", name: "Manufacturing", series: "CES3000000001", plotted: "Manufacturing" },
    {
      id: "education",
      name: "Education",
      series: "CES6500000001",
      plotted: "Education and health services",
      note: "Healthcare and Education plot the same series.",
    },
  ],
  unavailable: [],
  points: Array.from({ length: 24 }, (_, i) => ({
    month: month(i, 5),
    values: {
      technology: 3_005_000 + i * 5_000,
      healthcare: 26_000_000 + i * 10_000,
      finance: 9_100_000 + i * 1_000,
      manufacturing: 12_800_000 - i * 1_000,
      education: 26_000_000 + i * 10_000,
    },
  })),
};

/** Hires: 24 months, January 2024 to December 2025, three industries; Technology ends at 111,000 ("111K"). */
const hires: HiringTrendMeasure = {
  id: "hires",
  name: "Hires",
  unit: "hires",
  description: "JOLTS hires by industry: the number of people added to payrolls during each month.",
  referencePeriod: "2024-01/2025-12",
  industries: [
    { id: "technology", name: "Technology", series: "JTS510000000000000HIL", plotted: "Information" },
    {
      id: "healthcare",
      name: "Healthcare",
      series: "JTS620000000000000HIL",
      plotted: "Health care and social assistance",
    },
    { id: "manufacturing", name: "Manufacturing", series: "JTS300000000000000HIL", plotted: "Manufacturing" },
  ],
  unavailable: [
    { id: "finance", name: "Finance", reason: "this dataset does not hold monthly hires for Finance and insurance." },
    {
      id: "education",
      name: "Education",
      reason: "this dataset does not hold monthly hires for Educational services.",
    },
  ],
  points: Array.from({ length: 24 }, (_, i) => ({
    month: month(i, 0),
    values: { technology: 88_000 + i * 1_000, healthcare: 700_000 + i * 1_000, manufacturing: 300_000 - i * 1_000 },
  })),
};

/** The employment measure alone: the chart as it is without hires. */
const trends: HiringTrends = { measures: [employment] };
/** Both measures, hires first (the default view). */
const both: HiringTrends = { measures: [hires, employment] };

const state = (code: string, name: string, growthRate: string): State => ({
  id: code.toLowerCase(),
  code,
  name,
  growthRate,
  topIndustry: "Healthcare",
  topOccupationGroup: "Healthcare",
  totalJobs: 1_000_000,
  unemploymentRate: "4.0",
  trend: "up",
});
const states: State[] = [
  state("NV", "Nevada", "1.9"),
  state("NC", "North Carolina", "0.9"),
  state("SC", "South Carolina", "0.9"),
  state("UT", "Utah", "0.7"),
  state("AL", "Alabama", "0.0"),
  state("CA", "California", "-0.3"),
  state("TX", "Texas", "-1.2"),
  state("ID", "Idaho", "0.5"),
  state("WY", "Wyoming", "-2.0"),
  state("VT", "Vermont", "-2.5"),
];

/** Requests left pending by a test; failed after it, so the next test's request is not deduplicated into them. */
const pending: ((reason: Error) => void)[] = [];

/** fetch answers `body` (as JSON, with `status`), or does not answer during the test when body is "pending". */
function stubFetch(body: unknown, status = 200) {
  const fetch = vi.fn(() =>
    body === "pending"
      ? new Promise<Response>((_, reject) => void pending.push(reject))
      : Promise.resolve(new Response(JSON.stringify(body), { status })),
  );
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

/** Captures what Download CSV writes. */
function captureCsv() {
  const blobs: Blob[] = [];
  vi.spyOn(URL, "createObjectURL").mockImplementation((blob) => {
    blobs.push(blob as Blob);
    return "blob:test";
  });
  vi.spyOn(URL, "revokeObjectURL").mockImplementation(() => {});
  vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => {});
  return async () => (await blobs.at(-1)!.text()).trim().split("\r\n");
}

const trendRegion = () => screen.getByRole("region", { name: "National Hiring Trends by Industry" });
const growthRegion = () => screen.getByRole("region", { name: "State Employment Growth" });
const lines = () => trendRegion().querySelectorAll("[data-series]");
const markers = (id: string) => trendRegion().querySelectorAll(`[data-series="${id}"] path`).length;
const rows = (testId: string) => screen.getByTestId(testId).querySelectorAll("tbody tr");
const badge = (name: string) =>
  within(screen.getByRole("group", { name: "Industries shown" })).getByRole("button", { name });
const plot = () => screen.getByRole("group", { name: /Line chart by month/ });

beforeEach(() => {
  window.history.replaceState(null, "", "/");
});
afterEach(async () => {
  cleanup();
  for (const reject of pending.splice(0)) reject(new Error("test over"));
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  await new Promise((r) => setTimeout(r, 0));
  queryControls.invalidateKeys(() => true);
});

describe("HiringTrendsChart", () => {
  it("draws five lines of the last 12 months, with a table of the same points", () => {
    stubFetch(trends);
    render(<HiringTrendsChart initialData={trends} provenance={provenance} />);
    expect(lines()).toHaveLength(5);
    expect(markers("technology")).toBe(12);
    expect(rows("trend-table")).toHaveLength(12);
    expect(screen.getByRole("button", { name: "1yr" }).getAttribute("aria-pressed")).toBe("true");
    // Drawn at its box's width in CSS pixels, not scaled from a viewBox: its 12-px labels stay 12 px on a phone.
    const svg = screen.getByTestId("trend-plot").querySelector("svg");
    expect(svg?.getAttribute("viewBox")).toBeNull();
    expect(svg?.style.width).toBe("calc(100% - 88px)");
    expect(trendRegion().textContent).toContain("Source: BLS CES, June 2024 – May 2026");
  });

  it('leads with its answer and keeps the series ids in the closed "How this is measured" disclosure', () => {
    stubFetch(trends);
    render(<HiringTrendsChart initialData={trends} provenance={provenance} />);
    const answer = screen.getByTestId("card-answer");
    expect(answer.textContent).toMatch(
      /^\d of \d industries shown had more payroll jobs in May 2026 than a year before/,
    );
    // The answer comes before the chart, and the ids are only inside the disclosure.
    const plot = screen.getByTestId("trend-plot");
    expect(answer.compareDocumentPosition(plot) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const lines = screen.getByTestId("trend-lines");
    expect(lines.closest("details")?.querySelector("summary")?.textContent).toBe("How this is measured");
    expect(lines.textContent).toContain("(CES5000000001)");
    expect(lines.textContent).toContain("Healthcare and Education plot the same series.");
  });

  it("labels the value axis in millions with one decimal", () => {
    stubFetch(trends);
    render(<HiringTrendsChart initialData={trends} provenance={provenance} />);
    const labels = [...trendRegion().querySelectorAll('[data-axis="y"] text')].map((t) => t.textContent);
    expect(labels.length).toBeGreaterThanOrEqual(2);
    for (const label of labels) expect(label).toMatch(/^\d+\.\dM$/);
    const months = [...trendRegion().querySelectorAll('[data-axis="x"] text')].map((t) => t.textContent);
    expect(months.at(-1)).toBe("May 2026");
  });

  it("range buttons plot the last 6, 12 or 24 points and write the URL", () => {
    stubFetch(trends);
    render(<HiringTrendsChart initialData={trends} provenance={provenance} />);
    fireEvent.click(screen.getByRole("button", { name: "6mo" }));
    expect(screen.getByRole("button", { name: "6mo" }).getAttribute("aria-pressed")).toBe("true");
    expect(screen.getByRole("button", { name: "1yr" }).getAttribute("aria-pressed")).toBe("false");
    expect(markers("technology")).toBe(6);
    expect(rows("trend-table")).toHaveLength(6);
    expect(window.location.search).toBe("?trend=6mo");
    fireEvent.click(screen.getByRole("button", { name: "2yr" }));
    expect(rows("trend-table")).toHaveLength(24);
    fireEvent.click(screen.getByRole("button", { name: "1yr" }));
    expect(rows("trend-table")).toHaveLength(12);
    expect(window.location.search).toBe("");
  });

  it("industry badges hide and show lines and write the URL", () => {
    stubFetch(trends);
    render(<HiringTrendsChart initialData={trends} provenance={provenance} />);
    for (const b of within(screen.getByRole("group", { name: "Industries shown" })).getAllByRole("button")) {
      expect(b.getAttribute("aria-pressed")).toBe("true");
    }
    fireEvent.click(badge("Technology"));
    expect(badge("Technology").getAttribute("aria-pressed")).toBe("false");
    expect(lines()).toHaveLength(4);
    expect(trendRegion().querySelector('[data-series="technology"]')).toBeNull();
    expect([...screen.getByTestId("trend-table").querySelectorAll("thead th")].map((th) => th.textContent)).toEqual([
      "Month",
      "Healthcare (Education and health services)",
      "Finance (Financial activities)",
      "Manufacturing (Manufacturing)",
      "Education (Education and health services)",
    ]);
    expect(new URLSearchParams(window.location.search).get("industries")).toBe(
      "healthcare,finance,manufacturing,education",
    );
    fireEvent.click(badge("Technology"));
    expect(lines()).toHaveLength(5);
    expect(window.location.search).toBe("");
  });

  it("keeps at least one industry on", () => {
    stubFetch(trends);
    render(<HiringTrendsChart initialData={trends} provenance={provenance} />);
    for (const name of ["Technology", "Healthcare", "Finance", "Manufacturing"]) fireEvent.click(badge(name));
    expect(lines()).toHaveLength(1);
    expect(badge("Education").getAttribute("aria-disabled")).toBe("true");
    fireEvent.click(badge("Education"));
    expect(badge("Education").getAttribute("aria-pressed")).toBe("true");
    expect(lines()).toHaveLength(1);
  });

  it("restores the range and industries from the query string after mount", () => {
    stubFetch(trends);
    window.history.replaceState(null, "", "/?trend=6mo&industries=finance,technology");
    render(<HiringTrendsChart initialData={trends} provenance={provenance} />);
    expect(screen.getByRole("button", { name: "6mo" }).getAttribute("aria-pressed")).toBe("true");
    expect([...lines()].map((l) => l.getAttribute("data-series"))).toEqual(["technology", "finance"]);
    expect(rows("trend-table")).toHaveLength(6);
  });

  it("hydrates server HTML without a mismatch, then applies the URL", async () => {
    stubFetch(trends);
    const html = renderToString(<HiringTrendsChart initialData={trends} provenance={provenance} />);
    window.history.replaceState(null, "", "/?trend=2yr&industries=manufacturing");
    const container = document.createElement("div");
    container.innerHTML = html;
    document.body.append(container);
    const onRecoverableError = vi.fn();
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const root = await act(async () =>
      hydrateRoot(container, <HiringTrendsChart initialData={trends} provenance={provenance} />, {
        onRecoverableError,
      }),
    );
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    expect(container.querySelectorAll("[data-series]")).toHaveLength(1);
    expect(container.querySelectorAll('[data-testid="trend-table"] tbody tr')).toHaveLength(24);
    act(() => root.unmount());
    container.remove();
  });

  it("shows a tooltip with the month and values in millions with two decimals, moved by the arrow keys", () => {
    stubFetch(trends);
    render(<HiringTrendsChart initialData={trends} provenance={provenance} />);
    act(() => plot().focus());
    const tooltip = screen.getByRole("tooltip");
    expect(tooltip.textContent).toContain("May 2026");
    expect(
      within(tooltip)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual([
      "Technology: 3.12M jobs",
      "Healthcare: 26.23M jobs",
      "Finance: 9.12M jobs",
      "Manufacturing: 12.78M jobs",
      "Education: 26.23M jobs",
    ]);
    expect(plot().getAttribute("aria-describedby")).toBe(tooltip.id);
    fireEvent.keyDown(plot(), { key: "ArrowLeft" });
    expect(screen.getByRole("tooltip").textContent).toContain("April 2026");
    expect(screen.getByRole("tooltip").textContent).toContain("Technology: 3.12M jobs"); // 3,115,000
    fireEvent.keyDown(plot(), { key: "Home" });
    expect(screen.getByRole("tooltip").textContent).toContain("June 2025");
    expect(trendRegion().querySelector("[aria-live]")?.textContent).toContain("June 2025, Technology: 3.06M jobs");
    fireEvent.keyDown(plot(), { key: "Escape" });
    expect(screen.queryByRole("tooltip")).toBeNull();
  });

  it("shows the tooltip of the month nearest the mouse, and hides it when the mouse leaves", () => {
    stubFetch(trends);
    render(<HiringTrendsChart initialData={trends} provenance={provenance} />);
    vi.spyOn(plot(), "getBoundingClientRect").mockReturnValue({
      left: 0,
      top: 0,
      width: 760,
      height: 350,
      right: 760,
      bottom: 350,
      x: 0,
      y: 0,
      toJSON: () => ({}),
    });
    fireEvent.pointerMove(plot(), { clientX: 70 });
    expect(screen.getByRole("tooltip").textContent).toContain("June 2025");
    fireEvent.pointerMove(plot(), { clientX: 740 });
    expect(screen.getByRole("tooltip").textContent).toContain("May 2026");
    fireEvent.pointerLeave(plot());
    expect(screen.queryByRole("tooltip")).toBeNull();
  });

  it("formats tooltip values as millions with two decimals and 'jobs'", () => {
    expect(tooltipValue("Technology", 3_120_000)).toBe("Technology: 3.12M jobs");
    expect(tooltipValue("Healthcare", 26_474_000)).toBe("Healthcare: 26.47M jobs");
  });

  it("downloads a CSV of exactly the months and industries shown, jobs as integers", async () => {
    stubFetch(trends);
    const csv = captureCsv();
    render(<HiringTrendsChart initialData={trends} provenance={provenance} />);
    fireEvent.click(screen.getByRole("button", { name: "6mo" }));
    fireEvent.click(badge("Healthcare"));
    fireEvent.click(badge("Manufacturing"));
    fireEvent.click(within(trendRegion()).getByRole("button", { name: "Download CSV" }));
    expect(await csv()).toEqual([
      'Month,"Technology (Information, jobs)","Finance (Financial activities, jobs)","Education (Education and health services, jobs)"',
      "2025-12,3095000,9118000,26180000",
      "2026-01,3100000,9119000,26190000",
      "2026-02,3105000,9120000,26200000",
      "2026-03,3110000,9121000,26210000",
      "2026-04,3115000,9122000,26220000",
      "2026-05,3120000,9123000,26230000",
    ]);
  });

  it("says 'Unable to load hiring trends data' when the request fails and there is no built data", async () => {
    stubFetch({ error: "boom" }, 503);
    render(<HiringTrendsChart initialData={undefined as unknown as HiringTrends} provenance={provenance} />);
    expect((await screen.findByRole("alert")).textContent).toBe("Unable to load hiring trends data");
    expect(lines()).toHaveLength(0);
  });

  it("shows a 350 px skeleton while the request is pending and there is no built data", () => {
    stubFetch("pending");
    render(<HiringTrendsChart initialData={undefined as unknown as HiringTrends} provenance={provenance} />);
    const skeleton = screen.getByTestId("skeleton");
    expect(skeleton.querySelector(".h-\\[350px\\]")).not.toBeNull();
    expect(lines()).toHaveLength(0);
  });

  it("keeps showing the built data when the API fails", async () => {
    const fetch = stubFetch({ error: "boom" }, 503);
    render(<HiringTrendsChart initialData={trends} provenance={provenance} />);
    await act(async () => new Promise((r) => setTimeout(r, 10)));
    expect(fetch).toHaveBeenCalled();
    expect(lines()).toHaveLength(5);
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("says so when there are no points", () => {
    const empty = { measures: [{ ...employment, points: [] }] };
    stubFetch(empty);
    render(<HiringTrendsChart initialData={empty} provenance={provenance} />);
    expect(trendRegion().textContent).toContain("No hiring trends data to show");
    expect(lines()).toHaveLength(0);
  });
});

describe("HiringTrendsChart with hires and employment", () => {
  const measureButton = (name: string) =>
    within(screen.getByRole("group", { name: "Measure" })).getByRole("button", { name });

  it("shows hires first, says per line what is plotted and which industries have no hires", () => {
    stubFetch(both);
    render(<HiringTrendsChart initialData={both} provenance={provenance} />);
    expect(measureButton("Hires").getAttribute("aria-pressed")).toBe("true");
    expect([...lines()].map((l) => l.getAttribute("data-series"))).toEqual([
      "technology",
      "healthcare",
      "manufacturing",
    ]);
    expect(screen.getByTestId("trend-measure").textContent).toContain("people added to payrolls");
    const described = [...screen.getByTestId("trend-lines").querySelectorAll("li")].map((li) => li.textContent);
    expect(described).toEqual([
      "Technology plots Information (JTS510000000000000HIL).",
      "Healthcare plots Health care and social assistance (JTS620000000000000HIL).",
      "Manufacturing plots Manufacturing (JTS300000000000000HIL).",
      "Finance is not shown here: this dataset does not hold monthly hires for Finance and insurance.",
      "Education is not shown here: this dataset does not hold monthly hires for Educational services.",
    ]);
    expect(screen.getByTestId("trend-table").querySelector("caption")?.textContent).toBe(
      "Hires by industry and month (hires), last 12 months",
    );
    act(() => plot().focus());
    expect(
      within(screen.getByRole("tooltip"))
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["Technology: 111K hires", "Healthcare: 723K hires", "Manufacturing: 277K hires"]);
    const axis = [...trendRegion().querySelectorAll('[data-axis="y"] text')].map((t) => t.textContent);
    expect(axis.every((t) => /^\d[\d,]*K$/.test(t ?? ""))).toBe(true);
  });

  it("switches to employment, writes the measure to the URL and draws all five industries", () => {
    stubFetch(both);
    render(<HiringTrendsChart initialData={both} provenance={provenance} />);
    fireEvent.click(measureButton("Employment"));
    expect(new URLSearchParams(window.location.search).get("measure")).toBe("employment");
    expect(lines()).toHaveLength(5);
    expect(trendRegion().textContent).toContain(
      "Healthcare plots Education and health services (CES6500000001). Healthcare and Education plot the same series.",
    );
    act(() => plot().focus());
    expect(within(screen.getByRole("tooltip")).getAllByRole("listitem")[0]?.textContent).toBe("Technology: 3.12M jobs");
  });

  it("keeps industries chosen under employment when hires lack them, and draws what hires have", () => {
    stubFetch(both);
    window.history.replaceState(null, "", "/?industries=finance,education");
    render(<HiringTrendsChart initialData={both} provenance={provenance} />);
    // Neither has hires: every hires line is drawn rather than an empty chart.
    expect(lines()).toHaveLength(3);
    fireEvent.click(measureButton("Employment"));
    expect([...lines()].map((l) => l.getAttribute("data-series"))).toEqual(["finance", "education"]);
  });

  it("puts the other measure's figures in the server HTML for reading without JavaScript, and hydrates cleanly", async () => {
    stubFetch(both);
    const html = renderToString(<HiringTrendsChart initialData={both} provenance={provenance} />);
    expect(html).toContain("<noscript>");
    expect(html).toContain('data-testid="trend-table-employment"');
    expect(html).toContain("Education (Education and health services)");
    const container = document.createElement("div");
    container.innerHTML = html;
    document.body.append(container);
    const onRecoverableError = vi.fn();
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const root = await act(async () =>
      hydrateRoot(container, <HiringTrendsChart initialData={both} provenance={provenance} />, { onRecoverableError }),
    );
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    act(() => root.unmount());
    container.remove();
  });

  it("shows each line as an index of the range's first month", () => {
    stubFetch(both);
    window.history.replaceState(null, "", "/?trend=6mo");
    render(<HiringTrendsChart initialData={both} provenance={provenance} />);
    fireEvent.click(within(screen.getByRole("group", { name: "Show as" })).getByRole("button", { name: "Index" }));
    expect(new URLSearchParams(window.location.search).get("scale")).toBe("index");
    const first = rows("trend-table")[0]?.textContent ?? "";
    expect(first).toContain("100.0");
    // Technology: 106,000 in July 2025 → 111,000 in December 2025 = 104.7.
    expect(rows("trend-table")[5]?.textContent).toContain("104.7");
    expect(screen.getByTestId("trend-table").querySelector("caption")?.textContent).toBe(
      "Hires by industry and month (index, July 2025 = 100), last 6 months",
    );
  });
});

describe("StateGrowthChart", () => {
  const bars = () => within(growthRegion()).getAllByRole("img");

  it("draws a bar for each of the first 8 states, named with its growth rate", () => {
    stubFetch(states);
    render(<StateGrowthChart initialData={states} provenance={provenance} />);
    expect(bars()).toHaveLength(8);
    expect(bars()[0]!.getAttribute("aria-label")).toBe("Nevada (NV), Growth Rate: 1.9%");
    expect(growthRegion().querySelectorAll(".growth-bar")).toHaveLength(8);
    expect(rows("growth-table")).toHaveLength(8);
    expect([...growthRegion().querySelectorAll('[data-axis="x"] text')].map((t) => t.textContent)).toEqual([
      "NV",
      "NC",
      "SC",
      "UT",
      "AL",
      "CA",
      "TX",
      "ID",
    ]);
    expect(growthRegion().textContent).not.toContain("Wyoming");
    // The answer comes first, from the bars shown.
    expect(within(growthRegion()).getByTestId("card-answer").textContent).toMatch(
      /^Of the 8 states shown, payroll jobs grew fastest in Nevada over the year: up 1\.9%, good news for job seekers there\./,
    );
  });

  it("draws negative growth below the zero line and positive growth above it", () => {
    stubFetch(states);
    render(<StateGrowthChart initialData={states} provenance={provenance} />);
    const rect = (code: string) => {
      const r = growthRegion().querySelector(`[data-state="${code}"] .growth-bar`)!;
      return { y: Number(r.getAttribute("y")), height: Number(r.getAttribute("height")), fill: r.getAttribute("fill") };
    };
    const nv = rect("NV");
    const tx = rect("TX");
    const ca = rect("CA");
    const zero = nv.y + nv.height;
    expect(tx.y).toBeCloseTo(zero);
    expect(ca.y).toBeCloseTo(zero);
    expect(tx.height).toBeGreaterThan(ca.height);
    expect(tx.fill).not.toBe(nv.fill);
    expect(nv.height / tx.height).toBeCloseTo(1.9 / 1.2);
    const ticks = [...growthRegion().querySelectorAll('[data-axis="y"] text')].map((t) => t.textContent);
    expect(ticks).toContain("0.0%");
    expect(ticks[0]).toMatch(/^-/);
  });

  it("shows 'Growth Rate' in a tooltip on focus and hover; arrow keys move between bars", () => {
    stubFetch(states);
    render(<StateGrowthChart initialData={states} provenance={provenance} />);
    act(() => bars()[0]!.focus());
    expect(screen.getByRole("tooltip").textContent).toBe("Nevada (NV)Growth Rate: 1.9%");
    fireEvent.keyDown(bars()[0]!, { key: "ArrowRight" });
    expect(document.activeElement).toBe(bars()[1]);
    expect(screen.getByRole("tooltip").textContent).toContain("Growth Rate: 0.9%");
    fireEvent.keyDown(bars()[1]!, { key: "Escape" });
    expect(screen.queryByRole("tooltip")).toBeNull();
    fireEvent.mouseEnter(bars()[6]!);
    expect(screen.getByRole("tooltip").textContent).toContain("Growth Rate: -1.2%");
    fireEvent.mouseLeave(bars()[6]!);
    expect(screen.queryByRole("tooltip")).toBeNull();
    expect(growthLabel(1.9)).toBe("Growth Rate: 1.9%");
  });

  it("downloads a CSV of the 8 states shown", async () => {
    stubFetch(states);
    const csv = captureCsv();
    render(<StateGrowthChart initialData={states} provenance={provenance} />);
    fireEvent.click(within(growthRegion()).getByRole("button", { name: "Download CSV" }));
    const lines = await csv();
    expect(lines[0]).toBe("Code,State,Growth Rate (%)");
    expect(lines.slice(1)).toEqual([
      "NV,Nevada,1.9",
      "NC,North Carolina,0.9",
      "SC,South Carolina,0.9",
      "UT,Utah,0.7",
      "AL,Alabama,0.0",
      "CA,California,-0.3",
      "TX,Texas,-1.2",
      "ID,Idaho,0.5",
    ]);
  });

  it("says 'Unable to load state growth data' when the request fails and there is no built data", async () => {
    stubFetch({ error: "boom" }, 500);
    render(<StateGrowthChart initialData={undefined as unknown as State[]} provenance={provenance} />);
    expect((await screen.findByRole("alert")).textContent).toBe("Unable to load state growth data");
  });

  it("shows a skeleton while the request is pending and there is no built data", () => {
    stubFetch("pending");
    render(<StateGrowthChart initialData={undefined as unknown as State[]} provenance={provenance} />);
    expect(screen.getByTestId("skeleton").getAttribute("role")).toBe("status");
    expect(growthRegion().querySelectorAll(".growth-bar")).toHaveLength(0);
  });
});
