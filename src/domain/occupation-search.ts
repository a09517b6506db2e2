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

/** Most terms an occupation's index entry keeps beyond its own title's and its reported titles'. */
export const TERM_LIMIT = 30;

/** One occupation in the search index (its schema, for the server and the pipeline: occupation-index-schema.ts). */
export interface OccupationIndexRow {
  readonly soc: string;
  readonly slug: string;
  readonly title: string;
  /** National employment, which orders occupations that match equally well. */
  readonly employment: number;
  /** Lower-case singular words and short phrases of its titles, deduplicated, most telling first. */
  readonly terms: readonly string[];
}

/**
 * True when a fetched value has the index's shape (rows with a SOC code, slug, title, employment and terms): a cheap
 * check for the browser, which does not load zod, so that a wrong file means no title search rather than an error.
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
        r.terms.every((t: unknown) => typeof t === "string"),
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

/**
 * An occupation's terms, most telling first: the words of its own title; the words and whole titles (two or
 * three words) of the titles O*NET's incumbents report; then, up to TERM_LIMIT more, the words its alternate titles
 * use most (those used once only where they end a title, such as the "coder" of "Computer Language Coder").
 */
export function occupationTerms(title: string, reported: readonly string[], alternate: readonly string[]): string[] {
  const first: string[] = [...titleWords(title)];
  for (const t of reported) {
    const words = titleWords(t);
    first.push(...words);
    if (words.length >= 2 && words.length <= 3) first.push(words.join(" "));
  }
  const counts = new Map<string, number>();
  const heads = new Set<string>();
  for (const t of new Set([...reported, ...alternate])) {
    const words = titleWords(t);
    const head = words.at(-1);
    if (head) heads.add(head);
    for (const w of new Set(words)) counts.set(w, (counts.get(w) ?? 0) + 1);
  }
  const own = new Set(first);
  const rest = [...counts]
    .filter(([w, n]) => !own.has(w) && (n >= 2 || heads.has(w)))
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0))
    .slice(0, TERM_LIMIT)
    .map(([w]) => w);
  return [...own, ...rest];
}

interface Prepared {
  title: string[];
  positions: Map<string, number>;
}
const prepared = new WeakMap<OccupationIndexRow, Prepared>();
function prepare(row: OccupationIndexRow): Prepared {
  let p = prepared.get(row);
  if (!p) {
    p = { title: titleWords(row.title), positions: new Map(row.terms.map((t, i) => [t, i])) };
    prepared.set(row, p);
  }
  return p;
}

/** Match strengths: the title itself, one of its reported titles, every word in its title, every word in its terms. */
export const MATCH_SCORES = { title: 100, phrase: 90, titleWords: 80, terms: 60, prefix: 30 } as const;

/**
 * How well a query (its titleWords) names an occupation, 0 for not at all: its title (100); a whole reported title
 * (90); every word in its title (80); every word among its terms, the more telling the terms the higher (40–60); the
 * last word only begun, as while typing (30).
 */
export function occupationScore(words: readonly string[], row: OccupationIndexRow): number {
  if (words.length === 0) return 0;
  const p = prepare(row);
  const phrase = words.join(" ");
  if (p.title.join(" ") === phrase) return MATCH_SCORES.title;
  if (words.length > 1 && p.positions.has(phrase)) return MATCH_SCORES.phrase;
  if (words.every((w) => p.title.includes(w))) return MATCH_SCORES.titleWords;
  const found = words.map((w) => p.positions.get(w) ?? p.title.indexOf(w));
  if (found.every((i) => i >= 0)) return MATCH_SCORES.terms - Math.min(Math.max(...found), 40) / 2;
  const last = words.at(-1) ?? "";
  const begun =
    last.length >= 2 &&
    found.slice(0, -1).every((i) => i >= 0) &&
    [...p.title, ...row.terms].some((t) => !t.includes(" ") && t.startsWith(last));
  return begun ? MATCH_SCORES.prefix : 0;
}

export interface OccupationMatch {
  readonly row: OccupationIndexRow;
  readonly score: number;
}

/** Occupations matching `query`, best first (then most employed, then by title); empty for an empty query. */
export function searchOccupations(query: string, index: readonly OccupationIndexRow[]): OccupationMatch[] {
  const words = titleWords(query);
  if (words.length === 0) return [];
  return index
    .map((row) => ({ row, score: occupationScore(words, row) }))
    .filter((m) => m.score > 0)
    .sort((a, b) => b.score - a.score || b.row.employment - a.row.employment || compareText(a.row.title, b.row.title));
}

/** The SOC codes of every occupation matching `query` (for filters that keep their own order). */
export function matchingSocs(query: string, index: readonly OccupationIndexRow[]): Set<string> {
  return new Set(searchOccupations(query, index).map((m) => m.row.soc));
}
