import { z } from "zod";

/** "YYYY-MM" (a reference month) or "YYYY-MM-DD", or a range of either joined by "/" (ISO 8601 interval style). */
export const ReferencePeriodSchema = z
  .string()
  .regex(
    /^\d{4}(-\d{2}(-\d{2})?)?(\/\d{4}(-\d{2}(-\d{2})?)?)?$/,
    "reference period must look like 2026-06, 2026-06-15 or 2024-01/2026-06",
  );

/**
 * One public source a dataset was derived from. Publisher, title, licence and URLs are descriptive labels;
 * the reference period is computed from the data that was actually read.
 */
export const SourceSchema = z.object({
  /** Stable key, e.g. "bls-jolts-national". */
  id: z.string().regex(/^[a-z0-9][a-z0-9-]*$/),
  publisher: z.string().min(1),
  title: z.string().min(1),
  /** Files of the raw snapshot, relative to its root (a glob when a folder of similar files was read). */
  files: z.array(z.string().min(1)).min(1),
  /** Publisher series ids (BLS series, O*NET table names …) where they exist. */
  series: z.array(z.string().min(1)).optional(),
  /** Period covered by the values read, from the data itself. */
  referencePeriod: ReferencePeriodSchema,
  /** Licence or public-domain statement. */
  licence: z.string().min(1),
  /** Attribution text the licence requires, shown verbatim by the site. */
  attribution: z.string().min(1).optional(),
  /** Public page of the publisher's dataset. */
  url: z.url({ protocol: /^https?$/ }).optional(),
  /** The GitHub repository the snapshot file was read from, "owner/name". */
  repository: z
    .string()
    .regex(/^[\w.-]+\/[\w.-]+$/)
    .optional(),
});
export type Source = z.infer<typeof SourceSchema>;

/** Per-field methodology: field name → how it is computed, and from what. */
export const MethodologySchema = z.record(z.string().min(1), z.string().min(1));
export type Methodology = z.infer<typeof MethodologySchema>;

/** A build input: a file (or a glob of similar files) and the period of the data read from it. */
export const BuildInputSchema = z.object({
  path: z.string().min(1),
  period: ReferencePeriodSchema,
  /** How many files the glob matched, when `path` is a glob. */
  files: z.number().int().positive().optional(),
});
export type BuildInput = z.infer<typeof BuildInputSchema>;

/** What a card says about where its figures come from (built from a dataset entity's envelope). */
export interface Provenance {
  /** Human reference period, "June 2026". */
  asOf: string;
  sources: { id?: string; publisher: string; title: string; url?: string }[];
  /**
   * What the figures hold, per source cadence (the oldest month the card shows from each) and per daily source (its
   * newest date), as "jolts:2026-06,warn:2026-08-08" (source-cadence.ts): the page asks /api/status, when it is
   * read, whether newer figures are out, and marks the card if they are.
   */
  held?: string;
}
