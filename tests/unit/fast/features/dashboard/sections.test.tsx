// @vitest-environment happy-dom
// Each dashboard section without build-time data: skeletons while its request is pending, the
// card's message when it fails or returns nothing, the content when it succeeds.

import { cleanup, render, screen, waitFor } from "@testing-library/react";
import type { ComponentType } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  analysisCsvColumns,
  analysisHeaders,
  analysisMonths,
  analysisSpan,
  PERIOD_OPTIONS,
} from "~/features/dashboard/analysis.ts";
import ExternalSources from "~/features/dashboard/ExternalSources.tsx";
import MetricsStrip from "~/features/dashboard/MetricsStrip.tsx";
import RecentLayoffs from "~/features/dashboard/RecentLayoffs.tsx";
import StateAnalysisTable from "~/features/dashboard/StateAnalysisTable.tsx";
import { TopCategories, TopCompanies, TopSkills, TopStates } from "~/features/dashboard/top-lists.tsx";
import { queryControls } from "~/stores/fetcher.ts";
import { readSeed, seedData } from "../../../../helpers/seed.ts";

const seed = seedData;
const provenance = {
  asOf: "June 2026",
  sources: [{ publisher: "U.S. Bureau of Labor Statistics", title: "Test series" }],
};

interface Case {
  name: string;
  Component: ComponentType<{ provenance: typeof provenance }>;
  error: string;
  fixture: () => unknown;
  loaded: string | RegExp;
  /** A successful but empty answer shows the error message too (a card shows its message for a failure or for empty data). */
  emptyShowsError: boolean;
}

const CASES: Case[] = [
  {
    name: "metrics",
    Component: MetricsStrip,
    error: "Unable to load employment metrics",
    fixture: () => seed("employment-metrics"),
    loaded: "Total Job Openings",
    emptyShowsError: false,
  },
  {
    name: "categories",
    Component: TopCategories,
    error: "Unable to load job categories data",
    fixture: () => seed("job-categories"),
    loaded: seed("job-categories")[0]!.name,
    emptyShowsError: true,
  },
  {
    name: "states",
    Component: TopStates,
    error: "Unable to load states data",
    fixture: () => seed("states"),
    loaded: seed("states")[0]!.name,
    emptyShowsError: true,
  },
  {
    name: "skills",
    Component: TopSkills,
    error: "Unable to load skills data",
    fixture: () => seed("skills").slice(0, 5),
    loaded: seed("skills")[0]!.name,
    emptyShowsError: true,
  },
  {
    name: "companies",
    Component: TopCompanies,
    error: "Unable to load companies data",
    fixture: () => seed("companies").slice(0, 5),
    loaded: seed("companies")[0]!.name,
    emptyShowsError: true,
  },
  {
    name: "analysis",
    Component: (props) => (
      <StateAnalysisTable {...props} months={analysisMonths(readSeed("analytics-states").sources)} />
    ),
    error: "Unable to load detailed analysis data",
    fixture: () => seed("analytics-states").rows.all["30d"],
    loaded: /Showing 1 to 5 of 51 states/,
    emptyShowsError: false,
  },
  {
    name: "layoffs",
    Component: RecentLayoffs,
    error: "Unable to load layoffs data",
    fixture: () => seed("layoffs").slice(0, 2),
    loaded: seed("layoffs")[0]!.companyName,
    emptyShowsError: false,
  },
  {
    name: "external sources",
    Component: ExternalSources,
    error: "Unable to load external job data",
    fixture: () => seed("external-jobs"),
    loaded: /Data aggregated from \d+ external sources/,
    emptyShowsError: false,
  },
];

/** A fetch that stays pending until the test ends (then fails, so no request is left in flight). */
let releasePending: () => void = () => {};
function pendingFetch() {
  return vi.fn(
    () =>
      new Promise<Response>((resolve) => {
        releasePending = () => resolve(new Response("released", { status: 599 }));
      }),
  );
}

function answer(status: number, body: unknown) {
  return vi.fn(async () => new Response(typeof body === "string" ? body : JSON.stringify(body), { status }));
}

