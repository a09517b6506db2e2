// Payments on the server: the report product, the lazily created Stripe client, and the two
// PaymentIntent operations the payment functions perform. Stripe's errors are translated here into
// PaymentsError subclasses, so functions never see SDK internals and never answer 500 for them.
import Stripe from "stripe";
import { jsonError } from "./http.ts";

/**
 * The one product on sale. Amount, currency and description are decided here and nowhere else;
 * nothing a client sends changes them. Other issues (webhook, download) check `metadata.product`.
 */
export const REPORT_PRODUCT = {
  id: "us-jobs-market-report",
  amount: 19_900, // cents
  currency: "usd",
  description: "US Jobs Analytics: US employment market report (one-time purchase)",
} as const;

/** PaymentIntent statuses in which Stripe still accepts an update of the receipt email. */
const UPDATABLE_STATUSES: ReadonlySet<string> = new Set([
  "requires_payment_method",
  "requires_confirmation",
  "requires_action",
]);

/**
 * Netlify functions see their environment variables in `process.env`. The Stripe keys are read only here
 * (the webhook secret and the download-token secret are read where they are used).
 */
function env(name: "STRIPE_SECRET_KEY" | "STRIPE_PUBLISHABLE_KEY" | "STRIPE_API_BASE"): string | undefined {
  const value = process.env[name]?.trim();
  return value ? value : undefined;
}

// ---------------------------------------------------------------------------------------------
// Errors: each carries the status and the stable code a function answers with.

/** A payment operation that cannot be done; `status` and `code` are what the client receives. */
export class PaymentsError extends Error {
  readonly status: number;
  readonly code: string;
  constructor(status: number, code: string, message: string) {
    super(message);
    this.name = new.target.name;
    this.status = status;
    this.code = code;
  }
}

/** `STRIPE_SECRET_KEY` is missing or unusable on this deployment. */
export class PaymentsNotConfiguredError extends PaymentsError {
  constructor() {
    super(503, "payments_not_configured", "Online payment is not available on this site yet.");
  }
}

/** Stripe cannot be reached or answered with a server-side failure; worth retrying later. */
export class PaymentsUnavailableError extends PaymentsError {
  constructor() {
    super(503, "payments_unavailable", "The payment service is temporarily unavailable. Please try again shortly.");
  }
}

/** No PaymentIntent with that id on this Stripe account. */
export class PaymentIntentNotFoundError extends PaymentsError {
  constructor() {
    super(404, "payment_not_found", "No payment with this id was found.");
  }
}

/** Why a PaymentIntent may no longer be changed. */
export type LockedReason = "payment_already_completed" | "payment_not_updatable" | "not_report_payment";

const LOCKED_MESSAGES: Record<LockedReason, string> = {
  payment_already_completed: "This payment has already been completed and can no longer be changed.",
  payment_not_updatable: "This payment can no longer be changed.",
  not_report_payment: "This payment is not a purchase of the report.",
};

/** The PaymentIntent exists but must not be changed (paid already, in a final state, or another product). */
export class PaymentIntentLockedError extends PaymentsError {
  readonly reason: LockedReason;
  constructor(reason: LockedReason) {
    super(409, reason, LOCKED_MESSAGES[reason]);
    this.reason = reason;
  }
}

/** Stripe refused a request for a reason we did not expect (a bug or an account setting); not retried. */
export class PaymentsRejectedError extends PaymentsError {
  constructor() {
    super(502, "payment_provider_error", "The payment service refused the request. Please try again later.");
  }
}

/** A checkout id reused with different parameters (Stripe's idempotency error): the page must start a new checkout. */
export class CheckoutConflictError extends PaymentsError {
  constructor() {
    super(
      409,
      "checkout_conflict",
      "This checkout was started with different details. Please reload the page to start again.",
    );
  }
}

/**
 * The JSON response for an error thrown by the operations below: its status and code for a
 * PaymentsError, a bare 500 (logged by name only) for anything else, which would be a bug here.
 */
export function paymentsErrorResponse(error: unknown): Response {
  if (!(error instanceof PaymentsError)) {
    console.error(`[payments] unexpected ${error instanceof Error ? error.name : typeof error}`);
    return jsonError(500, "internal_error", "Something went wrong.");
  }
  const headers: Record<string, string> = error.status === 503 ? { "Retry-After": "30" } : {};
  return jsonError(error.status, error.code, error.message, {}, headers);
}

