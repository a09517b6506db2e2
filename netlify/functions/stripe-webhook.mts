import type { Config } from "@netlify/functions";
import { jsonError, methodNotAllowed } from "../../src/server/json-response.ts";
import { MAX_EVENT_BYTES, verifyWebhookEvent, webhookSecret } from "../../src/server/payments/stripe/webhook.ts";
import { handleStripeEvent } from "../../src/server/payments/stripe/webhook-events.ts";
import { readTextBody } from "../../src/server/request.ts";

/**
 * Stripe's webhook. Verifies the signature on the raw body; records a succeeded report payment, and
 * revokes the access of a fully refunded or disputed one, once each (a redelivered event changes
 * nothing). Never processes an unverified event.
 */
export default async (req: Request): Promise<Response> => {
  if (req.method !== "POST") return methodNotAllowed(["POST"]);
  const secret = webhookSecret();
  if (!secret) return jsonError(503, "webhook_not_configured", "STRIPE_WEBHOOK_SECRET is not set.");
  const body = await readTextBody(req, MAX_EVENT_BYTES);
  if (!body.ok) return body.response;

  const verified = verifyWebhookEvent(body.value, req.headers.get("stripe-signature") ?? "", secret);
  if (!verified.ok) return jsonError(400, "invalid_signature", verified.message);
  return handleStripeEvent(verified.event);
};

export const config: Config = { path: "/api/stripe-webhook", method: "POST" };
