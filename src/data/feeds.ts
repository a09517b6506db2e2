// Build-time feed entries: the articles this build shows, the news of data releases, the site's data updates and the
// forecast of the next jobs report.
import { updateNewsItems } from "../domain/change-text";
import { type FeedEntry, type FeedForecast, feedEntries } from "../domain/feeds";
import { forecastNote } from "../domain/outlook/announce";
import { monthlyRecord } from "../domain/outlook/record";
import { shownInsights, summaryOf } from "./insights";
import { forecastRecord, publishedEntity, publishedManifest, siteUpdates } from "./published-dataset";

/**
 * The forecast of the published dataset, dated the day its month was first forecast (the stored record, pulled with
 * the published version), or the dataset's build day when the record holds none (the seed).
 */
export function feedForecast(): FeedForecast {
  const note = forecastNote(publishedEntity("outlook").data);
  const stored = monthlyRecord(forecastRecord()).find(
    (m) => m.month === note.month && m.methodVersion === note.methodVersion,
  );
  return { note, date: (stored?.first.madeAt ?? publishedManifest().builtAt).slice(0, 10) };
}

/** The feed's entries with absolute links on the site's address (`site` in astro.config.mjs, always set). */
export async function siteFeedEntries(site: URL | undefined): Promise<{ base: URL; entries: FeedEntry[] }> {
  if (!site) throw new Error("astro.config.mjs sets no `site`: feeds need absolute links");
  const insights = (await shownInsights()).map(summaryOf);
  const entries = feedEntries(
    {
      insights,
      news: publishedEntity("news").data,
      updates: updateNewsItems(siteUpdates().history),
      forecast: feedForecast(),
    },
    site,
  );
  return { base: site, entries };
}
