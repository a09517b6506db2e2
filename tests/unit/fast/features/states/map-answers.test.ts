// /states' map leads with one sentence per measure, computed from the states it colours.

import { describe, expect, it } from "vitest";
import type { State } from "~/domain/entities.ts";
import { mapAnswer } from "~/features/states/map-answers.ts";
import { MAP_MEASURES } from "~/features/states/map-scale.ts";
import { seedData } from "../../../../helpers/seed.ts";

const periods = {
  jobs: "April 2026",
  growth: "April 2025 to April 2026",
  unemployment: "July 2026",
  occupations: "May 2025",
};
const state = (code: string, name: string, fields: Partial<State>) =>
  ({ code, name, totalJobs: 0, growthRate: "0.0", unemploymentRate: "0.0", ...fields }) as State;

const STATES = [
  state("SD", "South Dakota", { unemploymentRate: "1.96", growthRate: "1.04", totalJobs: 480_000 }),
  state("DC", "District of Columbia", { unemploymentRate: "5.9", growthRate: "-0.8", totalJobs: 790_000 }),
  state("CA", "California", { unemploymentRate: "5.4", growthRate: "0.1", totalJobs: 18_159_700 }),
  state("OH", "Ohio", { unemploymentRate: "4.0", growthRate: "-0.15", totalJobs: 5_600_000 }),
];

describe("the states map's lead sentences", () => {
  it("unemployment: the lowest and the highest state at the precision shown, and the month", () => {
    expect(mapAnswer(STATES, "unemployment", periods)).toBe(
      "Unemployment was lowest in South Dakota (2.0%) and highest in the District of Columbia (5.9%) in July 2026.",
    );
  });

  it("job growth: how many grew, fell and held about flat by the map's own classes, over the period", () => {
    // +1.04 grew; -0.8 fell; +0.1 and -0.15 (shown as -0.1) are about flat.
    expect(mapAnswer(STATES, "growth", periods)).toBe(
      "From April 2025 to April 2026, payroll jobs grew in 1 of the 3 states and DC, fell in 1 and held about flat (within 0.1%) in 2.",
    );
    const noDc = STATES.filter((s) => s.code !== "DC" && s.code !== "OH" && s.code !== "CA");
    expect(mapAnswer(noDc, "growth", periods)).toContain("grew in 1 of the 1 state,");
  });

  it("total jobs: the most and the fewest in millions, and the month; ties are all named", () => {
    expect(mapAnswer(STATES, "jobs", periods)).toBe(
      "California has the most payroll jobs (18.2 million) and South Dakota the fewest (0.5 million), in April 2026.",
    );
    const tie = [...STATES, state("TX", "Texas", { totalJobs: 18_159_700 })];
    expect(mapAnswer(tie, "jobs", periods)).toMatch(/^California and Texas have the most payroll jobs/);
    const dcFirst = STATES.map((s) => (s.code === "DC" ? { ...s, totalJobs: 20_000_000 } : s));
    expect(mapAnswer(dcFirst, "jobs", periods)).toMatch(/^The District of Columbia has the most payroll jobs/);
    expect(mapAnswer([], "jobs", periods)).toBe(undefined);
  });

  it("reads the seed: each measure names the seed's own extremes, and the growth counts add up to every state", () => {
    const states = seedData("states");
    const lowest = [...states].sort((a, b) => Number(a.unemploymentRate) - Number(b.unemploymentRate))[0]!;
    expect(mapAnswer(states, "unemployment", periods)).toContain(`lowest in ${lowest.name}`);
    const counts =
      /grew in (\d+) of the 50 states and DC, fell in (\d+) and held about flat \(within 0\.1%\) in (\d+)\./.exec(
        mapAnswer(states, "growth", periods) ?? "",
      );
    expect(counts?.slice(1).reduce((a, n) => a + Number(n), 0)).toBe(states.length);
    for (const m of MAP_MEASURES) expect(mapAnswer(states, m, periods)).toMatch(/\.$/);
  });
});
