import { describe, expect, it } from "vitest";
import { normalizeCity, parseUsPlaces, placeFromAddress, resolveState } from "~/pipeline/us-locations.ts";

describe("parseUsPlaces", () => {
  it.each([
    ["New York, NY", ["New York, NY"]],
    ["San Francisco, California, United States", ["San Francisco, CA"]],
    ["New York, New York, United States, Los Angeles, United States", ["New York, NY", "Los Angeles, CA"]],
    ["Mountain View, CA, USA; San Francisco, CA, USA", ["Mountain View, CA", "San Francisco, CA"]],
    ["Austin TX", ["Austin, TX"]],
    ["NYC", ["New York, NY"]],
    ["Washington DC", ["Washington, DC"]],
    ["San Francisco-Hybrid", ["San Francisco, CA"]],
    ["Palo Alto, California (HQ)", ["Palo Alto, CA"]],
    ["US - Washington, DC", ["Washington, DC"]],
    ["los angeles, ca", ["Los Angeles, CA"]],
    ["mountain view, CA", ["Mountain View, CA"]],
  ])("%s", (text, places) => {
    expect(parseUsPlaces(text)).toEqual(places);
  });

  it.each([
    "Remote - US",
    "United States",
    "US Remote",
    "Remote, California",
    "Toronto, ON, CA",
    "Bengaluru, IN",
    "Tel Aviv, IL",
    "Berlin, DE",
    "London, United Kingdom",
    "",
  ])("places nothing for %j", (text) => {
    expect(parseUsPlaces(text)).toEqual([]);
  });

  it("keeps the US place of a multi-country posting", () => {
    expect(parseUsPlaces("Bengaluru, IN; San Francisco, CA")).toEqual(["San Francisco, CA"]);
  });
});

describe("helpers", () => {
  it("resolve states by code (capitals only), name and alias", () => {
    expect(resolveState("TX")?.code).toBe("TX");
    expect(resolveState("in")).toBeUndefined();
    expect(resolveState("New Mexico")?.code).toBe("NM");
    expect(resolveState("Mass")?.code).toBe("MA");
  });

  it("normalise cities", () => {
    expect(normalizeCity("New York City")).toBe("New York");
    expect(normalizeCity("Remote - Denver")).toBe("Denver");
  });

  it("read structured addresses", () => {
    expect(placeFromAddress("New York City", "NY ", "USA")).toBe("New York, NY");
    expect(placeFromAddress("Los Angeles, CA", "CA", "United States")).toBe("Los Angeles, CA");
    expect(placeFromAddress("Toronto", "Ontario", "Canada")).toBeUndefined();
    expect(placeFromAddress("Austin", undefined, "USA")).toBeUndefined();
  });
});
