// Text matching shared by every search box and by GET /api/search. Pure.

/** Lower-cased, accents removed, runs of non-alphanumerics collapsed to one space. */
export function normalizeText(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9+#.]+/g, " ")
    .trim();
}

/** True when every word of `query` occurs in at least one of `fields` (an empty query matches all). */
export function matchesQuery(query: string, fields: readonly (string | undefined)[]): boolean {
  const words = normalizeText(query).split(" ").filter(Boolean);
  if (words.length === 0) return true;
  const haystack = fields.map((f) => normalizeText(f ?? "")).join(" | ");
  return words.every((w) => haystack.includes(w));
}

/**
 * How well `query` names `title` (0 = not at all): exact 100, prefix 80, a word's prefix 60,
 * contained 40; otherwise 20 when every word occurs in `others`.
 */
export function matchScore(query: string, title: string, others: readonly (string | undefined)[] = []): number {
  const q = normalizeText(query);
  if (!q) return 0;
  const t = normalizeText(title);
  if (t === q) return 100;
  if (t.startsWith(q)) return 80;
  if (t.split(" ").some((word) => word.startsWith(q)) || t.includes(` ${q}`)) return 60;
  if (t.includes(q)) return 40;
  return matchesQuery(q, [title, ...others]) ? 20 : 0;
}
