import { describe, expect, it } from "vitest";
import {
  CLAIMS_FILES,
  readClaims,
  readUnemploymentHistory,
  readWeeklyClaims,
  spliceRates,
  UNEMPLOYMENT_HISTORY_FILE,
} from "~/pipeline/readers/claims.ts";
import { csv, makeRoot } from "../helpers.ts";

const weeks = [
  ["Date", "Value"],
  ["2026-07-04", 230000],
  ["2026-07-11", 225000],
  ["2026-07-18", 188000],
  ["2026-07-25", 197000],
  ["2026-08-01", 199000],
];

describe("weekly claims reader", () => {
  it("reads both series, week ending Saturday, with the newest three weeks preliminary", () => {
    const root = makeRoot({ [CLAIMS_FILES.initial]: csv(weeks), [CLAIMS_FILES.continued]: csv(weeks.slice(0, 4)) });
    const { initial, continued } = readClaims(root);
    expect(initial.id).toBe("ICSA");
    expect(initial.points.map((p) => [p.week, p.value, p.preliminary])).toEqual([
      ["2026-07-04", 230000, false],
      ["2026-07-11", 225000, false],
      ["2026-07-18", 188000, true],
      ["2026-07-25", 197000, true],
      ["2026-08-01", 199000, true],
    ]);
    expect(continued.points.at(-1)?.week).toBe("2026-07-18");
  });

  it("rejects a week that does not end on Saturday, with file and line", () => {
    const root = makeRoot({
      "c.csv": csv([
        ["Date", "Value"],
        ["2026-07-04", 1],
        ["2026-07-10", 2],
      ]),
    });
    expect(() => readWeeklyClaims(root, "ICSA", "c.csv")).toThrow(
      "c.csv:3: week 2026-07-10 does not end on a Saturday",
    );
  });

  it("rejects a missing week, a duplicate and a non-positive count", () => {
    const gap = makeRoot({
      "c.csv": csv([
        ["Date", "Value"],
        ["2026-07-04", 1],
        ["2026-07-18", 2],
      ]),
    });
    expect(() => readWeeklyClaims(gap, "ICSA", "c.csv")).toThrow(
      "weeks must follow each other: 2026-07-04 then 2026-07-18",
    );
    const twice = makeRoot({
      "c.csv": csv([
        ["Date", "Value"],
        ["2026-07-04", 1],
        ["2026-07-04", 2],
      ]),
    });
    expect(() => readWeeklyClaims(twice, "ICSA", "c.csv")).toThrow("weeks must follow each other");
    const zero = makeRoot({
      "c.csv": csv([
        ["Date", "Value"],
        ["2026-07-04", 0],
      ]),
    });
    expect(() => readWeeklyClaims(zero, "ICSA", "c.csv")).toThrow("claims must be positive");
  });
});

describe("unemployment rate history", () => {
  it("reads the rate column of the wide CPS file", () => {
    const root = makeRoot({
      [UNEMPLOYMENT_HISTORY_FILE]: csv([
        ["date", "Unemployment Rate", "U-1 Unemployed 15+ Weeks as % of Labor Force"],
        ["1948-01-01", 3.4, 0.5],
        ["1948-02-01", 3.8, 0.5],
      ]),
    });
    expect(readUnemploymentHistory(root).points).toEqual([
      { month: "1948-01", value: 3.4 },
      { month: "1948-02", value: 3.8 },
    ]);
  });

  it("lets the newer series win where both have a month, and lists months nobody published", () => {
    const history = {
      id: "h",
      name: "h",
      points: [
        { month: "2025-08", value: 4.3 },
        { month: "2025-09", value: 4.3 },
      ],
    };
    const newer = {
      id: "n",
      name: "n",
      points: [
        { month: "2025-09", value: 4.4 },
        { month: "2025-11", value: 4.5 },
      ],
    };
    expect(spliceRates(history, newer)).toEqual({
      rates: [
        { month: "2025-08", value: 4.3 },
        { month: "2025-09", value: 4.4 },
        { month: "2025-11", value: 4.5 },
      ],
      missing: ["2025-10"],
    });
  });
});
