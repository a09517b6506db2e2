import { describe, expect, it } from "vitest";
import { stateGrowthAnswer } from "~/domain/state-growth-answer";

const rows = (...pairs: [string, string][]) => pairs.map(([name, growthRate]) => ({ name, growthRate }));

describe("stateGrowthAnswer", () => {
  it("names the fastest-growing of the states shown and says how many grew", () => {
    expect(stateGrowthAnswer(rows(["Nevada", "1.9"], ["Utah", "1.2"], ["Texas", "0.8"]), "over the year")).toBe(
      "Of the 3 states shown, payroll jobs grew fastest in Nevada over the year: up 1.9%, good news for job seekers there. All 3 grew.",
    );
  });

  it("ranks on the unrounded figures, whatever the rows' order", () => {
    expect(stateGrowthAnswer(rows(["Utah", "1.94"], ["Nevada", "1.96"]), "over the year")).toBe(
      "Of the 2 states shown, payroll jobs grew fastest in Nevada over the year: up 2.0%, good news for job seekers there. Both grew.",
    );
  });

  it("names every state tied for the lead", () => {
    expect(stateGrowthAnswer(rows(["Idaho", "1.5"], ["Utah", "1.50"], ["Texas", "-0.2"]), "over the year")).toBe(
      "Of the 3 states shown, payroll jobs grew fastest in Idaho and Utah over the year: up 1.5% each, good news for job seekers there. 2 grew and 1 lost jobs.",
    );
  });

  it("counts growth, losses and level states, one of each in the singular", () => {
    expect(
      stateGrowthAnswer(rows(["Ohio", "0.3"], ["Iowa", "0.0"], ["Maine", "-0.4"]), "from Oct 2026 to Nov 2026"),
    ).toBe(
      "Of the 3 states shown, payroll jobs grew fastest in Ohio from Oct 2026 to Nov 2026: up 0.3%, good news for job seekers there. 1 grew, 1 lost jobs and 1 held steady.",
    );
  });

  it("never calls a loss growth", () => {
    const answer = stateGrowthAnswer(rows(["Ohio", "-0.1"], ["Iowa", "-0.6"], ["Utah", "-0.1"]), "over the year");
    expect(answer).toBe(
      "All 3 states shown lost payroll jobs over the year, bad news for job seekers there; Ohio and Utah lost the fewest: down 0.1% each.",
    );
    expect(answer).not.toMatch(/grew|growth|up /);
    expect(stateGrowthAnswer(rows(["Ohio", "0"], ["Iowa", "-0.6"]), "over the year")).toBe(
      "None of the 2 states shown added payroll jobs over the year; Ohio held steady. 1 lost jobs and 1 held steady.",
    );
    expect(stateGrowthAnswer(rows(["Ohio", "0.0"], ["Iowa", "0"]), "over the year")).toBe(
      "None of the 2 states shown added or lost payroll jobs over the year.",
    );
    expect(stateGrowthAnswer(rows(["Ohio", "-0.3"]), "over the year")).toBe(
      "Payroll jobs in Ohio fell over the year: down 0.3%, bad news for job seekers there.",
    );
  });

  it("never writes a change that is not zero as 0.0%", () => {
    expect(stateGrowthAnswer(rows(["Ohio", "0.02"]), "over the year")).toBe(
      "Payroll jobs in Ohio grew over the year: up less than 0.1%, good news for job seekers there.",
    );
    expect(stateGrowthAnswer(rows(["Ohio", "-0.01"], ["Iowa", "-0.2"]), "over the year")).toContain(
      "down less than 0.1%",
    );
  });

  it("says nothing without rows", () => {
    expect(stateGrowthAnswer([], "over the year")).toBeUndefined();
  });
});
