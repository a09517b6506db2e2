import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  commonOccupations,
  compareAnswer,
  leader,
  occupationInPlaces,
  pairAnswer,
  resolveCompare,
} from "~/domain/compare.ts";
import {
  COMPARE_MAX_FIELD_CHARS,
  COMPARE_MAX_PLACE_ENTRIES,
  compareHref,
  parseCompareQuery,
} from "~/domain/compare-query.ts";
import { type OccupationData, OccupationDataSchema } from "~/domain/occupation-data.ts";
import type { OccupationIndexRow } from "~/domain/occupation-search.ts";
import type { Place } from "~/domain/place.ts";
import type { PlaceOccupationRow } from "~/domain/place-data.ts";
import { SEED_DIR, seedData } from "../../../helpers/seed.ts";

const places = seedData("places") as Place[];
const index = JSON.parse(readFileSync(join(SEED_DIR, "occupation-index.json"), "utf8")) as
  | OccupationIndexRow[]
  | { data: OccupationIndexRow[] };
const occupations = Array.isArray(index) ? index : index.data;
const occupation = (soc: string): OccupationData =>
  OccupationDataSchema.parse(JSON.parse(readFileSync(join(SEED_DIR, `occupation/${soc}.json`), "utf8")));
const place = (slug: string) => places.find((p) => p.slug === slug) as Place;
const resolve = (search: string) =>
  resolveCompare(parseCompareQuery(new URLSearchParams(search)), { places, occupations });

describe("compare address", () => {
  it("reads a shared link: the occupation and the comma-separated places, in order", () => {
    expect(
      parseCompareQuery(new URLSearchParams("occupation=software-developers&places=austin-tx,seattle-wa")),
    ).toEqual({
      occupation: "software-developers",
      places: ["austin-tx", "seattle-wa"],
      placesDropped: 0,
    });
  });

  it("reads the plain form: repeated place boxes, blanks dropped, white space collapsed", () => {
    const q = parseCompareQuery(
      new URLSearchParams("occupation=+nurse++&place=San+Jose&place=&place=+Austin,+TX&place="),
    );
    expect(q.occupation).toBe("nurse");
    // A box's text may hold a comma ('Austin, TX'): only `places` is split on commas.
    expect(q.places).toEqual(["San Jose", "Austin, TX"]);
  });

  it("cuts long fields and stops reading places past its limit", () => {
    const q = parseCompareQuery(
      new URLSearchParams(
        `occupation=${"a".repeat(500)}&places=${Array.from({ length: 20 }, (_, i) => `p${i}`).join(",")}`,
      ),
    );
    expect(q.occupation).toHaveLength(COMPARE_MAX_FIELD_CHARS);
    expect(q.places).toHaveLength(COMPARE_MAX_PLACE_ENTRIES);
    expect(q.placesDropped).toBe(20 - COMPARE_MAX_PLACE_ENTRIES);
    expect(parseCompareQuery(new URLSearchParams("")).occupation).toBeNull();
  });

  it("writes one canonical address, which reads back to the same view", () => {
    const href = compareHref({ occupation: "registered-nurses", places: ["san-jose-ca", "sacramento-ca"] });
    expect(href).toBe("/compare?occupation=registered-nurses&places=san-jose-ca,sacramento-ca");
    const back = parseCompareQuery(new URL(href, "http://x").searchParams);
    expect(compareHref({ occupation: back.occupation, places: back.places })).toBe(href);
    expect(compareHref({ occupation: null, places: [] })).toBe("/compare");
    expect(compareHref({ occupation: null, places: ["texas"] })).toBe("/compare?places=texas");
  });
});

