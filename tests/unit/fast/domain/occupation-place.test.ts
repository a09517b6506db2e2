import { describe, expect, it } from "vitest";
import { baseOnetCode, isSocCode, occupationPath, occupationSlugs, socOfOnetCode } from "~/domain/occupation.ts";
import {
  AREA_COLUMNS,
  areaRows,
  areaTuple,
  type EstimateFigures,
  estimateFigures,
  estimateOf,
  OccupationDataSchema,
  STATE_COLUMNS,
  stateRows,
  stateTuple,
} from "~/domain/occupation-data.ts";
import { kindOfCode, metroLabel, PlaceSchema, placeSlug, priceAdjusted } from "~/domain/place.ts";
import { placeOccupationTuple } from "~/domain/place-data.ts";

describe("occupation", () => {
  it("knows SOC and O*NET-SOC codes", () => {
    expect(isSocCode("15-1252")).toBe(true);
    expect(isSocCode("15-1252.00")).toBe(false);
    expect(socOfOnetCode("15-1299.08")).toBe("15-1299");
    expect(socOfOnetCode("15-1299")).toBeUndefined();
    expect(baseOnetCode("15-1252")).toBe("15-1252.00");
  });

  it("gives every occupation a unique slug, appending the SOC code only where titles collide", () => {
    const slugs = occupationSlugs([
      { soc: "15-1252", title: "Software Developers" },
      { soc: "25-1011", title: "Teachers, All Other" },
      { soc: "25-9099", title: "Teachers: All Other" },
    ]);
    expect(slugs.get("15-1252")).toBe("software-developers");
    expect(slugs.get("25-1011")).toBe("teachers-all-other-25-1011");
    expect(slugs.get("25-9099")).toBe("teachers-all-other-25-9099");
    expect(occupationPath({ slug: "software-developers" })).toBe("/occupations/software-developers");
  });
});

describe("place", () => {
  const austin = {
    code: "12420",
    kind: "metro",
    slug: "austin-tx",
    label: "Austin, TX",
    name: "Austin-Round Rock-San Marcos, TX",
    states: ["TX"],
    rpp: 98.066,
    counties: ["48453"],
  };

  it("labels a metro area by its first principal city and state", () => {
    expect(metroLabel("Austin", "TX")).toBe("Austin, TX");
    expect(placeSlug("Austin, TX")).toBe("austin-tx");
    expect(placeSlug("Alaska nonmetropolitan area")).toBe("alaska-nonmetropolitan-area");
  });

  it("tells the kind from the code", () => {
    expect([kindOfCode("TX"), kindOfCode("12420"), kindOfCode("4800005"), kindOfCode("1242")]).toEqual([
      "state",
      "metro",
      "nonmetro",
      undefined,
    ]);
  });

  it("accepts a metro area and refuses an RPP on a nonmetro area or a code of the wrong kind", () => {
    expect(PlaceSchema.safeParse(austin).success).toBe(true);
    const nonmetro = { ...austin, code: "4800005", kind: "nonmetro", slug: "border", label: "Border", counties: [] };
    expect(PlaceSchema.safeParse(nonmetro).success).toBe(false);
    expect(PlaceSchema.safeParse({ ...nonmetro, rpp: null }).success).toBe(true);
    expect(PlaceSchema.safeParse({ ...austin, kind: "state" }).success).toBe(false);
  });

  it("adjusts a wage for local prices, and gives null rather than a guess without a wage or an RPP", () => {
    expect(priceAdjusted(134120, 98.066)).toBe(136765);
    expect(priceAdjusted(100000, 125)).toBe(80000);
    expect(priceAdjusted(null, 98.066)).toBeNull();
    expect(priceAdjusted(50000, null)).toBeNull();
  });
});

describe("occupation data", () => {
  const wages = { p10: 1, p25: 2, median: 3, p75: 4, p90: 5 };
  const data = {
    soc: "15-1252",
    slug: "software-developers",
    title: "Software Developers",
    onetCode: "15-1252.00",
    description: "Develop software.",
    national: { employment: 10, meanWage: 3, wages, wagesNull: null },
    states: {
      columns: [...STATE_COLUMNS],
      rows: [stateTuple({ state: "TX", employment: null, jobsPer1000: null, locationQuotient: 1.07, wages })],
    },
    areas: {
      columns: [...AREA_COLUMNS],
      rows: [
        areaTuple({
          area: "4800005",
          employment: 40,
          locationQuotient: 0.05,
          wages: { p10: null, p25: null, median: null, p75: null, p90: null },
          rpp: null,
          adjustedMedian: null,
        }),
      ],
    },
    outlook: null,
    preparation: {
      jobZone: 4,
      education: { rated: false, reason: "not rated" },
      experience: { rated: false, reason: "not rated" },
    },
    skills: { rated: false, reason: "O*NET has not rated it" },
    knowledge: {
      rated: true,
      items: [{ id: "2.C.3.a", name: "Computers and Electronics", importance: 4.5, level: null }],
    },
    tools: { total: 0, items: [] },
    related: [],
    titles: { reported: [], alternate: [] },
    tasks: [],
  };

  it("accepts nulls for what BLS did not publish, and turns table rows back into objects", () => {
    const parsed = OccupationDataSchema.parse(data);
    expect(stateRows(parsed)[0]).toEqual({
      state: "TX",
      employment: null,
      jobsPer1000: null,
      locationQuotient: 1.07,
      wages,
    });
    expect(areaRows(parsed)[0]?.wages.median).toBeNull();
    expect(areaRows(parsed)[0]?.area).toBe("4800005");
  });

  it("refuses a 0 wage (a missing value is null, never 0), unknown columns and a rated list without ratings", () => {
    const zero = { ...data, national: { ...data.national, wages: { ...wages, median: 0 } } };
    expect(OccupationDataSchema.safeParse(zero).success).toBe(false);
    const columns = { ...data, areas: { ...data.areas, columns: ["area"] } };
    expect(OccupationDataSchema.safeParse(columns).success).toBe(false);
    const empty = { ...data, skills: { rated: true, items: [] } };
    expect(OccupationDataSchema.safeParse(empty).success).toBe(false);
  });
});

describe("an OEWS estimate row", () => {
  it("reads the figures after a row's key into an estimate and writes them back in column order", () => {
    const figures: EstimateFigures = [12_340, 5.6, 1.2, 41_000, 52_000, 67_500, 88_000, null];
    const estimate = estimateOf(figures);
    expect(estimate).toEqual({
      employment: 12_340,
      jobsPer1000: 5.6,
      locationQuotient: 1.2,
      wages: { p10: 41_000, p25: 52_000, median: 67_500, p75: 88_000, p90: null },
    });
    expect(estimateFigures(estimate)).toEqual(figures);
    expect(stateTuple({ state: "TX", ...estimate })).toEqual(["TX", ...figures]);
    expect(placeOccupationTuple({ soc: "15-1252", ...estimate })).toEqual(["15-1252", ...figures]);
  });
});
