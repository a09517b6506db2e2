// An article's claim rests on the figure as BLS publishes it now: the information article's December 2025 hires
// claim is checked against the post-revision figure in the raw snapshot.
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { RAW_DIR } from "../../../helpers/raw-snapshot.ts";
import { seedData } from "../../../helpers/seed.ts";

/** The post-revision (March 2026 vintage) hires of an industry in its newest month, from the FutureGrid JOLTS copy. */
function revisedHires(dir: string, industry: string): { month: string; value: number } {
  const file = JSON.parse(readFileSync(path.join(dir, "bls_jolts/futuregrid_jolts.json"), "utf8")) as {
    industries: { name: string; latest: { date: string; HIL: number } }[];
  };
  const entry = file.industries.find((i) => i.name === industry);
  if (!entry) throw new Error(`no ${industry} in the FutureGrid file`);
  return { month: entry.latest.date, value: entry.latest.HIL * 1000 };
}

describe.skipIf(!RAW_DIR)("the information article's December 2025 hires claim, against the raw snapshot", () => {
  it("matches the revised figure: December 2025 is inside the band of the 23 months before", () => {
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
