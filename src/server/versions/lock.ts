/**
 * The refresh lock: one key in the versions store, created only if absent (a conditional write, so two refreshes
 * starting together cannot both win). Its holder renews it every HEARTBEAT_MS while it runs, and it expires
 * LOCK_TTL_MS after the last renewal, so a refresh killed outright blocks the next one for at most about a minute.
 * An expired lock is taken over with a write conditional on its ETag, so two takers cannot both succeed either; a
 * holder whose renewal finds the lock changed under it knows it lost the lock and must not publish.
 */
import { HEARTBEAT_MS, isLive, type Lock, type LockHealth, LockSchema, lockHealth } from "../../domain/refresh-lock.ts";
import { datasetVersionsStore } from "../stores.ts";

export { HEARTBEAT_MS, isLive, type Lock, LockSchema } from "../../domain/refresh-lock.ts";

export const LOCK_KEY = "lock";
/** How long a lock lives after its last renewal. */
export const LOCK_TTL_MS = 60_000;
const SETTLE_MS = 250;

/** The lock as stored, with its ETag where the store gives one; null when no refresh holds it. */
export async function readLock(): Promise<{ lock: Lock; etag: string | undefined } | null> {
  const found = await datasetVersionsStore().getWithMetadata(LOCK_KEY, { type: "json" });
  if (!found) return null;
  const parsed = LockSchema.safeParse(found.data);
  // An unreadable lock is nobody's: it counts as expired.
  const lock = parsed.success ? parsed.data : { owner: "unknown", expiresAt: new Date(0).toISOString() };
  return { lock, etag: found.etag };
}

export interface HeldLock {
  readonly ok: true;
  /** Why the lock was lost (another refresh took it over), or null while it is still ours. */
  lost(): string | null;
  /** Renews the lock now; resolves to why it was lost, or null while it is still ours (call before publishing). */
  confirm(): Promise<string | null>;
  /** Stops renewing and deletes the lock if it is still ours. */
  release(): Promise<void>;
}

export type LockResult = HeldLock | { readonly ok: false; readonly holder: Lock };

/** Takes the lock and keeps renewing it until released, or returns the live holder. */
export async function acquireLock(
  owner: string,
  ttlMs: number = LOCK_TTL_MS,
  now: Date = new Date(),
  heartbeatMs: number = HEARTBEAT_MS,
): Promise<LockResult> {
  const store = datasetVersionsStore();
  const at = now.toISOString();
  const lock: Lock = {
    owner,
    acquiredAt: at,
    renewedAt: at,
    expiresAt: new Date(now.getTime() + ttlMs).toISOString(),
    renewEveryMs: heartbeatMs,
    pid: process.pid,
  };
  let write = await store.setJSON(LOCK_KEY, lock, { onlyIfNew: true });
  const existing = write.modified ? null : await readLock();
  if (existing && !isLive(existing.lock, now)) {
    if (existing.etag) write = await store.setJSON(LOCK_KEY, lock, { onlyIfMatch: existing.etag });
    else {
      // A store that sends no ETag on reads (the local Blobs server): delete the expired lock and create ours (the
      // read-back below still leaves a single owner).
      await store.delete(LOCK_KEY);
      write = await store.setJSON(LOCK_KEY, lock, { onlyIfNew: true });
    }
  }
  if (!write.modified) return { ok: false, holder: existing?.lock ?? (await readLock())?.lock ?? unknownHolder() };
  // Netlify's conditional writes are atomic; the local Blobs server checks and writes in two steps, so two takers
  // can both be told they won. Reading back after a pause leaves exactly one owner: the last write.
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  const after = await readLock();
  if (after?.lock.owner !== owner) return { ok: false, holder: after?.lock ?? unknownHolder() };
  return holdLock(lock, after.etag ?? write.etag, ttlMs, heartbeatMs);
}

function unknownHolder(): Lock {
  return { owner: "unknown", expiresAt: "" };
}

/** Renews the lock every `heartbeatMs` with a write conditional on the ETag of our last write. */
function holdLock(initial: Lock, firstEtag: string | undefined, ttlMs: number, heartbeatMs: number): HeldLock {
  const store = datasetVersionsStore();
  let etag = firstEtag;
  let lost: string | null = null;
  let renewing: Promise<void> = Promise.resolve();
  const renew = async () => {
    if (lost) return;
    const now = new Date();
    const next: Lock = {
      ...initial,
      renewedAt: now.toISOString(),
      expiresAt: new Date(now.getTime() + ttlMs).toISOString(),
    };
    if (etag) {
      const result = await store.setJSON(LOCK_KEY, next, { onlyIfMatch: etag });
      if (result.modified) etag = result.etag;
      else lost = "the lock changed under its holder (it expired and was taken over, or was removed)";
      return;
    }
    // No ETag from the store: check the owner, then write (a store without ETags cannot do better).
    const held = await readLock();
    if (held?.lock.owner !== initial.owner) {
      lost = `the lock is now held by ${held?.lock.owner ?? "nobody"}`;
      return;
    }
    etag = (await store.setJSON(LOCK_KEY, next)).etag;
  };
  const queueRenewal = () => {
    renewing = renewing.then(renew).catch((error: Error) => {
      // One failed renewal is not fatal: the lock lives LOCK_TTL_MS, several renewals long.
      console.warn(`[refresh lock] renewal failed: ${error.message}`);
    });
    return renewing;
  };
  const timer = setInterval(queueRenewal, heartbeatMs);
  timer.unref();
  return {
    ok: true,
    lost: () => lost,
    async confirm() {
      await queueRenewal();
      return lost;
    },
    async release() {
      clearInterval(timer);
      await renewing;
      const held = await readLock();
      if (held?.lock.owner === initial.owner) await store.delete(LOCK_KEY);
    },
  };
}

/** The lock as /api/health shows it (holder, since when, last renewal), or null when no refresh holds it. */
export async function readLockHealth(now: Date = new Date()): Promise<LockHealth | null> {
  const found = await readLock();
  return found ? lockHealth(found.lock, now) : null;
}

export type UnlockResult =
  | { readonly status: "none" }
  | { readonly status: "removed"; readonly lock: Lock }
  | { readonly status: "live"; readonly lock: Lock };

/** Removes a stale lock (its holder stopped renewing it); refuses while a live holder renews it. */
export async function removeStaleLock(now: Date = new Date()): Promise<UnlockResult> {
  const found = await readLock();
  if (!found) return { status: "none" };
  if (isLive(found.lock, now)) return { status: "live", lock: found.lock };
  // A refresh that took the lock over in the meantime finds it gone at its next renewal and stops before publishing.
  await datasetVersionsStore().delete(LOCK_KEY);
  return { status: "removed", lock: found.lock };
}
