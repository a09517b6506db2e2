// The fake Stripe API is shared by the payment, checkout and webhook tests: these tests pin down
// that the real SDK talks to it the way it talks to Stripe.
import Stripe from "stripe";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type FakeStripe, parseStripeForm, startFakeStripe } from "../../../helpers/fake-stripe.ts";

describe("parseStripeForm", () => {
  it("decodes nested objects and indexed arrays as stripe-node encodes them", () => {
    expect(
      parseStripeForm(
        "amount=19900&metadata[product]=report&metadata[a%20b]=x%26y&expand[0]=latest_charge&expand[1]=customer",
      ),
    ).toEqual({
      amount: "19900",
      metadata: { product: "report", "a b": "x&y" },
      expand: ["latest_charge", "customer"],
    });
  });

  it("decodes deeper nesting and empty-bracket arrays", () => {
    expect(parseStripeForm("a[b][c]=1&list[]=x&list[]=y")).toEqual({ a: { b: { c: "1" } }, list: ["x", "y"] });
  });

  it("ignores prototype keys", () => {
    const parsed = parseStripeForm("__proto__[polluted]=1&a[constructor][prototype]=2&ok=3");
    expect(parsed).toEqual({ ok: "3" });
    expect(({} as Record<string, unknown>)["polluted"]).toBeUndefined();
  });
});

describe("fake Stripe API driven by the stripe SDK", () => {
  let fake: FakeStripe;
  let stripe: Stripe;
  beforeAll(async () => {
    fake = await startFakeStripe();
    stripe = new Stripe("sk_test_fakeKey123", {
      host: "127.0.0.1",
      port: fake.port,
      protocol: "http",
      maxNetworkRetries: 0,
    });
  });
  afterAll(async () => {
    await fake.stop();
  });
  beforeEach(() => {
    fake.reset();
  });

  const create = (idempotencyKey?: string, metadata: Record<string, string> = { product: "p" }) =>
    stripe.paymentIntents.create(
      { amount: 19900, currency: "USD", automatic_payment_methods: { enabled: true }, metadata },
      idempotencyKey ? { idempotencyKey } : undefined,
    );

  it("creates a PaymentIntent that echoes amount, currency and metadata", async () => {
    const intent = await create();
    expect(intent).toMatchObject({
      object: "payment_intent",
      amount: 19900,
      currency: "usd",
      metadata: { product: "p" },
      status: "requires_payment_method",
      automatic_payment_methods: { enabled: true },
    });
    expect(intent.id).toMatch(/^pi_[a-f0-9]+$/);
    expect(intent.client_secret).toMatch(new RegExp(`^${intent.id}_secret_[A-Za-z0-9]+$`));
    expect(fake.intents.get(intent.id)?.amount).toBe(19900);
  });

  it("retrieves what it created, and 404s an unknown id", async () => {
    const intent = await create();
    expect((await stripe.paymentIntents.retrieve(intent.id)).id).toBe(intent.id);
    await expect(stripe.paymentIntents.retrieve("pi_unknown")).rejects.toMatchObject({
      type: "StripeInvalidRequestError",
      code: "resource_missing",
      statusCode: 404,
    });
  });

  it("replays a create with the same idempotency key and refuses the key with other parameters", async () => {
    const first = await create("key-1");
    const again = await create("key-1");
    expect(again.id).toBe(first.id);
    expect(fake.intents.size).toBe(1);
    await expect(create("key-1", { product: "other" })).rejects.toBeInstanceOf(Stripe.errors.StripeIdempotencyError);
    expect(fake.intents.size).toBe(1);
  });

  it("updates the receipt email and merges metadata; an empty value removes a key", async () => {
    const intent = await create(undefined, { product: "p", note: "x" });
    const updated = await stripe.paymentIntents.update(intent.id, {
      receipt_email: "a@example.com",
      metadata: { customerName: "Ada", note: "" },
    });
    expect(updated).toMatchObject({ receipt_email: "a@example.com", metadata: { product: "p", customerName: "Ada" } });
    expect(updated.metadata).not.toHaveProperty("note");
  });

  it("moves to succeeded on confirmation with a working test card, and records the event", async () => {
    const intent = await create();
    const confirmed = await stripe.paymentIntents.confirm(intent.id, {
      payment_method: "pm_card_visa",
      return_url: "http://localhost/payment-success",
    });
    expect(confirmed).toMatchObject({ status: "succeeded", amount_received: 19900 });
    expect(fake.events.map((e) => e.type)).toEqual(["payment_intent.succeeded"]);
    expect(fake.events[0]?.data.object.id).toBe(intent.id);
  });

  it("requires a return_url to confirm with automatic payment methods, as Stripe does", async () => {
    const intent = await create();
    await expect(stripe.paymentIntents.confirm(intent.id, { payment_method: "pm_card_visa" })).rejects.toMatchObject({
      param: "return_url",
    });
  });

  it("declines a declining test card with a card error and keeps the intent payable", async () => {
    const intent = await create();
    await expect(
      stripe.paymentIntents.confirm(intent.id, {
        payment_method: "pm_card_chargeDeclined",
        return_url: "http://localhost/x",
      }),
    ).rejects.toBeInstanceOf(Stripe.errors.StripeCardError);
    expect(fake.intents.get(intent.id)?.status).toBe("requires_payment_method");
    expect(fake.events.map((e) => e.type)).toEqual(["payment_intent.payment_failed"]);
  });

  it("refuses to update or confirm a succeeded intent", async () => {
    const intent = await create();
    fake.succeed(intent.id);
    await expect(stripe.paymentIntents.update(intent.id, { receipt_email: "b@example.com" })).rejects.toMatchObject({
      code: "payment_intent_unexpected_state",
    });
    expect(fake.intents.get(intent.id)?.receipt_email).toBeNull();
  });

  it("cancels an open intent", async () => {
    const intent = await create();
    expect((await stripe.paymentIntents.cancel(intent.id)).status).toBe("canceled");
  });

  it("lets a publishable key read an intent only with its client secret, as Stripe.js does", async () => {
    const intent = await create();
    const base = `${fake.url}/v1/payment_intents/${intent.id}`;
    const withSecret = await fetch(`${base}?key=pk_test_abc&client_secret=${intent.client_secret}`);
    expect(withSecret.status).toBe(200);
    const withoutSecret = await fetch(`${base}?key=pk_test_abc`);
    expect(withoutSecret.status).toBe(401);
  });

  it("rejects requests without a test key", async () => {
    const anonymous = new Stripe("sk_live_notForTests", {
      host: "127.0.0.1",
      port: fake.port,
      protocol: "http",
      maxNetworkRetries: 0,
    });
    await expect(anonymous.paymentIntents.create({ amount: 100, currency: "usd" })).rejects.toBeInstanceOf(
      Stripe.errors.StripeAuthenticationError,
    );
    expect(fake.intents.size).toBe(0);
  });

  it("records every request with its idempotency key and decoded parameters", async () => {
    await create("key-2");
    expect(fake.requests).toEqual([
      {
        method: "POST",
        path: "/v1/payment_intents",
        idempotencyKey: "key-2",
        params: {
          amount: "19900",
          currency: "USD",
          automatic_payment_methods: { enabled: "true" },
          metadata: { product: "p" },
        },
      },
    ]);
  });
});
