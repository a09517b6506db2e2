import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { Place } from "~/domain/place.ts";
import { type PlaceData, PlaceDataSchema } from "~/domain/place-data.ts";
import { type OccupationFacts, placeRankings, rankedOccupations } from "~/domain/place-rankings.ts";
import { placeCsv, placeCsvPath, placeCsvTables } from "~/features/place/tables-csv.ts";
import {
  metrosWithoutPriceLevel,
  payrollChart,
  payrollLatest,
  placeKindText,
  placeLead,
  placementText,
  priceLevelText,
  rankingTables,
  stateAreas,
} from "~/features/place/view.ts";
import { SEED_DIR, seedData } from "../../../../helpers/seed.ts";

const place = (code: string): PlaceData =>
  PlaceDataSchema.parse(JSON.parse(readFileSync(path.join(SEED_DIR, "place", `${code}.json`), "utf8")));
const places = new Map<string, Place>(seedData("places").map((p) => [p.code, p]));
const facts = new Map<string, OccupationFacts>(
  seedData("occupations").map((o) => [
    o.soc,
    { soc: o.soc, slug: o.slug, title: o.title, changePercent: o.changePercent },
  ]),
);

describe("a metro area's page (Austin, TX)", () => {
  const austin = place("12420");
  const rankings = placeRankings(austin, facts);

  it("leads with the jobs counted, its most concentrated occupation and its price level, each with its source", () => {
    const lead = placeLead(austin, rankings);
    expect(lead).toMatch(
      /^BLS counts 1,252,490 wage-and-salary jobs in Austin, TX in the occupations it publishes there \(OEWS, May 2025\)\. /,
    );
    const top = rankings.concentrated[0];
    expect(lead).toContain(
      `${top?.title} are ${top?.locationQuotient?.toFixed(2)}× as concentrated here as nationwide`,
    );
    expect(lead).toContain("Prices are 1.9% below the US average (BEA Regional Price Parity, 2024).");
  });

  it("links every ranked occupation to its page, and Software Developers' figures are the raw file's", () => {
    const tables = rankingTables(austin, rankings);
    expect(tables.map((t) => t.key)).toEqual(["largest", "concentrated", "best-paid", "growing"]);
    for (const t of tables) expect(t.links).toHaveLength(t.rows.length);
    const largest = tables[0];
    const i = largest?.rows.findIndex((r) => r[0] === "Software Developers") ?? -1;
    expect(largest?.rows[i]).toEqual(["Software Developers", "31,960", "2.28", "$134,120"]);
    expect(largest?.links[i]).toBe("/occupations/software-developers");
    expect(tables[2]?.columns).toContain("At US prices");
  });

  it("names its kind and states, and its occupations CSV has every published occupation with the adjusted median", () => {
    expect(placeKindText(austin.place, [places.get("TX") as Place])).toBe(
      "The metropolitan statistical area Austin-Round Rock-San Marcos, TX, in Texas.",
    );
    expect(placeCsvTables(austin.place)).toEqual(["occupations"]);
    expect(placeCsvPath(austin.place, "occupations")).toBe("/places/austin-tx/occupations.csv");
    const csv = placeCsv(austin, "occupations", rankedOccupations(austin, facts), places).split("\r\n");
    expect(csv[0]).toContain("Median at US prices");
    expect(csv.find((l) => l.startsWith("15-1252,"))).toBe(
      "15-1252,Software Developers,31960,2.28,96110,104000,134120,168730,209890,136765,15.8",
    );
    expect(csv.length - 2).toBe(rankedOccupations(austin, facts).length);
  });
});

describe("a metro area without a price level (San Juan, PR)", () => {
  it("says BEA publishes none, and the count of such areas comes from the data", () => {
    const sanJuan = place("41980");
    expect(sanJuan.place.rpp).toBeNull();
    expect(placeLead(sanJuan, placeRankings(sanJuan, facts))).toContain("BEA publishes no price level for this area.");
    const counts = metrosWithoutPriceLevel(places.values());
    expect(counts.metros).toBe(393);
    expect(counts.without).toBe([...places.values()].filter((p) => p.kind === "metro" && p.rpp === null).length);
  });
});

describe("a state's page (Texas)", () => {
  const tx = place("TX");

  it("leads with payroll jobs and their change over the year, and the unemployment rate", () => {
    const lead = placeLead(tx, placeRankings(tx, facts));
    expect(lead).toMatch(
      /^Texas has 14,394,300 payroll jobs \(BLS CES, April 2026\), [+-]\d+\.\d% over the year \(Apr 2025 to Apr 2026\)\. /,
    );
    expect(lead).toContain("Its unemployment rate is 4.5% (BLS LAUS, July 2026), against 4.1% a year before.");
    const latest = payrollLatest(tx.payroll as NonNullable<PlaceData["payroll"]>);
    const before = tx.payroll?.points.find((p) => p.month === "2025-04")?.jobs ?? 0;
    expect(latest?.change).toBeCloseTo(((14394300 - before) / before) * 100, 6);
  });

  it("lists its metro areas with links and its nonmetro areas without, largest first", () => {
    const areas = stateAreas(tx, places);
    expect(areas.metros.every((a) => a.href?.startsWith("/places/"))).toBe(true);
    expect(areas.metros.find((a) => a.href === "/places/austin-tx")?.cells).toEqual(["1,252,490", "98.1"]);
    expect(areas.metros.find((a) => a.label.startsWith("Texarkana, TX"))?.label).toBe("Texarkana, TX (also AR)");
    expect(areas.nonmetros.length).toBeGreaterThan(0);
    expect(areas.nonmetros.every((a) => a.href === null && a.cells[1] === "None published")).toBe(true);
    const counts = areas.metros.map((a) => Number(a.cells[0]?.replace(/,/g, "")));
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
  });

  it("has areas and payroll CSVs, and a chart line spanning every month", () => {
    expect(placeCsvTables(tx.place)).toEqual(["occupations", "areas", "payroll"]);
    const payroll = placeCsv(tx, "payroll", [], places).split("\r\n");
    expect(payroll[0]).toBe('Month,"Total nonfarm payroll jobs, seasonally adjusted (BLS CES SMS48000000000000001)"');
    expect(payroll.at(-2)).toBe("2026-04,14394300");
    const chart = payrollChart(tx.payroll as NonNullable<PlaceData["payroll"]>, 600, 160);
    expect(chart.path.match(/[ML]/g)).toHaveLength(tx.payroll?.points.length ?? 0);
    expect(chart.path.startsWith("M0.0 ")).toBe(true);
  });

  it("says how the state's notices were placed, with shares that add up", () => {
    const p = tx.warn?.placement[0];
    expect(p?.state).toBe("TX");
    expect((p?.inMetro ?? 0) + (p?.outsideMetro ?? 0) + (p?.unplaced ?? 0)).toBe(p?.total);
    expect(
      placementText(
        { state: "TX", total: 200, inMetro: 150, outsideMetro: 10, unplaced: 40 },
        "notices filed",
        "Texas",
      ),
    ).toBe(
      "Of the 200 notices filed in Texas, 150 (75%) were placed in a metro area, 10 (5%) in a smaller (micropolitan) area, and 40 (20%) could not be placed.",
    );
  });
});

describe("price level in words", () => {
  it("says above, below or at the US average", () => {
    expect(priceLevelText(103.04)).toBe("3.0% above the US average");
    expect(priceLevelText(98.066)).toBe("1.9% below the US average");
    expect(priceLevelText(100.02)).toBe("at the US average");
  });
});
