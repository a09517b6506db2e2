import { describe, expect, it } from "vitest";
import { escapeHtml, slugify } from "../../../src/domain/text.ts";

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
