import { describe, expect, it } from "vitest";
import { AREA_RANK_SIZE, areaLabel, areaRankings, concentrationFloor } from "~/features/occupation-page/areas.ts";
import { mapCells, STATES_SPRITE, spriteId, statesSprite } from "~/features/occupation-page/map.ts";
import { NO_DATA, QUOTIENT_SCALE, quotientClass, statesLead, stateTables } from "~/features/occupation-page/states.ts";
import { places, seedOccupation, smallOccupation } from "./fixtures.ts";

describe("state tables and map", () => {
  const tables = stateTables(seedOccupation("15-1252"), places);

  it("comes in four orders, largest first, with the same rows", () => {
    expect(tables.orders.map((o) => o.key)).toEqual(["employment", "jobsPer1000", "locationQuotient", "median"]);
    expect(tables.orders[0]?.rows[0]?.cells).toEqual(["California", "284,390", "15.6", "1.44", "$174,410"]);
    expect(tables.orders[2]?.rows[0]?.name).toBe("Washington");
    for (const o of tables.orders)
      expect(o.rows.map((r) => r.code).sort()).toEqual(tables.orders[0]?.rows.map((r) => r.code).sort());
  });

  it("writes jobs per 1,000 below 1 with the three decimals BLS publishes, so a small occupation never reads 0", () => {
    const small = stateTables(smallOccupation(), places);
    expect(small.orders[0]?.rows.map((r) => r.cells[2])).toEqual(["0.050", "0.020"]);
    expect(tables.orders[0]?.rows[0]?.cells[2]).toBe("15.6");
  });

  it("puts unpublished values last and writes them as such, never 0", () => {
    const byMedian = tables.orders[3]?.rows ?? [];
    expect(byMedian.at(-1)?.cells).toEqual(["Alaska", "530", "1.6", "0.15", "Not published"]);
  });

  it("colours each state by its location quotient class, and counts every state and DC in the legend", () => {
    expect([0.49, 0.5, 0.8, 1.24, 1.25, 2, null].map(quotientClass)).toEqual([0, 1, 2, 2, 3, 4, null]);
    expect(tables.map.find((s) => s.code === "WA")?.color).toBe(QUOTIENT_SCALE.colors[4]);
    expect(tables.legend.reduce((n, l) => n + l.count, 0)).toBe(51);
    expect(tables.legend.some((l) => l.label === NO_DATA.label)).toBe(false);
  });

  it("marks a state without a location quotient or without a row as not published, on the map and in the legend", () => {
    const small = stateTables(smallOccupation(), places);
    const cells = mapCells(small.map);
    expect(cells).toHaveLength(51);
    expect(cells.find((c) => c.href.endsWith("#s-NY"))).toEqual({
      href: `${STATES_SPRITE}#s-NY`,
      color: NO_DATA.color,
      title: "New York: not published",
    });
    expect(cells.find((c) => c.href.endsWith("#s-CA"))?.title).toBe("California: location quotient 2.40");
    expect(small.legend.at(-1)).toEqual({ ...NO_DATA, count: 49 });
  });

  it("leads with the state with the most jobs and the most concentrated one", () => {
    expect(statesLead(seedOccupation("15-1252"), places)).toBe(
      "California has the most jobs (284,390); the work is most concentrated in Washington, where its share of jobs is 2.78 times its share of jobs nationwide.",
    );
    expect(statesLead({ states: { ...smallOccupation().states, rows: [] } }, places)).toBeNull();
  });
});

describe("the shared map file", () => {
  it("holds one path per state with an id and a border, and no fill", () => {
    const svg = statesSprite([{ code: "TX", d: "M0,0L1,1Z" }], 975, 610);
    expect(svg).toContain(`<path id="${spriteId("TX")}" stroke="#64748b"`);
    expect(svg).toContain('d="M0,0L1,1Z"');
    expect(svg).toContain('viewBox="0 0 975 610"');
    expect(svg).not.toContain("fill");
  });
});

describe("area rankings", () => {
  it("names metro areas 'City, ST' and ranks Austin, TX among the most concentrated Software Developer areas", () => {
    const rankings = areaRankings(seedOccupation("15-1252"), places);
    const concentration = rankings.find((r) => r.key === "concentration");
    expect(concentration?.rows.find((r) => r[0] === "Austin, TX")).toEqual(["Austin, TX", "2.28", "31,960"]);
    for (const r of rankings) expect(r.rows.length).toBe(AREA_RANK_SIZE);
    expect(rankings.find((r) => r.key === "jobs")?.rows[0]?.[0]).toBe("New York, NY");
  });

  it("keeps tiny estimates out of the concentration ranking and unpublished medians out of the pay rankings", () => {
    const small = smallOccupation();
    // 60,000 US jobs: areas need 500. New York, NY has the highest quotient (9.9) but only 120 jobs; Austin, TX 400.
    const rankings = areaRankings({ ...small, national: { ...small.national, employment: 60_000 } }, places);
    const rows = (key: string) => rankings.find((r) => r.key === key)?.rows.map((r) => r[0]);
    expect(rows("concentration")).toEqual([areaLabel("4800005", places)]);
    expect(rows("pay")).toEqual([areaLabel("4800005", places), "Austin, TX"]);
  });

  it("asks of an area 1% of the occupation's US jobs for the concentration ranking, between 50 and 500", () => {
    expect([1_000, 3_430, 12_340, 49_999, 1_687_890].map(concentrationFloor)).toEqual([50, 50, 120, 500, 500]);
    const telephone = areaRankings(seedOccupation("43-2021"), places).find((r) => r.key === "concentration");
    expect(telephone?.note).toContain("at least 50 jobs");
    expect(telephone?.rows[0]).toEqual(["Charleston, SC", "9.79", "90"]);
  });

  it("says so when no area qualifies", () => {
    const small = smallOccupation();
    const none = areaRankings({ ...small, areas: { ...small.areas, rows: [] } }, places);
    expect(none.map((r) => [r.rows.length, r.empty])).toEqual([
      [0, "BLS publishes no area employment for this occupation."],
      [0, "No area has at least 50 jobs in this occupation with a published location quotient."],
      [0, "BLS publishes no area median wage for this occupation."],
      [0, "No metro area has both a published median wage and a price level."],
    ]);
  });

  it("ranks pay after local prices among metro areas only, with the price level it used", () => {
    const adjusted = areaRankings(smallOccupation(), places).find((r) => r.key === "adjusted");
    expect(adjusted?.rows).toEqual([["Austin, TX", "$41,809", "$41,000", "98.1"]]);
    expect(adjusted?.note).toContain("BEA publishes no price level for nonmetro areas");
  });

  it("names an area missing from places by its code rather than dropping it", () => {
    expect(areaLabel("99999", places)).toBe("Area 99999");
  });
});
