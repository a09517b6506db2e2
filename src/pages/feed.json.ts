// JSON Feed 1.1 of articles, data-release news and data updates.
import type { APIRoute } from "astro";
import { siteFeedEntries } from "../data/feeds";
import { jsonFeed } from "../domain/feeds";

export const GET: APIRoute = async ({ site }) => {
  const { base, entries } = await siteFeedEntries(site);
  return new Response(JSON.stringify(jsonFeed(entries, base)), {
    headers: { "Content-Type": "application/feed+json; charset=utf-8" },
  });
};
