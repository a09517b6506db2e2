import { describe, expect, it } from "vitest";
import { PLACE_OCCUPATION_COLUMNS, type PlaceData, type PlaceOccupationTuple } from "~/domain/place-data.ts";
import {
  type OccupationFacts,
  PLACE_RANK_SIZE,
  placeFloor,
  placeRankings,
  typicalJobMedian,
} from "~/domain/place-rankings.ts";

/** A place's OEWS part from [soc, employment, lq, median] rows. */
function oews(rows: [string, number | null, number | null, number | null][]): Pick<PlaceData, "oews"> {
  const tuples: PlaceOccupationTuple[] = rows.map(([soc, employment, lq, median]) => [
    soc,
    employment,
    null,
    lq,
    null,
    null,
    median,
    null,
    null,
  ]);
  return {
    oews: {
      month: "2025-05",
      employmentCounted: rows.reduce((sum, r) => sum + (r[1] ?? 0), 0),
      occupations: rows.length,
      employmentWithheld: rows.filter((r) => r[1] === null).length,
      columns: [...PLACE_OCCUPATION_COLUMNS],
      rows: tuples,
    },
  };
}

const facts = (list: [string, number | null][]): Map<string, OccupationFacts> =>
  new Map(list.map(([soc, changePercent]) => [soc, { soc, slug: `o-${soc}`, title: `Title ${soc}`, changePercent }]));

describe("the employment floor", () => {
  it("is 1 in 2,000 of the place's counted jobs, rounded to tens, and never under 50", () => {
    expect(placeFloor(1_252_490)).toBe(630);
    expect(placeFloor(14_047_440)).toBe(7020);
    expect(placeFloor(60_000)).toBe(50);
    expect(placeFloor(0)).toBe(50);
  });
});

describe("the rankings of a place", () => {
  // 200,000 jobs counted: the floor is 100.
  const data = oews([
    ["11-1011", 99, 9.0, 250000], // below the floor: leads no ranking but the largest
    ["15-1252", 60000, 2.28, 134120],
    ["29-1141", 50000, 1.0, 95000],
    ["41-2031", 40000, 0.8, 33000],
    ["47-2231", 100, 3.18, 50000], // exactly the floor
    ["13-1082", 49701, 1.25, null],
    ["99-9999", 100, 5.0, 90000], // no occupation page: left out
  ]);
  const occupations = facts([
    ["11-1011", 5],
    ["15-1252", 15.8],
    ["29-1141", 5.2],
    ["41-2031", -1.5],
    ["47-2231", 42.1],
    ["13-1082", null],
  ]);
  const r = placeRankings(data, occupations);

  it("uses the floor of the place's counted jobs", () => {
    expect(data.oews.employmentCounted).toBe(200000);
    expect(r.floor).toBe(100);
  });

  it("ranks the largest occupations by employment, whatever their size", () => {
    expect(r.largest.map((o) => o.soc)).toEqual(["15-1252", "29-1141", "13-1082", "41-2031", "47-2231", "11-1011"]);
    expect(r.largest[0]).toMatchObject({ slug: "o-15-1252", title: "Title 15-1252", employment: 60000 });
  });

  it("counts as concentrated a quotient of 1.25 or more at or above the floor, highest first", () => {
    expect(r.concentrated.map((o) => [o.soc, o.locationQuotient])).toEqual([
      ["47-2231", 3.18],
      ["15-1252", 2.28],
      ["13-1082", 1.25],
    ]);
  });

  it("ranks pay by median above the floor, leaving out unpublished medians", () => {
    expect(r.bestPaid.map((o) => o.soc)).toEqual(["15-1252", "29-1141", "47-2231", "41-2031"]);
  });

  it("ranks national growth among occupations at least as common here as nationwide, above the floor", () => {
    expect(r.growing.map((o) => [o.soc, o.changePercent])).toEqual([
      ["47-2231", 42.1],
      ["15-1252", 15.8],
      ["29-1141", 5.2],
    ]);
  });

  it("shows at most ten rows, ties in SOC order", () => {
    const many = oews(
      Array.from({ length: 15 }, (_, i) => [`11-${1000 + i}`, 1000, 2, 50000] as [string, number, number, number]),
    );
    const manyFacts = facts(Array.from({ length: 15 }, (_, i) => [`11-${1000 + i}`, 1] as [string, number]));
    const ranked = placeRankings(many, manyFacts);
    expect(ranked.concentrated).toHaveLength(PLACE_RANK_SIZE);
    expect(ranked.concentrated.map((o) => o.soc)).toEqual(Array.from({ length: 10 }, (_, i) => `11-${1000 + i}`));
  });
});

describe("the typical job's median", () => {
  it("is the median wage of the occupation holding the middle job, by employment", () => {
    expect(
      typicalJobMedian([
        { employment: 10, median: 30000 },
        { employment: 30, median: 50000 },
        { employment: 70, median: 40000 },
      ]),
    ).toEqual({ median: 40000, jobs: 110 });
    // Exactly half the jobs at or below 30,000: the middle job is the 30,000 occupation's.
    expect(
      typicalJobMedian([
        { employment: 50, median: 30000 },
        { employment: 50, median: 60000 },
      ]),
    ).toEqual({ median: 30000, jobs: 100 });
  });

  it("leaves out occupations without employment or median, and is null when none has both", () => {
    expect(
      typicalJobMedian([
        { employment: null, median: 100000 },
        { employment: 5, median: null },
        { employment: 20, median: 45000 },
      ]),
    ).toEqual({ median: 45000, jobs: 20 });
    expect(typicalJobMedian([{ employment: null, median: 1 }])).toBeNull();
  });
});
