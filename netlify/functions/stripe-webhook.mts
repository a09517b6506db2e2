import type { Config } from "@netlify/functions";
import { json, jsonError, methodNotAllowed } from "../../src/server/http.ts";
import { isReportPayment } from "../../src/server/payment-verification.ts";
import { hashSecret, recordPurchase } from "../../src/server/purchases.ts";
import { readTextBody } from "../../src/server/request.ts";
import { MAX_EVENT_BYTES, verifyWebhookEvent, webhookSecret } from "../../src/server/stripe/webhook.ts";

/**
 * Stripe's webhook. Verifies the signature on the raw body; records a succeeded report payment once
 * (a redelivered event changes nothing). Never processes an unverified event.
 */
export default async (req: Request): Promise<Response> => {
  if (req.method !== "POST") return methodNotAllowed(["POST"]);
  const secret = webhookSecret();
  if (!secret) return jsonError(503, "webhook_not_configured", "STRIPE_WEBHOOK_SECRET is not set.");
  const body = await readTextBody(req, MAX_EVENT_BYTES);
  if (!body.ok) return body.response;

  const verified = verifyWebhookEvent(body.value, req.headers.get("stripe-signature") ?? "", secret);
  if (!verified.ok) return jsonError(400, "invalid_signature", verified.message);
  const { event } = verified;

  if (event.type === "payment_intent.succeeded") {
    const intent = event.data.object;
    if (!isReportPayment(intent)) return json({ received: true, recorded: false });
    try {
      const recorded = await recordPurchase({
        paymentIntentId: intent.id,
        amount: intent.amount_received,
        currency: intent.currency,
        product: String(intent.metadata?.product),
        clientSecretHash: intent.client_secret ? hashSecret(intent.client_secret) : null,
        eventId: event.id,
        paidAt: new Date(event.created * 1000).toISOString(),
        recordedAt: new Date().toISOString(),
      });
      console.log(`[stripe-webhook] ${event.id}: purchase ${intent.id} ${recorded ? "recorded" : "already recorded"}`);
      return json({ received: true, recorded });
    } catch {
      // Stripe retries a failed delivery; the record is written only if new, so a retry is safe.
      console.error(`[stripe-webhook] ${event.id}: could not record ${intent.id}`);
      return jsonError(503, "storage_unavailable", "Could not record the purchase; Stripe will retry.");
    }
  }
  return json({ received: true });
};

export const config: Config = { path: "/api/stripe-webhook", method: "POST" };
