// A small, stateful fake of the part of Stripe's REST API this site uses, for tests that point the
// real `stripe` SDK at it (STRIPE_API_BASE, see src/server/stripe/client.ts) instead of api.stripe.com.
//
//   POST /v1/payment_intents               create (honours Idempotency-Key like Stripe)
//   GET  /v1/payment_intents/:id           retrieve (secret key, or publishable key + client_secret)
//   POST /v1/payment_intents/:id           update
//   POST /v1/payment_intents/:id/confirm   confirm with one of Stripe's test PaymentMethods
//   POST /v1/payment_intents/:id/cancel    cancel
//   (retrieve honours `expand[]=latest_charge`: the Charge object instead of its id)
//
// Requests arrive form-encoded (`metadata[product]=x`), as stripe-node and Stripe.js send them.
// Every request is recorded so tests can assert what was (or was not) sent. Status changes append
// Stripe-shaped events (`payment_intent.succeeded`, …) to `events`, for webhook tests to sign and deliver;
// `refund()` and `dispute()` add `charge.refunded` (a Charge) and `charge.dispute.created` (a Dispute),
// each naming the PaymentIntent in `payment_intent` as Stripe's do.
// Only the fields the site reads are modelled; behaviour follows Stripe's documented rules.
//
// Standalone: `node tests/helpers/fake-stripe.ts [port]` (Node 24).
import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { pathToFileURL } from "node:url";

export type FormValue = string | FormValue[] | { [key: string]: FormValue };
export type FormObject = { [key: string]: FormValue };

export type PaymentIntentStatus =
  | "requires_payment_method"
  | "requires_confirmation"
  | "requires_action"
  | "processing"
  | "requires_capture"
  | "canceled"
  | "succeeded";

export interface FakePaymentIntent {
  id: string;
  object: "payment_intent";
  amount: number;
  amount_received: number;
  currency: string;
  automatic_payment_methods: { enabled: boolean } | null;
  canceled_at: number | null;
  client_secret: string;
  created: number;
  description: string | null;
  last_payment_error: { type: string; code: string; decline_code?: string; message: string } | null;
  latest_charge: string | null;
  livemode: false;
  metadata: Record<string, string>;
  payment_method: string | null;
  payment_method_types: string[];
  receipt_email: string | null;
  status: PaymentIntentStatus;
}

/** The Charge a succeeded PaymentIntent created (`latest_charge`). */
export interface FakeCharge {
  id: string;
  object: "charge";
  amount: number;
  amount_captured: number;
  amount_refunded: number;
  created: number;
  currency: string;
  disputed: boolean;
  livemode: false;
  paid: boolean;
  payment_intent: string;
  refunded: boolean;
  status: "succeeded";
}

/** A dispute of a charge, as `charge.dispute.created` carries it. */
export interface FakeDispute {
  id: string;
  object: "dispute";
  amount: number;
  charge: string;
  created: number;
  currency: string;
  livemode: false;
  payment_intent: string;
  reason: string;
  status: "needs_response";
}

export interface RecordedRequest {
  method: string;
  path: string;
  idempotencyKey: string | undefined;
  /** Query and form parameters, decoded (`metadata[product]=x` → `{ metadata: { product: "x" } }`). */
  params: FormObject;
}

export interface FakeEvent {
  id: string;
  object: "event";
  type: string;
  created: number;
  livemode: false;
  data: { object: FakePaymentIntent | FakeCharge | FakeDispute };
}

/** States in which Stripe accepts an update or a confirmation. */
const OPEN_STATUSES = new Set<PaymentIntentStatus>([
  "requires_payment_method",
  "requires_confirmation",
  "requires_action",
]);

/** Stripe's test PaymentMethods (docs.stripe.com/testing) that the fake understands. */
const SUCCEEDING_METHODS = new Set(["pm_card_visa", "pm_card_mastercard", "pm_card_amex", "pm_card_us"]);
const DECLINING_METHODS: Record<string, { code: string; decline_code?: string; message: string }> = {
  pm_card_chargeDeclined: {
    code: "card_declined",
    decline_code: "generic_decline",
    message: "Your card was declined.",
  },
  pm_card_chargeDeclinedInsufficientFunds: {
    code: "card_declined",
    decline_code: "insufficient_funds",
    message: "Your card has insufficient funds.",
  },
  pm_card_chargeDeclinedExpiredCard: { code: "expired_card", message: "Your card has expired." },
};

