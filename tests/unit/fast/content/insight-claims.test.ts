// An article's claim rests on the figure as BLS publishes it now: the information article's December 2025 hires
// claim is checked against the post-revision figure in the raw snapshot, and the vintage it quotes is named.
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { noteMissingSnapshot, RAW_DIR } from "../../../helpers/raw-snapshot.ts";
import { seedData } from "../../../helpers/seed.ts";

const ARTICLE = readFileSync("src/content/insights/information-jobs-and-health-care.mdx", "utf8");

/** The post-revision (March 2026 vintage) hires of an industry in its newest month, from the FutureGrid JOLTS copy. */
function revisedHires(dir: string, industry: string): { month: string; value: number } {
  const file = JSON.parse(readFileSync(path.join(dir, "bls_jolts/futuregrid_jolts.json"), "utf8")) as {
    industries: { name: string; latest: { date: string; HIL: number } }[];
  };
  const entry = file.industries.find((i) => i.name === industry);
  if (!entry) throw new Error(`no ${industry} in the FutureGrid file`);
  return { month: entry.latest.date, value: entry.latest.HIL * 1000 };
}

describe("the information article's December 2025 hires claim", () => {
  noteMissingSnapshot("insight claims");

  it("names the vintage its hires figures are quoted from, and claims no December jump", () => {
    expect(ARTICLE).toContain("as published in\nFebruary 2026, before BLS's annual revision of March 2026");
    expect(ARTICLE).not.toMatch(/until a jump in December|then December/);
    expect(ARTICLE).toMatch(/revised figure BLS\npublishes now is back inside the band of the two years before/);
  });

  it.runIf(RAW_DIR)("matches the revised figure: December 2025 is inside the band of the 23 months before", () => {
    const revised = revisedHires(RAW_DIR ?? "", "Information");
    expect(revised.month).toBe("2025-12");
    const hires = seedData("hiring-trends").measures.find((m) => m.id === "hires");
    const before = (hires?.points ?? [])
      .filter((p) => p.month >= "2024-01" && p.month < "2025-12")
      .map((p) => p.values.technology ?? 0);
    expect(before).toHaveLength(23);
    const first = hires?.points.find((p) => p.month === "2025-12")?.values.technology ?? 0;
    // The first print was above the band (the "jump"); the revised figure is inside it (the claim the article makes).
    expect(first).toBeGreaterThan(Math.max(...before));
    expect(revised.value).toBeLessThanOrEqual(Math.max(...before));
    expect(revised.value).toBeGreaterThanOrEqual(Math.min(...before));
  });
});
