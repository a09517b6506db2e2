// Build-time feed entries: the articles this build shows, the news of data releases, and the site's data updates.
import { updateNewsItems } from "../domain/change-text";
import { type FeedEntry, feedEntries } from "../domain/feeds";
import { shownInsights, summaryOf } from "./insights";
import { seedEntity, siteUpdates } from "./seed";

export async function siteFeedEntries(site: URL): Promise<FeedEntry[]> {
  const insights = (await shownInsights()).map(summaryOf);
  return feedEntries(
    { insights, news: seedEntity("news").data, updates: updateNewsItems(siteUpdates().history) },
    site,
  );
}