/** The event Stripe sends when an intent enters a status (none for the others). */
const STATUS_EVENTS: Partial<Record<PaymentIntentStatus, string>> = {
  succeeded: "payment_intent.succeeded",
  processing: "payment_intent.processing",
  requires_action: "payment_intent.requires_action",
  requires_capture: "payment_intent.amount_capturable_updated",
  canceled: "payment_intent.canceled",
};

const FORBIDDEN_KEYS = new Set(["__proto__", "prototype", "constructor"]);

/** Decodes Stripe's form encoding: `a[b]=1&c[0]=x&c[1]=y` → `{ a: { b: "1" }, c: ["x", "y"] }`. */
export function parseStripeForm(encoded: string): FormObject {
  const root: FormObject = {};
  for (const [name, value] of new URLSearchParams(encoded)) {
    const head = name.match(/^[^[]+/)?.[0] ?? name;
    const path = [head, ...[...name.slice(head.length).matchAll(/\[([^\]]*)\]/g)].map((m) => m[1] ?? "")];
    if (path.some((part) => FORBIDDEN_KEYS.has(part))) continue;
    let container: FormObject | FormValue[] = root;
    for (let i = 0; i < path.length; i++) {
      const part = path[i] ?? "";
      const last = i === path.length - 1;
      const nextIsIndex = !last && /^\d*$/.test(path[i + 1] ?? "");
      if (Array.isArray(container)) {
        const index = part === "" ? container.length : Number(part);
        if (last) container[index] = value;
        else {
          container[index] ??= nextIsIndex ? [] : {};
          container = container[index] as FormObject | FormValue[];
        }
      } else if (last) {
        container[part] = value;
      } else {
        const existing: FormValue | undefined = container[part];
        const child: FormObject | FormValue[] =
          existing !== undefined && typeof existing !== "string" ? existing : nextIsIndex ? [] : {};
        container[part] = child;
        container = child;
      }
    }
  }
  return root;
}

const randomId = (prefix: string, length = 24) => `${prefix}_${randomBytes(length).toString("hex").slice(0, length)}`;
const now = () => Math.floor(Date.now() / 1000);
const text = (value: FormValue | undefined): string | undefined => (typeof value === "string" ? value : undefined);

type Reply = { status: number; body: unknown };
const stripeError = (status: number, error: Record<string, unknown>): Reply => ({ status, body: { error } });

