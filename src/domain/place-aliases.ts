// Other addresses of a metro area's page, for the names people type: /places/nashville-tn for the page of
// "Nashville-Davidson--Murfreesboro--Franklin, TN" (/places/nashville-davidson-tn), and /places/murfreesboro-tn and
// /places/franklin-tn for the other cities its title names. Derived from the places' own data (CBSA titles, Census
// principal cities, the metro's counties), never typed by hand; the build writes them as permanent redirects into
// the site's _redirects file, which Netlify and the local server (scripts/lib/static-site.ts) both read. Pure.
import { placePath, placeSlug } from "./place-path.ts";

/** What the rule reads of a place: every place's slug, and a metro area's title, label, cities and county names. */
export interface AliasSource {
  readonly slug: string;
  readonly kind: "state" | "metro" | "nonmetro";
  /** 'City, ST' for a metro area: its first principal city and that city's state. */
  readonly label: string;
  /** The CBSA title for a metro area ("Nashville-Davidson--Murfreesboro--Franklin, TN"). */
  readonly name: string;
  /** A metro area's principal cities as 'City, ST' (Census List 2). */
  readonly principalCities: readonly string[];
  /** A metro area's counties: name ("Davidson County") and state (Census List 1). */
  readonly counties: readonly { readonly name: string; readonly usps: string }[];
}

/** One other address of a place's page. */
export interface PlaceAlias {
  /** The other slug: "nashville-tn". */
  readonly slug: string;
  /** The canonical page's slug: "nashville-davidson-tn". */
  readonly to: string;
  /** The name it stands for: "Nashville, TN". */
  readonly name: string;
}

/** The city part of 'City, ST'. */
function cityOf(label: string): { city: string; usps: string } {
  const comma = label.lastIndexOf(", ");
  return comma < 0 ? { city: label, usps: "" } : { city: label.slice(0, comma), usps: label.slice(comma + 2) };
}

/** A county's name without its kind: "Davidson County" → "davidson", lower case. */
function countyKey(name: string): string {
  return name
    .replace(/\s+(County|Parish|Borough|City and Borough|Census Area|Municipality|Municipio)$/i, "")
    .trim()
    .toLowerCase();
}

/**
 * The principal cities a CBSA title names, as it names them: each principal city whose name (or the name in its
 * brackets: "San Buenaventura (Ventura)") stands whole between the title's hyphens ("Franklin" in
 * "Nashville-Davidson--Murfreesboro--Franklin", "Winston-Salem" in "Winston-Salem"), with the city's state.
 */
function titleCities(place: AliasSource): { city: string; usps: string }[] {
  const title = `-${cityOf(place.name).city.replace(/--/g, "-")}-`;
  return place.principalCities.flatMap((pc) => {
    const { city, usps } = cityOf(pc);
    const named = [city, /\(([^)]+)\)$/.exec(city)?.[1]].find((n) => n && title.includes(`-${n}-`));
    return named ? [{ city: named, usps }] : [];
  });
}

/**
 * The city of a consolidated city–county name, whose second part names one of the metro's counties in the city's
 * state: "Nashville-Davidson" (Davidson County, TN) → "Nashville", "Louisville/Jefferson County" → "Louisville"; null
 * for a city whose name is simply hyphenated ("Winston-Salem": no Salem County there).
 */
function consolidatedCity(city: string, usps: string, place: AliasSource): string | null {
  const split = city.search(/[-/]/);
  if (split <= 0) return null;
  const county = countyKey(city.slice(split + 1));
  return place.counties.some((c) => c.usps === usps && countyKey(c.name) === county)
    ? city.slice(0, split).trim()
    : null;
}

/**
 * Every metro area's other addresses: the city of a consolidated city–county principal city its title names
 * ("nashville-tn"), and each principal city its title names other than the one it is labelled by ("murfreesboro-tn",
 * "franklin-tn"). A slug that is any place's own, or that two places would claim, is left out: it must always lead
 * to one page. Sorted by slug.
 */
export function placeAliases(places: readonly AliasSource[]): PlaceAlias[] {
  const own = new Set(places.map((p) => p.slug));
  const claims = new Map<string, PlaceAlias[]>();
  const claim = (name: string, to: string) => {
    const slug = placeSlug(name);
    if (slug === to) return;
    const list = claims.get(slug) ?? [];
    if (!list.some((a) => a.to === to)) list.push({ slug, to, name });
    claims.set(slug, list);
  };
  for (const place of places) {
    if (place.kind !== "metro") continue;
    for (const { city, usps } of titleCities(place)) {
      claim(`${city}, ${usps}`, place.slug);
      const short = consolidatedCity(city, usps, place);
      if (short) claim(`${short}, ${usps}`, place.slug);
    }
  }
  return [...claims.entries()]
    .filter(([slug, list]) => list.length === 1 && !own.has(slug))
    .flatMap(([, list]) => list)
    .sort((a, b) => (a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0));
}

/** The first line of the block of place aliases in a _redirects file (and how a rewrite finds it again). */
export const ALIAS_BLOCK_START = "# Place aliases: other addresses of place pages (src/domain/place-aliases.ts)";
export const ALIAS_BLOCK_END = "# End of place aliases";

/**
 * The aliases as a block of Netlify _redirects lines, each a permanent redirect (301) from the alias's address to
 * the canonical page: "/places/nashville-tn  /places/nashville-davidson-tn  301".
 */
export function aliasRedirects(aliases: readonly PlaceAlias[]): string {
  const lines = aliases.map((a) => `${placePath(a)}  ${placePath({ slug: a.to })}  301`);
  return [ALIAS_BLOCK_START, ...lines, ALIAS_BLOCK_END, ""].join("\n");
}

/**
 * A _redirects file with the aliases' block first (Netlify takes the first rule that matches) and whatever else it
 * held (another build step's rules) after it; a block written before is replaced.
 */
export function withAliasRedirects(existing: string, aliases: readonly PlaceAlias[]): string {
  const start = existing.indexOf(ALIAS_BLOCK_START);
  const end = existing.indexOf(ALIAS_BLOCK_END);
  const rest =
    start >= 0 && end > start ? existing.slice(0, start) + existing.slice(end + ALIAS_BLOCK_END.length) : existing;
  const others = rest.trim();
  return others ? `${aliasRedirects(aliases)}\n${others}\n` : aliasRedirects(aliases);
}
