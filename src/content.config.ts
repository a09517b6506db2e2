import { defineCollection } from "astro:content";
import { glob } from "astro/loaders";
import { z } from "astro/zod";

/** Prose that editors change (about, mission, disclaimer, privacy), one Markdown file each. */
const site = defineCollection({
  loader: glob({ pattern: "*.md", base: "./src/content/site" }),
  schema: z.object({
    title: z.string(),
    /** Position on the News page. */
    order: z.number().int(),
  }),
});

export const collections = { site };
