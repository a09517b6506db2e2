// Deciding whether a visitor has paid for the report. Nothing the browser says is trusted: the
// success page sends the PaymentIntent id and client secret from Stripe's redirect, and the server
// checks them against the webhook's record or against Stripe itself.
import type Stripe from "stripe";
import * as z from "zod/mini";
import { type BodyCheck, PAYMENT_INTENT_ID_PATTERN } from "../domain/payments.ts";
import { fieldErrorsOf } from "../domain/validation.ts";
import { findPurchase, hashSecret, sameSecret } from "./purchases.ts";
import { PaymentIntentNotFoundError } from "./stripe/errors.ts";
import { REPORT_PRODUCT, retrievePaymentIntent } from "./stripe/payment-intents.ts";

export type Verification =
  | { status: "paid"; paymentIntentId: string; via: "webhook" | "stripe" }
  | { status: "processing" }
  | {
      status: "unpaid";
      reason: "malformed" | "unknown" | "wrong_secret" | "other_product" | "wrong_amount" | "not_succeeded";
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
    intent.metadata?.product === REPORT_PRODUCT.id &&
    intent.amount === REPORT_PRODUCT.amount &&
    (intent.amount_received ?? 0) >= REPORT_PRODUCT.amount &&
    intent.currency === REPORT_PRODUCT.currency
  );
}

/**
 * Verifies a report payment. The webhook's record answers first (no call to Stripe); otherwise
 * Stripe is asked. Throws PaymentsUnavailableError / PaymentsNotConfiguredError when neither can
 * answer, so the page can say it cannot verify yet.
 */
export async function verifyReportPayment(paymentIntentId: string, clientSecret: string): Promise<Verification> {
  if (!PAYMENT_INTENT_ID_PATTERN.test(paymentIntentId) || !clientSecret.startsWith(`${paymentIntentId}_secret_`)) {
    return { status: "unpaid", reason: "malformed" };
  }
  const recorded = await findPurchase(paymentIntentId).catch(() => null);
  if (recorded?.clientSecretHash && sameSecret(recorded.clientSecretHash, hashSecret(clientSecret))) {
    return { status: "paid", paymentIntentId, via: "webhook" };
  }
  let intent: Stripe.PaymentIntent;
  try {
    intent = await retrievePaymentIntent(paymentIntentId);
  } catch (error) {
    if (error instanceof PaymentIntentNotFoundError) return { status: "unpaid", reason: "unknown" };
    throw error;
  }
  if (!intent.client_secret || !sameSecret(intent.client_secret, clientSecret))
    return { status: "unpaid", reason: "wrong_secret" };
  if (intent.metadata?.product !== REPORT_PRODUCT.id) return { status: "unpaid", reason: "other_product" };
  if (intent.status === "processing") return { status: "processing" };
  if (intent.status !== "succeeded") return { status: "unpaid", reason: "not_succeeded" };
  if (!isReportPayment(intent)) return { status: "unpaid", reason: "wrong_amount" };
  return { status: "paid", paymentIntentId, via: "stripe" };
}
