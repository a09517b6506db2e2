// Text for the 14 standard PDF fonts, which encode text as WinAnsi (Windows-1252).
import { required } from "../../domain/required.ts";

// Characters of the data outside WinAnsi, and what is written instead.
const REPLACEMENTS: Readonly<Record<string, string>> = {
  "\u2192": "->",
  "\u2190": "<-",
  "\u2212": "-",
  "\u2010": "-",
  "\u2011": "-",
  "\u2264": "<=",
  "\u2265": ">=",
  "\u2248": "~",
  "\u2009": " ",
  "\u202f": " ",
  "\u2002": " ",
  "\u2003": " ",
  "\ufffd": "",
};
// Code points above Latin-1 that WinAnsi does encode (PDFKit maps them).
const WIN_ANSI_EXTRA = new Set([
  0x0152, 0x0153, 0x0160, 0x0161, 0x0178, 0x017d, 0x017e, 0x0192, 0x02c6, 0x02dc, 0x2013, 0x2014, 0x2018, 0x2019,
  0x201a, 0x201c, 0x201d, 0x201e, 0x2020, 0x2021, 0x2022, 0x2026, 0x2030, 0x2039, 0x203a, 0x20ac, 0x2122,
]);

function encodable(cp: number): boolean {
  return (cp >= 0x20 && cp <= 0x7e) || (cp >= 0xa0 && cp <= 0xff) || WIN_ANSI_EXTRA.has(cp) || cp === 0x0a;
}

/** Text the standard fonts can show: unencodable characters become ASCII look-alikes or their base letter. */
export function pdfSafe(text: string): string {
  let out = "";
  for (const ch of text) {
    const cp = required(ch.codePointAt(0), "a code point");
    if (encodable(cp)) out += ch;
    else if (ch in REPLACEMENTS) out += REPLACEMENTS[ch];
    else if (cp === 0x09) out += " ";
    else {
      const base = ch.normalize("NFKD").replace(/[\u0300-\u036f]/g, "");
      out += [...base].every((c) => encodable(required(c.codePointAt(0), "a code point"))) ? base : "";
    }
  }
  return out;
}
