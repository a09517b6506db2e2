// @vitest-environment happy-dom
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import SourceNote from "../../../../src/components/ui/SourceNote";

const base = { asOf: "June 2026", sources: [{ publisher: "U.S. Bureau of Labor Statistics", title: "JOLTS" }] };

describe("SourceNote", () => {
  it("says only the period and the source when no calendar or staleness is known", () => {
    const { container } = render(<SourceNote provenance={base} />);
    expect(container.textContent).toBe("As of June 2026 · Source");
    expect(screen.queryByTestId("stale-note")).toBeNull();
  });

  it("adds the next release date and a visible mark when newer figures are out", () => {
    render(
      <SourceNote
        provenance={{
          ...base,
          schedule: ["Next update: Sep 29, 2026 (Job Openings and Labor Turnover Survey for August 2026)"],
          stale: "Not yet updated: Job Openings and Labor Turnover Survey figures end in June 2026.",
        }}
      />,
    );
    expect(screen.getByText(/^Next update: Sep 29, 2026/)).toBeTruthy();
    expect(screen.getByTestId("stale-note").textContent).toMatch(/figures end in June 2026/);
  });
});
