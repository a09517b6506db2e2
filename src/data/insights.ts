// Build-time access to the Insights collection: the articles this build shows (drafts only in deploy previews and
// local development), as the list, feeds and related-article rules see them.
import { type CollectionEntry, getCollection } from "astro:content";
import { isPreviewContext } from "../domain/deploy-context";
import { byNewest, type InsightSummary, isShown } from "../domain/insights";
import { DEPLOY_CONTEXT } from "./site";

export type InsightEntry = CollectionEntry<"insights">;

/** Drafts are built for review: in a deploy preview or `astro dev`, never in production. */
export const SHOW_DRAFTS = isPreviewContext(DEPLOY_CONTEXT) || import.meta.env.DEV;

export function summaryOf(entry: InsightEntry): InsightSummary {
  return { slug: entry.id, ...entry.data };
}

/** The articles this build shows, newest first. */
export async function shownInsights(): Promise<InsightEntry[]> {
  const all = await getCollection("insights", (e) => isShown(e.data, SHOW_DRAFTS));
  const order = byNewest(all.map(summaryOf)).map((s) => s.slug);
  return all.sort((a, b) => order.indexOf(a.id) - order.indexOf(b.id));
}

export function insightHref(slug: string): string {
  return `/insights/${slug}`;
}
