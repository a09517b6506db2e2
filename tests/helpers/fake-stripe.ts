// A small, stateful fake of the part of Stripe's REST API this site uses, for tests and for a
// developer's offline checkout that point the real `stripe` SDK at it (STRIPE_API_BASE, see
// src/server/payments/stripe/client.ts) instead of api.stripe.com.
//
//   POST /v1/payment_intents               create (honours Idempotency-Key like Stripe)
//   GET  /v1/payment_intents/:id           retrieve (secret key, or publishable key + client_secret;
//                                          `expand[]=latest_charge` gives the Charge object)
//   POST /v1/payment_intents/:id           update
//   POST /v1/payment_intents/:id/confirm   confirm with one of Stripe's test PaymentMethods
//   POST /v1/payment_intents/:id/cancel    cancel
//   POST /v1/refunds                       refund a charge (`payment_intent` or `charge`, optional `amount`)
//   POST /v1/disputes/:id/close            close a dispute as lost
//   POST /_test/disputes                   test only: open a dispute (`payment_intent` or `charge`)
//   POST /_test/disputes/:id/win           test only: close a dispute as won
//
// Requests arrive form-encoded (`metadata[product]=x`), as stripe-node and Stripe.js send them; the
// API key as `Authorization: Bearer`, HTTP Basic (`curl -u sk_test_…:`) or a `key` field (Stripe.js).
// Every request is recorded so tests can assert what was (or was not) sent. Changes append
// Stripe-shaped events to `events`; with a webhook URL (`webhook`) each is also delivered there,
// signed, as `stripe listen --forward-to` does (fake-stripe/webhooks.ts). Only the fields the site
// reads are modelled; behaviour follows Stripe's documented rules.
//
// Standalone: `npm run fake-stripe -- --help` (fake-stripe/cli.ts).
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { closeDispute, disputeCharge, refundCharge, routeCharges } from "./fake-stripe/charges.ts";
import {
  API_VERSION,
  type FakeCharge,
  type FakeEvent,
  type FakePaymentIntent,
  type FakeState,
  type FormObject,
  nowSeconds,
  type PaymentIntentStatus,
  parseStripeForm,
  type Reply,
  randomId,
  stripeError,
  text,
} from "./fake-stripe/objects.ts";
import { routePaymentIntents, transition } from "./fake-stripe/payment-intents.ts";
import { type WebhookForwarder, type WebhookOptions, webhookForwarder } from "./fake-stripe/webhooks.ts";

export type {
  FakeCharge,
  FakeDispute,
  FakeEvent,
  FakePaymentIntent,
  FakeRefund,
  FormObject,
  FormValue,
  PaymentIntentStatus,
} from "./fake-stripe/objects.ts";
export { parseStripeForm } from "./fake-stripe/objects.ts";
export type { Delivery, DeliveryAttempt, WebhookOptions } from "./fake-stripe/webhooks.ts";

export interface RecordedRequest {
  method: string;
  path: string;
  idempotencyKey: string | undefined;
  /** Query and form parameters, decoded (`metadata[product]=x` → `{ metadata: { product: "x" } }`). */
  params: FormObject;
}

/** The API key of a request: Bearer, Basic (the key as user name), or Stripe.js's `key` field. */
function apiKey(req: IncomingMessage, params: FormObject): string {
  const auth = req.headers.authorization ?? "";
  if (/^Bearer\s+/i.test(auth)) return auth.replace(/^Bearer\s+/i, "");
  if (/^Basic\s+/i.test(auth))
    return (
      Buffer.from(auth.replace(/^Basic\s+/i, ""), "base64")
        .toString("utf8")
        .split(":")[0] ?? ""
    );
  return text(params["key"]) ?? "";
}

