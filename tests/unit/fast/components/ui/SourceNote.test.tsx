// @vitest-environment happy-dom
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import SourceNote from "~/components/ui/SourceNote";

const base = { asOf: "June 2026", sources: [{ publisher: "U.S. Bureau of Labor Statistics", title: "JOLTS" }] };

describe("SourceNote", () => {
  it("says one short source line, and keeps the full titles and method behind a native disclosure", () => {
    const { container } = render(
      <SourceNote
        provenance={{
          ...base,
          sources: [{ id: "bls-jolts-national", publisher: "U.S. Bureau of Labor Statistics", title: "JOLTS" }],
        }}
        note="Openings are a stock on the last business day of the month."
        method={<p>Series JTS000000000000000JOL</p>}
      />,
    );
    expect(screen.getByTestId("source-line").textContent).toBe("Source: BLS JOLTS, June 2026");
    const details = container.querySelector("details");
    expect(details?.getAttribute("open")).toBeNull();
    expect(details?.querySelector("summary")?.textContent).toBe("How this is measured");
    // The ids, titles and method are inside the disclosure, not in the line a visitor reads first.
    expect(details?.textContent).toContain("JTS000000000000000JOL");
    expect(details?.textContent).toContain("U.S. Bureau of Labor Statistics: JOLTS");
    expect(details?.textContent).toContain("Openings are a stock");
    expect(screen.getByTestId("source-line").textContent).not.toContain("JTS");
    expect(container.querySelector("[data-newer-mark]")).toBeNull();
  });

  it("adds a hidden mark carrying the months held, for the page to show when behind", () => {
    const { container } = render(<SourceNote provenance={{ ...base, held: "jolts:2026-06" }} />);
    const mark = container.querySelector<HTMLElement>("[data-newer-mark]");
    expect(mark?.hidden).toBe(true);
    expect(mark?.dataset["newerMark"]).toBe("jolts:2026-06");
    // Nothing that depends on the date is frozen into the card when it is built.
    expect(container.querySelector("[data-testid=source-line]")?.textContent).toBe(
      "Source: U.S. Bureau of Labor Statistics, June 2026Newer data out",
    );
  });
});
