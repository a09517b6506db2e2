import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import type { Place } from "~/domain/place.ts";
import {
  ALIAS_BLOCK_END,
  ALIAS_BLOCK_START,
  type AliasSource,
  aliasRedirects,
  placeAliases,
  withAliasRedirects,
} from "~/domain/place-aliases.ts";
import type { PlaceData } from "~/domain/place-data.ts";

/** A metro area as the rule reads it; its counties in the first state of its title unless given. */
function metro(slug: string, label: string, name: string, principalCities: string[], counties: string[]): AliasSource {
  const usps = name.slice(name.lastIndexOf(", ") + 2).slice(0, 2);
  return { slug, kind: "metro", label, name, principalCities, counties: counties.map((c) => ({ name: c, usps })) };
}
const state = (slug: string, label: string): AliasSource => ({
  slug,
  kind: "state",
  label,
  name: label,
  principalCities: [],
  counties: [],
});

// Values as the dataset has them (places.json and each metro's place file: Census 2023 Lists 1 and 2).
const NASHVILLE = metro(
  "nashville-davidson-tn",
  "Nashville-Davidson, TN",
  "Nashville-Davidson--Murfreesboro--Franklin, TN",
  ["Franklin, TN", "Murfreesboro, TN", "Nashville-Davidson, TN", "Smyrna, TN"],
  ["Cannon County", "Davidson County", "Rutherford County", "Williamson County"],
);
const WINSTON_SALEM = metro(
  "winston-salem-nc",
  "Winston-Salem, NC",
  "Winston-Salem, NC",
  ["Winston-Salem, NC"],
  ["Davidson County", "Forsyth County"],
);
const LOUISVILLE: AliasSource = {
  ...metro(
    "louisville-jefferson-county-ky",
    "Louisville/Jefferson County, KY",
    "Louisville/Jefferson County, KY-IN",
    ["Louisville/Jefferson County, KY"],
    [],
  ),
  counties: [
    { name: "Clark County", usps: "IN" },
    { name: "Jefferson County", usps: "KY" },
  ],
};
const OXNARD = metro(
  "oxnard-ca",
  "Oxnard, CA",
  "Oxnard-Thousand Oaks-Ventura, CA",
  ["Camarillo, CA", "Oxnard, CA", "San Buenaventura (Ventura), CA", "Thousand Oaks, CA"],
  ["Ventura County"],
);

const bySlug = (places: AliasSource[]) => Object.fromEntries(placeAliases(places).map((a) => [a.slug, a.to]));

describe("place aliases", () => {
  it("a consolidated city–county's city, and the other cities its title names, lead to the metro's page", () => {
    expect(placeAliases([NASHVILLE])).toEqual([
      { slug: "franklin-tn", to: "nashville-davidson-tn", name: "Franklin, TN" },
      { slug: "murfreesboro-tn", to: "nashville-davidson-tn", name: "Murfreesboro, TN" },
      { slug: "nashville-tn", to: "nashville-davidson-tn", name: "Nashville, TN" },
    ]);
    // Smyrna is a principal city, but the title does not name it.
    expect(bySlug([NASHVILLE])).not.toHaveProperty("smyrna-tn");
  });

  it("a hyphenated city name is not cut unless its second part is one of the metro's counties in its state", () => {
    expect(placeAliases([WINSTON_SALEM])).toEqual([]);
    expect(bySlug([LOUISVILLE])).toEqual({ "louisville-ky": "louisville-jefferson-county-ky" });
    // Jefferson County in another state of the metro would not do.
    const elsewhere = { ...LOUISVILLE, counties: [{ name: "Jefferson County", usps: "IN" }] };
    expect(placeAliases([elsewhere])).toEqual([]);
  });

  it("a principal city the title names by its bracketed name gets that name", () => {
    expect(bySlug([OXNARD])).toEqual({ "thousand-oaks-ca": "oxnard-ca", "ventura-ca": "oxnard-ca" });
  });

  it("drops an alias two places would claim, and one that is a place's own slug", () => {
    const springfieldA = metro(
      "springfield-il",
      "Springfield, IL",
      "Springfield-Decatur, IL",
      ["Decatur, IL", "Springfield, IL"],
      [],
    );
    const decatur = metro("decatur-il", "Decatur, IL", "Decatur, IL", ["Decatur, IL"], []);
    const champaign = metro(
      "champaign-il",
      "Champaign, IL",
      "Champaign-Urbana-Danville, IL",
      ["Champaign, IL", "Danville, IL", "Urbana, IL"],
      [],
    );
    const peoria = metro("peoria-il", "Peoria, IL", "Peoria-Danville, IL", ["Danville, IL", "Peoria, IL"], []);
    const aliases = bySlug([springfieldA, decatur, champaign, peoria, state("illinois", "Illinois")]);
    expect(aliases).not.toHaveProperty("decatur-il"); // Decatur's own page
    expect(aliases).not.toHaveProperty("danville-il"); // named by two titles: which page would it be?
    expect(aliases).toEqual({ "urbana-il": "champaign-il" });
  });

  it("never leads a place's own address elsewhere, whatever the input order", () => {
    const places = [NASHVILLE, WINSTON_SALEM, LOUISVILLE, OXNARD];
    const forward = placeAliases(places);
    expect(placeAliases([...places].reverse())).toEqual(forward);
    const own = new Set(places.map((p) => p.slug));
    for (const a of forward) expect(own.has(a.slug), a.slug).toBe(false);
  });
});

