// The failures of payment operations, as the client sees them: each carries the status and stable
// code a function answers with. Stripe's own errors are translated here, so functions never see SDK
// internals and never answer 500 for them.
import Stripe from "stripe";
import { jsonError } from "../../json-response.ts";

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

/** A PaymentsError class whose every instance has the same status, code and message. */
function fixedPaymentsError(status: number, code: string, message: string) {
  return class extends PaymentsError {
    constructor() {
      super(status, code, message);
    }
  };
}

/** `STRIPE_SECRET_KEY` is missing or unusable on this deployment. */
export class PaymentsNotConfiguredError extends fixedPaymentsError(
  503,
  "payments_not_configured",
  "Online payment is not available on this site yet.",
) {}

/** Stripe cannot be reached or answered with a server-side failure; worth retrying later. */
export class PaymentsUnavailableError extends fixedPaymentsError(
  503,
  "payments_unavailable",
  "The payment service is temporarily unavailable. Please try again shortly.",
) {}

/** No PaymentIntent with that id on this Stripe account. */
export class PaymentIntentNotFoundError extends fixedPaymentsError(
  404,
  "payment_not_found",
  "No payment with this id was found.",
) {}

/**
 * The PaymentIntent may not be changed by this request. One answer for every reason — no such id,
 * a client secret that does not match, another product, paid already, in a final state — so that
 * the route never tells a stranger whether an id exists or what state its payment is in.
 */
export class PaymentIntentLockedError extends fixedPaymentsError(
  409,
  "payment_not_updatable",
  "This payment cannot be changed.",
) {}

/** Stripe refused a request for a reason we did not expect (a bug or an account setting); not retried. */
export class PaymentsRejectedError extends fixedPaymentsError(
  502,
  "payment_provider_error",
  "The payment service refused the request. Please try again later.",
) {}

/** A checkout id reused with different parameters (Stripe's idempotency error): the page must start a new checkout. */
export class CheckoutConflictError extends fixedPaymentsError(
  409,
  "checkout_conflict",
  "This checkout was started with different details. Please reload the page to start again.",
) {}

/**
 * The JSON response for an error thrown by a payment operation: its status and code for a
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

/**
 * Turns what the SDK threw into a PaymentsError, logging one short line: the operation, the error
 * class, Stripe's code and request id. Never the request's content (no emails, no names).
 * `lookup` says the request named an existing PaymentIntent, so Stripe's 404 means "no such payment".
 */
export function translateStripeError(operation: string, error: unknown, lookup = false): unknown {
  if (error instanceof PaymentsError || !(error instanceof Stripe.errors.StripeError)) return error;
  console.error(
    `[payments] ${operation} failed: ${error.type}${error.code ? ` code=${error.code}` : ""}` +
      `${error.statusCode ? ` status=${error.statusCode}` : ""}${error.requestId ? ` request=${error.requestId}` : ""}`,
  );
  if (lookup && (error.code === "resource_missing" || error.statusCode === 404))
    return new PaymentIntentNotFoundError();
  if (error instanceof Stripe.errors.StripeIdempotencyError) return new CheckoutConflictError();
  if (error.code === "payment_intent_unexpected_state") return new PaymentIntentLockedError();
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
