import { describe, expect, it } from "vitest";
import type { Place } from "~/domain/place.ts";
import { PLACE_ALIASES, searchPlaces } from "~/domain/place-search.ts";
import { searchDataset } from "~/domain/site-search.ts";
import { seedData } from "../../../helpers/seed.ts";

const places = seedData("places") as Place[];
const first = (q: string) => searchPlaces(q, places)[0]?.place.slug;
const site = (q: string) =>
  searchDataset({ states: seedData("states"), companies: [], skills: [], jobRoles: [], layoffs: [], places }, q)
    .results;

describe("place search", () => {
  it.each([
    ["Austin", "austin-tx"],
    ["austin, tx", "austin-tx"],
    ["Texas", "texas"],
    ["TX", "texas"],
    ["Round Rock", "austin-tx"],
    ["Sunnyvale", "san-jose-ca"],
    ["Silicon Valley", "san-jose-ca"],
    ["austin texas", "austin-tx"],
  ])("%s → %s", (query, slug) => {
    expect(first(query)).toBe(slug);
  });

  it("reads 'Bay Area' as the San Francisco and San Jose metro areas, equally", () => {
    const [a, b] = searchPlaces("Bay Area", places);
    expect([a?.place.slug, b?.place.slug]).toEqual(["san-francisco-ca", "san-jose-ca"]);
    expect(a?.score).toBe(b?.score);
  });

  it("maps every alias to metro areas that exist", () => {
    for (const alias of PLACE_ALIASES) {
      for (const code of alias.metros) expect(places.find((p) => p.code === code)?.kind).toBe("metro");
    }
  });

  it("finds nothing for text no place holds", () => {
    expect(searchPlaces("qqzzxx", places)).toEqual([]);
    expect(searchPlaces("", places)).toEqual([]);
  });
});

describe("GET /api/search finds places", () => {
  it.each([
    ["Austin", "/places/austin-tx"],
    ["Bay Area", "/places/san-francisco-ca"],
    ["Texas", "/places/texas"],
    ["Round Rock", "/places/austin-tx"],
  ])("%s → %s first", (query, href) => {
    expect(site(query)[0]?.href).toBe(href);
  });

  it("leads a state to its place page, still typed as a state", () => {
    const [texas] = site("Texas");
    expect(texas).toMatchObject({ type: "state", title: "Texas", href: "/places/texas" });
    // Metro areas come as places; states are not listed twice.
    expect(site("Texas").filter((r) => r.title === "Texas")).toHaveLength(1);
  });

  it("says which principal city a result was found by", () => {
    expect(site("Round Rock")[0]?.subtitle).toContain("matched principal city Round Rock, TX");
  });
});
