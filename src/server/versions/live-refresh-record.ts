/**
 * The live refresh's last verdict (src/domain/live-refresh.ts), kept in the versions store so that the scheduler
 * and the background refresh, which may each run in a fresh process, say a verdict once and /api/health shows it.
 */
import {
  afterConfiguredCheck,
  type LiveRefresh,
  LiveRefreshSchema,
  type LiveRefreshVerdict,
  nextLiveRefresh,
} from "../../domain/live-refresh.ts";
import { datasetVersionsStore } from "../stores.ts";

const LIVE_REFRESH_KEY = "live-refresh";

/** The last verdict, or null before the scheduled refresh first checked (or when the record cannot be read). */
export async function readLiveRefresh(): Promise<LiveRefresh | null> {
  const raw: unknown = await datasetVersionsStore().get(LIVE_REFRESH_KEY, { type: "json" });
  const parsed = LiveRefreshSchema.safeParse(raw);
  return parsed.success ? parsed.data : null;
}

/**
 * Records `verdict` at `now` and logs its one line when it differs from the last one (a verdict unchanged since the
 * last check is not said again). Never throws: a store that cannot be written is said in one line too.
 */
export async function noteLiveRefresh(
  verdict: LiveRefreshVerdict,
  log: (line: string) => void,
  now: Date = new Date(),
): Promise<void> {
  await recordVerdict(await readLiveRefresh().catch(() => null), verdict, log, now);
}

/** A check that found the live refresh configured: ends a "not configured" verdict, leaves a run's verdict alone. */
export async function noteConfigured(log: (line: string) => void, now: Date = new Date()): Promise<void> {
  const previous = await readLiveRefresh().catch(() => null);
  const verdict = afterConfiguredCheck(previous);
  if (verdict) await recordVerdict(previous, verdict, log, now);
}

async function recordVerdict(
  previous: LiveRefresh | null,
  verdict: LiveRefreshVerdict,
  log: (line: string) => void,
  now: Date,
): Promise<void> {
  const { record, line } = nextLiveRefresh(previous, verdict, now.toISOString());
  if (line) log(line);
  try {
    await datasetVersionsStore().setJSON(LIVE_REFRESH_KEY, record);
  } catch (error) {
    log(`live refresh state not recorded: ${(error as Error).message}`);
  }
}