describe("resolving an address", () => {
  it("takes an occupation's exact title and a place's exact label, as the form sends them back, with no message", () => {
    const r = resolve("occupation=Registered+Nurses&place=San+Jose%2C+CA&place=Texas");
    expect(r.occupation?.slug).toBe("registered-nurses");
    expect(r.places.map((p) => p.slug)).toEqual(["san-jose-ca", "texas"]);
    expect(r.messages).toEqual([]);
  });

  it("takes slugs as they are, with no message", () => {
    const r = resolve("occupation=software-developers&places=austin-tx,seattle-wa");
    expect(r.occupation?.soc).toBe("15-1252");
    expect(r.places.map((p) => p.code)).toEqual(["12420", "42660"]);
    expect(r.messages).toEqual([]);
  });

  it("reads words through the searches and says how", () => {
    const r = resolve("occupation=nurse&place=Bay+Area&place=Round+Rock&place=Texas");
    expect(r.occupation?.title).toBe("Registered Nurses");
    expect(r.places.map((p) => p.slug)).toEqual(["san-francisco-ca", "san-jose-ca", "austin-tx", "texas"]);
    expect(r.messages.map((m) => m.text)).toEqual([
      "Showing Registered Nurses, the occupation that best matches “nurse”.",
      "“Bay Area” read as San Francisco, CA and San Jose, CA.",
      "“Round Rock” read as Austin, TX.",
    ]);
    expect(r.messages.every((m) => m.level === "note")).toBe(true);
  });

  it("names an unknown occupation and still resolves the places", () => {
    const r = resolve("occupation=zzqqxx&places=austin-tx,seattle-wa");
    expect(r.occupation).toBeNull();
    expect(r.places).toHaveLength(2);
    expect(r.messages).toEqual([
      {
        level: "problem",
        text: "No occupation matches “zzqqxx”: type a job title such as “registered nurse” in the Occupation box.",
      },
    ]);
  });

  it("names an unknown place and keeps the others", () => {
    const r = resolve("occupation=software-developers&places=austin-tx,qqzzxx,seattle-wa");
    expect(r.places.map((p) => p.slug)).toEqual(["austin-tx", "seattle-wa"]);
    expect(r.messages).toHaveLength(1);
    expect(r.messages[0]?.level).toBe("problem");
    expect(r.messages[0]?.text).toContain("No place matches “qqzzxx”");
  });

  it("shows the first four places and names those left out; a place given twice counts once", () => {
    const r = resolve("occupation=software-developers&places=austin-tx,seattle-wa,austin-tx,texas,boston-ma,denver-co");
    expect(r.places.map((p) => p.slug)).toEqual(["austin-tx", "seattle-wa", "texas", "boston-ma"]);
    expect(r.messages).toEqual([
      { level: "problem", text: "A comparison shows at most 4 places; left out: Denver, CO." },
    ]);
  });

  it("asks for a second place when only one is given", () => {
    expect(resolve("occupation=software-developers&places=austin-tx").messages).toEqual([
      { level: "note", text: "Add at least one more place to compare with." },
    ]);
  });
});

describe("one occupation in several places", () => {
  const developers = occupation("15-1252");

  it("reads each place's row: an area from the area table, a state from the state table", () => {
    const [austin, texas] = occupationInPlaces(developers, [place("austin-tx"), place("texas")]);
    // PROVENANCE.md §15: Austin (12420), 15-1252: employment 31,960, median $134,120, LQ 2.28.
    expect(austin).toMatchObject({ employment: 31960, locationQuotient: 2.28, published: true });
    expect(austin?.wages.median).toBe(134120);
    expect(austin?.adjustedMedian).toBe(Math.round((134120 * 100) / (place("austin-tx").rpp as number)));
    expect(austin?.adjustedMissing).toBeNull();
    expect(texas?.jobsPer1000).not.toBeNull();
    expect(texas?.adjustedMedian).toBeNull();
    expect(texas?.adjustedMissing).toBe("no-rpp");
  });

  it("marks a place with no published row, and never fills it in", () => {
    const nowhere: Place = { ...place("austin-tx"), code: "99999", slug: "nowhere", label: "Nowhere, TX" };
    const [row] = occupationInPlaces(developers, [nowhere]);
    expect(row).toMatchObject({
      published: false,
      employment: null,
      adjustedMedian: null,
      adjustedMissing: "no-median",
    });
  });

  it("ranks by the median, and separately by the median after local prices", () => {
    const rows = occupationInPlaces(developers, [place("austin-tx"), place("seattle-wa"), place("san-jose-ca")]);
    const byMedian = leader(rows, (r) => r.wages.median);
    const byAdjusted = leader(rows, (r) => r.adjustedMedian);
    const max = Math.max(...rows.map((r) => r.wages.median ?? 0));
    const maxAdjusted = Math.max(...rows.map((r) => r.adjustedMedian ?? 0));
    expect(byMedian?.wages.median).toBe(max);
    expect(byAdjusted?.adjustedMedian).toBe(maxAdjusted);
  });

  it("leads with an answer in plain words, naming both leaders", () => {
    const rows = occupationInPlaces(developers, [place("austin-tx"), place("seattle-wa")]);
    const seattle = rows[1];
    expect(compareAnswer("Software Developers", rows)).toBe(
      `Software Developers earn the most in Seattle, WA (median $${seattle?.wages.median?.toLocaleString("en-US")} a year); after local prices, Seattle, WA still leads ($${seattle?.adjustedMedian?.toLocaleString("en-US")} in US-average dollars).`,
    );
  });

  it("says when a different place leads after prices, and which places have no price level", () => {
    const rows = occupationInPlaces(occupation("29-1141"), [
      place("san-jose-ca"),
      place("sacramento-ca"),
      place("texas"),
    ]);
    const text = compareAnswer("Registered Nurses", rows);
    const top = leader(rows, (r) => r.wages.median);
    const adjustedTop = leader(rows, (r) => r.adjustedMedian);
    expect(text).toContain(`earn the most in ${top?.place.label}`);
    expect(text).toContain(`${adjustedTop?.place.label}`);
    expect(text).toContain("not Texas");
  });

  it("says so when no place has a price level, and compares no adjusted pay", () => {
    const rows = occupationInPlaces(developers, [place("texas"), place("california")]);
    expect(compareAnswer("Software Developers", rows)).toMatch(
      /^Software Developers earn the most in California \(median \$[\d,]+ a year\)\. None of these places has a BEA price level/,
    );
  });
});