describe("the _redirects block", () => {
  const aliases = placeAliases([NASHVILLE]);

  it("is one permanent redirect per alias, between marker lines", () => {
    expect(aliasRedirects(aliases)).toBe(
      [
        ALIAS_BLOCK_START,
        "/places/franklin-tn  /places/nashville-davidson-tn  301",
        "/places/murfreesboro-tn  /places/nashville-davidson-tn  301",
        "/places/nashville-tn  /places/nashville-davidson-tn  301",
        ALIAS_BLOCK_END,
        "",
      ].join("\n"),
    );
  });

  it("goes first in the file, keeps the other rules and replaces a block written before", () => {
    const adapter = "/old  /new  302\n";
    const once = withAliasRedirects(adapter, aliases);
    expect(once).toBe(`${aliasRedirects(aliases)}\n/old  /new  302\n`);
    expect(withAliasRedirects(once, aliases)).toBe(once);
    expect(withAliasRedirects(once, [])).toBe(`${aliasRedirects([])}\n/old  /new  302\n`);
    expect(withAliasRedirects("", aliases)).toBe(aliasRedirects(aliases));
  });
});

describe("the committed seed's aliases", () => {
  const root = resolve(import.meta.dirname, "../../../..");
  const places = (JSON.parse(readFileSync(join(root, "data/seed/places.json"), "utf8")) as { data: Place[] }).data;
  const sources: AliasSource[] = places.map((p) => ({
    ...p,
    counties:
      p.kind === "metro"
        ? (JSON.parse(readFileSync(join(root, `data/seed/place/${p.code}.json`), "utf8")) as PlaceData).counties
        : [],
  }));
  const aliases = placeAliases(sources);

  it("lead the names people type to metro pages: Nashville, Louisville, Murfreesboro", () => {
    const to = Object.fromEntries(aliases.map((a) => [a.slug, a.to]));
    expect(to["nashville-tn"]).toBe("nashville-davidson-tn");
    expect(to["murfreesboro-tn"]).toBe("nashville-davidson-tn");
    expect(to["franklin-tn"]).toBe("nashville-davidson-tn");
    expect(to["louisville-ky"]).toBe("louisville-jefferson-county-ky");
    expect(to).not.toHaveProperty("winston-nc");
  });

  it("each leads to a metro area's page and none is a place's own address", () => {
    const metros = new Set(places.filter((p) => p.kind === "metro").map((p) => p.slug));
    const own = new Set(places.map((p) => p.slug));
    for (const a of aliases) {
      expect(metros.has(a.to), a.slug).toBe(true);
      expect(own.has(a.slug), a.slug).toBe(false);
    }
  });
});
