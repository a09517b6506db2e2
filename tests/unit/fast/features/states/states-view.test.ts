import { describe, expect, it } from "vitest";
import { toCsv } from "~/domain/csv.ts";
import { exploreStates } from "~/domain/explore.ts";
import {
  csvFileName,
  listedStates,
  measurePeriods,
  PAGE_SIZE,
  parseStatesView,
  STATES_CSV_COLUMNS,
  VIEW_DEFAULTS,
} from "~/features/states/states-view.ts";
import { readSeed } from "../../../../helpers/seed.ts";

const seed = readSeed("states");
const states = seed.data;
const parse = (query: string) => parseStatesView(new URLSearchParams(query));

describe("parseStatesView (the query string)", () => {
  it("is the defaults for an empty query", () => {
    expect(parse("")).toEqual(VIEW_DEFAULTS);
    expect(VIEW_DEFAULTS).toMatchObject({
      filter: "all",
      sort: "name",
      shown: PAGE_SIZE,
      measure: "unemployment",
      state: "",
    });
  });

  it("reads search, filter, sort, shown count, map measure and chosen state", () => {
    expect(parse("q=new+york&filter=low-unemployment&sort=jobs&shown=24&measure=growth&state=NY")).toEqual({
      q: "new york",
      filter: "low-unemployment",
      sort: "jobs",
      shown: 24,
      measure: "growth",
      state: "NY",
    });
  });

  it("falls back to the defaults for unknown or malformed values", () => {
    expect(parse("filter=huge&sort=random&shown=-3&measure=gdp&state=XX")).toEqual(VIEW_DEFAULTS);
    expect(parse("shown=abc").shown).toBe(PAGE_SIZE);
    expect(parse("shown=2.5").shown).toBe(PAGE_SIZE);
  });

  it("never shows fewer than one page", () => {
    expect(parse("shown=3").shown).toBe(PAGE_SIZE);
    expect(parse("shown=9").shown).toBe(9);
  });

  it("reads a state code in any case, DC included", () => {
    expect(parse("state=tx").state).toBe("TX");
    expect(parse("state=dc").state).toBe("DC");
  });
});

describe("listedStates", () => {
  it("is explore.ts's search, filter and sort when no state is chosen", () => {
    const view = { q: "", filter: "high-employment", sort: "growth", state: "" } as const;
    expect(listedStates(states, view)).toEqual(exploreStates(states, view));
  });
  it("is the state chosen on the map alone, whatever the search and filter", () => {
    expect(
      listedStates(states, { q: "zzzz", filter: "fast-growing", sort: "jobs", state: "DC" }).map((s) => s.code),
    ).toEqual(["DC"]);
  });
});

describe("CSV of the list", () => {
  it("holds every listed row with its figures, and names the file after the view", () => {
    const rows = listedStates(states, { q: "", filter: "low-unemployment", sort: "unemployment", state: "" });
    const lines = toCsv(rows, STATES_CSV_COLUMNS).trimEnd().split("\r\n");
    expect(lines[0]).toBe(
      "State,Code,Total Jobs,Growth Rate (%),Unemployment Rate (%),Most Specialised Occupation Group,Trend,Job Postings Index (Feb 1 2020 = 100)",
    );
    expect(lines).toHaveLength(rows.length + 1);
    expect(lines[1]).toMatch(new RegExp(`^${rows[0]!.name},${rows[0]!.code},${rows[0]!.totalJobs},`));
    expect(csvFileName({ filter: "low-unemployment", sort: "unemployment", state: "" })).toBe(
      "states-low-unemployment-by-unemployment.csv",
    );
    expect(csvFileName({ filter: "all", sort: "name", state: "TX" })).toBe("states-TX.csv");
  });

  it("takes the occupation group from topOccupationGroup, the field named for what it is", () => {
    const one = { ...states[0]!, topIndustry: "spec name", topOccupationGroup: "Production" };
    const line = toCsv([one], STATES_CSV_COLUMNS).trimEnd().split("\r\n")[1];
    expect(line).toContain(",Production,");
    expect(line).not.toContain("spec name");
  });
});

describe("measurePeriods", () => {
  it("reads each measure's period from the CES and LAUS sources", () => {
    expect(
      measurePeriods([
        { id: "bls-ces-states", referencePeriod: "2025-04/2026-04" },
        { id: "bls-laus-states", referencePeriod: "2026-07" },
        { id: "bls-oews-states", referencePeriod: "2025-05" },
      ]),
    ).toEqual({
      unemployment: "July 2026",
      growth: "April 2025 to April 2026",
      jobs: "April 2026",
      occupations: "May 2025",
    });
  });
  it("works on the seed's own sources", () => {
    const periods = measurePeriods(seed.sources);
    for (const p of Object.values(periods)) expect(p).toMatch(/^[A-Z][a-z]+ \d{4}/);
  });
  it("is empty rather than wrong when a source is missing", () => {
    expect(measurePeriods([])).toEqual({ unemployment: "", growth: "", jobs: "", occupations: "" });
  });
});
