import type { Config, Context } from "@netlify/functions";
import { checkCreatePaymentIntentBody } from "../../src/domain/payments.ts";
import { json, jsonError, methodNotAllowed } from "../../src/server/http.ts";
import { readJsonBody } from "../../src/server/request.ts";
import { createReportPaymentIntent, paymentsErrorResponse, publishableKey } from "../../src/server/stripe.ts";

/**
 * Starts (or, for the same checkoutId, resumes) the purchase of the report: `{ amount: 199, checkoutId }`
 * → `{ clientSecret, publishableKey }`. The server charges its own price; any other amount is refused.
 * The body is checked before the configuration so that bad input is a 400 on every deployment.
 */
export default async (req: Request, _context: Context): Promise<Response> => {
  if (req.method !== "POST") return methodNotAllowed(["POST"]);
  const body = await readJsonBody(req);
  if (!body.ok) return body.response;
  const input = checkCreatePaymentIntentBody(body.value);
  if (!input.ok) return jsonError(400, "validation_failed", input.message, { fieldErrors: input.fieldErrors });
  try {
    const key = publishableKey();
    const { clientSecret } = await createReportPaymentIntent({ checkoutId: input.value.checkoutId });
    return json({ clientSecret, publishableKey: key });
  } catch (error) {
    return paymentsErrorResponse(error);
  }
};

export const config: Config = {
  path: "/api/create-payment-intent",
  method: "POST",
  rateLimit: { windowLimit: 20, windowSize: 60, aggregateBy: ["ip", "domain"] },
};
