// Webhook delivery, as `stripe listen --forward-to` does it: each event the fake emits is POSTed to
// one URL as Stripe sends it (the event's JSON, `Stripe-Signature: t=…,v1=…`, an HMAC-SHA256 of
// `${t}.${payload}` with the endpoint's signing secret), one event at a time in the order they
// happened, and retried after a non-2xx answer or a network failure.
import Stripe from "stripe";
import type { FakeEvent } from "./objects.ts";

export interface WebhookOptions {
  /** Where events go, e.g. http://localhost:8888/api/stripe-webhook. */
  url: string;
  /** The endpoint's signing secret (the site's STRIPE_WEBHOOK_SECRET). */
  secret: string;
  /** Waits before each retry; its length is the number of retries. Default: 1 s, 2 s, 4 s. */
  retryDelaysMs?: number[];
  /** Called after each attempt (the standalone fake logs them). */
  onAttempt?: (attempt: DeliveryAttempt) => void;
}

export interface DeliveryAttempt {
  eventId: string;
  type: string;
  attempt: number;
  /** The HTTP status, or null when the request failed (the reason is in `error`). */
  status: number | null;
  error?: string;
}

export interface Delivery {
  event: FakeEvent;
  attempts: DeliveryAttempt[];
  delivered: boolean;
}

/** How long one delivery may take before it counts as failed (Stripe's own limit is similar). */
const DELIVERY_TIMEOUT_MS = 20_000;

export function webhookForwarder(options: WebhookOptions) {
  const retryDelays = options.retryDelaysMs ?? [1_000, 2_000, 4_000];
  const deliveries: Delivery[] = [];
  let queue: Promise<void> = Promise.resolve();

  async function attempt(delivery: Delivery, payload: string, n: number): Promise<boolean> {
    // A fresh timestamp for every attempt, as Stripe signs each delivery anew.
    const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: options.secret });
    const record: DeliveryAttempt = { eventId: delivery.event.id, type: delivery.event.type, attempt: n, status: null };
    try {
      const res = await fetch(options.url, {
        method: "POST",
        headers: {
          "Content-Type": "application/json; charset=utf-8",
          "Stripe-Signature": header,
          "User-Agent": "Stripe/1.0 (+https://stripe.com/docs/webhooks)",
        },
        body: payload,
        signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS),
      });
      await res.arrayBuffer();
      record.status = res.status;
    } catch (error) {
      record.error = error instanceof Error ? error.message : String(error);
    }
    delivery.attempts.push(record);
    options.onAttempt?.(record);
    return record.status !== null && record.status >= 200 && record.status < 300;
  }

  async function deliver(delivery: Delivery) {
    const payload = JSON.stringify(delivery.event, null, 2);
    for (let n = 1; n <= retryDelays.length + 1; n++) {
      if (await attempt(delivery, payload, n)) {
        delivery.delivered = true;
        return;
      }
      const wait = retryDelays[n - 1];
      if (wait !== undefined) await new Promise((resolve) => setTimeout(resolve, wait));
    }
  }

  return {
    url: options.url,
    deliveries,
    /** Queues the event for delivery after the ones before it. */
    forward(event: FakeEvent) {
      const delivery: Delivery = { event, attempts: [], delivered: false };
      deliveries.push(delivery);
      queue = queue.then(() => deliver(delivery));
    },
    /** Resolves once every event queued so far has been delivered or has used up its retries. */
    idle(): Promise<void> {
      return queue;
    },
  };
}

export type WebhookForwarder = ReturnType<typeof webhookForwarder>;
