// What a verified Stripe event does: a succeeded report payment is recorded, a fully refunded or
// disputed charge revokes its PaymentIntent's access. Each is written once; a redelivered event
// changes nothing. Any other event is acknowledged and ignored.
import type Stripe from "stripe";
import { chargeRevocation } from "../../../domain/payments.ts";
import { siteUrl } from "../../configured-site-url.ts";
import { json, jsonError } from "../../json-response.ts";
import { isReportPayment } from "../payment-verification.ts";
import { hashSecret, recordPurchase } from "../purchases.ts";
import { indexPurchase } from "../report-access.ts";
import { emailReportLink } from "../report-link-email.ts";
import { recordRevocation } from "../revocations.ts";

async function recordSucceeded(event: Stripe.Event, intent: Stripe.PaymentIntent): Promise<Response> {
  if (!isReportPayment(intent)) return json({ received: true, recorded: false });
  try {
    const recorded = await recordPurchase({
      paymentIntentId: intent.id,
      amount: intent.amount_received,
      currency: intent.currency,
      product: String(intent.metadata?.["product"]),
      clientSecretHash: intent.client_secret ? hashSecret(intent.client_secret) : null,
      eventId: event.id,
      paidAt: new Date(event.created * 1000).toISOString(),
      recordedAt: new Date().toISOString(),
    });
    console.log(`[stripe-webhook] ${event.id}: purchase ${intent.id} ${recorded ? "recorded" : "already recorded"}`);
    if (recorded && intent.receipt_email) {
      // The buyer's copy: a link valid 7 days and the receipt. A failed email is not Stripe's to retry (the
      // purchase is recorded); "Lost your report?" sends the link again.
      await indexPurchase(intent.receipt_email, intent.id);
      await emailReportLink(
        intent.receipt_email,
        intent.id,
        siteUrl(),
        intent.metadata?.["customerName"] ?? null,
      ).catch(() => false);
    }
    return json({ received: true, recorded });
  } catch {
    // Stripe retries a failed delivery; the record is written only if new, so a retry is safe.
    console.error(`[stripe-webhook] ${event.id}: could not record ${intent.id}`);
    return jsonError(503, "storage_unavailable", "Could not record the purchase; Stripe will retry.");
  }
}

/** The id of an expandable field (`"pi_…"` or an expanded object), or null. */
const idOf = (field: string | { id: string } | null | undefined) =>
  typeof field === "string" ? field : (field?.id ?? null);

async function revoke(
  event: Stripe.Event,
  paymentIntentId: string | null,
  chargeId: string | null,
  reason: "refunded" | "disputed",
): Promise<Response> {
  // A charge outside a PaymentIntent (never one of ours) has nothing to revoke.
  if (!paymentIntentId || !chargeId) return json({ received: true, revoked: false });
  try {
    const revoked = await recordRevocation({
      paymentIntentId,
      reason,
      chargeId,
      eventId: event.id,
      revokedAt: new Date().toISOString(),
    });
    console.log(
      `[stripe-webhook] ${event.id}: ${paymentIntentId} ${reason}, access ${revoked ? "revoked" : "already revoked"}`,
    );
    return json({ received: true, revoked });
  } catch {
    console.error(`[stripe-webhook] ${event.id}: could not revoke ${paymentIntentId}`);
    return jsonError(503, "storage_unavailable", "Could not record the revocation; Stripe will retry.");
  }
}

/** Acts on one verified event and answers Stripe. */
export function handleStripeEvent(event: Stripe.Event): Promise<Response> {
  switch (event.type) {
    case "payment_intent.succeeded":
      return recordSucceeded(event, event.data.object);
    case "charge.refunded": {
      // Sent for partial refunds too; only a charge refunded in full withdraws the report (a partial
      // refund is a discount, the buyer still paid): chargeRevocation's rule.
      const charge = event.data.object;
      const state = { amount: charge.amount, amountRefunded: charge.amount_refunded, refunded: charge.refunded };
      if (chargeRevocation({ ...state, disputed: false }) !== "refunded")
        return Promise.resolve(json({ received: true, revoked: false }));
      return revoke(event, idOf(charge.payment_intent), charge.id, "refunded");
    }
    case "charge.dispute.created": {
      const dispute = event.data.object;
      return revoke(event, idOf(dispute.payment_intent), idOf(dispute.charge), "disputed");
    }
    default:
      return Promise.resolve(json({ received: true }));
  }
}
