// The report product and the PaymentIntent operations the payment functions perform on it.
import type Stripe from "stripe";
import { stripeClient } from "./client.ts";
import { PaymentIntentLockedError, PaymentsRejectedError, translateStripeError } from "./errors.ts";

/**
 * The one product on sale. Amount, currency and description are decided here and nowhere else;
 * nothing a client sends changes them. The webhook and the download check `metadata.product`.
 */
export const REPORT_PRODUCT = {
  id: "us-jobs-market-report",
  amount: 19_900, // cents
  currency: "usd",
  description: "US Jobs Analytics: US employment market report (one-time purchase)",
} as const;

/** PaymentIntent statuses in which Stripe still accepts an update of the receipt email. */
const UPDATABLE_STATUSES: ReadonlySet<string> = new Set([
  "requires_payment_method",
  "requires_confirmation",
  "requires_action",
]);

/**
 * Creates the PaymentIntent for one checkout attempt, or returns the one already created for it.
 *
 * The idempotency key is derived from the browser's `checkoutId` (required and validated by the
 * route): a double click or a reload of the checkout page then gets the same PaymentIntent back
 * instead of a second one. A key invented on the server would be different on every request and
 * protect nothing, so there is no fallback. The product and amount are part of the key so that a
 * future price change cannot collide with a key Stripe still remembers (it keeps them ≥ 24 h).
 */
export async function createReportPaymentIntent({
  checkoutId,
}: {
  checkoutId: string;
}): Promise<{ id: string; clientSecret: string }> {
  const stripe = stripeClient();
  let intent: Stripe.PaymentIntent;
  try {
    intent = await stripe.paymentIntents.create(
      {
        amount: REPORT_PRODUCT.amount,
        currency: REPORT_PRODUCT.currency,
        description: REPORT_PRODUCT.description,
        automatic_payment_methods: { enabled: true },
        metadata: { product: REPORT_PRODUCT.id },
      },
      {
        idempotencyKey: `checkout:${REPORT_PRODUCT.id}:${REPORT_PRODUCT.amount}${REPORT_PRODUCT.currency}:${checkoutId}`,
      },
    );
  } catch (error) {
    throw translateStripeError("create payment intent", error);
  }
  if (!intent.client_secret) {
    console.error(`[payments] create payment intent: ${intent.id} came back without a client secret`);
    throw new PaymentsRejectedError();
  }
  return { id: intent.id, clientSecret: intent.client_secret };
}

/**
 * Sets the buyer's receipt email and name on a report PaymentIntent — nothing else. Refused with
 * PaymentIntentLockedError once the payment has succeeded (or is otherwise final), and for a
 * PaymentIntent that is not a purchase of the report.
 */
export async function updateReportPaymentIntent(
  id: string,
  { email, customerName }: { email: string; customerName: string },
): Promise<{ id: string; status: string }> {
  const intent = await retrievePaymentIntent(id);
  if (intent.metadata?.product !== REPORT_PRODUCT.id) throw new PaymentIntentLockedError("not_report_payment");
  if (intent.status === "succeeded") throw new PaymentIntentLockedError("payment_already_completed");
  if (!UPDATABLE_STATUSES.has(intent.status)) throw new PaymentIntentLockedError("payment_not_updatable");
  try {
    // Metadata is merged by Stripe: `product` stays as it is.
    const updated = await stripeClient().paymentIntents.update(id, {
      receipt_email: email,
      metadata: { customerName },
    });
    return { id: updated.id, status: updated.status };
  } catch (error) {
    throw translateStripeError("update payment intent", error, true);
  }
}

/** A PaymentIntent as Stripe has it now (for payment verification). */
export async function retrievePaymentIntent(id: string): Promise<Stripe.PaymentIntent> {
  const stripe = stripeClient();
  try {
    return await stripe.paymentIntents.retrieve(id);
  } catch (error) {
    throw translateStripeError("retrieve payment intent", error, true);
  }
}
