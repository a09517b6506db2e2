import { describe, expect, it } from "vitest";
import type { NewsItem } from "../../../src/domain/entities.ts";
import { FEED_LIMIT, feedEntries, jsonFeed } from "../../../src/domain/feeds.ts";
import type { InsightSummary } from "../../../src/domain/insights.ts";

const SITE = new URL("https://usjobs.example");
const insight: InsightSummary = {
  slug: "jolts-july",
  title: "What July's JOLTS says",
  summary: "Openings and hires in July.",
  author: "An Economist",
  date: "2026-08-10",
  tags: ["JOLTS"],
  topics: ["hiring"],
  states: [],
  draft: false,
};
const news = (title: string, publishedAt: string, url?: string): NewsItem => ({
  title,
  description: `${title}: what the release says.`,
  source: "BLS",
  publishedAt,
  ...(url ? { url } : {}),
});

describe("feedEntries", () => {
  it("merges articles, news and data updates newest first; an article leads its day", () => {
    const entries = feedEntries(
      {
        insights: [insight],
        news: [news("Payrolls", "2026-08-10", "https://www.bls.gov/ces/"), news("Older", "2026-07-01")],
        updates: [news("Data update", "2026-08-12")],
      },
      SITE,
    );
    expect(entries.map((e) => [e.kind, e.title])).toEqual([
      ["update", "Data update"],
      ["insight", "What July's JOLTS says"],
      ["news", "Payrolls"],
      ["news", "Older"],
    ]);
    const article = entries[1];
    expect(article?.url).toBe("https://usjobs.example/insights/jolts-july");
    expect(article?.id).toBe(article?.url);
    expect(article?.author).toBe("An Economist");
    expect(article?.tags).toEqual(["Insight", "JOLTS"]);
    // News keeps its publisher's link; its id is ours and stable.
    expect(entries[2]?.url).toBe("https://www.bls.gov/ces/");
    expect(entries[2]?.id).toBe("https://usjobs.example/news#2026-08-10-payrolls");
    // An update links to the update history.
    expect(entries[0]?.url).toBe("https://usjobs.example/updates");
  });

  it("keeps at most the limit", () => {
    const many = Array.from({ length: FEED_LIMIT + 5 }, (_, i) =>
      news(`Item ${i}`, `2026-01-${String((i % 28) + 1).padStart(2, "0")}`),
    );
    expect(feedEntries({ insights: [], news: many, updates: [] }, SITE)).toHaveLength(FEED_LIMIT);
  });
});

describe("jsonFeed", () => {
  it("is a JSON Feed 1.1 document with the required fields of each item", () => {
    const feed = jsonFeed(feedEntries({ insights: [insight], news: [], updates: [] }, SITE), SITE);
    expect(feed).toMatchObject({
      version: "https://jsonfeed.org/version/1.1",
      home_page_url: "https://usjobs.example/",
      feed_url: "https://usjobs.example/feed.json",
    });
    expect(feed.items).toEqual([
      expect.objectContaining({
        id: "https://usjobs.example/insights/jolts-july",
        url: "https://usjobs.example/insights/jolts-july",
        content_text: "Openings and hires in July.",
        date_published: "2026-08-10T00:00:00Z",
        authors: [{ name: "An Economist" }],
      }),
    ]);
  });
});