describe("dashboard sections without build-time data", () => {
  beforeEach(() => {
    queryControls.mutateCache(() => true, undefined);
  });
  afterEach(async () => {
    cleanup();
    releasePending();
    await new Promise((r) => setTimeout(r, 0));
    vi.unstubAllGlobals();
  });

  for (const c of CASES) {
    describe(c.name, () => {
      it("shows skeletons while the request is pending", async () => {
        vi.stubGlobal("fetch", pendingFetch());
        const { container } = render(<c.Component provenance={provenance} />);
        await waitFor(() =>
          expect(container.querySelector('[data-testid="skeleton"], [data-testid="metric-skeleton"]')).not.toBeNull(),
        );
        expect(screen.queryByText(c.error)).toBeNull();
      });

      it(`shows '${c.error}' when the request fails`, async () => {
        vi.stubGlobal("fetch", answer(500, "boom"));
        render(<c.Component provenance={provenance} />);
        expect((await screen.findByText(c.error)).getAttribute("role")).toBe("alert");
      });

      it("shows the data when the request succeeds", async () => {
        vi.stubGlobal("fetch", answer(200, c.fixture()));
        const { container } = render(<c.Component provenance={provenance} />);
        await screen.findByText(c.loaded);
        expect(container.querySelector('[data-testid="skeleton"], [data-testid="metric-skeleton"]')).toBeNull();
        expect(screen.queryByText(c.error)).toBeNull();
      });

      if (c.emptyShowsError) {
        it("shows the message when the answer is empty", async () => {
          vi.stubGlobal("fetch", answer(200, []));
          render(<c.Component provenance={provenance} />);
          expect((await screen.findByText(c.error)).getAttribute("role")).toBe("alert");
        });
      }
    });
  }

  it("metrics: 'Data updating...' until a last-updated date is known, then 'Last updated: Mon DD, YYYY'", async () => {
    vi.stubGlobal("fetch", pendingFetch());
    render(<MetricsStrip provenance={provenance} />);
    expect(screen.getByTestId("last-updated").textContent).toBe("Data updating...");
    cleanup();
    releasePending();
    await new Promise((r) => setTimeout(r, 0));
    queryControls.mutateCache(() => true, undefined);
    vi.stubGlobal("fetch", answer(200, { ...seed("employment-metrics"), lastUpdated: "2024-03-05" }));
    render(<MetricsStrip provenance={provenance} />);
    await waitFor(() => expect(screen.getByTestId("last-updated").textContent).toBe("Last updated: Mar 05, 2024"));
  });

  it("fetches with credentials and reads a failure as 'status: body'", async () => {
    const fetchMock = answer(503, "down for maintenance");
    vi.stubGlobal("fetch", fetchMock);
    const { fetchJson } = await import("~/stores/fetcher.ts");
    await expect(fetchJson("/api/news")).rejects.toThrow("503: down for maintenance");
    expect(fetchMock).toHaveBeenCalledWith("/api/news", expect.objectContaining({ credentials: "include" }));
  });
});

describe("Detailed State Analysis headers", () => {
  const months = { payroll: "2026-04", unemployment: "2026-07", occupations: "2025-05" };

  it("say what each column is and when it is from, from the seed's sources", () => {
    expect(analysisMonths(readSeed("analytics-states").sources)).toEqual(months);
    expect(analysisHeaders(months, "all", "30d")).toEqual({
      jobs: "Payroll Jobs (Apr 2026)",
      growth: "Payroll Growth (Mar 2026–Apr 2026)",
      unemployment: "Unemployment (Jul 2026)",
      field: "Most Specialised Occupation Group",
      trend: "Trend (Mar 2026–Apr 2026)",
    });
  });

  it("say over which months the growth in the answer is", () => {
    expect(analysisSpan(months, "30d")).toBe("from Mar 2026 to Apr 2026");
    expect(analysisSpan(months, "12m")).toBe("from Apr 2025 to Apr 2026");
  });

  it("with an industry chosen, name the occupations counted and keep growth all-industry", () => {
    const headers = analysisHeaders(months, "technology", "12m");
    expect(headers.jobs).toBe("Jobs in computer and mathematical occupations (OEWS May 2025)");
    expect(headers.growth).toBe("Payroll Growth (Apr 2025–Apr 2026, all industries)");
    expect(analysisCsvColumns(headers).map(([name]) => name)).toEqual([
      "State",
      "Code",
      "Jobs in computer and mathematical occupations (OEWS May 2025)",
      "Payroll Growth (Apr 2025–Apr 2026, all industries) %",
      "Unemployment (Jul 2026) %",
      "Most Specialised Occupation Group",
      "Trend (Apr 2025–Apr 2026)",
    ]);
  });

  it("label the periods as months of change, not days", () => {
    expect(PERIOD_OPTIONS.map((p) => p.label)).toEqual(["1-month change", "3-month change", "12-month change"]);
  });
});
