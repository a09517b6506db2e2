// Every fixed-month figure an article quotes is pinned, so it never changes and never stops a build when the
// dataset moves past its month. `npm run figures:pin` adds what is missing.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { figureKey, figureRefsIn, isFixedPeriod, type PinnedFigures } from "~/domain/article-figures.ts";

const DIR = "src/content/insights";
const pinned = (JSON.parse(readFileSync("src/content/pinned-figures.json", "utf8")) as { figures: PinnedFigures })
  .figures;
const articles = readdirSync(DIR, { recursive: true, encoding: "utf8" }).filter((f) => /\.mdx?$/.test(f));

describe("pinned figures", () => {
  it("cover every fixed-month figure of every article (run npm run figures:pin when this fails)", () => {
    expect(articles.length).toBeGreaterThan(0);
    const missing: string[] = [];
    for (const file of articles)
      for (const { component, attributes } of figureRefsIn(readFileSync(path.join(DIR, file), "utf8"))) {
        const ref = { series: attributes["series"] ?? "", ...attributes };
        if (component === "Figure" && isFixedPeriod(ref) && !Object.hasOwn(pinned, figureKey(ref)))
          missing.push(`${file}: ${figureKey(ref)}`);
      }
    expect(missing).toEqual([]);
  });

  it("each pin has a number, the date it was pinned and the dataset it was read from", () => {
    for (const [key, pin] of Object.entries(pinned)) {
      expect(key).toMatch(/^[a-z-]+\|(national|state=[A-Z]{2}|industry=[a-z]+)\|\d{4}-\d{2}$/);
      expect(Number.isFinite(pin.value)).toBe(true);
      expect(pin.pinnedAt).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(pin.dataset).toMatch(/^\S+$/);
    }
  });
});
