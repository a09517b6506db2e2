// The report product and the PaymentIntent operations the payment functions perform on it.
import { createHash } from "node:crypto";
import type Stripe from "stripe";
import { sameSecret } from "../purchases.ts";
import { stripeClient } from "./client.ts";
import {
  PaymentIntentLockedError,
  PaymentIntentNotFoundError,
  PaymentsRejectedError,
  translateStripeError,
} from "./stripe-errors.ts";

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

/**
 * What identifies the client of a request well enough to bind a checkout to it: a hash (never the
 * address itself, which would then sit in Stripe's idempotency records) of the client's address, as
 * Netlify's context gives it, and its User-Agent.
 */
export function clientBinding(ip: string | undefined, userAgent: string | null): string {
  return createHash("sha256")
    .update(`${ip ?? ""}\n${userAgent ?? ""}`)
    .digest("base64url")
    .slice(0, 22);
}

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
 *
 * The key is also bound to the client that sent the request (`client`, a hash of its address and
 * User-Agent, see clientBinding): the same checkoutId sent from another client names another
 * PaymentIntent, so a checkout id that leaks never hands out someone else's client secret. A buyer
 * whose address changes between two reloads gets a fresh PaymentIntent, which is harmless: an unpaid
 * one is never charged and simply lapses.
 */
export async function createReportPaymentIntent({
  checkoutId,
  client,
}: {
  checkoutId: string;
  client: string;
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
        idempotencyKey: `checkout:${REPORT_PRODUCT.id}:${REPORT_PRODUCT.amount}${REPORT_PRODUCT.currency}:${checkoutId}:${client}`,
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
 * Sets the buyer's receipt email and name on a report PaymentIntent — nothing else — for the holder
 * of its client secret only (compared in constant time): the id alone, which appears in receipts,
 * logs and URLs, must not let anyone change a stranger's payment. Every refusal is the same
 * PaymentIntentLockedError: an unknown id, a wrong secret, another product, a payment that has
 * succeeded or is otherwise final.
 */
export async function updateReportPaymentIntent(
  id: string,
  clientSecret: string,
  { email, customerName }: { email: string; customerName: string },
): Promise<{ id: string; status: string }> {
  if (!clientSecret.startsWith(`${id}_secret_`)) throw new PaymentIntentLockedError();
  let intent: Stripe.PaymentIntent;
  try {
    intent = await retrievePaymentIntent(id);
  } catch (error) {
    if (error instanceof PaymentIntentNotFoundError) throw new PaymentIntentLockedError();
    throw error;
  }
  if (
    !intent.client_secret ||
    !sameSecret(intent.client_secret, clientSecret) ||
    intent.metadata?.["product"] !== REPORT_PRODUCT.id ||
    !UPDATABLE_STATUSES.has(intent.status)
  ) {
    throw new PaymentIntentLockedError();
  }
  try {
    // Metadata is merged by Stripe: `product` stays as it is.
    const updated = await stripeClient().paymentIntents.update(id, {
      receipt_email: email,
      metadata: { customerName },
    });
    return { id: updated.id, status: updated.status };
  } catch (error) {
    const translated = translateStripeError("update payment intent", error, true);
    throw translated instanceof PaymentIntentNotFoundError ? new PaymentIntentLockedError() : translated;
  }
}

/** A PaymentIntent as Stripe has it now (for payment verification), with the fields named in `expand` as objects. */
export async function retrievePaymentIntent(id: string, expand?: string[]): Promise<Stripe.PaymentIntent> {
  const stripe = stripeClient();
  try {
    return await stripe.paymentIntents.retrieve(id, expand ? { expand } : undefined);
  } catch (error) {
    throw translateStripeError("retrieve payment intent", error, true);
  }
}
