// A card's one short source line: short names, BLS once, the period shown.
import { describe, expect, it } from "vitest";
import { shortSourceName, sourceLine } from "~/domain/source-line.ts";

const BLS = "U.S. Bureau of Labor Statistics";

describe("sourceLine", () => {
  it("names one BLS programme and the period", () => {
    expect(sourceLine([{ id: "bls-jolts-national", publisher: BLS }], "June 2026")).toBe("BLS JOLTS, June 2026");
  });

  it("says BLS once for several programmes and each programme once", () => {
    const sources = ["bls-jolts-national", "bls-jolts-levels", "bls-cps-unemployment", "bls-ces-states"].map((id) => ({
      id,
      publisher: BLS,
    }));
    expect(sourceLine(sources, "April 2026 – July 2026")).toBe("BLS JOLTS, CPS and CES, April 2026 – July 2026");
  });

  it("lists other publishers after BLS, and falls back to the publisher's own name for an unknown source", () => {
    const line = sourceLine(
      [
        { id: "onet", publisher: "National Center for O*NET Development, for USDOL/ETA" },
        { id: "bls-employment-projections", publisher: BLS },
        { id: "new-source", publisher: "Some Agency (compiled), 2026" },
      ],
      "2025",
    );
    expect(line).toBe("BLS Employment Projections; O*NET and Some Agency, 2025");
    expect(shortSourceName({ publisher: "Indeed Hiring Lab" })).toBe("Indeed Hiring Lab");
  });
});
