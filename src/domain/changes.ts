/**
 * "What changed" between two published dataset versions: the record each publish stores beside its files, and the
 * input notifications, the update history and the dashboard's "Last updated" line are built from. Its shape is a
 * stable contract (`schemaVersion` changes only with an incompatible change):
 *
 * - `newPeriods`: per source, the newest reference period before and after ("2026-06" → "2026-07");
 * - `revisions`: values of a period both versions hold that changed (series id, period, old → new), largest
 *   relative change first, at most MAX_REVISIONS of them (`revisionCount` is the full number);
 * - `warn`: WARN notices new in this version, counted by filing state and by NAICS sector;
 * - `postings`: employers whose count of open US postings changed most (either way), at most MAX_COMPANIES;
 * - `sources`: the refresh's result per upstream source (updated / unchanged / failed with the reason / skipped).
 *
 * The diff is computed from each version's digest: the handful of figures a reader compares, extracted by the
 * pipeline from the inputs it built from.
 */
import { z } from "zod";

/** Monthly points of one series: [month "YYYY-MM", value, 1 when preliminary]. */
const DigestPointSchema = z.tuple([z.string().regex(/^\d{4}-\d{2}$/), z.number(), z.literal(1).optional()]);

export const DatasetDigestSchema = z.object({
  /** BLS series as built (series id → points, ascending). */
  series: z.record(z.string(), z.array(DigestPointSchema)),
  /** Newest reference period per source (catalogue id → "YYYY-MM" or "YYYY-MM-DD"). */
  periods: z.record(z.string(), z.string()),
  /** WARN notice key → [state code, NAICS sector or "Unknown"]. */
  warn: z.record(z.string(), z.tuple([z.string(), z.string()])),
  /** Employer ("greenhouse:token") → [display name, open US postings]. */
  postings: z.record(z.string(), z.tuple([z.string(), z.number().int().nonnegative()])),
  /** Per entity: record count and a signature of its data's shape. */
  entities: z.record(z.string(), z.object({ count: z.number().int().nonnegative(), shape: z.string() })),
});
export type DatasetDigest = z.infer<typeof DatasetDigestSchema>;

export const SourceResultSchema = z.object({
  id: z.string(),
  status: z.enum(["updated", "unchanged", "failed", "skipped"]),
  detail: z.string(),
  requests: z.number().int().nonnegative(),
});
export type SourceResult = z.infer<typeof SourceResultSchema>;

/** An employer's open US postings before and after (`company` is "greenhouse:token" or "ashby:board"). */
const PostingsChangeSchema = z.object({ company: z.string(), name: z.string() }).extend({
  before: z.number().int(),
  after: z.number().int(),
  change: z.number().int(),
});

export const ChangeRecordSchema = z.object({
  schemaVersion: z.literal(1),
  version: z.string(),
  previousVersion: z.string().nullable(),
  /** When the refresh that built this version ran (ISO). */
  refreshedAt: z.iso.datetime(),
  newPeriods: z.array(z.object({ source: z.string(), from: z.string().nullable(), to: z.string() })),
  revisions: z.array(
    z.object({
      series: z.string(),
      period: z.string(),
      old: z.number(),
      new: z.number(),
      preliminaryBefore: z.boolean(),
    }),
  ),
  revisionCount: z.number().int().nonnegative(),
  warn: z.object({
    newNotices: z.number().int().nonnegative(),
    byState: z.record(z.string(), z.number().int().positive()),
    byIndustry: z.record(z.string(), z.number().int().positive()),
  }),
  postings: z.array(PostingsChangeSchema),
  sources: z.array(SourceResultSchema),
});
export type ChangeRecord = z.infer<typeof ChangeRecordSchema>;

export const MAX_REVISIONS = 200;
export const MAX_COMPANIES = 10;

function countBy(values: readonly string[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const v of [...values].sort()) out[v] = (out[v] ?? 0) + 1;
  return out;
}

/** Relative size of a revision (absolute when the old value is 0). */
export function revisionSize(old: number, next: number): number {
  return old === 0 ? Math.abs(next) : Math.abs(next - old) / Math.abs(old);
}

/** The change record of `next` against `previous` (null for the first version: everything is new). */
export function diffDigests(
  previous: DatasetDigest | null,
  next: DatasetDigest,
  meta: { version: string; previousVersion: string | null; refreshedAt: string; sources: SourceResult[] },
): ChangeRecord {
  const newPeriods = Object.entries(next.periods)
    .filter(([source, to]) => (previous?.periods[source] ?? "") < to)
    .map(([source, to]) => ({ source, from: previous?.periods[source] ?? null, to }))
    .sort((a, b) => (a.source < b.source ? -1 : 1));

  const revisions: ChangeRecord["revisions"] = [];
  for (const [series, points] of Object.entries(next.series)) {
    const before = new Map((previous?.series[series] ?? []).map((p) => [p[0], p]));
    for (const [period, value] of points) {
      const old = before.get(period);
      if (old && old[1] !== value) {
        revisions.push({ series, period, old: old[1], new: value, preliminaryBefore: old[2] === 1 });
      }
    }
  }
  revisions.sort(
    (a, b) =>
      revisionSize(b.old, b.new) - revisionSize(a.old, a.new) ||
      (a.series < b.series ? -1 : a.series > b.series ? 1 : a.period < b.period ? -1 : 1),
  );

  const fresh = previous ? Object.entries(next.warn).filter(([key]) => !(key in previous.warn)) : [];
  const companies = new Set([...Object.keys(previous?.postings ?? {}), ...Object.keys(next.postings)]);
  const postings = previous
    ? [...companies]
        .map((company) => {
          const before = previous.postings[company]?.[1] ?? 0;
          const after = next.postings[company]?.[1] ?? 0;
          const name = next.postings[company]?.[0] ?? previous.postings[company]?.[0] ?? company;
          return { company, name, before, after, change: after - before };
        })
        .filter((c) => c.change !== 0)
        .sort((a, b) => Math.abs(b.change) - Math.abs(a.change) || (a.company < b.company ? -1 : 1))
        .slice(0, MAX_COMPANIES)
    : [];

  return ChangeRecordSchema.parse({
    schemaVersion: 1,
    ...meta,
    newPeriods,
    revisions: revisions.slice(0, MAX_REVISIONS),
    revisionCount: revisions.length,
    warn: {
      newNotices: fresh.length,
      byState: countBy(fresh.map(([, [state]]) => state)),
      byIndustry: countBy(fresh.map(([, [, industry]]) => industry)),
    },
    postings,
  });
}
