// The per-recipient quota of form emails (the rule is in src/domain/email-quota.ts): one record per address in the
// `email-quota` store, keyed by the address's hash and holding only the times of its counted sends. A send is
// reserved with compare-and-swap before the email goes out, so concurrent requests cannot both take the last one.
import { countedSends, mayEmail } from "../../domain/email-quota.ts";
import { type QuotaRecord, QuotaRecordSchema } from "../../domain/stored-records.ts";
import { maskEmail } from "../../domain/validation.ts";
import { checkStored, readStoredOrNull } from "../stored-record.ts";
import { emailQuotaStore } from "../stores.ts";
import { MAX_ATTEMPTS, subscriberKey, WriteConflictError } from "../submissions.ts";

/** Stored text as JSON, or the text itself when it is not JSON (the schema check then reports it). */
function parsedOrText(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
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
    // A quota record holds nothing of the visitor's but the times of its sends: one that cannot be read counts none
    // (it is logged) and the next counted send replaces it, compare-and-swap on what was read.
    const existing = await store.getWithMetadata(key, { type: "text" });
    const read = existing ? checkStored(QuotaRecordSchema, parsedOrText(existing.data), `email-quota/${key}`) : null;
    const sentAt = read?.kind === "ok" ? read.data.sentAt : [];
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
    // An unreadable record is left to the next send of its address, which replaces it.
    const record = await readStoredOrNull(store, "email-quota", key, QuotaRecordSchema);
    if (!record || countedSends(record.sentAt, now).length > 0) continue;
    await store.delete(key);
    deleted += 1;
  }
  return deleted;
}
