// The occupation page's sources: one short line per section ("BLS Occupational Employment and Wage Statistics, May
// 2025"), and, one click away, each source's full title, files and series. Built from the occupations entity's
// sources, so a period is never written by hand. Pure.
import { formatReferencePeriod } from "~/domain/format";
import type { Source } from "~/domain/provenance";
import { sourceDetail } from "~/domain/source-line";
import { requireSource } from "~/domain/source-lookup";

/** Each source the page cites, by its id in the occupations entity. */
export const SECTION_SOURCES = {
  about: ["onet-occupations"],
  pay: ["bls-oews-national"],
  where: ["bls-oews-states", "bls-oews-areas"],
  outlook: ["bls-employment-projections"],
  takes: ["bls-employment-projections", "onet-occupations"],
  skills: ["onet-occupations"],
  next: ["onet-occupations", "bls-oews-national", "bls-employment-projections"],
} as const satisfies Record<string, readonly string[]>;
export type SectionKey = keyof typeof SECTION_SOURCES;

const SHORT_NAMES: Readonly<Record<string, string>> = {
  "bls-oews-national": "BLS Occupational Employment and Wage Statistics (national)",
  "bls-oews-states": "BLS Occupational Employment and Wage Statistics (states)",
  "bls-oews-areas":
    "BLS Occupational Employment and Wage Statistics (metro and nonmetro areas) with BEA Regional Price Parities",
  "bls-employment-projections": "BLS Employment Projections",
};

/** The O*NET release a source cites ("O*NET 29.3 Database"), from its attribution. */
function onetRelease(source: Source): string | null {
  return /O\*NET [\d.]+ Database/.exec(source.attribution ?? "")?.[0] ?? null;
}

/** A source in a few words with its period: "BLS Employment Projections, 2024 – 2034"; O*NET by its release. */
export function shortSource(source: Source): string {
  const release = source.id.startsWith("onet") ? onetRelease(source) : null;
  if (release) return release;
  return `${SHORT_NAMES[source.id] ?? source.title}, ${formatReferencePeriod(source.referencePeriod)}`;
}

function pick(sources: readonly Source[], key: SectionKey): Source[] {
  return SECTION_SOURCES[key].map((id) => requireSource(sources, id, "the occupations dataset"));
}

/** One short line: "Source: BLS Employment Projections, 2024 – 2034; O*NET 29.3 Database." */
export function sourceLine(sources: readonly Source[], key: SectionKey): string {
  return `Source: ${pick(sources, key).map(shortSource).join("; ")}.`;
}

/** The section's sources in full, for "How this is measured". */
export function sourceDetails(sources: readonly Source[], key: SectionKey) {
  return pick(sources, key).map(sourceDetail);
}
