/**
 * The refresh lock as a record, and what it says about its holder: running (it renews the lock on time), stopped
 * (its last renewal is older than its renewal interval allows: killed, or stalled) or expired (past its expiry, so
 * the next refresh takes it over). Pure: src/server/versions/lock.ts stores it; the operator's `unlock`, the refresh
 * that finds it taken and /api/health describe it with the functions here.
 */
import { z } from "zod";

/** How often a holder renews its lock unless it says otherwise (locks written before they said so). */
export const HEARTBEAT_MS = 10_000;
/** A renewal is a write to the store, which may take a moment on a loaded machine or a slow store. */
const RENEWAL_GRACE_MS = 1_000;

export const LockSchema = z.object({
  owner: z.string(),
  /** When the holder took it (absent on locks written before renewals existed). */
  acquiredAt: z.string().optional(),
  /** The holder's last renewal (absent on locks that were never renewed). */
  renewedAt: z.string().optional(),
  expiresAt: z.string(),
  /** How often the holder renews it, in ms (absent on older locks: HEARTBEAT_MS). */
  renewEveryMs: z.number().int().positive().optional(),
  /** The holder's process id, to stop it by hand (absent on older locks). */
  pid: z.number().int().positive().optional(),
});
export type Lock = z.infer<typeof LockSchema>;

export type HolderState = "running" | "stopped" | "expired";

/** A lock is live while its holder renews it: renewed, and not past its expiry. */
export function isLive(lock: Lock, now: Date = new Date()): boolean {
  return lock.renewedAt !== undefined && Date.parse(lock.expiresAt) > now.getTime();
}

/**
 * Running while the last renewal is at most two renewal intervals old (one renewal may come late), plus a moment
 * for the write; stopped past that until the lock expires; expired after.
 */
export function holderState(lock: Lock, now: Date = new Date()): HolderState {
  if (!isLive(lock, now)) return "expired";
  const silentMs = now.getTime() - Date.parse(lock.renewedAt ?? "");
  const allowedMs = 2 * (lock.renewEveryMs ?? HEARTBEAT_MS) + RENEWAL_GRACE_MS;
  return silentMs > allowedMs ? "stopped" : "running";
}

const secondsAgo = (iso: string | undefined, now: Date) =>
  iso ? `${Math.round((now.getTime() - Date.parse(iso)) / 1000)} s ago` : "never";

/** "refresh-… (pid 4242), since … (last renewed 3 s ago, expires …)", for the operator's lines. */
export function describeHolder(lock: Lock, now: Date = new Date()): string {
  const pid = lock.pid === undefined ? "" : ` (pid ${lock.pid})`;
  return `${lock.owner}${pid}, since ${lock.acquiredAt ?? "?"} (last renewed ${secondsAgo(lock.renewedAt, now)}, expires ${lock.expiresAt})`;
}

/** The lock as /api/health shows it: who holds it, since when, its last renewal and what that says. */
export interface LockHealth {
  readonly holder: string;
  readonly pid: number | null;
  readonly since: string | null;
  readonly lastRenewedAt: string | null;
  readonly expiresAt: string;
  readonly state: HolderState;
}

export function lockHealth(lock: Lock, now: Date = new Date()): LockHealth {
  return {
    holder: lock.owner,
    pid: lock.pid ?? null,
    since: lock.acquiredAt ?? null,
    lastRenewedAt: lock.renewedAt ?? null,
    expiresAt: lock.expiresAt,
    state: holderState(lock, now),
  };
}
