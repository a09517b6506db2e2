import type { Config } from "@netlify/functions";
import { checkUpdatePaymentIntentBody } from "../../src/domain/payments.ts";
import { jsonPostRoute } from "../../src/server/json-post-route.ts";
import { json } from "../../src/server/json-response.ts";
import { updateReportPaymentIntent } from "../../src/server/payments/stripe/payment-intents.ts";
import { paymentsErrorResponse } from "../../src/server/payments/stripe/stripe-errors.ts";

/**
 * Records the buyer's receipt email and name on the report's PaymentIntent before it is confirmed:
 * `{ paymentIntentId, clientSecret, email, customerName }` → `{ ok: true }`. Every refusal (unknown id,
 * wrong secret, another product, paid or final) is the same 409 payment_not_updatable.
 */
export default jsonPostRoute(
  checkUpdatePaymentIntentBody,
  async ({ paymentIntentId, clientSecret, email, customerName }) => {
    await updateReportPaymentIntent(paymentIntentId, clientSecret, { email, customerName });
    return json({ ok: true });
  },
  paymentsErrorResponse,
);

export const config: Config = {
  path: "/api/update-payment-intent",
  method: "POST",
  rateLimit: { windowLimit: 20, windowSize: 60, aggregateBy: ["ip", "domain"] },
};
