import { defineCollection } from "astro:content";
import { glob } from "astro/loaders";
import { z } from "astro/zod";
import { FIGURE_SERIES_IDS } from "./domain/article-figures";
import { US_STATES } from "./domain/geography";
import { INSIGHT_TOPIC_IDS } from "./domain/insights";

/** Prose that editors change (about, mission, disclaimer, privacy), one Markdown file each. */
const site = defineCollection({
  loader: glob({ pattern: "*.md", base: "./src/content/site" }),
  schema: z.object({
    title: z.string(),
    /** Position on the News page. */
    order: z.number().int(),
  }),
});

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
const STATE_CODES = US_STATES.map((s) => s.code) as [string, ...string[]];

/** The CMS writes an untouched optional object as empty fields: no series means no hero chart. */
function dropEmptyHero(value: unknown): unknown {
  if (value === null || typeof value !== "object") return value ?? undefined;
  const filled = Object.fromEntries(Object.entries(value).filter(([, v]) => v !== "" && v !== null && v !== undefined));
  return "series" in filled ? filled : undefined;
}

/**
 * Insights: articles by the site's editors, Markdown or MDX (MDX for live figures and charts). A front matter the
 * schema rejects fails the build, naming the file and the field.
 */
const insights = defineCollection({
  loader: glob({ pattern: "**/*.{md,mdx}", base: "./src/content/insights" }),
  schema: z
    .object({
      title: z.string().trim().min(5, "a title of at least 5 characters").max(120),
      /** One or two sentences for lists, feeds and search results. */
      summary: z.string().trim().min(20, "a summary of at least 20 characters").max(300),
      author: z.string().trim().min(2),
      /** Publication date (a date; a time, if given, is dropped). */
      date: z.coerce.date().transform((d) => d.toISOString().slice(0, 10)),
      tags: z
        .array(
          z
            .string()
            .trim()
            .max(40)
            .regex(/[A-Za-z0-9]/, "a tag needs a letter or a digit (its address is made of them)"),
        )
        .max(8)
        .default([]),
      /** The data pages the article discusses. */
      topics: z.array(z.enum(INSIGHT_TOPIC_IDS)).default([]),
      /** States the article discusses, by two-letter code. */
      states: z.array(z.enum(STATE_CODES)).default([]),
      /** A draft is built only in deploy previews and local development. */
      draft: z.boolean().default(false),
      /** A chart at the top of the article, of any monthly series the site has. */
      hero: z.preprocess(
        dropEmptyHero,
        z
          .object({
            series: z.enum(FIGURE_SERIES_IDS),
            industry: z.string().optional(),
            state: z.string().optional(),
            from: z.string().regex(MONTH, "a month written YYYY-MM").optional(),
            to: z.union([z.literal("latest"), z.string().regex(MONTH, "a month written YYYY-MM")]).optional(),
          })
          .strict()
          .optional(),
      ),
    })
    .strict(),
});

export const collections = { site, insights };
