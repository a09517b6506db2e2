/**
 * The stored record of live forecasts. A forecast is written once (only if its key is new: a second write from the
 * same method version, month and inputs leaves the first untouched), and a month gains another forecast only while
 * its release is ahead (refusalToStore); after a release, scoring adds the first print and later revisions with
 * compare-and-swap on the record's ETag, and refuses any change that is not an added score.
 */
import {
  type ForecastRecord,
  ForecastRecordSchema,
  onlyAddsScores,
  recordOf,
  refusalToStore,
  withScore,
} from "../domain/outlook/record.ts";
import { type Outlook, OutlookSchema } from "../domain/outlook/schema.ts";
import { forecastsStore } from "./stores.ts";
import { readCalendar } from "./versions/history.ts";

const MAX_ATTEMPTS = 5;

export class RecordConflictError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "RecordConflictError";
  }
}

export interface StoreResult {
  readonly stored: boolean;
  /** Why nothing was stored. */
  readonly reason?: string;
}

/**
 * Stores the outlook's forecast unless the same inputs made one already, or its month's release is no longer ahead
 * (`releaseDate`: the Employment Situation's date for the month, when the calendar gives it).
 */
export async function storeForecast(outlook: Outlook, madeAt: string, releaseDate?: string): Promise<StoreResult> {
  const record = recordOf(outlook, madeAt);
  const refusal = refusalToStore(await readForecasts(), record, releaseDate);
  if (refusal) return { stored: false, reason: refusal };
  // Two writers with the same inputs at once: only one write lands.
  const result = await forecastsStore().setJSON(record.key, record, { onlyIfNew: true });
  return result.modified ? { stored: true } : { stored: false, reason: "a forecast from the same inputs is stored" };
}

export async function readForecasts(): Promise<ForecastRecord[]> {
  const store = forecastsStore();
  const { blobs } = await store.list();
  const records = await Promise.all(blobs.map((b) => store.get(b.key, { type: "json" })));
  return records
    .map((r) => ForecastRecordSchema.parse(r))
    .sort((a, b) => (a.month < b.month ? -1 : a.month > b.month ? 1 : a.key < b.key ? -1 : 1));
}

/** Adds a score to one record if `actual` is news; compare-and-swap, retried when another writer got there first. */
async function scoreOne(key: string, actual: number, at: string): Promise<boolean> {
  const store = forecastsStore();
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const existing = await store.getWithMetadata(key, { type: "json" });
    if (!existing) return false;
    if (!existing.etag) throw new RecordConflictError("the store returned no ETag to write against");
    const before = ForecastRecordSchema.parse(existing.data);
    const after = withScore(before, actual, at);
    if (!after) return false;
    if (!onlyAddsScores(before, after)) throw new RecordConflictError(`${key}: a score may only be added`);
    const result = await store.setJSON(key, after, { onlyIfMatch: existing.etag });
    if (result.modified) return true;
  }
  throw new RecordConflictError(`${key} kept changing while being scored`);
}

/** Scores every stored forecast whose month the rates now hold; returns the keys given a new score. */
export async function scoreForecasts(rateOf: (month: string) => number | undefined, at: string): Promise<string[]> {
  const scored: string[] = [];
  for (const record of await readForecasts()) {
    const actual = rateOf(record.month);
    if (actual !== undefined && (await scoreOne(record.key, actual, at))) scored.push(record.key);
  }
  return scored;
}

/** After a publish: score what the new rates settle, then store the new forecast if its release is still ahead. */
export async function recordOutlook(outlook: Outlook, at: string, releaseDate?: string) {
  const rates = new Map(outlook.backtest.rows.map((r) => [r.month, r.actual]));
  rates.set(outlook.forecast.previous.month, outlook.forecast.previous.value);
  const scored = await scoreForecasts((m) => rates.get(m), at);
  const stored = await storeForecast(outlook, at, releaseDate);
  return { scored, stored };
}

/** The Employment Situation's date for a month from the stored BLS calendar, if it lists it. */
async function releaseDateOf(month: string): Promise<string | undefined> {
  const calendar = await readCalendar();
  return calendar?.releases.find((r) => r.release === "employment-situation" && r.period === month)?.date;
}

/**
 * The refresh's step after a publish: scores and stores from the published outlook file. Best effort: a failure is
 * reported in the line it returns and never undoes the publish.
 */
export async function recordPublishedOutlook(fileText: string | undefined, at: string): Promise<string> {
  try {
    if (!fileText) return "skipped (the dataset has no outlook)";
    const outlook = OutlookSchema.parse(JSON.parse(fileText).data);
    const { scored, stored } = await recordOutlook(outlook, at, await releaseDateOf(outlook.forecast.month));
    const forecast = stored.stored
      ? `stored a forecast for ${outlook.forecast.month}`
      : `stored no forecast for ${outlook.forecast.month} (${stored.reason})`;
    return `${forecast}; scored ${scored.length ? scored.join(", ") : "none"}`;
  } catch (error) {
    return `failed: ${(error as Error).message}`;
  }
}
