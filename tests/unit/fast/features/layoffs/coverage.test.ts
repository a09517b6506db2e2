// The layoffs page and the layoffs methodology give one count of the states whose notices are shown.
import { describe, expect, it } from "vitest";
import { jurisdictionCount } from "~/domain/geography.ts";
import { warnCoverage } from "~/features/layoffs/coverage.ts";
import { seedData, seedManifest } from "../../../../helpers/seed.ts";

describe("jurisdictionCount", () => {
  it("counts states and says the District of Columbia apart", () => {
    expect(jurisdictionCount(["TX", "dc", "OH", "TX"])).toBe("2 states and the District of Columbia");
    expect(jurisdictionCount(["TX"])).toBe("1 state");
    expect(jurisdictionCount([])).toBe("0 states");
  });
});

describe("the layoffs' state count", () => {
  it("is the same on the page (from the notices) and in the methodology (from the build)", () => {
    const page = jurisdictionCount(warnCoverage(seedData("layoffs")).published.map((s) => s.code));
    expect(page).toMatch(/^\d+ states and the District of Columbia$/);
    const scope = seedManifest().entities.layoffs.methodology?.["scope"] ?? "";
    expect(scope).toContain(`WARN Act notices of ${page} in the`);
    // The count never counts DC as a state.
    expect(scope).not.toMatch(/\d+ states \(and DC/);
  });
});
