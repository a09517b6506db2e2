// @vitest-environment happy-dom
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import SourceNote from "../../../../src/components/ui/SourceNote";

const base = { asOf: "June 2026", sources: [{ publisher: "U.S. Bureau of Labor Statistics", title: "JOLTS" }] };

describe("SourceNote", () => {
  it("says only the period and the source when nothing about the figures' months is known", () => {
    const { container } = render(<SourceNote provenance={base} />);
    expect(container.textContent).toBe("As of June 2026 · Source");
    expect(container.querySelector("[data-newer-mark]")).toBeNull();
  });

  it("adds the next release date, and a hidden mark carrying the months held, for the page to show when behind", () => {
    const { container } = render(
      <SourceNote
        provenance={{
          ...base,
          schedule: ["Next update: Sep 29, 2026 (Job Openings and Labor Turnover Survey for August 2026)"],
          held: "jolts:2026-06",
        }}
      />,
    );
    expect(screen.getByText(/^Next update: Sep 29, 2026/)).toBeTruthy();
    const mark = container.querySelector<HTMLElement>("[data-newer-mark]");
    expect(mark?.hidden).toBe(true);
    expect(mark?.dataset.newerMark).toBe("jolts:2026-06");
    // Nothing about staleness is frozen into the card when it is built.
    expect(container.textContent).not.toMatch(/Not yet updated|published newer months/);
  });
});
