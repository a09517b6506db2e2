// A place page's sources: one short line per section, and, one click away, each source's full title, period, series
// and files. Built from the dataset's entity sources, so a period is never written by hand; the payroll series is
// cited for the months the page shows. Pure.
import { formatReferencePeriod } from "~/domain/format";
import type { Source } from "~/domain/provenance";
import { sourceDetail } from "~/domain/source-line";
import { requireSource } from "~/domain/source-lookup";

/** The sources each section cites, by id. */
export const PLACE_SECTION_SOURCES = {
  "occupations-state": ["bls-oews-states"],
  "occupations-area": ["bls-oews-areas"],
  "growing-state": ["bls-employment-projections", "bls-oews-states"],
  "growing-area": ["bls-employment-projections", "bls-oews-areas"],
  prices: ["bls-oews-areas"],
  geography: ["census-cbsa"],
  areas: ["bls-oews-areas", "census-cbsa"],
  jobs: ["bls-ces-states", "bls-laus-states", "indeed"],
  postings: ["greenhouse", "ashby", "themuse"],
  warn: ["warn"],
} as const satisfies Record<string, readonly string[]>;
export type PlaceSectionKey = keyof typeof PLACE_SECTION_SOURCES;

const SHORT_NAMES: Readonly<Record<string, string>> = {
  "bls-oews-states": "BLS OEWS state estimates",
  "bls-oews-areas": "BLS OEWS area estimates with BEA Regional Price Parities",
  "bls-employment-projections": "BLS Employment Projections",
  "bls-ces-states": "BLS Current Employment Statistics (states)",
  "bls-laus-states": "BLS Local Area Unemployment Statistics",
  indeed: "Indeed Hiring Lab Job Postings Index",
  "census-cbsa": "Census CBSA delineation",
  greenhouse: "Greenhouse job boards",
  ashby: "Ashby job boards",
  themuse: "The Muse",
  warn: "State WARN notices (WARN Notice Register)",
};

function pick(sources: readonly Source[], key: PlaceSectionKey, periods: Readonly<Record<string, string>>): Source[] {
  return PLACE_SECTION_SOURCES[key].map((id) => {
    const source = requireSource(sources, id);
    return periods[id] ? { ...source, referencePeriod: periods[id] } : source;
  });
}

/**
 * The section's source line and details. `periods` overrides a source's period where the page shows another span of
 * its data (the payroll months of a state).
 */
export function placeSources(
  sources: readonly Source[],
  key: PlaceSectionKey,
  periods: Readonly<Record<string, string>> = {},
) {
  const list = pick(sources, key, periods);
  return {
    source: `Source: ${list.map((s) => `${SHORT_NAMES[s.id] ?? s.title}, ${formatReferencePeriod(s.referencePeriod)}`).join("; ")}.`,
    sources: list.map(sourceDetail),
  };
}
