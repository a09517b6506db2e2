import { describe, expect, it } from "vitest";
import type { Company, JobRole, Skill, State } from "~/domain/entities.ts";
import {
  exploreCompanies,
  exploreJobRoles,
  exploreSkills,
  exploreStates,
  fastGrowthThreshold,
  firstWithMore,
  roleLeaders,
  STATE_FILTER_LABELS,
  skillSpreadText,
  stateLeaders,
  stateOfLocation,
} from "~/domain/explore.ts";
import { filterJobRoles, hasTopLocation } from "~/domain/filters.ts";

const state = (
  code: string,
  name: string,
  totalJobs: number,
  growthRate: string,
  unemploymentRate: string,
  topIndustry = "Management",
): State => ({
  id: code.toLowerCase(),
  code,
  name,
  totalJobs,
  growthRate,
  unemploymentRate,
  topIndustry,
  topOccupationGroup: topIndustry,
  trend: "stable",
});
const STATES = [
  state("AA", "Alpha", 500_000, "4.0", "3.5", "Healthcare Support"),
  state("BB", "Beta", 499_999, "3.9", "3.6"),
  state("CC", "Gamma", 2_000_000, "-1.2", "5.0", "Production"),
  state("DD", "Delta", 100_000, "6.5", "2.0"),
];

describe("states explorer", () => {
  it("high employment starts at exactly 500,000 jobs", () => {
    expect(exploreStates(STATES, { filter: "high-employment" }).map((s) => s.code)).toEqual(["AA", "CC"]);
  });
  it("fast growing is the top fifth by growth (at least one state, ties included), whatever the rates", () => {
    // 4 states: the top fifth rounds to one, the fastest.
    expect(exploreStates(STATES, { filter: "fast-growing" }).map((s) => s.code)).toEqual(["DD"]);
    expect(fastGrowthThreshold(STATES)).toBe(6.5);
    // 51 states growing 0.0% to 5.0%: the ten fastest (and a tie with the tenth).
    const many = Array.from({ length: 51 }, (_, i) => state(`S${i}`, `State ${i}`, 1000, (i / 10).toFixed(1), "4.0"));
    many.push(state("TT", "Tie", 1000, "4.1", "4.0"));
    expect(exploreStates(many, { filter: "fast-growing" }).map((s) => s.growthRate)).toHaveLength(11);
    expect(fastGrowthThreshold(many)).toBe(4.1);
    expect(STATE_FILTER_LABELS["fast-growing"]).toBe("Fast Growing (top 20% by job growth)");
    expect(STATE_FILTER_LABELS["high-employment"]).toBe("High Employment (500K+ jobs)");
    expect(STATE_FILTER_LABELS["low-unemployment"]).toBe("Low Unemployment (≤3.5%)");
  });
  it("low unemployment ends at exactly 3.5%", () => {
    expect(exploreStates(STATES, { filter: "low-unemployment" }).map((s) => s.code)).toEqual(["AA", "DD"]);
  });
  it("searches name, code and top industry, ignoring case", () => {
    expect(exploreStates(STATES, { q: "gam" }).map((s) => s.code)).toEqual(["CC"]);
    expect(exploreStates(STATES, { q: "dd" }).map((s) => s.code)).toEqual(["DD"]);
    expect(exploreStates(STATES, { q: "healthcare" }).map((s) => s.code)).toEqual(["AA"]);
  });
  it("sorts alphabetically, by jobs, by growth and by unemployment", () => {
    expect(exploreStates(STATES, { sort: "name" }).map((s) => s.code)).toEqual(["AA", "BB", "DD", "CC"]);
    expect(exploreStates(STATES, { sort: "jobs" }).map((s) => s.code)).toEqual(["CC", "AA", "BB", "DD"]);
    expect(exploreStates(STATES, { sort: "growth" }).map((s) => s.code)).toEqual(["DD", "AA", "BB", "CC"]);
    expect(exploreStates(STATES, { sort: "unemployment" }).map((s) => s.code)).toEqual(["DD", "AA", "BB", "CC"]);
  });
  it("keeps the list's order (the unrounded growth) for states shown with the same one-decimal rate", () => {
    // The API lists Zeta before Alpha: 0.94 % against 0.86 %, both shown as 0.9.
    const tied = [state("ZZ", "Zeta", 1000, "0.9", "4.0"), state("AA", "Alpha", 1000, "0.9", "4.0")];
    expect(exploreStates(tied, { sort: "growth" }).map((s) => s.code)).toEqual(["ZZ", "AA"]);
    expect(stateLeaders(tied).fastestGrowing.map((s) => s.code)).toEqual(["ZZ", "AA"]);
  });
  it("lists the top 3 by jobs, growth and lowest unemployment", () => {
    const leaders = stateLeaders(STATES);
    expect(leaders.mostJobs.map((s) => s.code)).toEqual(["CC", "AA", "BB"]);
    expect(leaders.fastestGrowing.map((s) => s.code)).toEqual(["DD", "AA", "BB"]);
    expect(leaders.lowestUnemployment.map((s) => s.code)).toEqual(["DD", "AA", "BB"]);
  });
});

