// Stripe webhook events: only an event whose signature checks out against the endpoint's secret
// is ever processed.
import Stripe from "stripe";
import { env } from "../../env.ts";

/** Stripe events are small; anything larger is not from Stripe. */
export const MAX_EVENT_BYTES = 256 * 1024;

/** The endpoint's signing secret (`STRIPE_WEBHOOK_SECRET`), or undefined when it is not configured. */
export function webhookSecret(): string | undefined {
  return env("STRIPE_WEBHOOK_SECRET");
}

export type WebhookCheck = { ok: true; event: Stripe.Event } | { ok: false; message: string };

/**
 * The event in `payload` (the raw body, exactly as received) when its `Stripe-Signature` header is
 * valid and recent; otherwise the first line of the SDK's reason, which names no secret.
 */
export function verifyWebhookEvent(payload: string, signature: string, secret: string): WebhookCheck {
  try {
    return { ok: true, event: Stripe.webhooks.constructEvent(payload, signature, secret) };
  } catch (error) {
    const message = error instanceof Error ? error.message.split("\n")[0] : undefined;
    return { ok: false, message: message ?? "invalid signature" };
  }
}
