// Job-board postings matched to occupations: the summary the pipeline writes (occupation-postings.json) and the
// words an occupation page says about it. Pure.
import { z } from "zod";
import { formatCount, formatNumber } from "./format.ts";
import { SocCodeSchema } from "./occupation.ts";

/**
 * How a posting's title was matched: the whole title is one of the occupation's titles ("exact"); it is once its
 * level and team are dropped ("Senior Software Engineer, Payments" → "software engineer", "core"); or the longest of
 * the occupation's titles inside it covers at least half its words ("phrase").
 */
export const MATCH_METHODS = ["exact", "core", "phrase"] as const;
export type MatchMethod = (typeof MATCH_METHODS)[number];

export const MATCH_METHOD_TEXT: Record<MatchMethod, string> = {
  exact: "whose title is one of the occupation's titles",
  core: "whose title is one of them once its level and team are left out (“Senior …”, “…, Payments”)",
  phrase: "with one of the occupation's titles making up at least half of their title",
};

const MethodCountsSchema = z.object({
  exact: z.number().int().nonnegative(),
  core: z.number().int().nonnegative(),
  phrase: z.number().int().nonnegative(),
});

export const RecentPostingSchema = z.object({
  title: z.string().min(1),
  company: z.string().min(1),
  /** 'City, ST', or null when the posting names no US city ("Remote - US"). */
  place: z.string().min(1).nullable(),
  /** Publication date YYYY-MM-DD, null when the board gives none. */
  date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .nullable(),
  source: z.string().min(1),
});
export type RecentPosting = z.infer<typeof RecentPostingSchema>;

export const OccupationPostingsSchema = z.object({
  count: z.number().int().positive(),
  methods: MethodCountsSchema,
  /** The newest few, newest first. */
  recent: z.array(RecentPostingSchema),
});
export type OccupationPostings = z.infer<typeof OccupationPostingsSchema>;

export const PostingSummarySchema = z.object({
  /** The job boards' snapshot period, as the external-jobs entity states it. */
  asOf: z.string().min(1),
  sources: z.array(z.string().min(1)).min(1),
  /** Every US posting the site counts. */
  total: z.number().int().nonnegative(),
  matched: z.number().int().nonnegative(),
  /** Postings whose title matched no occupation well enough. */
  unplaced: z.number().int().nonnegative(),
  methods: MethodCountsSchema,
  occupations: z.record(SocCodeSchema, OccupationPostingsSchema),
});
export type PostingSummary = z.infer<typeof PostingSummarySchema>;

/** Percent of `part` in `whole`, one decimal ("12.3%"); "0%" when there is nothing. */
export function shareText(part: number, whole: number): string {
  return whole > 0 ? `${formatNumber(Math.round((part / whole) * 1000) / 10)}%` : "0%";
}

/** What an occupation's "Current postings" section says, from the summary (its own entry may be absent). */
export function postingsView(summary: PostingSummary, soc: string) {
  const own = summary.occupations[soc];
  const count = own?.count ?? 0;
  const methods = own
    ? MATCH_METHODS.filter((m) => own.methods[m] > 0).map((m) => ({
        method: m,
        count: own.methods[m],
        text: MATCH_METHOD_TEXT[m],
      }))
    : [];
  return {
    count,
    headline:
      count === 0
        ? `No posting on the job boards the site reads matched this occupation (${summary.asOf}).`
        : `${formatCount(count)} ${count === 1 ? "posting" : "postings"} on the job boards the site reads matched this occupation (${summary.asOf}).`,
    recent: own?.recent ?? [],
    methods,
    unplacedText: `${formatCount(summary.unplaced)} of the site's ${formatCount(summary.total)} postings (${shareText(summary.unplaced, summary.total)}) matched no occupation and are not counted for any.`,
    source: `Source: ${summary.sources.join(", ")} postings, ${summary.asOf}; titles matched to O*NET reported and alternate titles.`,
  };
}

/**
 * What an occupation page says about layoff (WARN) notices: notices name employers, not occupations, and the dataset
 * has no share of each occupation by industry to place them with, so none are shown.
 */
export const WARN_FOR_OCCUPATION_TEXT =
  "Layoff notices (WARN) name the employer and its place, not the jobs cut, and our data does not say which industries employ this occupation, so no notices are shown for it.";
