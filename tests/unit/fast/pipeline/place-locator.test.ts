import { describe, expect, it } from "vitest";
import { cityKey, countyKey, placeLocator } from "~/pipeline/place-locator.ts";
import type { Cbsa } from "~/pipeline/readers/cbsa.ts";

const cbsa = (
  code: string,
  kind: Cbsa["kind"],
  counties: [string, string, string][],
  cities: [string, string][],
): [string, Cbsa] => [
  code,
  {
    code,
    title: `Area ${code}`,
    kind,
    counties: counties.map(([fips]) => fips),
    countyRows: counties.map(([fips, name, usps]) => ({ fips, name, usps, central: true })),
    principalCities: cities.map(([name, usps]) => ({ name, usps })),
  },
];

const delineation = new Map([
  cbsa(
    "12420",
    "metro",
    [
      ["48453", "Travis County", "TX"],
      ["48491", "Williamson County", "TX"],
    ],
    [
      ["Austin", "TX"],
      ["Round Rock", "TX"],
    ],
  ),
  cbsa("10900", "metro", [["42077", "Lehigh County", "PA"]], [["Allentown", "PA"]]),
  cbsa("10100", "micro", [["46013", "Brown County", "SD"]], [["Aberdeen", "SD"]]),
  cbsa("26900", "metro", [["18097", "Marion County", "IN"]], [["Indianapolis city (balance)", "IN"]]),
  cbsa("41180", "metro", [["29510", "St. Louis city", "MO"]], [["St. Louis", "MO"]]),
  cbsa("99991", "metro", [["51159", "Richmond County", "VA"]], []),
  cbsa("40060", "metro", [["51760", "Richmond city", "VA"]], [["Richmond", "VA"]]),
  cbsa("28140", "metro", [["29095", "Jackson County", "MO"]], [["Kansas City", "MO"]]),
]);
const locate = placeLocator(delineation);

describe("placing a WARN notice", () => {
  it("places it by its county's List 1 name in its state, with or without the word County", () => {
    expect(locate.notice("TX", "Travis County", undefined)).toEqual({ kind: "metro", cbsa: "12420" });
    expect(locate.notice("TX", "Williamson", undefined)).toEqual({ kind: "metro", cbsa: "12420" });
    expect(locate.notice("PA", "LEHIGH COUNTY", "Whitehall")).toEqual({ kind: "metro", cbsa: "10900" });
  });

  it("trusts the county over the city, and falls back to the city when the county is unknown", () => {
    expect(locate.notice("TX", "Travis County", "Allentown")).toEqual({ kind: "metro", cbsa: "12420" });
    expect(locate.notice("TX", "Nowhere County", "Round Rock")).toEqual({ kind: "metro", cbsa: "12420" });
  });

  it("places a city only when it is a principal city in that state", () => {
    expect(locate.notice("TX", undefined, "Austin")).toEqual({ kind: "metro", cbsa: "12420" });
    expect(locate.notice("IN", undefined, "Indianapolis")).toEqual({ kind: "metro", cbsa: "26900" });
    expect(locate.notice("MO", undefined, "Saint Louis")).toEqual({ kind: "metro", cbsa: "41180" });
    expect(locate.notice("MO", undefined, "Kansas City")).toEqual({ kind: "metro", cbsa: "28140" });
    // A town of the same name in another state, and a town that is not a principal city, are not placed.
    expect(locate.notice("MN", undefined, "Austin")).toEqual({ kind: "unplaced", reason: "unknown" });
    expect(locate.notice("TX", undefined, "Pflugerville")).toEqual({ kind: "unplaced", reason: "unknown" });
  });

  it("never reads a town as the county that shares its name, but reads a city filed as '… County' as the county", () => {
    expect(locate.notice("PA", undefined, "Lehigh")).toEqual({ kind: "unplaced", reason: "unknown" });
    expect(locate.notice("PA", undefined, "Lehigh County")).toEqual({ kind: "metro", cbsa: "10900" });
  });

  it("says a micropolitan county or principal city is outside every metro area", () => {
    expect(locate.notice("SD", "Brown County", undefined)).toEqual({ kind: "micro", cbsa: "10100" });
    expect(locate.notice("SD", undefined, "Aberdeen")).toEqual({ kind: "micro", cbsa: "10100" });
  });

  it("places nowhere a name that fits two CBSAs, or a notice without county and city", () => {
    // "Richmond County" and "Richmond city" (Virginia) are two counties in two metro areas.
    expect(locate.notice("VA", "Richmond", undefined)).toEqual({ kind: "unplaced", reason: "ambiguous" });
    expect(locate.notice("TX", undefined, undefined)).toEqual({ kind: "unplaced", reason: "no-place" });
    expect(locate.notice("TX", " ", "")).toEqual({ kind: "unplaced", reason: "no-place" });
  });
});

describe("placing a posting's 'City, ST'", () => {
  it("places a principal city and nothing else", () => {
    expect(locate.cityState("Round Rock, TX")).toEqual({ kind: "metro", cbsa: "12420" });
    expect(locate.cityState("Aberdeen, SD")).toEqual({ kind: "micro", cbsa: "10100" });
    expect(locate.cityState("Lockhart, TX")).toEqual({ kind: "unplaced", reason: "unknown" });
    expect(locate.cityState("Remote")).toEqual({ kind: "unplaced", reason: "unknown" });
  });
});

describe("name keys", () => {
  it("drop the kind of county and Census's form of government, and fold Saint", () => {
    expect(countyKey("Orleans Parish")).toBe("orleans");
    expect(countyKey("Juneau City and Borough")).toBe("juneau");
    expect(countyKey("Richmond city")).toBe("richmond");
    expect(cityKey("Nashville-Davidson metropolitan government (balance)")).toBe("nashville-davidson");
    expect(cityKey("Saint Paul")).toBe(cityKey("St. Paul"));
  });
});