/** Starts the fake on 127.0.0.1 (a random port unless given). */
export async function startFakeStripe(options: { port?: number } = {}) {
  const intents = new Map<string, FakePaymentIntent>();
  const charges = new Map<string, FakeCharge>();
  const requests: RecordedRequest[] = [];
  const events: FakeEvent[] = [];
  const idempotent = new Map<string, { fingerprint: string; reply: Reply }>();
  let failures: Reply[] = [];
  let listeners: Array<(request: RecordedRequest) => void> = [];

  function emit(type: string, object: FakePaymentIntent | FakeCharge | FakeDispute) {
    events.push({
      id: randomId("evt"),
      object: "event",
      type,
      created: now(),
      livemode: false,
      data: { object: structuredClone(object) },
    });
  }

  function transition(intent: FakePaymentIntent, status: PaymentIntentStatus) {
    intent.status = status;
    if (status === "succeeded") {
      intent.amount_received = intent.amount;
      if (!intent.latest_charge) {
        const charge: FakeCharge = {
          id: randomId("ch"),
          object: "charge",
          amount: intent.amount,
          amount_captured: intent.amount,
          amount_refunded: 0,
          created: now(),
          currency: intent.currency,
          disputed: false,
          livemode: false,
          paid: true,
          payment_intent: intent.id,
          refunded: false,
          status: "succeeded",
        };
        charges.set(charge.id, charge);
        intent.latest_charge = charge.id;
      }
      intent.last_payment_error = null;
    }
    if (status === "canceled") intent.canceled_at = now();
    const eventType = STATUS_EVENTS[status];
    if (eventType) emit(eventType, intent);
  }

  function create(params: FormObject): Reply {
    const amount = Number(text(params.amount));
    if (!Number.isInteger(amount) || amount < 50) {
      return stripeError(400, {
        type: "invalid_request_error",
        param: "amount",
        message: "Amount must be at least 50 cents.",
      });
    }
    const currency = text(params.currency)?.toLowerCase();
    if (!currency) {
      return stripeError(400, {
        type: "invalid_request_error",
        code: "parameter_missing",
        param: "currency",
        message: "Missing required param: currency.",
      });
    }
    const automatic = params.automatic_payment_methods;
    const id = randomId("pi");
    const intent: FakePaymentIntent = {
      id,
      object: "payment_intent",
      amount,
      amount_received: 0,
      currency,
      automatic_payment_methods:
        automatic && typeof automatic === "object" && !Array.isArray(automatic)
          ? { enabled: automatic.enabled === "true" }
          : null,
      canceled_at: null,
      client_secret: `${id}_secret_${randomBytes(16).toString("hex")}`,
      created: now(),
      description: text(params.description) ?? null,
      last_payment_error: null,
      latest_charge: null,
      livemode: false,
      metadata: {},
      payment_method: null,
      payment_method_types: ["card"],
      receipt_email: text(params.receipt_email) ?? null,
      status: "requires_payment_method",
    };
    mergeMetadata(intent, params.metadata);
    intents.set(id, intent);
    return { status: 200, body: intent };
  }

  function mergeMetadata(intent: FakePaymentIntent, metadata: FormValue | undefined) {
    if (!metadata || typeof metadata !== "object" || Array.isArray(metadata)) return;
    for (const [key, value] of Object.entries(metadata)) {
      if (typeof value !== "string") continue;
      // As in Stripe: an empty value removes the key.
      if (value === "") delete intent.metadata[key];
      else intent.metadata[key] = value;
    }
  }

  function unexpectedState(intent: FakePaymentIntent, action: string): Reply {
    return stripeError(400, {
      type: "invalid_request_error",
      code: "payment_intent_unexpected_state",
      message: `You cannot ${action} this PaymentIntent because it has a status of ${intent.status}.`,
      payment_intent: intent,
    });
  }

  function update(intent: FakePaymentIntent, params: FormObject): Reply {
    if (!OPEN_STATUSES.has(intent.status)) return unexpectedState(intent, "update");
    const amount = text(params.amount);
    if (amount !== undefined) intent.amount = Number(amount);
    const currency = text(params.currency);
    if (currency !== undefined) intent.currency = currency.toLowerCase();
    for (const field of ["description", "receipt_email", "payment_method"] as const) {
      const value = text(params[field]);
      if (value !== undefined) intent[field] = value === "" ? null : value;
    }
    mergeMetadata(intent, params.metadata);
    return { status: 200, body: intent };
  }

  function confirm(intent: FakePaymentIntent, params: FormObject): Reply {
    if (!OPEN_STATUSES.has(intent.status)) return unexpectedState(intent, "confirm");
    const method = text(params.payment_method) ?? intent.payment_method;
    if (!method) {
      return stripeError(400, {
        type: "invalid_request_error",
        code: "parameter_missing",
        param: "payment_method",
        message: "You must provide a payment method.",
      });
    }
    // Stripe's rule: payment methods that may redirect need a return_url.
    if (intent.automatic_payment_methods?.enabled && !text(params.return_url)) {
      return stripeError(400, {
        type: "invalid_request_error",
        param: "return_url",
        message:
          "You must provide a `return_url` when confirming a PaymentIntent with automatic payment methods enabled.",
      });
    }
    const receipt = text(params.receipt_email);
    if (receipt) intent.receipt_email = receipt;
    intent.payment_method = method;
    if (SUCCEEDING_METHODS.has(method)) {
      transition(intent, "succeeded");
      return { status: 200, body: intent };
    }
    const decline = DECLINING_METHODS[method];
    if (decline) {
      intent.payment_method = null;
      intent.last_payment_error = { type: "card_error", ...decline };
      transition(intent, "requires_payment_method");
      emit("payment_intent.payment_failed", intent);
      return stripeError(402, { type: "card_error", ...decline, payment_intent: intent });
    }
    intent.payment_method = null;
    return stripeError(400, {
      type: "invalid_request_error",
      code: "resource_missing",
      param: "payment_method",
      message: `No such PaymentMethod: '${method}'`,
    });
  }

  function route(method: string, path: string, params: FormObject, key: string): Reply {
    const secret = /^(sk|rk)_test_/.test(key);
    if (path === "/v1/payment_intents" && method === "POST") {
      return secret
        ? create(params)
        : stripeError(401, { type: "invalid_request_error", message: "This request needs a secret key." });
    }
    const match = path.match(/^\/v1\/payment_intents\/([^/]+)(?:\/(confirm|cancel))?$/);
    if (!match) {
      return stripeError(404, {
        type: "invalid_request_error",
        message: `Unrecognized request URL (${method}: ${path}). The fake implements PaymentIntents only.`,
      });
    }
    const id = match[1] ?? "";
    const intent = intents.get(id);
    if (!intent) {
      return stripeError(404, {
        type: "invalid_request_error",
        code: "resource_missing",
        param: "intent",
        message: `No such payment_intent: '${id}'`,
      });
    }
    // Stripe.js (publishable key) may read and confirm an intent only with its client secret.
    if (!secret && text(params.client_secret) !== intent.client_secret) {
      return stripeError(401, {
        type: "invalid_request_error",
        message: "This request needs a secret key or the PaymentIntent's client secret.",
      });
    }
    const action = match[2];
    if (method === "GET" && !action) {
      const expand = params.expand;
      const charge = intent.latest_charge ? charges.get(intent.latest_charge) : undefined;
      if (charge && Array.isArray(expand) && expand.includes("latest_charge"))
        return { status: 200, body: { ...intent, latest_charge: charge } };
      return { status: 200, body: intent };
    }
    if (method === "POST" && action === "confirm") return confirm(intent, params);
    if (method === "POST" && !secret)
      return stripeError(401, { type: "invalid_request_error", message: "This request needs a secret key." });
    if (method === "POST" && action === "cancel") {
      if (!OPEN_STATUSES.has(intent.status) && intent.status !== "requires_capture")
        return unexpectedState(intent, "cancel");
      transition(intent, "canceled");
      return { status: 200, body: intent };
    }
    if (method === "POST" && !action) return update(intent, params);
    return stripeError(405, { type: "invalid_request_error", message: `${method} is not supported on ${path}.` });
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

    const key = (req.headers.authorization ?? "").replace(/^Bearer\s+/i, "") || text(params.key) || "";
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

  return {
    port,
    /** Base URL for STRIPE_API_BASE. */
    url: `http://127.0.0.1:${port}`,
    /** Every PaymentIntent by id; the live objects, so tests can read what the fake holds. */
    intents,
    requests,
    events,
    /** Test-only: the payment succeeded (as after a confirmation with a working card). */
    succeed(id: string): FakePaymentIntent {
      const intent = intents.get(id);
      if (!intent) throw new Error(`fake Stripe has no PaymentIntent ${id}`);
      transition(intent, "succeeded");
      return intent;
    },
    /** Test-only: put an intent in any status, e.g. `processing` for a delayed payment method. */
    setStatus(id: string, status: PaymentIntentStatus): FakePaymentIntent {
      const intent = intents.get(id);
      if (!intent) throw new Error(`fake Stripe has no PaymentIntent ${id}`);
      transition(intent, status);
      return intent;
    },
    /** Every Charge by id (live objects). */
    charges,
    /** The Charge of a succeeded PaymentIntent. */
    chargeOf(id: string): FakeCharge {
      const charge = charges.get(intents.get(id)?.latest_charge ?? "");
      if (!charge) throw new Error(`fake Stripe has no charge for ${id}`);
      return charge;
    },
    /**
     * Test-only: refund a succeeded payment (in full unless `amount` is less), as the Dashboard
     * would; appends `charge.refunded` with the Charge. Returns that event.
     */
    refund(id: string, amount?: number): FakeEvent {
      const charge = this.chargeOf(id);
      charge.amount_refunded = Math.min(charge.amount, charge.amount_refunded + (amount ?? charge.amount));
      charge.refunded = charge.amount_refunded === charge.amount;
      emit("charge.refunded", charge);
      return events[events.length - 1] as FakeEvent;
    },
    /** Test-only: the buyer's bank disputes the payment; appends `charge.dispute.created` with the Dispute. */
    dispute(id: string, reason = "fraudulent"): FakeEvent {
      const charge = this.chargeOf(id);
      charge.disputed = true;
      emit("charge.dispute.created", {
        id: randomId("dp"),
        object: "dispute",
        amount: charge.amount,
        charge: charge.id,
        created: now(),
        currency: charge.currency,
        livemode: false,
        payment_intent: charge.payment_intent,
        reason,
        status: "needs_response",
      });
      return events[events.length - 1] as FakeEvent;
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
    /** Forgets every intent, request, event, idempotency key, queued failure and listener. */
    reset() {
      intents.clear();
      charges.clear();
      requests.length = 0;
      events.length = 0;
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

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const fake = await startFakeStripe({ port: Number(process.argv[2] ?? 12111) });
  console.log(`fake Stripe API on ${fake.url} (STRIPE_API_BASE=${fake.url}, STRIPE_SECRET_KEY=sk_test_…)`);
}