// ---------------------------------------------------------------------------------------------
// The client.

const SECRET_KEY_PATTERN = /^(sk|rk)_(test|live)_[A-Za-z0-9_]+$/;

type StripeSettings = { key: string; base: string | undefined; config: Stripe.StripeConfig };

/**
 * What the environment says about Stripe: the settings for a client, or why there can be none.
 *
 * `STRIPE_API_BASE` (tests only): an `http://host:port` base URL, e.g. `http://127.0.0.1:12111`,
 * that points the real SDK at the fake Stripe API of tests/helpers/fake-stripe.ts instead of
 * api.stripe.com. It is refused together with a live key, so a stray variable can never send real
 * payments elsewhere.
 *
 * Timeouts are short and retries few: a function must answer well within Netlify's time limit,
 * and the checkout page can simply try again. Every POST carries an idempotency key, so the one
 * retry is safe.
 */
function readSettings(): StripeSettings | { problem: string } {
  const key = env("STRIPE_SECRET_KEY");
  if (!key || !SECRET_KEY_PATTERN.test(key)) {
    return { problem: "STRIPE_SECRET_KEY is not set (or not a Stripe secret key): payment routes answer 503." };
  }
  const config: Stripe.StripeConfig = { maxNetworkRetries: 1, timeout: 8_000, appInfo: { name: "us-jobs-analytics" } };
  const base = env("STRIPE_API_BASE");
  if (base) {
    if (key.includes("_live_")) return { problem: "STRIPE_API_BASE is set together with a live key; refusing both." };
    let url: URL;
    try {
      url = new URL(base);
    } catch {
      return { problem: "STRIPE_API_BASE is not a URL." };
    }
    const protocol = url.protocol === "https:" ? "https" : "http";
    config.host = url.hostname;
    config.port = Number(url.port || (protocol === "https" ? 443 : 80));
    config.protocol = protocol;
  }
  return { key, base, config };
}

const PUBLISHABLE_KEY_PATTERN = /^pk_(test|live)_[A-Za-z0-9_]+$/;

/**
 * The publishable key the checkout page loads Stripe.js with (served with each new PaymentIntent,
 * so one build works with or without payments). Throws PaymentsNotConfiguredError when it is
 * missing, malformed, or of another mode (test/live) than the secret key.
 */
export function publishableKey(): string {
  const key = env("STRIPE_PUBLISHABLE_KEY");
  const secret = env("STRIPE_SECRET_KEY") ?? "";
  const mode = (k: string) => (k.includes("_live_") ? "live" : "test");
  if (!key || !PUBLISHABLE_KEY_PATTERN.test(key) || mode(key) !== mode(secret)) {
    const problem = "STRIPE_PUBLISHABLE_KEY is not set, not a publishable key, or not of the secret key's mode.";
    if (reportedProblem !== problem) console.warn(`[payments] ${problem}`);
    reportedProblem = problem;
    throw new PaymentsNotConfiguredError();
  }
  return key;
}

let cached: { key: string; base: string | undefined; client: Stripe } | undefined;
let reportedProblem: string | undefined;

/**
 * The Stripe client, created on first use (stripe@23 throws at construction without a key, which
 * would break every function at import on a site without payments) and reused while the
 * environment stays the same. Throws PaymentsNotConfiguredError, logging the reason once.
 */
export function stripeClient(): Stripe {
  const settings = readSettings();
  if ("problem" in settings) {
    if (reportedProblem !== settings.problem) console.warn(`[payments] ${settings.problem}`);
    reportedProblem = settings.problem;
    throw new PaymentsNotConfiguredError();
  }
  const { key, base, config } = settings;
  if (cached && cached.key === key && cached.base === base) return cached.client;
  const client = new Stripe(key, config);
  cached = { key, base, client };
  return client;
}

/**
 * Turns what the SDK threw into a PaymentsError, logging one short line: the operation, the error
 * class, Stripe's code and request id. Never the request's content (no emails, no names).
 * `lookup` says the request named an existing PaymentIntent, so Stripe's 404 means "no such payment".
 */
