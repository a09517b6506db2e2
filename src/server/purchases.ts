// Purchases of the report, recorded from Stripe's signed payment_intent.succeeded webhook: one
// Blobs key per PaymentIntent, written only if new, so a redelivered event changes nothing. Later
// checks of the payment's charge with Stripe are written onto the same record, compare-and-swap.
import { createHash, timingSafeEqual } from "node:crypto";
import { purchasesStore } from "./stores.ts";

/** What Stripe last said about the payment's charge. */
export interface ChargeCheck {
  chargeId: string;
  refunded: boolean;
  amountRefunded: number;
  disputed: boolean;
}

export interface PurchaseRecord {
  paymentIntentId: string;
  amount: number;
  currency: string;
  product: string;
  /** sha256 of the PaymentIntent's client secret: lets the success page prove it holds it without storing it. */
  clientSecretHash: string | null;
  eventId: string;
  paidAt: string;
  recordedAt: string;
  /**
   * When the payment's state was last known from Stripe: the succeeded event's creation until a
   * re-check with Stripe (see purchase-standing.ts) writes the time of its answer here.
   */
  checkedAt?: string;
  /** The charge as that re-check found it. */
  charge?: ChargeCheck;
}

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

/** The recorded purchase of a PaymentIntent, or null. */
export async function findPurchase(paymentIntentId: string): Promise<PurchaseRecord | null> {
  return (await purchasesStore().get(paymentIntentId, { type: "json" })) as PurchaseRecord | null;
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
    const existing = await store.getWithMetadata(paymentIntentId, { type: "json" });
    if (!existing) return false;
    const current = existing.data as PurchaseRecord;
    if (lastCheckedMs(current) >= Date.parse(checkedAt)) return false;
    const next: PurchaseRecord = { ...current, checkedAt, charge };
    const result = await store.setJSON(paymentIntentId, next, existing.etag ? { onlyIfMatch: existing.etag } : {});
    if (result.modified) return true;
  }
  return false;
}
