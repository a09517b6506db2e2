import { describe, expect, it } from "vitest";
import type { NewsItem } from "~/domain/entities.ts";
import { FEED_LIMIT, feedEntries, forecastEntry, jsonFeed } from "~/domain/feeds.ts";
import type { InsightSummary } from "~/domain/insights.ts";

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
    expect(feed["items"]).toEqual([
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

describe("the forecast in the feeds", () => {
  const forecast = {
    date: "2026-08-08",
    note: {
      methodVersion: "1",
      month: "2026-08",
      value: 4.3,
      intervals: [
        { probability: 0.68, low: 4.2, high: 4.4 },
        { probability: 0.9, low: 4.1, high: 4.5 },
      ],
      previous: { month: "2026-07", value: 4.2 },
    },
  };

  it("is one entry per method version and month, saying the figure, its ranges and the month before", () => {
    expect(forecastEntry(forecast, SITE)).toEqual({
      id: "https://usjobs.example/outlook#forecast-v1-2026-08",
      kind: "forecast",
      title: "Our forecast: the unemployment rate for August 2026 at 4.3%",
      url: "https://usjobs.example/outlook",
      summary:
        "We expect the unemployment rate for August 2026 to be 4.3% (68% range 4.2–4.4%, 90% range 4.1–4.5%), against 4.2% in July 2026. The ranges are how far past forecasts missed; the record of every forecast we published and how close it came is on the outlook page.",
      date: "2026-08-08",
      tags: ["Forecast", "Unemployment rate"],
    });
    // Remade from a newer week of claims, the entry keeps its id, so a reader does not show it twice.
    const remade = forecastEntry({ ...forecast, note: { ...forecast.note, value: 4.4 } }, SITE);
    expect(remade.id).toBe("https://usjobs.example/outlook#forecast-v1-2026-08");
  });

  it("sits among the entries by its date, after an article of the same day and before data updates", () => {
    const entries = feedEntries(
      {
        insights: [{ ...insight, date: "2026-08-08" }],
        news: [],
        updates: [news("Data update", "2026-08-08")],
        forecast,
      },
      SITE,
    );
    expect(entries.map((e) => e.kind)).toEqual(["insight", "forecast", "update"]);
    expect(jsonFeed(entries, SITE)["items"]).toContainEqual(
      expect.objectContaining({
        id: "https://usjobs.example/outlook#forecast-v1-2026-08",
        tags: ["Forecast", "Unemployment rate"],
      }),
    );
  });
});