describe("two places across the occupations they share", () => {
  const row = (soc: string, employment: number | null, median: number | null): PlaceOccupationRow => ({
    soc,
    employment,
    jobsPer1000: null,
    locationQuotient: null,
    wages: { p10: null, p25: null, median, p75: null, p90: null },
  });
  const index = [
    { soc: "11-1021", slug: "general-and-operations-managers", title: "General and Operations Managers" },
    { soc: "15-1252", slug: "software-developers", title: "Software Developers" },
    { soc: "29-1141", slug: "registered-nurses", title: "Registered Nurses" },
    { soc: "35-3023", slug: "fast-food-and-counter-workers", title: "Fast Food and Counter Workers" },
  ];
  const austin = place("austin-tx");
  const seattle = place("seattle-wa");
  const tables: [PlaceOccupationRow[], PlaceOccupationRow[]] = [
    [
      row("15-1252", 31960, 134120),
      row("29-1141", 10000, 90000),
      row("35-3023", 20000, null),
      row("11-1021", 5000, 200000),
    ],
    [row("15-1252", 92770, 167280), row("29-1141", 20000, 100000), row("35-3023", 30000, 40000), row("99-9999", 1, 1)],
  ];

  it("keeps occupations with a median in both places, most employed first, with prices applied per place", () => {
    const common = commonOccupations([austin, seattle], tables, index);
    expect(common.map((c) => c.slug)).toEqual(["software-developers", "registered-nurses"]);
    expect(common[0]).toMatchObject({ employment: [31960, 92770], median: [134120, 167280] });
    expect(common[0]?.adjusted).toEqual([
      Math.round((134120 * 100) / (austin.rpp as number)),
      Math.round((167280 * 100) / (seattle.rpp as number)),
    ]);
  });

  it("counts where each pays more, before and after prices", () => {
    const common = commonOccupations([austin, seattle], tables, index);
    // Nurses: $90,000 at Austin's price level 98.1 is $91,775 in US-average dollars; $100,000 at Seattle's 111.1 is $90,009.
    expect(common[1]?.adjusted[0]).toBeGreaterThan(common[1]?.adjusted[1] as number);
    expect(pairAnswer([austin, seattle], common)).toBe(
      "Of the 2 occupations with a published median wage in both places, Seattle, WA pays the higher median in 2, Austin, TX in 0; after local prices, Austin, TX pays more in 1, Seattle, WA in 1.",
    );
  });

  it("compares no pay after prices with a state in the pair, and says why", () => {
    const texas = place("texas");
    const common = commonOccupations([austin, texas], tables, index);
    expect(common.every((c) => c.adjusted[1] === null)).toBe(true);
    expect(pairAnswer([austin, texas], common)).toContain("Texas has no BEA price level");
    expect(pairAnswer([austin, texas], [])).toBe(
      "BLS publishes no occupation with a median wage in both Austin, TX and Texas.",
    );
  });

  it("compares the first two places without an occupation, and says so", () => {
    const r = resolve("places=austin-tx,seattle-wa,boston-ma");
    expect(r.places).toHaveLength(3);
    expect(r.messages[0]?.text).toBe(
      "Without an occupation, the first two places (Austin, TX and Seattle, WA) are compared across the occupations they share; add an occupation to compare it in all 3.",
    );
  });
});
