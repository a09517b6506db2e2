// The Stripe objects the fake Stripe API models, in Stripe's own shape (only the fields the site
// reads), and the small pieces every part of the fake shares: ids, times, Stripe's error bodies and
// its form encoding.
import { randomBytes } from "node:crypto";

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

/** A refund of (part of) a charge, as `POST /v1/refunds` returns it. */
export interface FakeRefund {
  id: string;
  object: "refund";
  amount: number;
  charge: string;
  created: number;
  currency: string;
  payment_intent: string;
  reason: string | null;
  status: "succeeded";
}

/** A dispute of a charge, as `charge.dispute.created` and `charge.dispute.closed` carry it. */
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
  status: "needs_response" | "won" | "lost";
}

export interface FakeEvent {
  id: string;
  object: "event";
  api_version: string;
  type: string;
  created: number;
  livemode: false;
  pending_webhooks: number;
  request: { id: string | null; idempotency_key: string | null };
  data: { object: FakePaymentIntent | FakeCharge | FakeDispute | FakeRefund };
}

/** The API version the fake's events claim (the one stripe@23 pins). */
export const API_VERSION = "2026-10-28.endive";

export const randomId = (prefix: string, length = 24) =>
  `${prefix}_${randomBytes(length).toString("hex").slice(0, length)}`;
export const nowSeconds = () => Math.floor(Date.now() / 1000);
export const text = (value: FormValue | undefined): string | undefined =>
  typeof value === "string" ? value : undefined;

export type Reply = { status: number; body: unknown };
export const stripeError = (status: number, error: Record<string, unknown>): Reply => ({ status, body: { error } });
export const notFound = (kind: string, id: string, param: string): Reply =>
  stripeError(404, {
    type: "invalid_request_error",
    code: "resource_missing",
    param,
    message: `No such ${kind}: '${id}'`,
  });

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

/** What every part of the fake shares: the objects it holds and the events it emits. */
export interface FakeState {
  intents: Map<string, FakePaymentIntent>;
  charges: Map<string, FakeCharge>;
  refunds: Map<string, FakeRefund>;
  disputes: Map<string, FakeDispute>;
  events: FakeEvent[];
  /** Appends an event with a copy of `object` (and forwards it, when a webhook URL is set); returns it. */
  emit(type: string, object: FakeEvent["data"]["object"]): FakeEvent;
}
