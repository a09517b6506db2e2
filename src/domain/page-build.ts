/**
 * The record of the static pages' builds: which dataset version the pages were last built from, and the failing
 * episode when a rebuild fails. A failed rebuild leaves the last good pages serving; the episode starts at its first
 * failure, lasts through further failures and ends with the next build that succeeds. The operator is told once per
 * episode (`notifiedAt`), and /api/health and /updates say so while it lasts.
 */
import { z } from "zod";
import { formatDateTime } from "./format.ts";

const MAX_REASON = 300;

export const PageBuildRecordSchema = z.object({
  /** The dataset the serving pages were built from, and when (null until a build recorded one). */
  pages: z.object({ version: z.string(), from: z.enum(["published", "seed"]), builtAt: z.iso.datetime() }).nullable(),
  /** The rebuilds failing now: since the first failure of the episode, the latest, and why. */
  failing: z
    .object({
      since: z.iso.datetime(),
      lastFailedAt: z.iso.datetime(),
      /** The dataset version the failed build was to show (null when it could not be read). */
      version: z.string().nullable(),
      reason: z.string(),
      notifiedAt: z.iso.datetime().optional(),
    })
    .nullable(),
});
export type PageBuildRecord = z.infer<typeof PageBuildRecordSchema>;

export type BuildOutcome =
  | { readonly ok: true; readonly at: string; readonly version: string; readonly from: "published" | "seed" }
  | { readonly ok: false; readonly at: string; readonly version: string | null; readonly reason: string };

/** The record after a build: a success ends any episode, a failure starts or continues one. */
export function afterBuild(previous: PageBuildRecord | null, outcome: BuildOutcome): PageBuildRecord {
  if (outcome.ok)
    return { pages: { version: outcome.version, from: outcome.from, builtAt: outcome.at }, failing: null };
  const reason = (outcome.reason.split("\n")[0] ?? "").slice(0, MAX_REASON);
  const since = previous?.failing?.since ?? outcome.at;
  const notifiedAt = previous?.failing?.notifiedAt;
  return {
    pages: previous?.pages ?? null,
    failing: {
      since,
      lastFailedAt: outcome.at,
      version: outcome.version,
      reason,
      ...(notifiedAt ? { notifiedAt } : {}),
    },
  };
}

/**
 * What /api/health and /updates say of the pages while rebuilds fail (null otherwise), in a visitor's words: which
 * data the pages show and since when they could not be rebuilt. Why it failed is for the operator (`failing.reason`
 * on /api/health, and the alert email), not for this sentence.
 */
export function pageBuildText(record: PageBuildRecord | null): string | null {
  const failing = record?.failing;
  if (!failing) return null;
  const since = `The pages could not be rebuilt since ${formatDateTime(failing.since)} UTC`;
  const pages = record?.pages;
  if (!pages) return `${since}; they show the data of their last good build.`;
  const shown = `dataset ${pages.version} (built ${formatDateTime(pages.builtAt)} UTC)`;
  if (failing.version && failing.version !== pages.version)
    return `${since}: they still show ${shown}, not the newer ${failing.version} that the API serves.`;
  return `${since}; they show ${shown}, the data the API serves.`;
}
