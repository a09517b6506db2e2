/**
 * Turns free-text job-board locations into US "City, ST" places.
 * Heuristic by necessity (boards let employers type anything); every rule is a label lookup, never a figure.
 */
import { stateByCode, stateByName, type UsJurisdiction } from "../domain/geography.ts";

/** Spellings of a state that are neither its code nor its full name. */
const STATE_ALIASES: Readonly<Record<string, string>> = {
  mass: "MA",
  calif: "CA",
  "washington dc": "DC",
  "washington d.c.": "DC",
  "d.c.": "DC",
};

/** Large US cities that job boards often write without a state. Ambiguous names (Portland, Cambridge …) are left out. */
const BARE_CITY_STATES: Readonly<Record<string, string>> = {
  "new york": "NY",
  brooklyn: "NY",
  manhattan: "NY",
  "san francisco": "CA",
  "los angeles": "CA",
  "san diego": "CA",
  "san jose": "CA",
  "palo alto": "CA",
  "mountain view": "CA",
  "menlo park": "CA",
  "redwood city": "CA",
  sunnyvale: "CA",
  oakland: "CA",
  irvine: "CA",
  sacramento: "CA",
  chicago: "IL",
  austin: "TX",
  dallas: "TX",
  houston: "TX",
  "san antonio": "TX",
  seattle: "WA",
  boston: "MA",
  denver: "CO",
  boulder: "CO",
  atlanta: "GA",
  miami: "FL",
  tampa: "FL",
  orlando: "FL",
  philadelphia: "PA",
  pittsburgh: "PA",
  phoenix: "AZ",
  "salt lake city": "UT",
  minneapolis: "MN",
  detroit: "MI",
  "ann arbor": "MI",
  nashville: "TN",
  raleigh: "NC",
  charlotte: "NC",
  baltimore: "MD",
  "las vegas": "NV",
  indianapolis: "IN",
  cincinnati: "OH",
  cleveland: "OH",
  "new orleans": "LA",
  honolulu: "HI",
  anchorage: "AK",
  milwaukee: "WI",
  "jersey city": "NJ",
  hoboken: "NJ",
  "st. louis": "MO",
  "st louis": "MO",
  "washington dc": "DC",
  "washington d.c.": "DC",
};

/** City spellings folded into one name. */
const CITY_ALIASES: Readonly<Record<string, string>> = {
  nyc: "New York",
  "new york city": "New York",
  "new york, new york": "New York",
  sf: "San Francisco",
  "san francisco bay area": "San Francisco",
  "washington dc": "Washington",
  "washington d.c.": "Washington",
};

/**
 * Foreign cities whose country code is also a US state code (IN India, IL Israel, DE Germany, CO Colombia,
 * AR Argentina, CA Canada …), so that "Bengaluru, IN" is not read as Indiana.
 */
const FOREIGN_CITIES = new Set([
  "bangalore",
  "bengaluru",
  "hyderabad",
  "pune",
  "mumbai",
  "chennai",
  "delhi",
  "new delhi",
  "gurgaon",
  "gurugram",
  "noida",
  "kolkata",
  "ahmedabad",
  "tel aviv",
  "tel aviv-yafo",
  "jerusalem",
  "haifa",
  "herzliya",
  "petah tikva",
  "ra'anana",
  "netanya",
  "berlin",
  "munich",
  "münchen",
  "hamburg",
  "frankfurt",
  "cologne",
  "köln",
  "stuttgart",
  "düsseldorf",
  "bogota",
  "bogotá",
  "medellin",
  "medellín",
  "cali",
  "buenos aires",
  "córdoba",
  "toronto",
  "vancouver",
  "montreal",
  "montréal",
  "ottawa",
  "calgary",
  "edmonton",
  "casablanca",
  "rabat",
  "jakarta",
  "london",
  "paris",
  "dublin",
  "amsterdam",
  "madrid",
  "barcelona",
  "lisbon",
  "warsaw",
  "singapore",
  "sydney",
]);

/** Tokens that name a country other than the US; a segment containing one is not read as a US place. */
const FOREIGN_COUNTRIES = new Set([
  "canada",
  "india",
  "israel",
  "germany",
  "colombia",
  "argentina",
  "mexico",
  "brazil",
  "united kingdom",
  "uk",
  "england",
  "ireland",
  "france",
  "spain",
  "portugal",
  "netherlands",
  "poland",
  "sweden",
  "australia",
  "singapore",
  "japan",
  "china",
  "taiwan",
  "korea",
  "south korea",
  "philippines",
  "indonesia",
  "belgium",
  "switzerland",
  "italy",
  "ukraine",
  "romania",
  "morocco",
  "costa rica",
  "chile",
  "peru",
  "uruguay",
]);

const US_COUNTRY = /^(united states( of america)?|usa|u\.s\.a?\.?|us|america)$/i;
const WORK_MODE = /\b(remote|hybrid|on-?site|in[- ]office|flexible|anywhere)\b/i;

