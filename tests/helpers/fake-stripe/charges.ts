// What happens to a charge after the payment: refunds (Stripe's `POST /v1/refunds`, in full or in
// part) and disputes (opened with the test-only `POST /_test/disputes`, or by paying with Stripe's
// `pm_card_createDispute`; lost with Stripe's `POST /v1/disputes/:id/close`). Each emits the event
// Stripe sends: `charge.refunded` with the Charge, `charge.dispute.created` and
// `charge.dispute.closed` with the Dispute.
import {
  type FakeCharge,
  type FakeDispute,
  type FakeRefund,
  type FakeState,
  type FormObject,
  notFound,
  nowSeconds,
  type Reply,
  randomId,
  stripeError,
  text,
} from "./objects.ts";

const invalid = (message: string, param?: string, code?: string): Reply =>
  stripeError(400, { type: "invalid_request_error", message, ...(param ? { param } : {}), ...(code ? { code } : {}) });

/** The charge a request names: `charge=ch_…`, or `payment_intent=pi_…` (its latest charge). */
function chargeNamed(state: FakeState, params: FormObject): FakeCharge | Reply {
  const chargeId = text(params["charge"]);
  const intentId = text(params["payment_intent"]);
  if (!chargeId && !intentId) return invalid("One of `charge` or `payment_intent` is required.");
  if (chargeId) return state.charges.get(chargeId) ?? notFound("charge", chargeId, "charge");
  const intent = state.intents.get(intentId ?? "");
  if (!intent) return notFound("payment_intent", intentId ?? "", "payment_intent");
  const charge = state.charges.get(intent.latest_charge ?? "");
  if (!charge)
    return invalid(
      `This PaymentIntent (${intent.id}) does not have a successful charge to refund.`,
      "payment_intent",
      "charge_not_refundable",
    );
  return charge;
}

/** Refunds `amount` (default: what is left) of a charge; emits `charge.refunded`. */
export function refundCharge(state: FakeState, charge: FakeCharge, amount?: number, reason?: string): Reply {
  const left = charge.amount - charge.amount_refunded;
  if (left <= 0) return invalid(`Charge ${charge.id} has already been refunded.`, undefined, "charge_already_refunded");
  const value = amount ?? left;
  if (!Number.isInteger(value) || value < 1 || value > left)
    return invalid(`Refund amount (${value}) is greater than the unrefunded amount on the charge (${left}).`, "amount");
  charge.amount_refunded += value;
  charge.refunded = charge.amount_refunded === charge.amount;
  const refund: FakeRefund = {
    id: randomId("re"),
    object: "refund",
    amount: value,
    charge: charge.id,
    created: nowSeconds(),
    currency: charge.currency,
    payment_intent: charge.payment_intent,
    reason: reason ?? null,
    status: "succeeded",
  };
  state.refunds.set(refund.id, refund);
  state.emit("charge.refunded", charge);
  return { status: 200, body: refund };
}

/** Opens a dispute on a charge; emits `charge.dispute.created`. */
export function disputeCharge(state: FakeState, chargeId: string, reason: string): Reply {
  const charge = state.charges.get(chargeId);
  if (!charge) return notFound("charge", chargeId, "charge");
  if (charge.disputed) return invalid(`Charge ${charge.id} is already disputed.`, "charge");
  charge.disputed = true;
  const dispute: FakeDispute = {
    id: randomId("dp"),
    object: "dispute",
    amount: charge.amount,
    charge: charge.id,
    created: nowSeconds(),
    currency: charge.currency,
    livemode: false,
    payment_intent: charge.payment_intent,
    reason,
    status: "needs_response",
  };
  state.disputes.set(dispute.id, dispute);
  state.emit("charge.dispute.created", dispute);
  return { status: 200, body: dispute };
}

/** Closes a dispute as lost (`POST /v1/disputes/:id/close`, the merchant accepts it) or won (tests only). */
export function closeDispute(state: FakeState, id: string, outcome: "won" | "lost"): Reply {
  const dispute = state.disputes.get(id);
  if (!dispute) return notFound("dispute", id, "dispute");
  if (dispute.status !== "needs_response") return invalid(`Dispute ${id} is already closed.`);
  dispute.status = outcome;
  state.emit("charge.dispute.closed", dispute);
  return { status: 200, body: dispute };
}

/** `/v1/refunds`, `/v1/disputes/:id/close`, and the test-only `/_test/disputes[/:id/win]`; secret key only. */
export function routeCharges(state: FakeState, method: string, path: string, params: FormObject): Reply | undefined {
  if (method !== "POST") return undefined;
  if (path === "/v1/refunds") {
    const charge = chargeNamed(state, params);
    if (!("object" in charge)) return charge;
    const amount = text(params["amount"]);
    return refundCharge(state, charge, amount === undefined ? undefined : Number(amount), text(params["reason"]));
  }
  if (path === "/_test/disputes") {
    const charge = chargeNamed(state, params);
    if (!("object" in charge)) return charge;
    return disputeCharge(state, charge.id, text(params["reason"]) ?? "fraudulent");
  }
  const close = path.match(/^\/v1\/disputes\/([^/]+)\/close$/);
  if (close) return closeDispute(state, close[1] ?? "", "lost");
  const win = path.match(/^\/_test\/disputes\/([^/]+)\/win$/);
  if (win) return closeDispute(state, win[1] ?? "", "won");
  return undefined;
}
