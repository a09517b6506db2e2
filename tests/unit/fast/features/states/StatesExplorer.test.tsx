// @vitest-environment happy-dom
// The /states island: its loading, error, empty and loaded states without build-time data, the
// query-string view, and the map driven through the DOM of the server-rendered SVG it is given.

import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { State } from "~/domain/entities.ts";
import { fillOf, MEASURE_SCALES } from "~/features/states/map-scale.ts";
import StatesExplorer from "~/features/states/StatesExplorer.tsx";
import { queryControls } from "~/stores/fetcher.ts";
import { seedData } from "../../../../helpers/seed.ts";

const states = seedData("states");
const provenance = {
  asOf: "July 2026",
  sources: [{ publisher: "U.S. Bureau of Labor Statistics", title: "Test series" }],
};
const periods = {
  unemployment: "July 2026",
  growth: "April 2025 to April 2026",
  jobs: "April 2026",
  occupations: "May 2025",
};

/** A stand-in for StatesMap.astro's SVG: a few states and the overlay rings. */
const MAP = (
  <svg viewBox="0 0 975 610">
    <title>Map of the states</title>
    <g className="states">
      {["CA", "DC", "TX"].map((code) => (
        // biome-ignore lint/a11y/useSemanticElements: an SVG <path> cannot be a <button>; like the real map, each state is a focusable path with role="button"
        <path
          key={code}
          data-code={code}
          d={`M${code === "TX" ? 400 : 10} 10h10v10z`}
          tabIndex={0}
          role="button"
          aria-pressed="false"
          aria-label={code}
        />
      ))}
    </g>
    {/* biome-ignore lint/a11y/noAriaHiddenOnFocusable: an SVG <g> is not focusable; like the real map, the callout boxes are pointer aids hidden from screen readers */}
    <g className="callouts" aria-hidden="true">
      <g data-callout="DC">
        <rect data-code="DC" x="912" y="398" width="20" height="20" />
      </g>
    </g>
    <path data-overlay="selected" d="" />
    <path data-overlay="active" d="" />
  </svg>
);

let releasePending: () => void = () => {};
const pendingFetch = () =>
  vi.fn(
    () =>
      new Promise<Response>((resolve) => (releasePending = () => resolve(new Response("released", { status: 599 })))),
  );
const answer = (status: number, body: unknown) =>
  vi.fn(async () => new Response(typeof body === "string" ? body : JSON.stringify(body), { status }));

const renderExplorer = (initialData?: State[]) =>
  render(
    <StatesExplorer {...(initialData === undefined ? {} : { initialData })} provenance={provenance} periods={periods}>
      {MAP}
    </StatesExplorer>,
  );
const mapPath = (code: string) => document.querySelector<SVGPathElement>(`.states path[data-code="${code}"]`)!;

