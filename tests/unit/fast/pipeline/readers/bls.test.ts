import { describe, expect, it } from "vitest";
import {
  BLS_FILES,
  readFredNational,
  readIndustryEmployment,
  readJoltsIndustries,
  readLaborcompareJolts,
  readNtnaJolts,
  readStateEmployment,
  readStateUnemployment,
  readUnemploymentRate,
} from "~/pipeline/readers/bls.ts";
import { csv, makeRoot } from "../helpers.ts";

describe("JOLTS readers", () => {
  it("reads ntna series into ascending months with the pull date", () => {
    const root = makeRoot({
      [BLS_FILES.joltsNtna]: JSON.stringify({
        reference: "2026-06",
        pulled: "2026-08-21",
        series: [
          {
            id: "JTS000000000000000JOL",
            name: "Job openings",
            group: "level",
            points: [
              { key: "2026-06", value: 7359, preliminary: true },
              { key: "2026-05", value: 7537, preliminary: false },
            ],
          },
        ],
      }),
    });
    const jolts = readNtnaJolts(root);
    expect(jolts.retrieved).toBe("2026-08-21");
    expect(jolts.series.get("JTS000000000000000JOL")?.points).toEqual([
      { month: "2026-05", value: 7537, preliminary: false },
      { month: "2026-06", value: 7359, preliminary: true },
    ]);
  });

  it("reads a BLS API v2 response and flags preliminary values", () => {
    const root = makeRoot({
      [BLS_FILES.joltsLaborcompare]: JSON.stringify({
        fetched: "2026-07-01T09:56:41.360Z",
        series: {
          JTS000000000000000HIL: {
            name: "Hires",
            data: [
              { year: 2026, period: "M05", month: 5, value: 5170, footnotes: ["preliminary"] },
              { year: 2026, period: "M04", month: 4, value: 5100, footnotes: [] },
            ],
          },
        },
      }),
    });
    const jolts = readLaborcompareJolts(root);
    expect(jolts.retrieved).toBe("2026-07-01");
    expect(jolts.series.get("JTS000000000000000HIL")?.points.map((p) => [p.month, p.preliminary])).toEqual([
      ["2026-04", false],
      ["2026-05", true],
    ]);
  });

  it("rejects duplicate months", () => {
    const root = makeRoot({
      [BLS_FILES.joltsLaborcompare]: JSON.stringify({
        fetched: "2026-07-01",
        series: {
          X: {
            name: "x",
            data: [
              { year: 2026, month: 5, value: 1, footnotes: [] },
              { year: 2026, month: 5, value: 2, footnotes: [] },
            ],
          },
        },
      }),
    });
    expect(() => readLaborcompareJolts(root)).toThrow(
      /laborcompare_bls-jolts\.json: series X has two values for 2026-05/,
    );
  });

  it("reads industry layoffs", () => {
    const root = makeRoot({
      [BLS_FILES.joltsFuturegrid]: JSON.stringify({
        generatedAt: "2026-07-01T03:33:52.824Z",
        industries: [
          {
            code: "510000",
            name: "Information",
            layoffsLevel: [{ date: "2025-12", value: 42 }],
            layoffsRate: [{ date: "2025-12", value: 1.5 }],
          },
        ],
      }),
    });
    const { retrieved, industries } = readJoltsIndustries(root);
    expect(retrieved).toBe("2026-07-01");
    expect(industries[0]?.layoffsRate.id).toBe("JTS510000000000000LDR");
    expect(industries[0]?.layoffsLevel.points).toEqual([{ month: "2025-12", value: 42 }]);
  });
});