/** Resolves a state written as a code, a full name or a known alias. */
export function resolveState(token: string): UsJurisdiction | undefined {
  const cleaned = token.trim().replace(/\.$/, "").replace(/\s+/g, " ");
  if (cleaned.length === 0) return undefined;
  if (/^[A-Za-z]{2}$/.test(cleaned)) {
    // Two letters count as a code only when written in capitals ("IN", not the word "in").
    return cleaned === cleaned.toUpperCase() ? stateByCode(cleaned) : undefined;
  }
  const alias = STATE_ALIASES[cleaned.toLowerCase()];
  if (alias) return stateByCode(alias);
  return stateByName(cleaned);
}

/** Strips work-mode words ("Remote -", "-Hybrid"), "(HQ)" notes and extra spaces from a location token. */
function stripToken(token: string): string {
  return token
    .replace(/\(.*?\)/g, " ")
    .replace(/[-–—]\s*(remote|hybrid|on-?site|in[- ]office)\b.*$/i, " ")
    .replace(/^(remote|hybrid|on-?site|in[- ]office)\s*[-–—:]\s*/i, " ")
    .replace(/^(US|USA|U\.S\.|United States)\s*[-–—:]\s*/i, " ")
    .replace(/\b(HQ|office)\b/gi, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/** "los angeles" → "Los Angeles" (only for all-lower-case input; other casing is kept as written). */
function titleCase(text: string): string {
  if (text !== text.toLowerCase()) return text;
  return text.replace(/(^|[\s-])([a-z])/g, (_m, sep: string, ch: string) => sep + ch.toUpperCase());
}

/** Cleans a city token and folds known aliases ("NYC" → "New York"). */
export function normalizeCity(token: string): string {
  const city = stripToken(token);
  return CITY_ALIASES[city.toLowerCase()] ?? titleCase(city);
}

function isPlausibleCity(token: string): boolean {
  if (!/[a-z]/.test(token)) return false; // "ON", "US", "TX" are codes, not cities
  if (/\d/.test(token)) return false; // street addresses and postcodes
  if (WORK_MODE.test(token)) return false; // "Remote", "Hybrid", "Anywhere" are not places
  const lower = token.toLowerCase();
  if (US_COUNTRY.test(lower) || FOREIGN_COUNTRIES.has(lower) || FOREIGN_CITIES.has(lower)) return false;
  return token.length <= 40;
}

function formatPlace(city: string, state: UsJurisdiction): string {
  return `${city}, ${state.code}`;
}

/** Reads one comma-separated segment ("San Francisco, California, United States") into places. */
function placesInSegment(segment: string): string[] {
  const tokens = segment
    .split(",")
    .map((t) => t.trim())
    .filter((t) => t.length > 0);
  if (tokens.some((t) => FOREIGN_COUNTRIES.has(t.toLowerCase()))) return [];
  const places: string[] = [];
  for (let i = 0; i < tokens.length; i += 1) {
    const token = tokens[i] ?? "";
    const next = tokens[i + 1];
    const stripped = stripToken(token);
    const city = normalizeCity(token);
    if (city.length === 0 || !isPlausibleCity(city)) continue;
    // "Austin TX" without a comma.
    const spaced = /^(.*[a-z].*?)\s+([A-Z]{2})$/.exec(city);
    const spacedState = spaced?.[2] ? stateByCode(spaced[2]) : undefined;
    if (spaced?.[1] && spacedState) {
      places.push(formatPlace(spaced[1], spacedState));
      continue;
    }
    const state = next === undefined ? undefined : resolveState(stripToken(next));
    if (state) {
      places.push(formatPlace(city, state));
      i += 1;
      continue;
    }
    const bare = BARE_CITY_STATES[stripped.toLowerCase()] ?? BARE_CITY_STATES[city.toLowerCase()];
    const bareState = bare ? stateByCode(bare) : undefined;
    if (bareState) places.push(formatPlace(city, bareState));
  }
  return places;
}

/**
 * All distinct US "City, ST" places named in a free-text location, in order of appearance.
 * Returns [] for "Remote - US", "United States", foreign places and anything it cannot place.
 */
export function parseUsPlaces(location: string | null | undefined): string[] {
  if (!location) return [];
  const segments = location.split(/\s*(?:;|\||\/|\n|\bor\b| & )\s*/);
  const seen = new Set<string>();
  const out: string[] = [];
  for (const segment of segments) {
    for (const place of placesInSegment(segment)) {
      if (!seen.has(place)) {
        seen.add(place);
        out.push(place);
      }
    }
  }
  // "New York, New York, United States, Los Angeles, United States" is one segment naming two places.
  return out;
}

/** A place from a structured postal address (Ashby), when its country is the US. */
export function placeFromAddress(
  locality: string | null | undefined,
  region: string | null | undefined,
  country: string | null | undefined,
): string | undefined {
  if (!locality || !region) return undefined;
  if (country && !US_COUNTRY.test(country.trim().replace(/\.$/, ""))) return undefined;
  if (locality.includes(",")) {
    // "Los Angeles, CA" typed into the locality field.
    const [place] = parseUsPlaces(locality);
    if (place) return place;
    locality = locality.split(",")[0] ?? "";
  }
  const state = resolveState(region);
  const city = normalizeCity(locality);
  if (!state || city.length === 0 || !isPlausibleCity(city)) return undefined;
  return formatPlace(city, state);
}
