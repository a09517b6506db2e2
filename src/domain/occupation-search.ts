// Finding occupations by the words people use: an index of each occupation's title terms (its OEWS title and the
// titles O*NET reports for it) and the ranking of a query against it. Pure; the pipeline builds the index with
// occupationTerms, and the API, the job-roles explorer and the /occupations page search it with searchOccupations.
// It loads no zod, as the browser runs it.
import { normalizeText } from "./search.ts";
import { compareText } from "./text.ts";

/** Where the site serves the index (a static file built from the dataset), for searches in the browser. */
export const OCCUPATION_INDEX_URL = "/occupation-index.json";

/** Words that name no job: left out of terms and queries. */
const STOP_WORDS = new Set([
  "a",
  "all",
  "an",
  "and",
  "as",
  "at",
  "by",
  "except",
  "for",
  "in",
  "of",
  "on",
  "or",
  "other",
  "the",
  "to",
  "with",
]);

/** Most words of its alternate titles an occupation's index entry keeps beyond its reported titles'. */
export const TERM_LIMIT = 30;

/** One occupation in the search index (its schema, for the server and the pipeline: occupation-index-schema.ts). */
export interface OccupationIndexRow {
  readonly soc: string;
  readonly slug: string;
  readonly title: string;
  /** National employment: with the share of its titles a query's words use, it orders equal matches (reach). */
  readonly employment: number;
  /**
   * Lower-case singular words and short phrases of its O*NET titles, deduplicated, most used first. Indexes built
   * before counts were kept also hold its own title's words, first.
   */
  readonly terms: readonly string[];
  /** How many distinct O*NET titles (reported and alternate) the occupation has; absent in indexes built before. */
  readonly titles?: number | undefined;
  /**
   * Per term (same order), how many of those titles use it, up to the last term more than one title uses: the
   * terms after it are used by one title each. Absent in indexes built before.
   */
  readonly counts?: readonly number[] | undefined;
}

const isCount = (n: unknown): n is number => typeof n === "number" && Number.isInteger(n) && n >= 0;

/**
 * True when a fetched value has the index's shape (rows with a SOC code, slug, title, employment and terms, and
 * where present a title count and one count per term): a cheap check for the browser, which does not load zod, so
 * that a wrong file means no title search rather than an error.
 */
export function isOccupationIndex(value: unknown): value is OccupationIndexRow[] {
  return (
    Array.isArray(value) &&
    value.every(
      (r) =>
        typeof r?.soc === "string" &&
        typeof r.slug === "string" &&
        typeof r.title === "string" &&
        typeof r.employment === "number" &&
        Array.isArray(r.terms) &&
        r.terms.every((t: unknown) => typeof t === "string") &&
        (r.titles === undefined || isCount(r.titles)) &&
        (r.counts === undefined ||
          (Array.isArray(r.counts) && r.counts.length <= r.terms.length && r.counts.every(isCount))),
    )
  );
}

/** The singular of a plural word as job titles use them ("nurses" → "nurse", "secretaries" → "secretary"). */
export function singular(word: string): string {
  if (word.length > 4 && word.endsWith("ies")) return `${word.slice(0, -3)}y`;
  if (word.length > 4 && /(ch|sh|x|ss)es$/.test(word)) return word.slice(0, -2);
  if (word.length > 3 && word.endsWith("s") && !/(ss|us|is)$/.test(word)) return word.slice(0, -1);
  return word;
}

/** The words of a title or a query as the index holds them: normalised, singular, without stop words. */
export function titleWords(text: string): string[] {
  return normalizeText(text)
    .split(" ")
    .filter((w) => w && !STOP_WORDS.has(w))
    .map(singular);
}

/** An occupation's index terms, with how many of its O*NET titles use each. */
export interface OccupationTerms {
  readonly terms: string[];
  /**
   * Per term, how many of the `titles` distinct O*NET titles use it (as a word, or a phrase's words in a row), up to
   * the last term more than one uses (every term is used by at least one; the index is shipped to the browser).
   */
  readonly counts: number[];
  readonly titles: number;
}

/**
 * An occupation's terms beyond its own title's words (which name all of it, and which the search takes from its
 * title): the words and whole titles (two or three words) of the titles O*NET's incumbents report; then, up to
 * TERM_LIMIT more, the words its alternate titles use most (those used once only where they end a title, such as the
 * "coder" of "Computer Language Coder"). Each term is counted in its distinct reported and alternate titles (told
 * apart by their words) that use it, and the terms go most used first (then in code-point order).
 */
