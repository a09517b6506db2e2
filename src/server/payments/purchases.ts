// Purchases of the report, recorded from Stripe's signed payment_intent.succeeded webhook: one
// Blobs key per PaymentIntent, written only if new, so a redelivered event changes nothing. Later
// checks of the payment's charge with Stripe are written onto the same record, compare-and-swap.
import { createHash, timingSafeEqual } from "node:crypto";
import { type ChargeCheck, type PurchaseRecord, PurchaseRecordSchema } from "../../domain/stored-records.ts";
import { readStored, readStoredOrNull } from "../stored-record.ts";
import { purchasesStore } from "../stores.ts";

export type { ChargeCheck, PurchaseRecord } from "../../domain/stored-records.ts";

export const hashSecret = (secret: string) => createHash("sha256").update(secret).digest("hex");

/** Equal strings, compared in constant time. */
export function sameSecret(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** Records a purchase unless it is already recorded; true when this call recorded it. */
export async function recordPurchase(record: PurchaseRecord): Promise<boolean> {
  const result = await purchasesStore().setJSON(record.paymentIntentId, record, { onlyIfNew: true });
  return result.modified;
}

/**
 * The recorded purchase of a PaymentIntent, or null. An unreadable record is logged and read as not recorded (it is
 * left as it is): access then rests on what Stripe says of the payment, as it does before the webhook arrives.
 */
export async function findPurchase(paymentIntentId: string): Promise<PurchaseRecord | null> {
  return readStoredOrNull(purchasesStore(), "purchases", paymentIntentId, PurchaseRecordSchema);
}

/** When the record's state was last known from Stripe, in ms. */
export const lastCheckedMs = (record: PurchaseRecord) => Date.parse(record.checkedAt ?? record.paidAt);

const WRITE_ATTEMPTS = 5;

/**
 * Writes a re-check's result onto the purchase record, compare-and-swap: a concurrent writer is
 * never overwritten (its fields are kept and the write retried on the latest record), and a check
 * older than the one stored is dropped. True when the stored record carries this check.
 */
export async function recordChargeCheck(paymentIntentId: string, checkedAt: string, charge: ChargeCheck) {
  const store = purchasesStore();
  for (let attempt = 0; attempt < WRITE_ATTEMPTS; attempt++) {
    const existing = await readStored(store, "purchases", paymentIntentId, PurchaseRecordSchema);
    if (existing.kind !== "ok") return false;
    const current = existing.data;
    if (lastCheckedMs(current) >= Date.parse(checkedAt)) return false;
    const next: PurchaseRecord = { ...current, checkedAt, charge };
    const result = await store.setJSON(paymentIntentId, next, existing.etag ? { onlyIfMatch: existing.etag } : {});
    if (result.modified) return true;
  }
  return false;
}
