// Purchases whose access is withdrawn: Stripe's signed `charge.refunded` (the charge fully refunded)
// or `charge.dispute.created` webhook names the PaymentIntent, or a re-check of the charge with Stripe
// finds it refunded or disputed before (or without) its webhook. One Blobs key per PaymentIntent,
// written only if new, so a redelivered event (or a dispute after a refund) changes nothing.
// Verification and the report route refuse a revoked payment.
import { revocationsStore } from "../stores.ts";

export interface RevocationRecord {
  paymentIntentId: string;
  reason: "refunded" | "disputed";
  chargeId: string;
  /** The webhook event that revoked it, or null when a re-check with Stripe found it. */
  eventId: string | null;
  revokedAt: string;
}

/** Records a revocation unless one is recorded already; true when this call recorded it. */
export async function recordRevocation(record: RevocationRecord): Promise<boolean> {
  const result = await revocationsStore().setJSON(record.paymentIntentId, record, { onlyIfNew: true });
  return result.modified;
}

/**
 * Whether the payment's access is revoked. Throws when the store cannot answer: callers refuse
 * (503) rather than grant access they cannot check.
 */
export async function isRevoked(paymentIntentId: string): Promise<boolean> {
  return (await revocationsStore().get(paymentIntentId, { type: "json" })) !== null;
}
