// The fake's PaymentIntents: create, retrieve, update, confirm with Stripe's test PaymentMethods,
// cancel. A confirmation that succeeds creates the Charge and emits `payment_intent.succeeded`.
import { randomBytes } from "node:crypto";
import { disputeCharge } from "./charges.ts";
import {
  type FakeCharge,
  type FakePaymentIntent,
  type FakeState,
  type FormObject,
  type FormValue,
  notFound,
  nowSeconds,
  type PaymentIntentStatus,
  type Reply,
  randomId,
  stripeError,
  text,
} from "./objects.ts";

/** States in which Stripe accepts an update or a confirmation. */
const OPEN_STATUSES = new Set<PaymentIntentStatus>([
  "requires_payment_method",
  "requires_confirmation",
  "requires_action",
]);

/** Stripe's test PaymentMethods (docs.stripe.com/testing) that the fake understands. */
const SUCCEEDING_METHODS = new Set(["pm_card_visa", "pm_card_mastercard", "pm_card_amex", "pm_card_us"]);
/** Succeeds, then the charge is disputed at once, as Stripe's `pm_card_createDispute` does. */
const DISPUTED_METHOD = "pm_card_createDispute";
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

export function transition(state: FakeState, intent: FakePaymentIntent, status: PaymentIntentStatus) {
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
        created: nowSeconds(),
        currency: intent.currency,
        disputed: false,
        livemode: false,
        paid: true,
        payment_intent: intent.id,
        refunded: false,
        status: "succeeded",
      };
      state.charges.set(charge.id, charge);
      intent.latest_charge = charge.id;
    }
    intent.last_payment_error = null;
  }
  if (status === "canceled") intent.canceled_at = nowSeconds();
  const eventType = STATUS_EVENTS[status];
  if (eventType) state.emit(eventType, intent);
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

function create(state: FakeState, params: FormObject): Reply {
  const amount = Number(text(params["amount"]));
  if (!Number.isInteger(amount) || amount < 50) {
    return stripeError(400, {
      type: "invalid_request_error",
      param: "amount",
      message: "Amount must be at least 50 cents.",
    });
  }
  const currency = text(params["currency"])?.toLowerCase();
  if (!currency) {
    return stripeError(400, {
      type: "invalid_request_error",
      code: "parameter_missing",
      param: "currency",
      message: "Missing required param: currency.",
    });
  }
  const automatic = params["automatic_payment_methods"];
  const id = randomId("pi");
  const intent: FakePaymentIntent = {
    id,
    object: "payment_intent",
    amount,
    amount_received: 0,
    currency,
    automatic_payment_methods:
      automatic && typeof automatic === "object" && !Array.isArray(automatic)
        ? { enabled: automatic["enabled"] === "true" }
        : null,
    canceled_at: null,
    client_secret: `${id}_secret_${randomBytes(16).toString("hex")}`,
    created: nowSeconds(),
    description: text(params["description"]) ?? null,
    last_payment_error: null,
    latest_charge: null,
    livemode: false,
    metadata: {},
    payment_method: null,
    payment_method_types: ["card"],
    receipt_email: text(params["receipt_email"]) ?? null,
    status: "requires_payment_method",
  };
  mergeMetadata(intent, params["metadata"]);
  state.intents.set(id, intent);
  return { status: 200, body: intent };
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
  const amount = text(params["amount"]);
  if (amount !== undefined) intent.amount = Number(amount);
  const currency = text(params["currency"]);
  if (currency !== undefined) intent.currency = currency.toLowerCase();
  for (const field of ["description", "receipt_email", "payment_method"] as const) {
    const value = text(params[field]);
    if (value !== undefined) intent[field] = value === "" ? null : value;
  }
  mergeMetadata(intent, params["metadata"]);
  return { status: 200, body: intent };
}

function confirm(state: FakeState, intent: FakePaymentIntent, params: FormObject): Reply {
  if (!OPEN_STATUSES.has(intent.status)) return unexpectedState(intent, "confirm");
  const method = text(params["payment_method"]) ?? intent.payment_method;
  if (!method) {
    return stripeError(400, {
      type: "invalid_request_error",
      code: "parameter_missing",
      param: "payment_method",
      message: "You must provide a payment method.",
    });
  }
  // Stripe's rule: payment methods that may redirect need a return_url.
  if (intent.automatic_payment_methods?.enabled && !text(params["return_url"])) {
    return stripeError(400, {
      type: "invalid_request_error",
      param: "return_url",
      message:
        "You must provide a `return_url` when confirming a PaymentIntent with automatic payment methods enabled.",
    });
  }
  const receipt = text(params["receipt_email"]);
  if (receipt) intent.receipt_email = receipt;
  intent.payment_method = method;
  if (SUCCEEDING_METHODS.has(method) || method === DISPUTED_METHOD) {
    transition(state, intent, "succeeded");
    const body = structuredClone(intent);
    if (method === DISPUTED_METHOD) disputeCharge(state, intent.latest_charge ?? "", "fraudulent");
    return { status: 200, body };
  }
  const decline = DECLINING_METHODS[method];
  if (decline) {
    intent.payment_method = null;
    intent.last_payment_error = { type: "card_error", ...decline };
    transition(state, intent, "requires_payment_method");
    state.emit("payment_intent.payment_failed", intent);
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

/** `/v1/payment_intents[/:id[/confirm|/cancel]]`; `secret` says a secret key (not a publishable one) sent it. */
export function routePaymentIntents(
  state: FakeState,
  method: string,
  path: string,
  params: FormObject,
  secret: boolean,
): Reply | undefined {
  if (path === "/v1/payment_intents" && method === "POST") {
    return secret
      ? create(state, params)
      : stripeError(401, { type: "invalid_request_error", message: "This request needs a secret key." });
  }
  const match = path.match(/^\/v1\/payment_intents\/([^/]+)(?:\/(confirm|cancel))?$/);
  if (!match) return undefined;
  const id = match[1] ?? "";
  const intent = state.intents.get(id);
  if (!intent) return notFound("payment_intent", id, "intent");
  // Stripe.js (publishable key) may read and confirm an intent only with its client secret.
  if (!secret && text(params["client_secret"]) !== intent.client_secret) {
    return stripeError(401, {
      type: "invalid_request_error",
      message: "This request needs a secret key or the PaymentIntent's client secret.",
    });
  }
  const action = match[2];
  if (method === "GET" && !action) {
    const expand = params["expand"];
    const charge = intent.latest_charge ? state.charges.get(intent.latest_charge) : undefined;
    if (charge && Array.isArray(expand) && expand.includes("latest_charge"))
      return { status: 200, body: { ...intent, latest_charge: charge } };
    return { status: 200, body: intent };
  }
  if (method === "POST" && action === "confirm") return confirm(state, intent, params);
  if (method === "POST" && !secret)
    return stripeError(401, { type: "invalid_request_error", message: "This request needs a secret key." });
  if (method === "POST" && action === "cancel") {
    if (!OPEN_STATUSES.has(intent.status) && intent.status !== "requires_capture")
      return unexpectedState(intent, "cancel");
    transition(state, intent, "canceled");
    return { status: 200, body: intent };
  }
  if (method === "POST" && !action) return update(intent, params);
  return stripeError(405, { type: "invalid_request_error", message: `${method} is not supported on ${path}.` });
}
