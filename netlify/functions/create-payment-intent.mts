import type { Config } from "@netlify/functions";
import { checkCreatePaymentIntentBody } from "../../src/domain/payments.ts";
import { jsonPostRoute } from "../../src/server/json-post-route.ts";
import { json } from "../../src/server/json-response.ts";
import { publishableKey } from "../../src/server/payments/stripe/client.ts";
import { clientBinding, createReportPaymentIntent } from "../../src/server/payments/stripe/payment-intents.ts";
import { paymentsErrorResponse } from "../../src/server/payments/stripe/stripe-errors.ts";

/**
 * Starts (or, for the same checkoutId from the same client, resumes) the purchase of the report: `{ amount: 199, checkoutId }`
 * → `{ clientSecret, publishableKey }`. The server charges its own price; any other amount is refused.
 */
export default jsonPostRoute(
  checkCreatePaymentIntentBody,
  async ({ checkoutId }, req, context) => {
    const key = publishableKey();
    const client = clientBinding(context?.ip, req.headers.get("user-agent"));
    const { clientSecret } = await createReportPaymentIntent({ checkoutId, client });
    return json({ clientSecret, publishableKey: key });
  },
  paymentsErrorResponse,
);

export const config: Config = {
  path: "/api/create-payment-intent",
  method: "POST",
  rateLimit: { windowLimit: 20, windowSize: 60, aggregateBy: ["ip", "domain"] },
};
