import type { Config } from "@netlify/functions";
import { z } from "zod/mini";
import { fieldErrorsOf } from "../../src/domain/validation.ts";
import { issueDownloadToken, tokenSecret } from "../../src/server/download-token.ts";
import { json, jsonError, methodNotAllowed } from "../../src/server/http.ts";
import { verifyReportPayment } from "../../src/server/payment-verification.ts";
import { readJsonBody } from "../../src/server/request.ts";
import { paymentsErrorResponse } from "../../src/server/stripe.ts";

const BodySchema = z.object({
  paymentIntent: z.string().check(z.maxLength(100)),
  clientSecret: z.string().check(z.maxLength(200)),
});

/**
 * `{ paymentIntent, clientSecret }` from Stripe's redirect → 200 `{ status: "paid", downloadUrl,
 * expiresAt }` with a 15-minute token, 202 `{ status: "processing" }`, or 402 when there is no
 * verified payment. 503 when the payment cannot be verified right now.
 */
export default async (req: Request): Promise<Response> => {
  if (req.method !== "POST") return methodNotAllowed(["POST"]);
  const body = await readJsonBody(req);
  if (!body.ok) return body.response;
  const parsed = BodySchema.safeParse(body.value);
  if (!parsed.success)
    return jsonError(400, "validation_failed", "paymentIntent and clientSecret are required.", {
      fieldErrors: fieldErrorsOf(parsed.error.issues),
    });
  const secret = tokenSecret();
  if (!secret) return jsonError(503, "downloads_not_configured", "Report downloads are not configured.");
  try {
    const result = await verifyReportPayment(parsed.data.paymentIntent, parsed.data.clientSecret);
    if (result.status === "processing") return json({ status: "processing" }, { status: 202 });
    if (result.status === "unpaid")
      return jsonError(402, "payment_not_verified", "No completed payment for the report was found.", {
        status: "unpaid",
      });
    const { token, expiresAt } = issueDownloadToken(result.paymentIntentId, secret);
    return json({ status: "paid", downloadUrl: `/api/report?token=${encodeURIComponent(token)}`, expiresAt });
  } catch (error) {
    return paymentsErrorResponse(error);
  }
};

export const config: Config = {
  path: "/api/verify-payment",
  method: "POST",
  rateLimit: { windowLimit: 30, windowSize: 60, aggregateBy: ["ip", "domain"] },
};