const company = (name: string, industry: string, location: string, openings: number): Company => ({
  id: name,
  name,
  industry,
  location,
  openings,
});
const COMPANIES = [
  company("Acme", "Retail", "Austin, TX", 1200),
  company("Bolt", "Energy", "Denver, CO", 0),
  company("Cargo", "Logistics", "Remote, US", 10),
  company("Dyno", "Retail", "Dallas, TX", 5),
];

describe("companies explorer", () => {
  it("takes the state from the last part of the location", () => {
    expect(stateOfLocation("Austin, TX")).toBe("TX");
    expect(stateOfLocation("Remote, US")).toBe("US");
    expect(stateOfLocation("Somewhere")).toBe("");
  });
  it("shows only companies with openings, filtered by industry, state and search", () => {
    expect(exploreCompanies(COMPANIES, {}).map((c) => c.name)).toEqual(["Acme", "Cargo", "Dyno"]);
    expect(exploreCompanies(COMPANIES, { industry: "Retail", state: "TX" }).map((c) => c.name)).toEqual([
      "Acme",
      "Dyno",
    ]);
    expect(exploreCompanies(COMPANIES, { q: "dallas" }).map((c) => c.name)).toEqual(["Dyno"]);
    expect(exploreCompanies(COMPANIES, { q: "energy" })).toEqual([]);
  });
});

describe("skills explorer", () => {
  const skill = (rank: number, name: string, category: string): Skill => ({
    id: name,
    rank,
    name,
    category,
    jobCount: 1,
    percentage: "1.0",
  });
  it("searches name and category and keeps rank order", () => {
    const skills = [
      skill(2, "Python", "Object oriented development software"),
      skill(1, "SQL", "Database management system software"),
    ];
    expect(exploreSkills(skills, "").map((s) => s.name)).toEqual(["SQL", "Python"]);
    expect(exploreSkills(skills, "database").map((s) => s.name)).toEqual(["SQL"]);
  });

  it("names the occupations flagging a skill in demand apart from those that merely list it", () => {
    const excel = { ...skill(1, "Microsoft Excel", "Spreadsheet software"), occupations: 283 };
    expect(skillSpreadText({ ...excel, listedOccupations: 714, listedPercentage: "88.1" })).toBe(
      "Flagged in demand in 283 occupations · listed in 714 occupations (88.1% of US wage-and-salary employment)",
    );
    expect(skillSpreadText({ ...excel, occupations: 1 })).toBe("Flagged in demand in 1 occupation");
    expect(skillSpreadText(skill(2, "Python", "Languages"))).toBe("");
  });
});

