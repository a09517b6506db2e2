import type { Config, Context } from "@netlify/functions";
import { checkUpdatePaymentIntentBody } from "../../src/domain/payments.ts";
import { json, jsonError, methodNotAllowed } from "../../src/server/http.ts";
import { readJsonBody } from "../../src/server/request.ts";
import { paymentsErrorResponse, updateReportPaymentIntent } from "../../src/server/stripe.ts";

/**
 * Records the buyer's receipt email and name on the report's PaymentIntent before it is confirmed:
 * `{ paymentIntentId, email, customerName }` → `{ ok: true }`; 409 once the payment has succeeded.
 */
export default async (req: Request, _context: Context): Promise<Response> => {
  if (req.method !== "POST") return methodNotAllowed(["POST"]);
  const body = await readJsonBody(req);
  if (!body.ok) return body.response;
  const input = checkUpdatePaymentIntentBody(body.value);
  if (!input.ok) return jsonError(400, "validation_failed", input.message, { fieldErrors: input.fieldErrors });
  const { paymentIntentId, email, customerName } = input.value;
  try {
    await updateReportPaymentIntent(paymentIntentId, { email, customerName });
    return json({ ok: true });
  } catch (error) {
    return paymentsErrorResponse(error);
  }
};

export const config: Config = {
  path: "/api/update-payment-intent",
  method: "POST",
  rateLimit: { windowLimit: 20, windowSize: 60, aggregateBy: ["ip", "domain"] },
};