/** Starts the fake on 127.0.0.1 (a random port unless given); with `webhook`, delivers every event there. */
export async function startFakeStripe(options: { port?: number; webhook?: WebhookOptions } = {}) {
  const requests: RecordedRequest[] = [];
  const idempotent = new Map<string, { fingerprint: string; reply: Reply }>();
  let failures: Reply[] = [];
  let listeners: Array<(request: RecordedRequest) => void> = [];
  let forwarder: WebhookForwarder | undefined = options.webhook ? webhookForwarder(options.webhook) : undefined;

  const state: FakeState = {
    intents: new Map(),
    charges: new Map(),
    refunds: new Map(),
    disputes: new Map(),
    events: [],
    emit(type, object) {
      const event: FakeEvent = {
        id: randomId("evt"),
        object: "event",
        api_version: API_VERSION,
        type,
        created: nowSeconds(),
        livemode: false,
        pending_webhooks: forwarder ? 1 : 0,
        request: { id: null, idempotency_key: null },
        data: { object: structuredClone(object) },
      };
      state.events.push(event);
      forwarder?.forward(event);
      return event;
    },
  };

  function route(method: string, path: string, params: FormObject, key: string): Reply {
    const secret = /^(sk|rk)_test_/.test(key);
    const intents = routePaymentIntents(state, method, path, params, secret);
    if (intents) return intents;
    const charges = secret ? routeCharges(state, method, path, params) : undefined;
    if (charges) return charges;
    return stripeError(404, {
      type: "invalid_request_error",
      message: `Unrecognized request URL (${method}: ${path}). The fake implements PaymentIntents, refunds and disputes only.`,
    });
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? "/", "http://fake-stripe.local");
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks).toString("utf8");
    const params = { ...parseStripeForm(url.searchParams.toString()), ...parseStripeForm(body) };
    const method = req.method ?? "GET";
    const idempotencyKey =
      typeof req.headers["idempotency-key"] === "string" ? req.headers["idempotency-key"] : undefined;
    const recorded: RecordedRequest = { method, path: url.pathname, idempotencyKey, params };
    requests.push(recorded);
    for (const listener of listeners) listener(recorded);

    const send = (reply: Reply, extra: Record<string, string> = {}) => {
      res.writeHead(reply.status, {
        "Content-Type": "application/json",
        "Request-Id": randomId("req", 14),
        // Browser tests load a fake Stripe.js on the site's origin; allow it as api.stripe.com does.
        "Access-Control-Allow-Origin": "*",
        "Access-Control-Allow-Headers": "*",
        ...extra,
      });
      res.end(JSON.stringify(reply.body));
    };
    if (method === "OPTIONS") return send({ status: 200, body: {} });

    const key = apiKey(req, params);
    if (!/^(sk|rk|pk)_test_/.test(key)) {
      return send(stripeError(401, { type: "invalid_request_error", message: "Invalid API Key provided." }));
    }
    const failure = failures.shift();
    if (failure) return send(failure);

    // Stripe replays the first result for a key it has seen with the same request, and refuses the
    // key with different parameters. Keys are scoped to the API key. Like Stripe, a request that
    // failed validation leaves no result behind, so it can be retried with the same key.
    const scope = idempotencyKey && method === "POST" ? `${key}\n${idempotencyKey}` : undefined;
    const fingerprint = `${method} ${url.pathname}\n${body}`;
    const previous = scope ? idempotent.get(scope) : undefined;
    if (previous) {
      if (previous.fingerprint !== fingerprint) {
        return send(
          stripeError(400, {
            type: "idempotency_error",
            message:
              "Keys for idempotent requests can only be used with the same parameters they were first used with.",
          }),
        );
      }
      return send(previous.reply, { "Idempotent-Replayed": "true" });
    }
    const reply = route(method, url.pathname, params, key);
    // Serialise now: a replay must return the object as it was, not as it is later.
    const frozen: Reply = { status: reply.status, body: JSON.parse(JSON.stringify(reply.body)) };
    if (scope && (reply.status === 200 || reply.status === 402)) idempotent.set(scope, { fingerprint, reply: frozen });
    send(frozen);
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      res.writeHead(500, { "Content-Type": "application/json" });
      res.end(JSON.stringify({ error: { type: "api_error", message: String(error) } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  const intentOf = (id: string): FakePaymentIntent => {
    const intent = state.intents.get(id);
    if (!intent) throw new Error(`fake Stripe has no PaymentIntent ${id}`);
    return intent;
  };
  const chargeOf = (id: string): FakeCharge => {
    const charge = state.charges.get(state.intents.get(id)?.latest_charge ?? "");
    if (!charge) throw new Error(`fake Stripe has no charge for ${id}`);
    return charge;
  };
  /** The event a test helper's reply emitted, or a thrown Stripe error message. */
  const eventOf = (reply: Reply): FakeEvent => {
    if (reply.status !== 200) throw new Error(JSON.stringify(reply.body));
    return state.events[state.events.length - 1] as FakeEvent;
  };

  return {
    port,
    /** Base URL for STRIPE_API_BASE. */
    url: `http://127.0.0.1:${port}`,
    /** Every PaymentIntent by id; the live objects, so tests can read what the fake holds. */
    intents: state.intents,
    /** Every Charge by id (live objects). */
    charges: state.charges,
    disputes: state.disputes,
    requests,
    events: state.events,
    /** Every webhook delivery (empty without a webhook URL). */
    get deliveries() {
      return forwarder?.deliveries ?? [];
    },
    /** Starts (or, with undefined, stops) delivering events to a webhook URL from now on. */
    setWebhook(webhook: WebhookOptions | undefined) {
      forwarder = webhook ? webhookForwarder(webhook) : undefined;
    },
    /** Resolves once every event emitted so far has been delivered or has used up its retries. */
    webhooksIdle(): Promise<void> {
      return forwarder?.idle() ?? Promise.resolve();
    },
    /** Test-only: the payment succeeded (as after a confirmation with a working card). */
    succeed(id: string): FakePaymentIntent {
      const intent = intentOf(id);
      transition(state, intent, "succeeded");
      return intent;
    },
    /** Test-only: put an intent in any status, e.g. `processing` for a delayed payment method. */
    setStatus(id: string, status: PaymentIntentStatus): FakePaymentIntent {
      const intent = intentOf(id);
      transition(state, intent, status);
      return intent;
    },
    /** The Charge of a succeeded PaymentIntent. */
    chargeOf,
    /** Refunds a succeeded payment (in full unless `amount` is less), as `POST /v1/refunds`; returns `charge.refunded`. */
    refund(id: string, amount?: number): FakeEvent {
      return eventOf(refundCharge(state, chargeOf(id), amount));
    },
    /** The buyer's bank disputes the payment; returns `charge.dispute.created` with the Dispute. */
    dispute(id: string, reason = "fraudulent"): FakeEvent {
      return eventOf(disputeCharge(state, chargeOf(id).id, reason));
    },
    /** Closes a dispute as `lost` or `won`; returns `charge.dispute.closed`. */
    closeDispute(disputeId: string, outcome: "won" | "lost"): FakeEvent {
      return eventOf(closeDispute(state, disputeId, outcome));
    },
    /** Test-only: answer the next authenticated request with this error instead (default: Stripe's 500). */
    failNextRequest(
      status = 500,
      error: Record<string, unknown> = { type: "api_error", message: "An unknown error occurred." },
    ) {
      failures.push({ status, body: { error } });
    },
    /**
     * Test-only: calls `listener` with each request before it is answered, e.g. to complete a
     * payment between two calls of the code under test. Returns a function that removes it.
     */
    onRequest(listener: (request: RecordedRequest) => void): () => void {
      listeners.push(listener);
      return () => {
        listeners = listeners.filter((l) => l !== listener);
      };
    },
    /** Forgets every object, request, event, delivery, idempotency key, queued failure and listener. */
    reset() {
      state.intents.clear();
      state.charges.clear();
      state.refunds.clear();
      state.disputes.clear();
      state.events.length = 0;
      forwarder?.deliveries.splice(0);
      requests.length = 0;
      idempotent.clear();
      failures = [];
      listeners = [];
    },
    stop(): Promise<void> {
      return new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      });
    },
  };
}

export type FakeStripe = Awaited<ReturnType<typeof startFakeStripe>>;
