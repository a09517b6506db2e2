/**
 * The site's feeds (RSS and JSON Feed): new articles, news of data releases, the site's own data updates and our
 * forecast of the next jobs report, one list newest first. Pure: pages pass what the build holds.
 */
import type { NewsItem } from "./entities.ts";
import type { InsightSummary } from "./insights.ts";
import { FORECAST_CAVEAT, type ForecastNote, forecastSentence, forecastTitle } from "./outlook/announce.ts";
import { slugify } from "./text.ts";

export const FEED_TITLE = "US Jobs Analytics: insights, news and data updates";
export const FEED_DESCRIPTION =
  "New articles by our editors, the labor-market data releases the site reports, each update of the site's data, and our forecast before each jobs report.";
/** Entries in a feed: enough for a reader that polls daily, small enough to fetch on a phone. */
export const FEED_LIMIT = 50;

export type FeedKind = "insight" | "news" | "update" | "forecast";

export interface FeedEntry {
  /** Stable across builds, so readers do not show an entry twice. */
  readonly id: string;
  readonly kind: FeedKind;
  readonly title: string;
  readonly url: string;
  readonly summary: string;
  /** "YYYY-MM-DD". */
  readonly date: string;
  readonly author?: string;
  readonly tags: readonly string[];
}

const KIND_TAG: Record<FeedKind, string> = {
  insight: "Insight",
  news: "Data release",
  update: "Data update",
  forecast: "Forecast",
};

/** The forecast in a feed: what it says, and the day ("YYYY-MM-DD") this forecast of its month was first made. */
export interface FeedForecast {
  readonly note: ForecastNote;
  readonly date: string;
}

/**
 * The forecast's entry: one per method version and month (its id never changes, so a reader shows it once; the
 * forecast remade with a newer week of claims updates its text), linking to /outlook.
 */
export function forecastEntry(forecast: FeedForecast, site: URL): FeedEntry {
  const { note } = forecast;
  return {
    id: new URL(`/outlook#forecast-v${note.methodVersion}-${note.month}`, site).href,
    kind: "forecast",
    title: forecastTitle(note),
    url: new URL("/outlook", site).href,
    summary: `${forecastSentence(note)} ${FORECAST_CAVEAT}`,
    date: forecast.date,
    tags: [KIND_TAG.forecast, "Unemployment rate"],
  };
}

/** Every entry, newest first (an article before news of the same day), at most `limit`. */
export function feedEntries(
  input: {
    insights: readonly InsightSummary[];
    news: readonly NewsItem[];
    updates: readonly NewsItem[];
    forecast?: FeedForecast;
  },
  site: URL,
  limit = FEED_LIMIT,
): FeedEntry[] {
  const at = (path: string) => new URL(path, site).href;
  const insights: FeedEntry[] = input.insights.map((a) => ({
    id: at(`/insights/${a.slug}`),
    kind: "insight",
    title: a.title,
    url: at(`/insights/${a.slug}`),
    summary: a.summary,
    date: a.date,
    author: a.author,
    tags: [KIND_TAG.insight, ...a.tags],
  }));
  const item =
    (kind: "news" | "update", page: string) =>
    (n: NewsItem): FeedEntry => ({
      id: at(`${page}#${n.publishedAt}-${slugify(n.title)}`),
      kind,
      title: n.title,
      url: n.url ?? at(page),
      summary: n.description,
      date: n.publishedAt.slice(0, 10),
      tags: [KIND_TAG[kind], n.source],
    });
  const order: Record<FeedKind, number> = { insight: 0, forecast: 1, update: 2, news: 3 };
  const forecast = input.forecast ? [forecastEntry(input.forecast, site)] : [];
  return [
    ...insights,
    ...forecast,
    ...input.updates.map(item("update", "/updates")),
    ...input.news.map(item("news", "/news")),
  ]
    .sort((a, b) => (a.date === b.date ? order[a.kind] - order[b.kind] : a.date < b.date ? 1 : -1))
    .slice(0, limit);
}

/** The entries as a JSON Feed 1.1 document. */
export function jsonFeed(entries: readonly FeedEntry[], site: URL): Record<string, unknown> {
  return {
    version: "https://jsonfeed.org/version/1.1",
    title: FEED_TITLE,
    description: FEED_DESCRIPTION,
    home_page_url: new URL("/", site).href,
    feed_url: new URL("/feed.json", site).href,
    language: "en-US",
    items: entries.map((e) => ({
      id: e.id,
      url: e.url,
      title: e.title,
      summary: e.summary,
      content_text: e.summary,
      date_published: `${e.date}T00:00:00Z`,
      tags: e.tags,
      ...(e.author ? { authors: [{ name: e.author }] } : {}),
    })),
  };
}