describe("CPS and LAUS readers", () => {
  it("reads the national unemployment rate", () => {
    const root = makeRoot({ [BLS_FILES.unrate]: '"date","value"\n"2026-06-01",4.2\n"2026-07-01",4.1\n' });
    expect(readUnemploymentRate(root).points).toEqual([
      { month: "2026-06", value: 4.2 },
      { month: "2026-07", value: 4.1 },
    ]);
  });

  it("names the line of a bad rate", () => {
    const root = makeRoot({ [BLS_FILES.unrate]: '"date","value"\n"2026-06-01",4.2\n"2026-07-01",n/a\n' });
    expect(() => readUnemploymentRate(root)).toThrow(
      'bls_laus/konczal_us_unemployment_rate_UNRATE.csv:3: column "value" is not a number: "n/a"',
    );
  });

  it("reads state rates by name, dropping Puerto Rico", () => {
    const root = makeRoot({
      [BLS_FILES.lausStatesNtna]: JSON.stringify({
        reference: "2026-07",
        pulled: "2026-08-21",
        rows: [
          ["Puerto Rico", 6, 5.6],
          ["District of Columbia", 5.9, 6.2],
          ["California", 5.1, 5.5],
        ],
      }),
    });
    const laus = readStateUnemployment(root);
    expect(laus.month).toBe("2026-07");
    expect([...laus.states.keys()]).toEqual(["DC", "CA"]);
    expect(laus.states.get("CA")).toEqual({ code: "CA", rate: 5.1, rateYearAgo: 5.5 });
  });

  it("rejects an unknown state name", () => {
    const root = makeRoot({
      [BLS_FILES.lausStatesNtna]: JSON.stringify({
        reference: "2026-07",
        pulled: "2026-08-21",
        rows: [["Atlantis", 1, 1]],
      }),
    });
    expect(() => readStateUnemployment(root)).toThrow(/unknown state name "Atlantis"/);
  });
});

describe("CES readers", () => {
  const header = ["date", "state", "abbr", "fips", "employment_thousands", "mom_change_thousands"];

  it("reads state payrolls and skips months not yet published", () => {
    const root = makeRoot({
      [BLS_FILES.cesStates]: csv([
        header,
        ["2026-04-01", "Wyoming", "WY", "56", "294.6", "0.2"],
        ["2026-05-01", "Wyoming", "WY", "56", "", ""],
        ["2026-03-01", "Wyoming", "WY", "56", "294.4", ""],
      ]),
    });
    const series = readStateEmployment(root).get("WY");
    expect(series?.id).toBe("SMS56000000000000001");
    expect(series?.points).toEqual([
      { month: "2026-03", value: 294.4 },
      { month: "2026-04", value: 294.6 },
    ]);
  });

  it("names the line of an unknown state code", () => {
    const root = makeRoot({ [BLS_FILES.cesStates]: csv([header, ["2026-04-01", "Guam", "GU", "66", "60", ""]]) });
    expect(() => readStateEmployment(root)).toThrow('bls_ces/state_employment.csv:2: unknown state code "GU"');
  });

  it("reads sector series and total nonfarm", () => {
    const root = makeRoot({
      [BLS_FILES.cesIndustries]: csv([
        ["date", "sector", "employment_thousands", "total_nonfarm_thousands"],
        ["2026-04-01", "Information", "2785", "158829"],
        ["2026-05-01", "Information", "2783", "159001"],
      ]),
    });
    const sectors = readIndustryEmployment(root);
    expect(sectors.get("Information")?.id).toBe("CES5000000001");
    expect(sectors.get("Total nonfarm")?.points.at(-1)).toEqual({ month: "2026-05", value: 159001 });
  });

  it("rejects an unknown sector", () => {
    const root = makeRoot({
      [BLS_FILES.cesIndustries]: csv([
        ["date", "sector", "employment_thousands", "total_nonfarm_thousands"],
        ["2026-04-01", "Space", "1", "2"],
      ]),
    });
    expect(() => readIndustryEmployment(root)).toThrow(/:2: unknown CES sector "Space"/);
  });
});

describe("FRED national reader", () => {
  it("reads the requested series and fails on a missing one", () => {
    const root = makeRoot({
      [BLS_FILES.fredNational]: JSON.stringify({
        schemaVersion: 1,
        fred: { lastRefreshed: "2026-08-22T14:20:30Z", series: { PAYEMS: [{ date: "2026-07-01", value: 158858 }] } },
      }),
    });
    const fred = readFredNational(root, ["PAYEMS"]);
    expect(fred.retrieved).toBe("2026-08-22");
    expect(fred.series.get("PAYEMS")?.points).toEqual([{ month: "2026-07", value: 158858 }]);
    expect(() => readFredNational(root, ["UNRATE"])).toThrow(/series UNRATE is missing/);
  });
});
