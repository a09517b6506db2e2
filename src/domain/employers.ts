// Which filed employer names name the same employer. WARN registers file one employer field per notice, and
// states write the same employer many ways ("Amazon (SJC11 Facility)", "Amazon - MAB1", "Amazon LAX10",
// "Amazon.com Services, Inc."). Pure.

/** Legal forms set aside at the end of a name ("Acme, Inc." = "Acme Corp" = "Acme"). */
const LEGAL_FORMS = new Set([
  "inc",
  "incorporated",
  "llc",
  "corp",
  "corporation",
  "co",
  "company",
  "ltd",
  "limited",
  "lp",
  "llp",
  "plc",
  "pllc",
  "pc",
  "na",
]);

/** Words that name a site of the employer rather than the employer ("Amazon MAK7 Facility", "Kmart Store #3671"). */
const SITE_WORDS = new Set(["facility", "store", "plant", "site", "location", "warehouse", "branch", "no", "number"]);

/** Case, punctuation and spacing folded: "WELLS  FARGO, N.A." → "wells fargo n a"; "&" reads "and". */
export function foldEmployerName(name: string): string {
  return name
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}

/**
 * The employer a filed name names, as a comparison key: case and punctuation folded, and set aside what names the
 * filing rather than the employer — a trade name after "d/b/a", parentheses, a site after " - " or " at ", a web
 * suffix (".com"), trailing site codes and numbers ("LAX10", "SAN 13", "#3671", "Facility"), legal forms ("Inc",
 * "LLC", "N.A."). "Amazon (SJC11 Facility)", "Amazon - MAB1" and "Amazon LAX 35" → "amazon". Never empty: a name
 * that is nothing but such parts keeps its folded form.
 */
export function canonicalEmployerName(name: string): string {
  const core = name
    .replace(/\b(d\/b\/a|dba|f\/k\/a|fka|a\/k\/a)\b.*$/is, " ")
    .replace(/\([^)]*\)?/g, " ")
    .replace(/\s+[-–—]\s+.*$/s, " ")
    .replace(/\s+at\s+.*$/is, " ")
    .replace(/-(?=[A-Z]{2,4}\d)/g, " ")
    .replace(/\.com\b/gi, " ")
    .replace(/\bL\.\s?L\.\s?C\b/gi, "LLC")
    .replace(/\bN\.\s?A\b/g, "NA")
    .replace(/&/g, " and ");
  const tokens = core.split(/[^A-Za-z0-9]+/).filter(Boolean);
  while (tokens.length > 1) {
    const last = tokens.at(-1) ?? "";
    const lower = last.toLowerCase();
    if (/\d/.test(last)) {
      tokens.pop();
      // A site code written apart from its number ("SAN 13", "LAX 35").
      const code = tokens.at(-1) ?? "";
      if (tokens.length > 1 && /^[A-Z]{2,4}$/.test(code)) tokens.pop();
    } else if (LEGAL_FORMS.has(lower) || SITE_WORDS.has(lower)) {
      tokens.pop();
    } else break;
  }
  if (tokens.length > 1 && tokens[0]?.toLowerCase() === "the") tokens.shift();
  return tokens.join(" ").toLowerCase() || foldEmployerName(name) || name.trim().toLowerCase();
}
