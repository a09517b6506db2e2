// Text matching shared by every search box and by GET /api/search. Pure (the memo below caches a
// deterministic function of each record's text).

/** Lower-cased, accents removed, runs of non-alphanumerics collapsed to one space. */
export function normalizeText(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9+#.]+/g, " ")
    .trim();
}

/** Longest free text a search or filter takes, in characters, counted after NFKC normalisation. */
export const SEARCH_MAX_CHARS = 100;
/** Most words a search takes: every word is looked for in every record, so each one multiplies the work. */
export const SEARCH_MAX_WORDS = 12;

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this finds.
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/g;

/**
 * Free text as a search takes it: NFKC-normalised first (so that one character that stands for several, such as
 * "⒠" for "(e)", is counted as what it becomes), control characters turned to spaces, trimmed.
 */
export function cleanSearchText(raw: string): string {
  return raw.normalize("NFKC").replace(CONTROL_CHARACTERS, " ").trim();
}

/** The words of a query as the matching looks for them. */
export function searchWords(text: string): string[] {
  return normalizeText(text).split(" ").filter(Boolean);
}

interface Normalized {
  title: string;
  /** Title and the other fields, normalised, joined. */
  all: string;
}

/**
 * Normalised text of a record, computed once per record object: the API's dataset records live as
 * long as their dataset version, so a search over tens of thousands of them does not normalise
 * their text again on every request. A record must always be matched with the same fields.
 */
const memo = new WeakMap<object, Normalized>();
function normalizedOf(record: object | undefined, title: string, others: readonly (string | undefined)[]): Normalized {
  const cached = record && memo.get(record);
  if (cached) return cached;
  const value = { title: normalizeText(title), all: [title, ...others].map((f) => normalizeText(f ?? "")).join(" | ") };
  if (record) memo.set(record, value);
  return value;
}

function everyWord(normalizedQuery: string, haystack: string): boolean {
  return normalizedQuery.split(" ").every((w) => !w || haystack.includes(w));
}

/**
 * True when every word of `query` occurs in at least one of `fields` (an empty query matches all).
 * Pass the record the fields belong to (`key`) to reuse their normalised text across calls.
 */
export function matchesQuery(query: string, fields: readonly (string | undefined)[], key?: object): boolean {
  return matchesNormalized(normalizeText(query), fields, key);
}

/** matchesQuery for a query already passed through normalizeText. */
export function matchesNormalized(q: string, fields: readonly (string | undefined)[], key?: object): boolean {
  if (!q) return true;
  const [first = "", ...rest] = fields;
  return everyWord(q, normalizedOf(key, first ?? "", rest).all);
}

/**
 * How well the query `q` (already passed through normalizeText: normalise it once per search, not per
 * record) names `title` (0 = not at all): exact 100, prefix 80, a word's prefix 60, contained 40;
 * otherwise 20 when every word occurs in the title or `others`.
 */
export function scoreNormalized(
  q: string,
  title: string,
  others: readonly (string | undefined)[] = [],
  key?: object,
): number {
  if (!q) return 0;
  const n = normalizedOf(key, title, others);
  const t = n.title;
  if (t === q) return 100;
  if (t.startsWith(q)) return 80;
  if (t.includes(` ${q}`)) return 60;
  if (t.includes(q)) return 40;
  return everyWord(q, n.all) ? 20 : 0;
}
