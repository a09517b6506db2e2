import { describe, expect, it } from "vitest";
import { andList, cleanTypedText, compareText, escapeHtml, slugify } from "~/domain/text.ts";

describe("slugify", () => {
  it("makes ids and tag addresses of letters, digits and dashes", () => {
    expect(slugify("Tech hiring")).toBe("tech-hiring");
    expect(slugify("  Health care & social  ")).toBe("health-care-social");
    expect(slugify("Éducation")).toBe("education");
    expect(slugify("C++ and C#")).toBe("c-plus-plus-and-c-sharp");
    expect(slugify("!!!")).toBe("");
  });
});

describe("escapeHtml", () => {
  it("escapes the five characters that matter in HTML and XML text and attributes", () => {
    expect(escapeHtml(`<a href="x?a=1&b='2'">`)).toBe("&lt;a href=&quot;x?a=1&amp;b=&#39;2&#39;&quot;&gt;");
  });
});

describe("cleanTypedText", () => {
  it("removes control characters and bidi embeddings, overrides and isolates", () => {
    const typed = "a\u0000b\u0007c\u001bd\u007fe\u0085f\u202ag\u202bh\u202ci\u202dj\u202ek\u2066l\u2067m\u2068n\u2069o";
    expect(cleanTypedText(typed)).toBe("abcdefghijklmno");
  });

  it("removes every C1 control, NEL included", () => {
    const c1 = Array.from({ length: 0x20 }, (_, i) => String.fromCharCode(0x80 + i)).join("");
    expect(cleanTypedText(`a${c1}b`)).toBe("ab");
    expect(cleanTypedText(`line\u0085two`, true)).toBe("linetwo");
  });

  it("removes the bidi marks and the invisible characters that hide what is shown", () => {
    const typed = "a\u200eb\u200fc\u061cd\u200be\u2060f\u2062g\u206ah\ufeffi";
    expect(cleanTypedText(typed)).toBe("abcdefghi");
  });

  it("reads the line and paragraph separators as line breaks", () => {
    expect(cleanTypedText("one\u2028two\u2029three", true)).toBe("one\ntwo\nthree");
    expect(cleanTypedText("one\u2028two\u2029three")).toBe("one two three");
  });

  it("keeps what people write: accents, scripts, emoji with joiners, and in a multi-line field its lines and tabs", () => {
    expect(cleanTypedText("José Núñez 山田 👩\u200d💻")).toBe("José Núñez 山田 👩\u200d💻");
    expect(cleanTypedText("می\u200cخواهم")).toBe("می\u200cخواهم");
    expect(cleanTypedText("one\r\ntwo\rthree\tfour", true)).toBe("one\ntwo\nthree\tfour");
    expect(cleanTypedText("one\r\ntwo\tthree")).toBe("one  two three");
  });
});

describe("andList", () => {
  it("lists names as a reader would", () => {
    expect(andList([])).toBe("");
    expect(andList(["Idaho"])).toBe("Idaho");
    expect(andList(["Idaho", "Utah"])).toBe("Idaho and Utah");
    expect(andList(["Idaho", "Texas", "Utah"])).toBe("Idaho, Texas and Utah");
  });
});

describe("compareText", () => {
  const names = [
    "Ohio",
    "oklahoma",
    "New York",
    "New Jersey",
    "Île-de-France",
    "Idaho",
    "Washington, D.C.",
    "Washington",
  ];

  it("orders as localeCompare with US English does, case and accents included", () => {
    const expected = [...names].sort((a, b) => a.localeCompare(b, "en-US"));
    expect([...names].sort(compareText)).toEqual(expected);
    expect(expected.indexOf("Île-de-France")).toBe(expected.indexOf("Idaho") + 1);
  });

  it("is a plain function, usable where a comparator is passed", () => {
    expect(["b", "a", "c"].sort(compareText)).toEqual(["a", "b", "c"]);
    expect(compareText("a", "a")).toBe(0);
    expect(Math.sign(compareText("apple", "Banana"))).toBe(-1);
  });
});
