// @vitest-environment happy-dom
import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import SourceNote from "../../../../src/components/ui/SourceNote";

const base = { asOf: "June 2026", sources: [{ publisher: "U.S. Bureau of Labor Statistics", title: "JOLTS" }] };

describe("SourceNote", () => {
  it("says only the period and the source when nothing about the figures' months is known", () => {
    const { container } = render(<SourceNote provenance={base} />);
    expect(container.textContent).toBe("As of June 2026 · Source");
    expect(container.querySelector("[data-newer-mark]")).toBeNull();
  });

  it("adds a hidden mark carrying the months held, for the page to show when behind", () => {
    const { container } = render(
      <SourceNote
        provenance={{
          ...base,
          held: "jolts:2026-06",
        }}
      />,
    );
    const mark = container.querySelector<HTMLElement>("[data-newer-mark]");
    expect(mark?.hidden).toBe(true);
    expect(mark?.dataset.newerMark).toBe("jolts:2026-06");
    // Nothing that depends on the date is frozen into the card when it is built.
    expect(container.textContent).toBe("As of June 2026 · SourceNewer data out");
  });
});
