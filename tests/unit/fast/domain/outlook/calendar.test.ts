import { describe, expect, it } from "vitest";
import { referenceWeek, round1, shiftMonth, weeksBetween } from "~/domain/outlook/months.ts";
import { inRecession } from "~/domain/outlook/recessions.ts";
import { staleDailySources } from "~/domain/release-calendar.ts";

describe("reference week", () => {
  it("is the week ending on the Saturday on or after the 12th", () => {
    expect(referenceWeek("2026-08")).toBe("2026-08-15"); // the 12th is a Wednesday
    expect(referenceWeek("2025-01")).toBe("2025-01-18"); // the 12th is a Sunday: the week runs 12–18
    expect(referenceWeek("2024-10")).toBe("2024-10-12"); // the 12th is itself a Saturday
  });

  it("counts weeks between Saturdays, negative when the later one comes first", () => {
    expect(weeksBetween("2026-08-01", "2026-08-15")).toBe(2);
    expect(weeksBetween("2026-08-15", "2026-08-01")).toBe(-2);
  });
});

describe("months and rounding", () => {
  it("shifts months across years both ways", () => {
    expect(shiftMonth("2026-01", -1)).toBe("2025-12");
    expect(shiftMonth("2025-12", 1)).toBe("2026-01");
    expect(shiftMonth("2026-07", -24)).toBe("2024-07");
  });

  it("rounds to 0.1 half away from zero, as BLS publishes, without a negative zero", () => {
    expect(round1(4.15)).toBe(4.2);
    expect(round1(4.149)).toBe(4.1);
    expect(round1(-0.15)).toBe(-0.2);
    expect(Object.is(round1(-0.04), 0)).toBe(true);
  });
});

describe("NBER recessions", () => {
  it("counts the months after a peak up to and including the trough", () => {
    expect(inRecession("2007-12")).toBe(false); // the peak month itself
    expect(inRecession("2008-01")).toBe(true);
    expect(inRecession("2009-06")).toBe(true); // trough
    expect(inRecession("2009-07")).toBe(false);
    expect(inRecession("2020-03")).toBe(true);
    expect(inRecession("2020-05")).toBe(false);
    expect(inRecession("1995-06")).toBe(false);
  });
});

describe("weekly claims as a source", () => {
  const claims = [{ id: "dol-ui-claims", referencePeriod: "1967-01-07/2026-08-01" }];

  it("is fresh while its newest week is at most 19 days old (Thursday publication, continued claims a week later)", () => {
    expect(staleDailySources(claims, new Date("2026-08-19T12:00:00Z"))).toEqual([]);
  });

  it("is stale once a Thursday's claims have been missed", () => {
    expect(staleDailySources(claims, new Date("2026-08-21T12:00:00Z"))).toEqual([
      { id: "dol-ui-claims", name: "Unemployment insurance weekly claims", newest: "2026-08-01" },
    ]);
  });
});
