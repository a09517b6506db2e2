import type { Config } from "@netlify/functions";
import { currentManifest } from "../../src/server/dataset-reader.ts";
import { jsonPostRoute } from "../../src/server/json-post-route.ts";
import { json, jsonError } from "../../src/server/json-response.ts";
import { issueDownloadToken, tokenSecret } from "../../src/server/payments/download-token.ts";
import { checkVerifyPaymentBody, verifyReportPayment } from "../../src/server/payments/payment-verification.ts";
import { paymentsErrorResponse } from "../../src/server/payments/stripe/stripe-errors.ts";
import { reportUnavailable } from "../../src/server/report/index.ts";

/**
 * `{ paymentIntent, clientSecret }` from Stripe's redirect → 200 `{ status: "paid", downloadUrl,
 * expiresAt }` with a 15-minute token for the current dataset version's report, 202 `{ status:
 * "processing" }`, or 402 when there is no verified payment: unpaid, more than 24 hours after the
 * payment, or refunded or disputed. 503 when the payment cannot be verified right now.
 */
export default jsonPostRoute(
  checkVerifyPaymentBody,
  async ({ paymentIntent, clientSecret }) => {
    const secret = tokenSecret();
    if (!secret) return jsonError(503, "downloads_not_configured", "Report downloads are not configured.");
    const result = await verifyReportPayment(paymentIntent, clientSecret);
    if (result.status === "processing") return json({ status: "processing" }, { status: 202 });
    if (result.status === "unpaid")
      return jsonError(402, "payment_not_verified", "No completed payment for the report was found.", {
        status: "unpaid",
      });
    // The token names the dataset version whose report this visit offers.
    const version = await currentManifest().then(
      (manifest) => manifest.version,
      () => null,
    );
    if (!version) return reportUnavailable();
    const { token, expiresAt } = issueDownloadToken(result.paymentIntentId, version, secret);
    return json({ status: "paid", downloadUrl: `/api/report?token=${encodeURIComponent(token)}`, expiresAt });
  },
  paymentsErrorResponse,
);

export const config: Config = {
  path: "/api/verify-payment",
  method: "POST",
  rateLimit: { windowLimit: 30, windowSize: 60, aggregateBy: ["ip", "domain"] },
};
