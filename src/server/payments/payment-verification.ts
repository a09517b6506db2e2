// Deciding whether a visitor has paid for the report. Nothing the browser says is trusted: the
// success page sends the PaymentIntent id and client secret from Stripe's redirect, and the server
// checks them against the webhook's record (re-checked with Stripe once it is a few minutes old, see
// purchase-standing.ts) or against Stripe itself.
import type Stripe from "stripe";
import * as z from "zod/mini";
import { type BodyCheck, chargeRevocation, PAYMENT_INTENT_ID_PATTERN } from "../../domain/payments.ts";
import { fieldErrorsOf } from "../../domain/validation.ts";
import { purchaseStanding } from "./purchase-standing.ts";
import { findPurchase, hashSecret, sameSecret } from "./purchases.ts";
import { isRevoked } from "./revocations.ts";
import { REPORT_PRODUCT, retrievePaymentIntent } from "./stripe/payment-intents.ts";
import { PaymentIntentNotFoundError, PaymentsUnavailableError } from "./stripe/stripe-errors.ts";

export type Verification =
  | { status: "paid"; paymentIntentId: string; via: "webhook" | "stripe" }
  | { status: "processing" }
  | {
      status: "unpaid";
      reason:
        | "malformed"
        | "unknown"
        | "wrong_secret"
        | "other_product"
        | "wrong_amount"
        | "not_succeeded"
        | "window_closed"
        | "revoked";
    };

const VerifyPaymentBodySchema = z.object({
  paymentIntent: z.string().check(z.maxLength(100)),
  clientSecret: z.string().check(z.maxLength(200)),
});

/** POST /api/verify-payment body: the two values of Stripe's redirect, checked for shape only here. */
export function checkVerifyPaymentBody(input: unknown): BodyCheck<z.infer<typeof VerifyPaymentBodySchema>> {
  const parsed = VerifyPaymentBodySchema.safeParse(input);
  if (parsed.success) return { ok: true, value: parsed.data };
  return {
    ok: false,
    message: "paymentIntent and clientSecret are required.",
    fieldErrors: fieldErrorsOf(parsed.error.issues),
  };
}

/** The checks a succeeded report payment must pass. */
export function isReportPayment(
  intent: Pick<Stripe.PaymentIntent, "metadata" | "amount" | "amount_received" | "currency">,
): boolean {
  return (
    intent.metadata?.["product"] === REPORT_PRODUCT.id &&
    intent.amount === REPORT_PRODUCT.amount &&
    (intent.amount_received ?? 0) >= REPORT_PRODUCT.amount &&
    intent.currency === REPORT_PRODUCT.currency
  );
}

/**
 * How long after the payment succeeded the success page may turn its client secret into download
 * tokens: a day covers a reload, a failed download retried, another try later the same day, while a
 * client secret left in a browser history, a log or a shared link stops being worth anything the
 * next day. Later downloads come from the link emailed with the receipt, not from the secret.
 */
export const VERIFICATION_WINDOW_MS = 24 * 60 * 60 * 1000;

/**
 * When a succeeded PaymentIntent was paid: its charge's creation (the `latest_charge`, expanded),
 * else the PaymentIntent's own creation, which is earlier, so the window can only end sooner.
 */
function paidAtMs(intent: Stripe.PaymentIntent): number {
  const charge = intent.latest_charge;
  const created = charge && typeof charge === "object" ? charge.created : intent.created;
  return created * 1000;
}

/** A charge whose money went back: fully refunded or disputed (see chargeRevocation). */
function chargeRevoked(intent: Stripe.PaymentIntent): boolean {
  const charge = intent.latest_charge;
  if (!charge || typeof charge !== "object") return false;
  return (
    chargeRevocation({
      amount: charge.amount,
      amountRefunded: charge.amount_refunded,
      refunded: charge.refunded,
      disputed: charge.disputed,
    }) !== null
  );
}

/** A payment checked with Stripe just now is paid, unless its window has closed or it was revoked. */
async function granted(paymentIntentId: string, paidAt: number, now: number): Promise<Verification> {
  if (now - paidAt > VERIFICATION_WINDOW_MS) return { status: "unpaid", reason: "window_closed" };
  let revoked: boolean;
  try {
    revoked = await isRevoked(paymentIntentId);
  } catch {
    // Access that cannot be checked is not granted; the page can try again.
    throw new PaymentsUnavailableError();
  }
  if (revoked) return { status: "unpaid", reason: "revoked" };
  return { status: "paid", paymentIntentId, via: "stripe" };
}

/**
 * Verifies a report payment. The webhook's record answers first (asking Stripe only to re-check a
 * record whose last check is older than RECHECK_AFTER_MS); otherwise Stripe is asked. Either way,
 * access is granted only within VERIFICATION_WINDOW_MS of the payment and never for a payment
 * revoked by a refund or a dispute. Throws PaymentsUnavailableError /
 * PaymentsNotConfiguredError when the payment cannot be checked, so the page can say it cannot
 * verify yet.
 */
export async function verifyReportPayment(
  paymentIntentId: string,
  clientSecret: string,
  now = Date.now(),
): Promise<Verification> {
  if (!PAYMENT_INTENT_ID_PATTERN.test(paymentIntentId) || !clientSecret.startsWith(`${paymentIntentId}_secret_`)) {
    return { status: "unpaid", reason: "malformed" };
  }
  const recorded = await findPurchase(paymentIntentId).catch(() => null);
  if (recorded?.clientSecretHash && sameSecret(recorded.clientSecretHash, hashSecret(clientSecret))) {
    if (now - Date.parse(recorded.paidAt) > VERIFICATION_WINDOW_MS)
      return { status: "unpaid", reason: "window_closed" };
    const standing = await purchaseStanding(paymentIntentId, now);
    if (standing.status === "revoked") return { status: "unpaid", reason: "revoked" };
    if (standing.status === "good") return { status: "paid", paymentIntentId, via: "webhook" };
  }
  let intent: Stripe.PaymentIntent;
  try {
    intent = await retrievePaymentIntent(paymentIntentId, ["latest_charge"]);
  } catch (error) {
    if (error instanceof PaymentIntentNotFoundError) return { status: "unpaid", reason: "unknown" };
    throw error;
  }
  if (!intent.client_secret || !sameSecret(intent.client_secret, clientSecret))
    return { status: "unpaid", reason: "wrong_secret" };
  if (intent.metadata?.["product"] !== REPORT_PRODUCT.id) return { status: "unpaid", reason: "other_product" };
  if (intent.status === "processing") return { status: "processing" };
  if (intent.status !== "succeeded") return { status: "unpaid", reason: "not_succeeded" };
  if (!isReportPayment(intent)) return { status: "unpaid", reason: "wrong_amount" };
  // A refund or dispute whose webhook has not arrived (or never will) still counts.
  if (chargeRevoked(intent)) return { status: "unpaid", reason: "revoked" };
  return granted(paymentIntentId, paidAtMs(intent), now);
}
