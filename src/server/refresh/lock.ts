/**
 * The refresh lock: one key in the versions store, created only if absent (a conditional write, so two refreshes
 * starting together cannot both win), with an expiry so a crashed refresh does not block the next one for ever.
 * An expired lock is taken over with a write conditional on its ETag, so two takers cannot both succeed either.
 */
import { datasetVersionsStore } from "../stores.ts";

export const LOCK_KEY = "lock";
const SETTLE_MS = 250;

export interface Lock {
  readonly owner: string;
  readonly expiresAt: string;
}

/** Takes the lock for `ttlMs`, or returns null with the holder when another refresh has it. */
export async function acquireLock(
  owner: string,
  ttlMs: number,
  now: Date = new Date(),
): Promise<{ ok: true; release: () => Promise<void> } | { ok: false; holder: Lock }> {
  const store = datasetVersionsStore();
  const lock: Lock = { owner, expiresAt: new Date(now.getTime() + ttlMs).toISOString() };
  const release = async () => {
    const held = (await store.get(LOCK_KEY, { type: "json" })) as Lock | null;
    if (held?.owner === owner) await store.delete(LOCK_KEY);
  };
  let won = (await store.setJSON(LOCK_KEY, lock, { onlyIfNew: true })).modified;
  const existing = won ? null : await store.getWithMetadata(LOCK_KEY, { type: "json" });
  const holder = existing?.data as Lock | undefined;
  if (existing && holder && Date.parse(holder.expiresAt) <= now.getTime()) {
    if (existing.etag) won = (await store.setJSON(LOCK_KEY, lock, { onlyIfMatch: existing.etag })).modified;
    else {
      // The local Blobs server sends no ETag on reads: delete the expired lock and create ours (the read-back below
      // still leaves a single owner).
      await store.delete(LOCK_KEY);
      won = (await store.setJSON(LOCK_KEY, lock, { onlyIfNew: true })).modified;
    }
  }
  if (!won) return { ok: false, holder: holder ?? { owner: "unknown", expiresAt: "" } };
  // Netlify's conditional writes are atomic; the local Blobs server checks and writes in two steps, so two takers
  // can both be told they won. Reading back after a pause leaves exactly one owner: the last write.
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  const after = (await store.get(LOCK_KEY, { type: "json" })) as Lock | null;
  if (after?.owner !== owner) return { ok: false, holder: after ?? { owner: "unknown", expiresAt: "" } };
  return { ok: true, release };
}
