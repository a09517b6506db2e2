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

/** Control characters (C0 but tab and line breaks, DEL, C1) and the bidi embeddings, overrides and isolates. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this removes.
const UNSAFE_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;

/**
 * Text a visitor typed, as the site keeps it: without control characters (NUL, BEL, ESC…) and without the invisible
 * marks that reorder what is shown (bidi embeddings, overrides and isolates), which would reach emails, pages and
 * exports raw. A single-line field also turns tabs and line breaks into spaces; a multi-line one keeps tabs and line
 * breaks (as \n).
 */
export function cleanTypedText(value: string, multiline = false): string {
  const kept = value.replace(UNSAFE_CHARACTERS, "");
  return multiline ? kept.replace(/\r\n?/g, "\n") : kept.replace(/[\t\r\n]/g, " ");
}

/** Names joined as a reader lists them: "a", "a and b", "a, b and c" ("" for none). */
export function andList(items: readonly string[]): string {
  return items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}
