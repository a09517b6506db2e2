// RSS 2.0 feed of articles, data-release news and data updates.
import rss from "@astrojs/rss";
import type { APIRoute } from "astro";
import { siteFeedEntries } from "../data/feeds";
import { FEED_DESCRIPTION, FEED_TITLE } from "../domain/feeds";
import { escapeHtml } from "../domain/text";

export const GET: APIRoute = async ({ site }) => {
  const { base, entries } = await siteFeedEntries(site);
  return rss({
    title: FEED_TITLE,
    description: FEED_DESCRIPTION,
    site: base,
    xmlns: { atom: "http://www.w3.org/2005/Atom" },
    customData: `<language>en-us</language><atom:link href="${new URL("/rss.xml", base).href}" rel="self" type="application/rss+xml"/>`,
    items: entries.map((e) => ({
      title: e.title,
      link: e.url,
      description: e.summary,
      pubDate: new Date(`${e.date}T00:00:00Z`),
      categories: [...e.tags],
      customData: `<guid isPermaLink="${e.id === e.url}">${escapeHtml(e.id)}</guid>`,
    })),
  });
};
