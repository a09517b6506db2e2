// Purchases of the report, recorded from Stripe's signed payment_intent.succeeded webhook: one
// Blobs key per PaymentIntent, written only if new, so a redelivered event changes nothing.
import { createHash, timingSafeEqual } from "node:crypto";
import { purchasesStore } from "./stores.ts";

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
