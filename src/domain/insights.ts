/**
 * Insights: articles editors write in Markdown. The rules the pages, feeds and the CMS share: the topics an
 * article can discuss (each a data page of the site), which articles are shown, reading time, and related
 * articles. Pure.
 */

import { compareText, slugify } from "./text.ts";

/** The data pages an article can be about, by the id editors choose in the CMS. */
export const INSIGHT_TOPICS = {
  dashboard: { label: "Dashboard", href: "/" },
  hiring: { label: "Hiring trends", href: "/hiring" },
  skills: { label: "In-demand skills", href: "/skills" },
  states: { label: "State data", href: "/states" },
  "job-roles": { label: "Job roles", href: "/job-roles" },
  layoffs: { label: "Layoffs", href: "/layoffs" },
} as const;
export type InsightTopic = keyof typeof INSIGHT_TOPICS;
export const INSIGHT_TOPIC_IDS = Object.keys(INSIGHT_TOPICS) as [InsightTopic, ...InsightTopic[]];

/** An article as the list, feeds and related-article rule see it. */
export interface InsightSummary {
  readonly slug: string;
  readonly title: string;
  readonly summary: string;
  readonly author: string;
  /** Publication date "YYYY-MM-DD". */
  readonly date: string;
  readonly tags: readonly string[];
  readonly topics: readonly string[];
  readonly states: readonly string[];
  readonly draft: boolean;
}

/** Words a reader reads in a minute, for reading time. */
export const WORDS_PER_MINUTE = 230;
/** A table of contents is shown from this many sections on. */
export const TOC_MIN_SECTIONS = 3;
/** Related articles shown under an article. */
export const RELATED_LIMIT = 3;

/** Reading time in whole minutes (at least 1) of Markdown or MDX text; tags and component markup are not read. */
export function readingMinutes(body: string): number {
  const text = body
    .replace(/^---[\s\S]*?---/, " ")
    .replace(/^(import|export) .*$/gm, " ")
    .replace(/<[^>]*>/g, " ")
    .replace(/[#*_>`[\]()|-]/g, " ");
  const words = text.split(/\s+/).filter((w) => /\w/.test(w)).length;
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}

/** Drafts are shown only where drafts are reviewed (a deploy preview or local development). */
export function isShown(article: Pick<InsightSummary, "draft">, showDrafts: boolean): boolean {
  return showDrafts || !article.draft;
}

/** Newest first; the same date falls back to the title so the order never changes between builds. */
export function byNewest<T extends Pick<InsightSummary, "date" | "title">>(articles: readonly T[]): T[] {
  return [...articles].sort((a, b) => (a.date === b.date ? compareText(a.title, b.title) : a.date < b.date ? 1 : -1));
}

/**
 * Articles related to one: those sharing the most tags, topics and states (a shared tag counts twice, since it is
 * the editor's own grouping), newer first among equals. An article sharing nothing is not related.
 */
export function relatedArticles<T extends InsightSummary>(article: T, all: readonly T[], limit = RELATED_LIMIT): T[] {
  const shared = (a: readonly string[], b: readonly string[]) => a.filter((x) => b.includes(x)).length;
  return byNewest(all)
    .filter((other) => other.slug !== article.slug)
    .map((other) => ({
      other,
      score:
        2 * shared(article.tags, other.tags) +
        shared(article.topics, other.topics) +
        shared(article.states, other.states),
    }))
    .filter((r) => r.score > 0)
    .sort((a, b) => b.score - a.score)
    .slice(0, limit)
    .map((r) => r.other);
}

/** Every tag used, with how many articles carry it, most used first. */
export function tagCounts(
  articles: readonly Pick<InsightSummary, "tags">[],
): { tag: string; slug: string; count: number }[] {
  const counts = new Map<string, { tag: string; count: number }>();
  for (const a of articles)
    for (const tag of a.tags) {
      const slug = slugify(tag);
      const entry = counts.get(slug) ?? { tag, count: 0 };
      entry.count += 1;
      counts.set(slug, entry);
    }
  return [...counts.entries()]
    .map(([slug, e]) => ({ slug, ...e }))
    .sort((a, b) => b.count - a.count || compareText(a.tag, b.tag));
}
