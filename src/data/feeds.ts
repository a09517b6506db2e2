// Build-time feed entries: the articles this build shows, the news of data releases, and the site's data updates.
import { updateNewsItems } from "../domain/change-text";
import { type FeedEntry, feedEntries } from "../domain/feeds";
import { shownInsights, summaryOf } from "./insights";
import { seedEntity, siteUpdates } from "./seed";

/** The feed's entries with absolute links on the site's address (`site` in astro.config.mjs, always set). */
export async function siteFeedEntries(site: URL | undefined): Promise<{ base: URL; entries: FeedEntry[] }> {
  if (!site) throw new Error("astro.config.mjs sets no `site`: feeds need absolute links");
  const insights = (await shownInsights()).map(summaryOf);
  const entries = feedEntries(
    { insights, news: seedEntity("news").data, updates: updateNewsItems(siteUpdates().history) },
    site,
  );
  return { base: site, entries };
}
