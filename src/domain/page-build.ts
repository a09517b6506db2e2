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

/** What /api/health and /updates say of the pages: null while they are built from the data served. */
export function pageBuildText(record: PageBuildRecord | null): string | null {
  const failing = record?.failing;
  if (!failing) return null;
  const shown = record?.pages ? `dataset ${record.pages.version}` : "the dataset of the last good build";
  return `The pages could not be rebuilt since ${formatDateTime(failing.since)} UTC (${failing.reason}); they still show ${shown}${failing.version ? `, not ${failing.version}` : ""}.`;
}
