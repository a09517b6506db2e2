/**
 * The update history: one entry each time the served dataset changed (a refresh's publish, an operator publishing a
 * held version, a rollback), newest first, with the "what changed" record of a publish. The dashboard's "Last
 * updated" line, the update-history page, the news items of each release and the notifications read it. Only the
 * holder of the refresh lock or an operator writes it; at most MAX_HISTORY entries are kept.
 */
import { z } from "zod";
import { updateNewsItems } from "../../domain/change-text.ts";
import { ChangeRecordSchema } from "../../domain/changes.ts";
import type { NewsItem } from "../../domain/entities.ts";
import { type ReleaseCalendar, ReleaseCalendarSchema } from "../../domain/release-calendar.ts";
import { SourceFailureSchema } from "../../domain/source-failures.ts";
import { datasetVersionsStore } from "../stores.ts";
import { versionKey } from "./version-store.ts";

export const MAX_HISTORY = 60;
const HISTORY_KEY = "history";
const CALENDAR_KEY = "calendar";
const LAST_RUN_KEY = "last-run";

export const HistoryEntrySchema = z.object({
  version: z.string(),
  at: z.iso.datetime(),
  kind: z.enum(["publish", "publish-held", "rollback"]),
  by: z.string(),
  changes: ChangeRecordSchema.nullable(),
});
export type HistoryEntry = z.infer<typeof HistoryEntrySchema>;

export async function readHistory(): Promise<HistoryEntry[]> {
  const raw: unknown = await datasetVersionsStore().get(HISTORY_KEY, { type: "json" });
  return raw === null ? [] : z.array(HistoryEntrySchema).parse(raw);
}

/** Adds an entry for a version the pointer just moved to, with its stored change record. */
export async function recordInHistory(
  version: string,
  kind: HistoryEntry["kind"],
  by: string,
  at: Date = new Date(),
): Promise<HistoryEntry> {
  const store = datasetVersionsStore();
  const raw: unknown = kind === "rollback" ? null : await store.get(versionKey(version, "changes"), { type: "json" });
  const entry: HistoryEntry = {
    version,
    at: at.toISOString(),
    kind,
    by,
    changes: raw === null ? null : ChangeRecordSchema.parse(raw),
  };
  const history = [entry, ...(await readHistory())].slice(0, MAX_HISTORY);
  await store.setJSON(HISTORY_KEY, history);
  return entry;
}

/** The last good release calendar the scheduler fetched, or null. */
export async function readCalendar(): Promise<ReleaseCalendar | null> {
  const raw: unknown = await datasetVersionsStore().get(CALENDAR_KEY, { type: "json" });
  return raw === null ? null : ReleaseCalendarSchema.parse(raw);
}

export async function writeCalendar(calendar: ReleaseCalendar): Promise<void> {
  await datasetVersionsStore().setJSON(CALENDAR_KEY, calendar);
}

export const LastRunSchema = z.object({
  at: z.iso.datetime(),
  status: z.enum(["published", "unchanged", "held", "locked", "failed"]),
  version: z.string().nullable(),
  detail: z.string(),
  /** The sources failing now, each since the first failure of its episode (absent on older records). */
  failures: z.array(SourceFailureSchema).default([]),
});
export type LastRun = z.infer<typeof LastRunSchema>;

/**
 * The last refresh that ran (whatever it found, or the error that stopped it), so the site can say when it last
 * checked and which sources are failing.
 */
export async function readLastRun(): Promise<LastRun | null> {
  const raw: unknown = await datasetVersionsStore().get(LAST_RUN_KEY, { type: "json" });
  return raw === null ? null : LastRunSchema.parse(raw);
}

export async function writeLastRun(run: LastRun): Promise<void> {
  await datasetVersionsStore().setJSON(LAST_RUN_KEY, run);
}

/** News items of the published updates; none when the history cannot be read (the release items still are). */
export async function updateNewsItemsFromHistory(): Promise<NewsItem[]> {
  try {
    return updateNewsItems(await readHistory());
  } catch {
    return [];
  }
}
