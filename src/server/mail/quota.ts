// The per-recipient quota of form emails (the rule is in src/domain/email-quota.ts): one record per address in the
// `email-quota` store, keyed by the address's hash and holding only the times of its counted sends. A send is
// reserved with compare-and-swap before the email goes out, so concurrent requests cannot both take the last one.
import { countedSends, mayEmail } from "../../domain/email-quota.ts";
import { maskEmail } from "../../domain/validation.ts";
import { emailQuotaStore } from "../stores.ts";
import { MAX_ATTEMPTS, subscriberKey, WriteConflictError } from "../submissions.ts";

interface QuotaRecord {
  sentAt: string[];
}

/** The record key of an address (the same hash as a subscriber's key: the address itself is not stored). */
export const quotaKey = (email: string) => subscriberKey(email);

/**
 * Takes one form email of `email`'s quota: true when it may be sent now (and is counted), false when the address had
 * its share of the last 24 hours. Throws when the store cannot be written.
 */
export async function reserveFormEmail(email: string, now = new Date()): Promise<boolean> {
  const store = emailQuotaStore();
  const key = quotaKey(email);
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const existing = await store.getWithMetadata(key, { type: "json" });
    const sentAt = existing ? ((existing.data as QuotaRecord).sentAt ?? []) : [];
    if (!mayEmail(sentAt, now)) {
      console.warn(`[mail] ${maskEmail(email)} had its form emails for today: not sent`);
      return false;
    }
    const record: QuotaRecord = { sentAt: [...countedSends(sentAt, now), now.toISOString()] };
    if (existing && !existing.etag) throw new WriteConflictError("the store returned no ETag to count against");
    const written = await store.setJSON(
      key,
      record,
      existing ? { onlyIfMatch: existing.etag as string } : { onlyIfNew: true },
    );
    if (written.modified) return true;
  }
  throw new WriteConflictError("the email quota kept changing while being counted");
}

/** Deletes the records whose sends no longer count (daily cleanup); returns how many. */
export async function deleteSpentQuotas(now = new Date()): Promise<number> {
  const store = emailQuotaStore();
  const { blobs } = await store.list();
  let deleted = 0;
  for (const { key } of blobs) {
    const record = (await store.get(key, { type: "json" })) as QuotaRecord | null;
    if (!record || countedSends(record.sentAt ?? [], now).length > 0) continue;
    await store.delete(key);
    deleted += 1;
  }
  return deleted;
}