describe("states explorer island", () => {
  it("dates the 'Top industry' note from the data's OEWS period, not a typed one", async () => {
    vi.stubGlobal("fetch", pendingFetch());
    render(
      <StatesExplorer initialData={states} provenance={provenance} periods={{ ...periods, occupations: "May 2027" }}>
        {MAP}
      </StatesExplorer>,
    );
    act(() => screen.getByRole("button", { name: "What is “Top industry”?" }).focus());
    expect((await screen.findByRole("tooltip")).textContent).toContain("(BLS OEWS, May 2027)");
    expect(document.body.textContent).not.toContain("May 2025");
    expect(screen.getByTestId("state-periods").textContent).toBe(
      "Figures by date: total jobs April 2026; job growth April 2025 to April 2026; unemployment July 2026; occupation group OEWS May 2027.",
    );
    cleanup();
  });

  beforeEach(() => {
    queryControls.mutateCache(() => true, undefined);
    window.history.replaceState(null, "", "/states");
  });
  afterEach(async () => {
    cleanup();
    releasePending();
    await new Promise((r) => setTimeout(r, 0));
    vi.unstubAllGlobals();
  });

  it("shows skeletons while the request is pending and there is no built data", async () => {
    vi.stubGlobal("fetch", pendingFetch());
    renderExplorer();
    await waitFor(() => expect(screen.queryAllByTestId("skeleton")).not.toHaveLength(0));
    expect(screen.queryByText("Error loading states data")).toBeNull();
  });

  it("shows 'Error loading states data' when the request fails and there is no built data", async () => {
    vi.stubGlobal("fetch", answer(500, "x"));
    renderExplorer();
    expect((await screen.findByText("Error loading states data")).getAttribute("role")).toBe("alert");
    expect(screen.queryAllByTestId("state-card")).toHaveLength(0);
  });

  it("shows 'Error loading states data' when the API answers with no states", async () => {
    vi.stubGlobal("fetch", answer(200, []));
    renderExplorer();
    expect((await screen.findByText("Error loading states data")).getAttribute("role")).toBe("alert");
  });

  it("keeps showing the built data when the API fails", async () => {
    const fetchMock = answer(500, "x");
    vi.stubGlobal("fetch", fetchMock);
    renderExplorer(states);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(screen.getAllByTestId("state-card")).toHaveLength(8);
    expect(screen.queryByText("Error loading states data")).toBeNull();
  });

  it("loads the states from the API without built data: 8 cards, the top-3 cards and the remaining count", async () => {
    vi.stubGlobal("fetch", answer(200, states));
    renderExplorer();
    await waitFor(() => expect(screen.getAllByTestId("state-card")).toHaveLength(8));
    expect(screen.getAllByTestId("leader-card")).toHaveLength(3);
    const more = screen.getByRole("button", { name: "Load More States (43 remaining)" }) as HTMLButtonElement;
    expect(more.disabled).toBe(false);
  });

  it("says 'No states found matching your criteria' for a search without matches, and writes it to the URL", async () => {
    vi.stubGlobal("fetch", answer(200, states));
    renderExplorer(states);
    fireEvent.change(screen.getByLabelText("Search states"), { target: { value: "zzzz" } });
    await screen.findByText("No states found matching your criteria");
    expect(screen.queryAllByTestId("state-card")).toEqual([]);
    expect(new URL(window.location.href).searchParams.get("q")).toBe("zzzz");
  });

  it("restores its view from the query string after mount", async () => {
    vi.stubGlobal("fetch", answer(200, states));
    window.history.replaceState(null, "", "/states?filter=high-employment&sort=jobs&shown=16&measure=jobs");
    renderExplorer(states);
    await waitFor(() => expect(screen.getAllByTestId("state-card")).toHaveLength(16));
    expect(within(screen.getAllByTestId("state-card")[0]!).getByRole("heading").textContent).toBe("California");
    expect((screen.getByLabelText("Filter") as HTMLSelectElement).value).toBe("high-employment");
    expect(screen.getByRole("button", { name: "Total jobs" }).getAttribute("aria-pressed")).toBe("true");
  });

  it("colours the server-rendered map by the chosen measure, and recolours it on a switch", async () => {
    vi.stubGlobal("fetch", answer(200, states));
    renderExplorer(states);
    const texas = states.find((s) => s.code === "TX")!;
    await waitFor(() => expect(mapPath("TX").getAttribute("fill")).toBe(fillOf(texas, "unemployment")));
    expect(mapPath("TX").getAttribute("aria-label")).toBe("Texas: unemployment 4.5%, growth +0.6%, 14,394,300 jobs");
    fireEvent.click(screen.getByRole("button", { name: "Total jobs" }));
    await waitFor(() => expect(mapPath("TX").getAttribute("fill")).toBe(MEASURE_SCALES.jobs.colors[4]));
    expect(screen.getByTestId("map-legend").closest("figure")?.querySelector("figcaption")?.textContent).toBe(
      "Total jobs, April 2026",
    );
    expect(new URL(window.location.href).searchParams.get("measure")).toBe("jobs");
  });

  it("shows a state's figures on hover and on focus, and hides them on leave", async () => {
    vi.stubGlobal("fetch", answer(200, states));
    renderExplorer(states);
    fireEvent.mouseOver(mapPath("TX"));
    const details = await screen.findByTestId("map-details");
    expect(details.textContent).toContain("Texas");
    expect(details.textContent).toContain("4.5%");
    expect(details.textContent).toContain("14,394,300");
    expect(document.querySelector('[data-overlay="active"]')!.getAttribute("d")).toBe(mapPath("TX").getAttribute("d"));
    fireEvent.mouseLeave(screen.getByTestId("states-map"));
    await waitFor(() => expect(screen.queryByTestId("map-details")).toBeNull());
    act(() => mapPath("CA").focus());
    expect((await screen.findByTestId("map-details")).textContent).toContain("California");
  });

  it("filters the list to a state clicked on the map (or chosen with Enter), and clears the choice", async () => {
    vi.stubGlobal("fetch", answer(200, states));
    renderExplorer(states);
    fireEvent.click(mapPath("TX"));
    await waitFor(() => expect(screen.getAllByTestId("state-card")).toHaveLength(1));
    expect(screen.getByTestId("map-selection").textContent).toContain("Texas");
    expect(mapPath("TX").getAttribute("aria-pressed")).toBe("true");
    expect(new URL(window.location.href).searchParams.get("state")).toBe("TX");
    fireEvent.click(screen.getByRole("button", { name: "Clear selection" }));
    await waitFor(() => expect(screen.getAllByTestId("state-card")).toHaveLength(8));
    expect(mapPath("TX").getAttribute("aria-pressed")).toBe("false");

    fireEvent.keyDown(mapPath("DC"), { key: "Enter" });
    await waitFor(() => expect(screen.getByTestId("map-selection").textContent).toContain("District of Columbia"));
    expect(document.querySelector('[data-callout="DC"]')!.hasAttribute("data-highlight-selected")).toBe(true);
    // Choosing the chosen state again clears it (a toggle button).
    fireEvent.keyDown(mapPath("DC"), { key: " " });
    await waitFor(() => expect(screen.queryByTestId("map-selection")).toBeNull());
  });

  it("reaches DC through its callout box as well", async () => {
    vi.stubGlobal("fetch", answer(200, states));
    renderExplorer(states);
    fireEvent.click(document.querySelector('rect[data-code="DC"]')!);
    await waitFor(() => expect(screen.getByTestId("map-selection").textContent).toContain("District of Columbia"));
  });
});