function translate(operation: string, error: unknown, lookup = false): unknown {
  if (error instanceof PaymentsError || !(error instanceof Stripe.errors.StripeError)) return error;
  console.error(
    `[payments] ${operation} failed: ${error.type}${error.code ? ` code=${error.code}` : ""}` +
      `${error.statusCode ? ` status=${error.statusCode}` : ""}${error.requestId ? ` request=${error.requestId}` : ""}`,
  );
  if (lookup && (error.code === "resource_missing" || error.statusCode === 404))
    return new PaymentIntentNotFoundError();
  if (error instanceof Stripe.errors.StripeIdempotencyError) return new CheckoutConflictError();
  if (error.code === "payment_intent_unexpected_state") return new PaymentIntentLockedError("payment_not_updatable");
  // Unreachable, overloaded or failing Stripe, and a key Stripe no longer accepts (an operator's
  // problem the visitor cannot fix): the service is unavailable for now.
  if (
    error instanceof Stripe.errors.StripeConnectionError ||
    error instanceof Stripe.errors.StripeAPIError ||
    error instanceof Stripe.errors.StripeRateLimitError ||
    error instanceof Stripe.errors.StripeAuthenticationError ||
    error instanceof Stripe.errors.StripePermissionError ||
    (error.statusCode ?? 0) >= 500
  ) {
    return new PaymentsUnavailableError();
  }
  return new PaymentsRejectedError();
}

// ---------------------------------------------------------------------------------------------
// Operations.

/**
 * Creates the PaymentIntent for one checkout attempt, or returns the one already created for it.
 *
 * The idempotency key is derived from the browser's `checkoutId` (required and validated by the
 * route): a double click or a reload of the checkout page then gets the same PaymentIntent back
 * instead of a second one. A key invented on the server would be different on every request and
 * protect nothing, so there is no fallback. The product and amount are part of the key so that a
 * future price change cannot collide with a key Stripe still remembers (it keeps them ≥ 24 h).
 */
export async function createReportPaymentIntent({
  checkoutId,
}: {
  checkoutId: string;
}): Promise<{ id: string; clientSecret: string }> {
  const stripe = stripeClient();
  let intent: Stripe.PaymentIntent;
  try {
    intent = await stripe.paymentIntents.create(
      {
        amount: REPORT_PRODUCT.amount,
        currency: REPORT_PRODUCT.currency,
        description: REPORT_PRODUCT.description,
        automatic_payment_methods: { enabled: true },
        metadata: { product: REPORT_PRODUCT.id },
      },
      {
        idempotencyKey: `checkout:${REPORT_PRODUCT.id}:${REPORT_PRODUCT.amount}${REPORT_PRODUCT.currency}:${checkoutId}`,
      },
    );
  } catch (error) {
    throw translate("create payment intent", error);
  }
  if (!intent.client_secret) {
    console.error(`[payments] create payment intent: ${intent.id} came back without a client secret`);
    throw new PaymentsRejectedError();
  }
  return { id: intent.id, clientSecret: intent.client_secret };
}

/**
 * Sets the buyer's receipt email and name on a report PaymentIntent — nothing else. Refused with
 * PaymentIntentLockedError once the payment has succeeded (or is otherwise final), and for a
 * PaymentIntent that is not a purchase of the report.
 */
export async function updateReportPaymentIntent(
  id: string,
  { email, customerName }: { email: string; customerName: string },
): Promise<{ id: string; status: string }> {
  const stripe = stripeClient();
  let intent: Stripe.PaymentIntent;
  try {
    intent = await stripe.paymentIntents.retrieve(id);
  } catch (error) {
    throw translate("retrieve payment intent", error, true);
  }
  if (intent.metadata?.product !== REPORT_PRODUCT.id) throw new PaymentIntentLockedError("not_report_payment");
  if (intent.status === "succeeded") throw new PaymentIntentLockedError("payment_already_completed");
  if (!UPDATABLE_STATUSES.has(intent.status)) throw new PaymentIntentLockedError("payment_not_updatable");
  try {
    // Metadata is merged by Stripe: `product` stays as it is.
    const updated = await stripe.paymentIntents.update(id, { receipt_email: email, metadata: { customerName } });
    return { id: updated.id, status: updated.status };
  } catch (error) {
    throw translate("update payment intent", error, true);
  }
}

/** A PaymentIntent as Stripe has it now (for payment verification). */
export async function retrievePaymentIntent(id: string): Promise<Stripe.PaymentIntent> {
  const stripe = stripeClient();
  try {
    return await stripe.paymentIntents.retrieve(id);
  } catch (error) {
    throw translate("retrieve payment intent", error, true);
  }
}
