import { describe, expect, it } from "vitest";
import {
  byNewest,
  type InsightSummary,
  isShown,
  readingMinutes,
  relatedArticles,
  tagCounts,
  WORDS_PER_MINUTE,
} from "~/domain/insights.ts";

const article = (slug: string, over: Partial<InsightSummary> = {}): InsightSummary => ({
  slug,
  title: `Title ${slug}`,
  summary: "A summary of the article.",
  author: "Editor",
  date: "2026-08-01",
  tags: [],
  topics: [],
  states: [],
  draft: false,
  ...over,
});

describe("readingMinutes", () => {
  it("counts words at the reading pace, at least one minute, and skips component markup", () => {
    expect(readingMinutes("Short.")).toBe(1);
    const words = Array.from({ length: WORDS_PER_MINUTE * 3 + 1 }, () => "word").join(" ");
    expect(readingMinutes(words)).toBe(4);
    const markup = `<SeriesChart series="hires" industry="technology,healthcare" from="2024-01" to="latest" title="a b c d e" />`;
    expect(readingMinutes(`${words}\n${markup.repeat(200)}`)).toBe(4);
  });
});

describe("which articles are shown", () => {
  it("drafts only where drafts are reviewed", () => {
    expect(isShown({ draft: true }, false)).toBe(false);
    expect(isShown({ draft: true }, true)).toBe(true);
    expect(isShown({ draft: false }, false)).toBe(true);
  });

  it("newest first, the same day by title", () => {
    const list = [
      article("a", { date: "2026-01-01", title: "B" }),
      article("b", { date: "2026-03-01" }),
      article("c", { date: "2026-01-01", title: "A" }),
    ];
    expect(byNewest(list).map((a) => a.slug)).toEqual(["b", "c", "a"]);
  });
});

describe("relatedArticles", () => {
  it("ranks by shared tags (twice), topics and states, never itself or an article sharing nothing", () => {
    const self = article("self", { tags: ["JOLTS", "Tech"], topics: ["hiring"], states: ["CA"] });
    const all = [
      self,
      article("topic", { topics: ["hiring"], date: "2026-09-01" }),
      article("tag", { tags: ["JOLTS"] }),
      article("both", { tags: ["Tech"], states: ["CA"] }),
      article("none", { tags: ["Layoffs"] }),
    ];
    expect(relatedArticles(self, all).map((a) => a.slug)).toEqual(["both", "tag", "topic"]);
    expect(relatedArticles(self, all, 1).map((a) => a.slug)).toEqual(["both"]);
  });
});

describe("tags", () => {
  it("counts tags across articles, most used first, one entry per address", () => {
    const counts = tagCounts([{ tags: ["JOLTS", "Tech"] }, { tags: ["jolts"] }, { tags: ["CES"] }]);
    expect(counts).toEqual([
      { slug: "jolts", tag: "JOLTS", count: 2 },
      { slug: "ces", tag: "CES", count: 1 },
      { slug: "tech", tag: "Tech", count: 1 },
    ]);
  });
});