const role = (title: string, o: Partial<JobRole>): JobRole => ({
  id: title,
  title,
  category: "Computer and Mathematical",
  openings: 100,
  averageSalary: 50_000,
  experienceLevel: "Entry level",
  remotePercentage: 0,
  growthRate: 0,
  topLocations: ["Houston, TX", "Columbus, OH", "Salt Lake City, UT"],
  requiredSkills: ["Python", "SQL", "Git", "Linux"],
  ...o,
});
const ROLES = [
  role("Analyst", { averageSalary: 100_000, growthRate: 10, remotePercentage: 70, openings: 50 }),
  role("Baker", {
    category: "Food Preparation",
    averageSalary: 99_999,
    growthRate: 9.9,
    remotePercentage: 69.9,
    openings: 900,
    requiredSkills: ["Ovens"],
  }),
  role("Coder", {
    averageSalary: 150_000,
    growthRate: 20,
    remotePercentage: 100,
    openings: 300,
    topLocations: ["Los Angeles, CA"],
  }),
];

describe("job roles explorer", () => {
  it("top-3 lists honour the $100K, 10% and 70% thresholds exactly", () => {
    const leaders = roleLeaders(ROLES);
    expect(leaders.mostOpenings.map((r) => r.title)).toEqual(["Baker", "Coder", "Analyst"]);
    expect(leaders.highestPaying.map((r) => r.title)).toEqual(["Coder", "Analyst"]);
    expect(leaders.fastestGrowing.map((r) => r.title)).toEqual(["Coder", "Analyst"]);
    expect(leaders.remoteFriendly.map((r) => r.title)).toEqual(["Coder", "Analyst"]);
  });
  it("searches title, category and required skills; filters category and location; sorts four ways", () => {
    expect(exploreJobRoles(ROLES, { q: "ovens" }).map((r) => r.title)).toEqual(["Baker"]);
    expect(exploreJobRoles(ROLES, { q: "food" }).map((r) => r.title)).toEqual(["Baker"]);
    expect(exploreJobRoles(ROLES, { category: "Computer and Mathematical" }).map((r) => r.title)).toEqual([
      "Coder",
      "Analyst",
    ]);
    expect(exploreJobRoles(ROLES, { location: "Los Angeles, CA" }).map((r) => r.title)).toEqual(["Coder"]);
    expect(exploreJobRoles(ROLES, { sort: "salary" }).map((r) => r.title)).toEqual(["Coder", "Analyst", "Baker"]);
    expect(exploreJobRoles(ROLES, { sort: "growth" }).map((r) => r.title)).toEqual(["Coder", "Analyst", "Baker"]);
    expect(exploreJobRoles(ROLES, { sort: "title" }).map((r) => r.title)).toEqual(["Analyst", "Baker", "Coder"]);
  });
  it("means one thing by a location on the page and in the API: a whole top-location name", () => {
    const roles = [
      { title: "East", topLocations: ["Portland, ME", "Boston, MA"] },
      { title: "West", topLocations: ["Portland, OR", "Seattle, WA"] },
    ];
    const pick = (location: string | undefined) => roles.filter((r) => hasTopLocation(r, location)).map((r) => r.title);
    expect(pick("Portland, ME")).toEqual(["East"]);
    expect(pick("portland, or")).toEqual(["West"]);
    expect(pick("Portland")).toEqual([]);
    expect(pick("all")).toEqual(["East", "West"]);
    expect(pick(undefined)).toEqual(["East", "West"]);
    const titles = (list: readonly JobRole[]) => list.map((r) => r.title).sort();
    expect(titles(filterJobRoles(ROLES, { location: "Los Angeles, CA" }))).toEqual(
      titles(exploreJobRoles(ROLES, { location: "Los Angeles, CA" })),
    );
  });
  it("shows the first N and counts the rest", () => {
    expect(firstWithMore(["a", "b", "c", "d"], 3)).toEqual({ shown: ["a", "b", "c"], more: 1 });
    expect(firstWithMore(["a"], 2)).toEqual({ shown: ["a"], more: 0 });
  });
});
