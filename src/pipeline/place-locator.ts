/**
 * Places a WARN notice's county or city, or a posting's 'City, ST', in a CBSA through the Census delineation: a
 * county by its List 1 name in its state, a city only when it is a List 2 principal city in its state. Nothing else
 * is read as a place (a town that shares a county's name is not that county), and names that point to two CBSAs
 * place nowhere: a notice or posting that cannot be placed is counted as such, never guessed.
 */
import type { Cbsa } from "./readers/cbsa.ts";

/** Where a name was placed: a metropolitan CBSA, a micropolitan one (outside every metro area), or nowhere. */
export type Location =
  | { readonly kind: "metro"; readonly cbsa: string }
  | { readonly kind: "micro"; readonly cbsa: string }
  | { readonly kind: "unplaced"; readonly reason: UnplacedReason };

export type UnplacedReason = "no-place" | "unknown" | "ambiguous";

/** What a county name is called without its kind: "Travis County" → "travis", "Orleans Parish" → "orleans". */
const COUNTY_KIND = /\s+(county|parish|borough|city and borough|census area|municipality|municipio|planning region)$/i;

/** Lower case, single spaces, no periods ("St. Louis" → "st louis"). */
function key(text: string): string {
  return text
    .toLowerCase()
    .replace(/\./g, "")
    .replace(/[\u2019']/g, "'")
    .replace(/\s+/g, " ")
    .trim();
}

/** "Saint Louis" and "St. Louis" are one name. */
function saintKey(text: string): string {
  return key(text).replace(/^saint /, "st ");
}

/** The county key of a List 1 name or of a filed county: "Travis County" → "travis"; "Richmond city" stays. */
export function countyKey(name: string): string {
  return saintKey(name.replace(COUNTY_KIND, ""));
}

/** A principal city's name without the form of government Census appends ("Indianapolis city (balance)"). */
export function cityKey(name: string): string {
  return saintKey(
    name
      .replace(/\s*\(balance\)$/i, "")
      .replace(
        / (city|town|village|borough|municipality|unified government|consolidated government|metro government|metropolitan government)$/i,
        "",
      ),
  );
}

export interface Locator {
  /** Places a WARN notice by its county, else its city, in its state. */
  notice(state: string, county: string | undefined, city: string | undefined): Location;
  /** Places a 'City, ST' (a posting's place). */
  cityState(place: string): Location;
}

function addTo(index: Map<string, Set<string>>, k: string, cbsa: string): void {
  const set = index.get(k) ?? new Set<string>();
  set.add(cbsa);
  index.set(k, set);
}

/** The locator of a delineation. Pure. */
export function placeLocator(cbsas: ReadonlyMap<string, Cbsa>): Locator {
  const counties = new Map<string, Set<string>>();
  const cities = new Map<string, Set<string>>();
  for (const c of cbsas.values()) {
    for (const county of c.countyRows) addTo(counties, `${county.usps}|${countyKey(county.name)}`, c.code);
    for (const city of c.principalCities) addTo(cities, `${city.usps}|${cityKey(city.name)}`, c.code);
  }
  const located = (found: ReadonlySet<string> | undefined): Location => {
    if (!found || found.size === 0) return { kind: "unplaced", reason: "unknown" };
    if (found.size > 1) return { kind: "unplaced", reason: "ambiguous" };
    const code = [...found][0] ?? "";
    return { kind: cbsas.get(code)?.kind === "metro" ? "metro" : "micro", cbsa: code };
  };
  const byCity = (state: string, city: string): Location => {
    // A city filed as "Franklin County" is a county.
    if (COUNTY_KIND.test(city.trim())) return located(counties.get(`${state}|${countyKey(city)}`));
    return located(cities.get(`${state}|${cityKey(city)}`));
  };
  return {
    notice(state, county, city) {
      if (county?.trim()) {
        const placed = located(counties.get(`${state}|${countyKey(county)}`));
        if (placed.kind !== "unplaced" || !city?.trim()) return placed;
      }
      if (city?.trim()) return byCity(state, city);
      return { kind: "unplaced", reason: "no-place" };
    },
    cityState(place) {
      const match = /^(.+), ([A-Z]{2})$/.exec(place.trim());
      if (!match?.[1] || !match[2]) return { kind: "unplaced", reason: "unknown" };
      return byCity(match[2], match[1]);
    },
  };
}
