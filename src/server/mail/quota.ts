// The per-recipient quota of form emails (the rule is in src/domain/email-quota.ts): one record per mailbox in the
// `email-quota` store, keyed by the hash of the mailbox an address delivers to (its `+tag` and, for Gmail, its dots
// ignored) and holding only the times of its counted sends. A send is reserved with compare-and-swap before the email
// goes out, so concurrent requests cannot both take the last one.
import { countedSends, mayEmail, quotaMailbox } from "../../domain/email-quota.ts";
import { type QuotaRecord, QuotaRecordSchema } from "../../domain/stored-records.ts";
import { maskEmail } from "../../domain/validation.ts";
import { readStored, readStoredOrNull } from "../stored-record.ts";
import { emailQuotaStore } from "../stores.ts";
import { MAX_ATTEMPTS, subscriberKey, WriteConflictError } from "../submissions.ts";

/**
 * The record key of an address: the hash of its mailbox (`quotaMailbox`), so that every sub-address of one mailbox
 * counts against one quota. For a plain address it is the same hash as a subscriber's key; the address itself is not
 * stored.
 */
export const quotaKey = (email: string) => subscriberKey(quotaMailbox(email));

/**
 * Takes one form email of `email`'s quota: true when it may be sent now (and is counted), false when the address had
 * its share of the last 24 hours. Throws when the store cannot be written.
 */
export async function reserveFormEmail(email: string, now = new Date()): Promise<boolean> {
  const store = emailQuotaStore();
  const key = quotaKey(email);
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    // A quota record holds nothing of the visitor's but the times of its sends: one that cannot be read counts none
    // (readStored logs it) and the next counted send replaces it, compare-and-swap on the ETag it was read with.
    const read = await readStored(store, "email-quota", key, QuotaRecordSchema);
    const sentAt = read.kind === "ok" ? read.data.sentAt : [];
    if (!mayEmail(sentAt, now)) {
      console.warn(`[mail] ${maskEmail(email)} had its form emails for today: not sent`);
      return false;
    }
    const record: QuotaRecord = { sentAt: [...countedSends(sentAt, now), now.toISOString()] };
    let condition: { onlyIfNew: true } | { onlyIfMatch: string };
    if (read.kind === "absent") condition = { onlyIfNew: true };
    else if (read.etag) condition = { onlyIfMatch: read.etag };
    else throw new WriteConflictError("the store returned no ETag to count against");
    const written = await store.setJSON(key, record, condition);
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
    // An unreadable record is left to the next send of its address, which replaces it.
    const record = await readStoredOrNull(store, "email-quota", key, QuotaRecordSchema);
    if (!record || countedSends(record.sentAt, now).length > 0) continue;
    await store.delete(key);
    deleted += 1;
  }
  return deleted;
}
