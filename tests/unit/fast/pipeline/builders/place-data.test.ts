import { describe, expect, it } from "vitest";
import { PlaceDataSchema, placeOccupationRows } from "~/domain/place-data.ts";
import { placeActivity, placeDataList, placementTotals } from "~/pipeline/builders/place-data.ts";
import { buildPlaces, placesOf } from "~/pipeline/builders/places.ts";
import type { Inputs } from "~/pipeline/load-inputs.ts";
import type { BoardPosting } from "~/pipeline/readers/job-boards.ts";
import { fixtureInputs, warnNotice } from "../../../../helpers/fixture-inputs.ts";

/** The fixture, with notices and postings that test each placement rule in Texas, Pennsylvania and South Dakota. */
function inputs(): Inputs {
  const base = fixtureInputs();
  const notices = [
    warnNotice({ key: "p1", employer: "By County", city: undefined, county: "Travis County", employees: 100 }),
    warnNotice({ key: "p2", employer: "By City", city: "Round Rock", noticeDate: "2026-07-20", employees: 60 }),
    warnNotice({ key: "p3", employer: "Not Principal", city: "Lockhart", employees: 70 }),
    warnNotice({ key: "p4", employer: "Micro", state: "SD", city: "Aberdeen", employees: 80 }),
    warnNotice({ key: "p5", employer: "Town Like County", state: "PA", city: "Lehigh", employees: 90 }),
    warnNotice({ key: "p6", employer: "Filed County", state: "PA", city: "Lehigh County", employees: 55 }),
  ];
  const posting = (id: string, places: string[], published: string): BoardPosting => ({
    id,
    title: `Job ${id}`,
    places,
    category: undefined,
    published,
  });
  const boards = base.greenhouse.boards.map((b, i) =>
    i === 0
      ? {
          ...b,
          postings: [
            ...b.postings,
            posting("t1", ["Austin, TX", "Round Rock, TX"], "2026-08-01"),
            posting("t2", ["Lockhart, TX"], "2026-08-02"),
            posting("t3", ["Allentown, PA", "Austin, TX"], "2026-08-03"),
          ],
        }
      : b,
  );
  return {
    ...base,
    warn: { ...base.warn, notices: [...base.warn.notices, ...notices] },
    greenhouse: { ...base.greenhouse, boards },
  };
}

describe("placing WARN notices and postings", () => {
  const activity = placeActivity(inputs());

  it("puts a notice in a metro by its county, or by a principal city, never by a town that shares a county's name", () => {
    const austin = (activity.noticesByPlace.get("12420") ?? []).map((n) => n.employer);
    expect(austin.sort()).toEqual(["By City", "By County"]);
    expect((activity.noticesByPlace.get("10900") ?? []).map((n) => n.employer)).toEqual(["Filed County"]);
    expect(activity.noticesByPlace.get("10100")).toBeUndefined();
  });

  it("counts each state's notices as placed in a metro, outside every metro, or not placed", () => {
    // Texas: the fixture's own "Soon Co" (no place) and the three above; Future Co is dated after the snapshot.
    expect(activity.warnPlacement.get("TX")).toEqual({ total: 4, inMetro: 2, outsideMetro: 0, unplaced: 2 });
    expect(activity.warnPlacement.get("PA")).toEqual({ total: 2, inMetro: 1, outsideMetro: 0, unplaced: 1 });
    expect(activity.warnPlacement.get("SD")).toEqual({ total: 1, inMetro: 0, outsideMetro: 1, unplaced: 0 });
    const total = placementTotals(activity.warnPlacement);
    expect(total.inMetro + total.outsideMetro + total.unplaced).toBe(total.total);
  });

  it("counts a posting once per metro it names a principal city of, and once per state", () => {
    const austin = activity.postingsByPlace.get("12420") ?? [];
    expect(austin.map((p) => [p.posting.posting.id, p.place])).toEqual([
      ["t3", "Austin, TX"],
      ["t1", "Austin, TX"],
    ]);
    expect((activity.postingsByPlace.get("10900") ?? []).map((p) => p.posting.posting.id)).toEqual(["t3"]);
    // Texas: t1 and t3 in a metro; t2 and the Muse's Lockhart posting name no principal city.
    expect(activity.postingPlacement.get("TX")).toEqual({ total: 4, inMetro: 2, outsideMetro: 0, unplaced: 2 });
    // The fixture's "Remote Analyst" names no US city and counts for no state.
    expect(activity.postingsWithoutUsPlace).toBe(1);
  });
});

