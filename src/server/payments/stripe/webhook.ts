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
 * How far, in seconds, a signature's timestamp may be from the time it is checked: older is a replay, newer is not
 * from Stripe (whose clock the signature carries) and would stay replayable until that time had passed. Stripe's
 * default for the past, applied both ways.
 */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

/** The SDK's reason for a timestamp out of bounds, used for one in the future too. */
const OUT_OF_TOLERANCE = "Timestamp outside the tolerance zone";

/** The timestamp a `Stripe-Signature` header was signed with (its last `t=`, as the SDK reads it), or null. */
function signedAt(signature: string): number | null {
  const times = signature
    .split(",")
    .map((part) => part.split("="))
    .filter(([key]) => key === "t");
  const seconds = Number.parseInt(times.at(-1)?.[1] ?? "", 10);
  return Number.isFinite(seconds) ? seconds : null;
}

/**
 * The event in `payload` (the raw body, exactly as received) when its `Stripe-Signature` header is valid and its
 * timestamp within SIGNATURE_TOLERANCE_SECONDS of `now` (ms) either way; otherwise the first line of the SDK's reason,
 * which names no secret.
 */
export function verifyWebhookEvent(payload: string, signature: string, secret: string, now = Date.now()): WebhookCheck {
  let event: Stripe.Event;
  try {
    event = Stripe.webhooks.constructEvent(payload, signature, secret, SIGNATURE_TOLERANCE_SECONDS, undefined, now);
  } catch (error) {
    const message = error instanceof Error ? error.message.split("\n")[0] : undefined;
    return { ok: false, message: message ?? "invalid signature" };
  }
  // The SDK bounds only the past: a timestamp from the future is refused here.
  const at = signedAt(signature);
  if (at === null || at > Math.floor(now / 1000) + SIGNATURE_TOLERANCE_SECONDS) {
    return { ok: false, message: OUT_OF_TOLERANCE };
  }
  return { ok: true, event };
}
