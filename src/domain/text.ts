// Text helpers shared by the pipeline, pages, feeds and server pages. Pure.

/** Compares two texts in US English order (names, titles, labels), as `a.localeCompare(b, "en-US")` does, with one
 * collator made once: localeCompare with a locale builds a new collator on every call, which makes sorting a list
 * on a slow phone take tens of milliseconds. Not for ISO dates or ids, which compare as plain strings. */
export const compareText: (a: string, b: string) => number = /* @__PURE__ */ new Intl.Collator("en-US").compare;

const ESCAPES: Readonly<Record<string, string>> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

/** Text made safe for HTML (and XML) content and attribute values. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
}

/** Lower-case slug for ids and addresses: "Microsoft Excel" → "microsoft-excel", "C#" → "c-sharp". */
export function slugify(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/\+/g, " plus ")
    .replace(/#/g, " sharp ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/**
 * Control characters (C0 but tab and line breaks, DEL, C1 U+0080–U+009F), the bidi embeddings, overrides and isolates,
 * the bidi marks (LRM, RLM, ALM) and the invisible characters that join or split nothing a reader sees: zero-width
 * space, word joiner and invisible operators, the deprecated format characters and the byte order mark. Zero-width
 * (non-)joiners stay: emoji sequences and several scripts need them.
 */
const UNSAFE_CHARACTERS =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this removes.
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u061c\u200b\u200e\u200f\u202a-\u202e\u2060-\u2064\u2066-\u206f\ufeff]/g;

/** Line breaks as a multi-line field keeps them (\n): CR LF, CR, and the Unicode line and paragraph separators. */
const LINE_BREAKS = /\r\n?|[\u2028\u2029]/g;

/**
 * Text a visitor typed, as the site keeps it: without control characters (NUL, BEL, ESC, NEL…) and without the
 * invisible marks that reorder or hide what is shown (bidi embeddings, overrides, isolates and marks, zero-width
 * spaces), which would reach emails, pages and exports raw. A single-line field also turns tabs and line breaks into
 * spaces; a multi-line one keeps tabs and line breaks (as \n, the line and paragraph separators included).
 */
export function cleanTypedText(value: string, multiline = false): string {
  const kept = value.replace(UNSAFE_CHARACTERS, "");
  return multiline ? kept.replace(LINE_BREAKS, "\n") : kept.replace(/[\t\r\n\u2028\u2029]/g, " ");
}

/** Names joined as a reader lists them: "a", "a and b", "a, b and c" ("" for none). */
export function andList(items: readonly string[]): string {
  return items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}
