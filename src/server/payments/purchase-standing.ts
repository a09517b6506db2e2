// Whether a recorded purchase still pays for the report. The webhook's record says the payment
// succeeded; a refund or dispute is normally recorded by its own webhook, but a webhook can be late,
// lost or never configured. So before access is granted from a record, the charge is checked with
// Stripe again when what the record knows is older than RECHECK_AFTER_MS, and the answer is written
// back (a revocation, or the charge's state and the time of the check).
import { chargeRevocation } from "../../domain/payments.ts";
import { findPurchase, lastCheckedMs, type PurchaseRecord, recordChargeCheck } from "./purchases.ts";
import { isRevoked, recordRevocation } from "./revocations.ts";
import { retrievePaymentIntent } from "./stripe/payment-intents.ts";
import { PaymentsUnavailableError } from "./stripe/stripe-errors.ts";

/**
 * How long what a record knows about its charge is trusted without asking Stripe: 10 minutes. A
 * download token lives 15 minutes and every download checks the revocations, so a refund that
 * Stripe reports is enforced within about 10 minutes even when its webhook never arrives, while a
 * buyer who reloads, retries a download or opens the emailed link twice costs one Stripe request,
 * not one per click (Stripe limits reads per second, and every check adds its latency).
 */
export const RECHECK_AFTER_MS = 10 * 60 * 1000;

/**
 * While Stripe cannot be reached, a record checked less than 7 days ago (the life of an emailed link)
 * is still honoured: a paying buyer is not locked out by the payment provider's outage, and a refund
 * slips through only if its webhook is lost too. An older check is not enough: the answer is 503.
 */
export const UNREACHABLE_GRACE_MS = 7 * 24 * 60 * 60 * 1000;

export type Standing = { status: "none" } | { status: "revoked" } | { status: "good"; record: PurchaseRecord };

/** The charge of a PaymentIntent as Stripe has it now, or null when Stripe cannot tell us. */
async function currentCharge(paymentIntentId: string) {
  try {
    const intent = await retrievePaymentIntent(paymentIntentId, ["latest_charge"]);
    const charge = intent.latest_charge;
    if (!charge || typeof charge !== "object") return null;
    return {
      chargeId: charge.id,
      amount: charge.amount,
      amountRefunded: charge.amount_refunded,
      refunded: charge.refunded,
      disputed: charge.disputed,
    };
  } catch {
    // Unreachable, not configured, or a PaymentIntent this key cannot see: nothing learnt.
    return null;
  }
}

/**
 * The standing of the purchase of `paymentIntentId`: none recorded, revoked, or good. Throws
 * PaymentsUnavailableError when it cannot be decided: the stores cannot be read, or Stripe cannot be
 * reached and the record's last check is older than UNREACHABLE_GRACE_MS.
 */
export async function purchaseStanding(paymentIntentId: string, now = Date.now()): Promise<Standing> {
  let record: PurchaseRecord | null;
  let revoked: boolean;
  try {
    [record, revoked] = await Promise.all([findPurchase(paymentIntentId), isRevoked(paymentIntentId)]);
  } catch {
    throw new PaymentsUnavailableError();
  }
  if (!record) return { status: "none" };
  if (revoked) return { status: "revoked" };
  const age = now - lastCheckedMs(record);
  if (age < RECHECK_AFTER_MS) return { status: "good", record };

  const charge = await currentCharge(paymentIntentId);
  if (!charge) {
    if (age < UNREACHABLE_GRACE_MS) {
      console.warn(`[payments] could not re-check ${paymentIntentId} with Stripe; its last check is recent enough`);
      return { status: "good", record };
    }
    console.error(`[payments] could not re-check ${paymentIntentId} with Stripe; its last check is too old`);
    throw new PaymentsUnavailableError();
  }
  const checkedAt = new Date(now).toISOString();
  const reason = chargeRevocation(charge);
  if (reason) {
    await recordRevocation({ paymentIntentId, reason, chargeId: charge.chargeId, eventId: null, revokedAt: checkedAt })
      .then((recorded) => recorded && console.log(`[payments] ${paymentIntentId} ${reason} (found by a re-check)`))
      .catch(() => console.error(`[payments] could not record the revocation of ${paymentIntentId}`));
    return { status: "revoked" };
  }
  const state = {
    chargeId: charge.chargeId,
    refunded: charge.refunded,
    amountRefunded: charge.amountRefunded,
    disputed: charge.disputed,
  };
  await recordChargeCheck(paymentIntentId, checkedAt, state).catch(() =>
    console.error(`[payments] could not record the re-check of ${paymentIntentId}`),
  );
  return { status: "good", record };
}
