import { describe, expect, it } from "vitest";
import { formatOpenings, formatProjectedOpenings } from "~/domain/format.ts";
import { seedData } from "../../../helpers/seed.ts";

describe("openings", () => {
  it("shows counts below 1,000 whole and larger ones in thousands", () => {
    expect(formatOpenings(999)).toBe("999");
    expect(formatOpenings(1500)).toBe("1.5K");
  });

  it("says a projected 0.0 thousand openings is fewer than 50 a year, not none", () => {
    expect(formatProjectedOpenings(0)).toBe("Fewer than 50");
    expect(formatProjectedOpenings(100)).toBe("100");
    // The data has such occupations (BLS rounds their openings to 0.0 thousand).
    const rounded = seedData("job-roles").filter((r) => r.openings === 0);
    expect(rounded.length).toBeGreaterThan(0);
    for (const role of rounded) expect(formatProjectedOpenings(role.openings)).not.toBe("0");
  });
});