export function occupationTerms(
  title: string,
  reported: readonly string[],
  alternate: readonly string[],
): OccupationTerms {
  const own = new Set(titleWords(title));
  const fromReported = new Set<string>();
  for (const t of reported) {
    const words = titleWords(t);
    for (const w of words) if (!own.has(w)) fromReported.add(w);
    if (words.length >= 2 && words.length <= 3) fromReported.add(words.join(" "));
  }
  // Every distinct title once, as its words joined by spaces.
  const all = [...new Set([...reported, ...alternate].map((t) => titleWords(t).join(" ")))].filter(Boolean);
  const uses = new Map<string, number>();
  const heads = new Set<string>();
  for (const t of all) {
    const words = t.split(" ");
    heads.add(words.at(-1) ?? "");
    for (const w of new Set(words)) uses.set(w, (uses.get(w) ?? 0) + 1);
  }
  const alternates = [...uses]
    .filter(([w, n]) => !own.has(w) && !fromReported.has(w) && (n >= 2 || heads.has(w)))
    .sort((a, b) => b[1] - a[1] || byCode(a[0], b[0]))
    .slice(0, TERM_LIMIT)
    .map(([w]) => w);
  const padded = all.map((t) => ` ${t} `);
  const countOf = (term: string) =>
    term.includes(" ") ? padded.filter((t) => t.includes(` ${term} `)).length : (uses.get(term) ?? 0);
  const terms = [...fromReported, ...alternates]
    .map((term) => ({ term, count: countOf(term) }))
    .sort((a, b) => b.count - a.count || byCode(a.term, b.term));
  const counts = terms.map((t) => t.count);
  while (counts.at(-1) === 1) counts.pop();
  return { terms: terms.map((t) => t.term), counts, titles: all.length };
}

/** Plain code-point order, so the index's bytes do not depend on a locale. */
function byCode(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

interface Prepared {
  title: string[];
  /** Each term's share of the occupation's titles that use it (1 for its own title's words). */
  shares: Map<string, number>;
}
const prepared = new WeakMap<OccupationIndexRow, Prepared>();
function prepare(row: OccupationIndexRow): Prepared {
  let p = prepared.get(row);
  if (!p) {
    const title = titleWords(row.title);
    const { counts, titles } = row;
    // A term beyond the counts is used by one title; an index without counts (built before they were kept) treats
    // every term as the whole occupation's.
    const share = (i: number) => (counts && titles ? Math.min(1, (counts[i] ?? 1) / titles) : 1);
    const shares = new Map(row.terms.map((t, i) => [t, share(i)]));
    for (const w of title) shares.set(w, 1);
    p = { title, shares };
    prepared.set(row, p);
  }
  return p;
}

/**
 * Match strengths: the title itself, one of its reported titles, every word in its title, every word in its title or
 * terms, the last word only begun.
 */
export const MATCH_SCORES = { title: 100, phrase: 90, titleWords: 80, terms: 60, prefix: 30 } as const;

export interface OccupationMatch {
  readonly row: OccupationIndexRow;
  /** How the query names it: one of MATCH_SCORES. */
  readonly score: number;
  /**
   * How many of its workers the query's words likely name: its national employment times the share of its O*NET
   * titles that use each word (multiplied, as if the words were independent; 1 for a word of its own title, and for
   * a whole reported title the share of titles that hold it). It orders equal scores, so that a word many of a large
   * occupation's titles use leads: the everyday meaning first ("warehouse": Stockers and Order Fillers, a large
   * occupation many of whose titles use it, before Database Architects, a small one with a few "Data Warehouse …").
   */
  readonly reach: number;
}

/** How a query (its titleWords) names an occupation and how many of its workers it likely names; null for none. */
export function occupationMatch(words: readonly string[], row: OccupationIndexRow): OccupationMatch | null {
  if (words.length === 0) return null;
  const p = prepare(row);
  const phrase = words.join(" ");
  const found = words.map((w) => p.shares.get(w));
  const reach = (shares: readonly (number | undefined)[]) =>
    shares.reduce<number>((r, s) => r * (s ?? 0), row.employment);
  if (p.title.join(" ") === phrase) return { row, score: MATCH_SCORES.title, reach: row.employment };
  const phraseShare = words.length > 1 ? p.shares.get(phrase) : undefined;
  if (phraseShare !== undefined) return { row, score: MATCH_SCORES.phrase, reach: row.employment * phraseShare };
  if (words.every((w) => p.title.includes(w))) return { row, score: MATCH_SCORES.titleWords, reach: row.employment };
  if (found.every((s) => s !== undefined)) return { row, score: MATCH_SCORES.terms, reach: reach(found) };
  const last = words.at(-1) ?? "";
  if (last.length < 2 || !found.slice(0, -1).every((s) => s !== undefined)) return null;
  let begun: number | undefined;
  for (const [t, s] of p.shares) {
    if (!t.includes(" ") && t.startsWith(last) && (begun === undefined || s > begun)) begun = s;
  }
  return begun === undefined ? null : { row, score: MATCH_SCORES.prefix, reach: reach([...found.slice(0, -1), begun]) };
}

/**
 * Occupations matching `query`, best first: by score, then by reach (the everyday meaning first), then the most
 * employed, then by title; empty for an empty query.
 */
export function searchOccupations(query: string, index: readonly OccupationIndexRow[]): OccupationMatch[] {
  const words = titleWords(query);
  if (words.length === 0) return [];
  return index
    .map((row) => occupationMatch(words, row))
    .filter((m): m is OccupationMatch => m !== null)
    .sort(
      (a, b) =>
        b.score - a.score ||
        b.reach - a.reach ||
        b.row.employment - a.row.employment ||
        compareText(a.row.title, b.row.title),
    );
}

/** The SOC codes of every occupation matching `query` (for filters that keep their own order). */
export function matchingSocs(query: string, index: readonly OccupationIndexRow[]): Set<string> {
  return new Set(searchOccupations(query, index).map((m) => m.row.soc));
}