describe("place files", () => {
  const source = inputs();
  const list = placeDataList(source, placesOf(source));
  const of = (code: string) => {
    const found = list.find((p) => p.place.code === code);
    if (!found) throw new Error(`no place ${code}`);
    return found;
  };

  it("writes one valid file per place", () => {
    expect(list).toHaveLength(51 + 3);
    for (const p of list) expect(PlaceDataSchema.safeParse(p).success, p.place.code).toBe(true);
    const build = buildPlaces(source);
    expect([...(build.files?.keys() ?? [])]).toContain("place/12420.json");
    expect(build.files?.size).toBe(51 + 3);
  });

  it("holds a metro's occupations as published, its cities and counties, and its notices and postings", () => {
    const austin = of("12420");
    expect(placeOccupationRows(austin).find((r) => r.soc === "15-1252")).toEqual({
      soc: "15-1252",
      employment: 31960,
      jobsPer1000: null,
      locationQuotient: 2.28,
      wages: { p10: 96110, p25: 104000, median: 134120, p75: 168730, p90: 209890 },
    });
    expect(austin.oews.employmentCounted).toBe(31960 + 17000 + 12000);
    expect(austin.counties.find((c) => c.fips === "48453")).toEqual({
      fips: "48453",
      name: "Travis County",
      usps: "TX",
      central: true,
    });
    expect(austin.place.principalCities).toEqual(["Austin, TX", "Round Rock, TX"]);
    expect(austin.warn).toMatchObject({ notices: 2, employees: 160 });
    expect(austin.warn?.recent[0]).toMatchObject({
      company: "By City",
      date: "2026-07-20",
      location: "Round Rock, TX",
    });
    expect(austin.warn?.placement).toEqual([{ state: "TX", total: 4, inMetro: 2, outsideMetro: 0, unplaced: 2 }]);
    expect(austin.postings?.count).toBe(2);
    expect(austin.payroll).toBeNull();
  });

  it("gives a nonmetro area its occupations (a null stays null) and no notices or postings", () => {
    const border = of("4800005");
    expect(placeOccupationRows(border).find((r) => r.soc === "29-1141")).toMatchObject({
      employment: null,
      wages: { median: 88000 },
    });
    expect(border.oews.employmentWithheld).toBeGreaterThan(0);
    expect(border.warn).toBeNull();
    expect(border.postings).toBeNull();
  });

  it("gives a state its payroll series as counts, its unemployment, postings index and areas", () => {
    const tx = of("TX");
    expect(tx.payroll?.seriesId).toBe("SMS48000000000000001");
    const series = source.stateEmployment.get("TX");
    expect(tx.payroll?.points.at(-1)?.jobs).toBe(Math.round((series?.points.at(-1)?.value ?? 0) * 1000));
    expect(tx.unemployment).toMatchObject({ seriesId: "LASST480000000000003", month: "2026-07" });
    expect(tx.postingsIndex).toEqual({ date: "2026-08-14", value: 100 });
    expect(tx.areas.map((a) => [a.code, a.kind])).toEqual([
      ["12420", "metro"],
      ["4800005", "nonmetro"],
    ]);
    expect(tx.warn).toMatchObject({ notices: 4 });
    expect(tx.postings?.count).toBe(4);
  });
});
