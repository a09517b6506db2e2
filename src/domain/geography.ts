/**
 * US jurisdictions used across the site: the 50 states and the District of Columbia.
 * Names, USPS codes and Census FIPS codes are identifiers, not statistics.
 */
export interface UsJurisdiction {
  readonly name: string;
  /** USPS two-letter code, e.g. "CA". */
  readonly code: string;
  /** Two-digit Census FIPS code, e.g. "06". */
  readonly fips: string;
}

export const US_STATES: readonly UsJurisdiction[] = [
  { name: "Alabama", code: "AL", fips: "01" },
  { name: "Alaska", code: "AK", fips: "02" },
  { name: "Arizona", code: "AZ", fips: "04" },
  { name: "Arkansas", code: "AR", fips: "05" },
  { name: "California", code: "CA", fips: "06" },
  { name: "Colorado", code: "CO", fips: "08" },
  { name: "Connecticut", code: "CT", fips: "09" },
  { name: "Delaware", code: "DE", fips: "10" },
  { name: "District of Columbia", code: "DC", fips: "11" },
  { name: "Florida", code: "FL", fips: "12" },
  { name: "Georgia", code: "GA", fips: "13" },
  { name: "Hawaii", code: "HI", fips: "15" },
  { name: "Idaho", code: "ID", fips: "16" },
  { name: "Illinois", code: "IL", fips: "17" },
  { name: "Indiana", code: "IN", fips: "18" },
  { name: "Iowa", code: "IA", fips: "19" },
  { name: "Kansas", code: "KS", fips: "20" },
  { name: "Kentucky", code: "KY", fips: "21" },
  { name: "Louisiana", code: "LA", fips: "22" },
  { name: "Maine", code: "ME", fips: "23" },
  { name: "Maryland", code: "MD", fips: "24" },
  { name: "Massachusetts", code: "MA", fips: "25" },
  { name: "Michigan", code: "MI", fips: "26" },
  { name: "Minnesota", code: "MN", fips: "27" },
  { name: "Mississippi", code: "MS", fips: "28" },
  { name: "Missouri", code: "MO", fips: "29" },
  { name: "Montana", code: "MT", fips: "30" },
  { name: "Nebraska", code: "NE", fips: "31" },
  { name: "Nevada", code: "NV", fips: "32" },
  { name: "New Hampshire", code: "NH", fips: "33" },
  { name: "New Jersey", code: "NJ", fips: "34" },
  { name: "New Mexico", code: "NM", fips: "35" },
  { name: "New York", code: "NY", fips: "36" },
  { name: "North Carolina", code: "NC", fips: "37" },
  { name: "North Dakota", code: "ND", fips: "38" },
  { name: "Ohio", code: "OH", fips: "39" },
  { name: "Oklahoma", code: "OK", fips: "40" },
  { name: "Oregon", code: "OR", fips: "41" },
  { name: "Pennsylvania", code: "PA", fips: "42" },
  { name: "Rhode Island", code: "RI", fips: "44" },
  { name: "South Carolina", code: "SC", fips: "45" },
  { name: "South Dakota", code: "SD", fips: "46" },
  { name: "Tennessee", code: "TN", fips: "47" },
  { name: "Texas", code: "TX", fips: "48" },
  { name: "Utah", code: "UT", fips: "49" },
  { name: "Vermont", code: "VT", fips: "50" },
  { name: "Virginia", code: "VA", fips: "51" },
  { name: "Washington", code: "WA", fips: "53" },
  { name: "West Virginia", code: "WV", fips: "54" },
  { name: "Wisconsin", code: "WI", fips: "55" },
  { name: "Wyoming", code: "WY", fips: "56" },
];

const BY_CODE = new Map(US_STATES.map((s) => [s.code, s]));
const BY_NAME = new Map(US_STATES.map((s) => [s.name.toLowerCase(), s]));
const BY_FIPS = new Map(US_STATES.map((s) => [s.fips, s]));

/** Looks a jurisdiction up by USPS code (case-insensitive). */
export function stateByCode(code: string): UsJurisdiction | undefined {
  return BY_CODE.get(code.trim().toUpperCase());
}

/** Looks a jurisdiction up by full name (case-insensitive; "Washington DC" and "D.C." variants included). */
export function stateByName(name: string): UsJurisdiction | undefined {
  const key = name.trim().toLowerCase().replace(/\s+/g, " ");
  if (key === "washington dc" || key === "washington d.c." || key === "d.c." || key === "washington, d.c.") {
    return BY_CODE.get("DC");
  }
  return BY_NAME.get(key);
}

/** Looks a jurisdiction up by two-digit FIPS code. */
export function stateByFips(fips: string): UsJurisdiction | undefined {
  return BY_FIPS.get(fips.padStart(2, "0"));
}

/**
 * How many states a set of jurisdiction codes holds, the District of Columbia said apart: "45 states and the District
 * of Columbia", "50 states". The one count of states every page, methodology and report gives for a set of codes.
 */
export function jurisdictionCount(codes: Iterable<string>): string {
  const unique = new Set([...codes].map((c) => c.toUpperCase()));
  const dc = unique.delete("DC");
  const states = unique.size;
  return `${states} ${states === 1 ? "state" : "states"}${dc ? " and the District of Columbia" : ""}`;
}
