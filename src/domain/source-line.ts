/**
 * The one short source line under a card ("BLS JOLTS, June 2026"): the sources' short names and the period shown.
 * The full titles, series and method sit behind the card's "How this is measured" disclosure. Pure.
 */
import { formatReferencePeriod } from "./format.ts";
import type { Source } from "./provenance.ts";
import { andList as listOf } from "./text.ts";

/** Short names of the dataset's sources, by source id, as a reader knows them. */
const SHORT_NAMES: Readonly<Record<string, string>> = {
  "bls-jolts-national": "BLS JOLTS",
  "bls-jolts-levels": "BLS JOLTS",
  "bls-jolts-industries": "BLS JOLTS",
  "bls-jolts-industry-hires": "BLS JOLTS",
  "bls-cps-unemployment": "BLS CPS",
  "bls-laus-states": "BLS LAUS",
  "bls-ces-states": "BLS CES",
  "bls-ces-industries": "BLS CES",
  "bls-ces-health-care": "BLS CES",
  "bls-national-fred": "BLS CES",
  "bls-oews-national": "BLS OEWS",
  "bls-oews-states": "BLS OEWS",
  "bls-oews-areas": "BLS OEWS",
  "bls-employment-projections": "BLS Employment Projections",
  "bls-release-calendar": "BLS release calendar",
  "census-cbsa": "Census Bureau",
  "onet-occupations": "O*NET",
  onet: "O*NET",
  "dingel-neiman": "Dingel & Neiman",
  warn: "State WARN notices",
  greenhouse: "Greenhouse job boards",
  "greenhouse-companies": "Greenhouse job boards",
  ashby: "Ashby job boards",
  themuse: "The Muse",
  usajobs: "USAJOBS",
  indeed: "Indeed Hiring Lab",
};

export interface SourceRef {
  readonly id?: string;
  readonly publisher: string;
}

/** A source's short name: the known one for its id, else its publisher up to the first comma or parenthesis. */
export function shortSourceName(source: SourceRef): string {
  const known = source.id === undefined ? undefined : SHORT_NAMES[source.id];
  return known ?? (source.publisher.split(/[,(]/)[0] ?? source.publisher).trim();
}

/**
 * "BLS JOLTS, June 2026"; BLS programmes share one "BLS" ("BLS JOLTS, CPS and CES, April 2026 – July 2026"); each
 * name once, in the sources' order.
 */
export function sourceLine(sources: readonly SourceRef[], asOf: string): string {
  const names = [...new Set(sources.map(shortSourceName))];
  const bls = names.filter((n) => n.startsWith("BLS "));
  const others = names.filter((n) => !n.startsWith("BLS "));
  const parts = [...(bls.length ? [`BLS ${listOf(bls.map((n) => n.slice(4)))}`] : []), ...others];
  const who = parts.length > 1 && bls.length ? `${parts[0]}; ${listOf(parts.slice(1))}` : listOf(parts);
  return asOf ? `${who}, ${asOf}` : who;
}

/** A source in full, for "How this is measured": its publisher and title, and one sentence each for its period,
 * series, files and licence or attribution ("Period May 2025. Series OEUN…. Files oews/….xlsx. Public domain."). */
export function sourceDetail(source: Source): { title: string; detail: string } {
  return {
    title: `${source.publisher}: ${source.title}`,
    detail: [
      `Period ${formatReferencePeriod(source.referencePeriod)}`,
      source.series?.length ? `Series ${source.series.join(", ")}` : null,
      `Files ${source.files.join(", ")}`,
      source.attribution ?? source.licence,
    ]
      .filter((part): part is string => Boolean(part))
      .map((part) => (part.endsWith(".") ? part : `${part}.`))
      .join(" "),
  };
}
