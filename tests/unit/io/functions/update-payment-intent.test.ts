import Stripe from "stripe";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { paymentIntentIdFromClientSecret } from "~/domain/payments.ts";
import createPaymentIntent from "../../../../netlify/functions/create-payment-intent.mts";
import updatePaymentIntent, { config } from "../../../../netlify/functions/update-payment-intent.mts";
import { makeContext } from "../../../helpers/blobs.ts";
import { type FakeStripe, startFakeStripe } from "../../../helpers/fake-stripe.ts";

const URL_ = "http://localhost/api/update-payment-intent";
const SECRET_KEY = "sk_test_fakeKey123";

function post(body: unknown, init: RequestInit = {}): Promise<Response> {
  const request = new Request(URL_, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: typeof body === "string" ? body : JSON.stringify(body),
    ...init,
  });
  return updatePaymentIntent(request, makeContext());
}

function expectJsonResponse(res: Response, status: number) {
  expect(res.status).toBe(status);
  expect(res.headers.get("content-type")).toBe("application/json; charset=utf-8");
  expect(res.headers.get("x-content-type-options")).toBe("nosniff");
  expect(res.headers.get("cache-control")).toBe("no-store");
}

describe("POST /api/update-payment-intent", () => {
  let fake: FakeStripe;
  /** A report PaymentIntent made through create-payment-intent, as the checkout page would. */
  let paymentIntentId: string;
  let clientSecret: string;
  const buyer = { email: "ada@example.com", customerName: "Ada Lovelace" };

  beforeAll(async () => {
    fake = await startFakeStripe();
  });
  afterAll(async () => {
    await fake.stop();
  });
  beforeEach(async () => {
    fake.reset();
    vi.stubEnv("STRIPE_SECRET_KEY", SECRET_KEY);
    vi.stubEnv("STRIPE_PUBLISHABLE_KEY", "pk_test_fakeKey123");
    vi.stubEnv("STRIPE_API_BASE", fake.url);
    vi.spyOn(console, "error").mockImplementation(() => {});
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const created = await createPaymentIntent(
      new Request("http://localhost/api/create-payment-intent", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ amount: 199, checkoutId: crypto.randomUUID() }),
      }),
      makeContext(),
    );
    ({ clientSecret } = await created.json());
    paymentIntentId = paymentIntentIdFromClientSecret(clientSecret) ?? "";
    fake.requests.length = 0;
  });
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
  });

  /** The update requests (POST /v1/payment_intents/:id) the fake received. */
  const updatesSent = () =>
    fake.requests.filter((r) => r.method === "POST" && r.path.startsWith("/v1/payment_intents/"));

  it("declares its path, method and a per-IP rate limit", () => {
    expect(config).toMatchObject({
      path: "/api/update-payment-intent",
      method: "POST",
      rateLimit: { windowLimit: 20, windowSize: 60, aggregateBy: ["ip", "domain"] },
    });
  });

  it("sets the receipt email and the customer's name, and nothing else", async () => {
    const res = await post({
      paymentIntentId,
      clientSecret,
      email: "  Ada@Example.COM ",
      customerName: "  Ada Lovelace ",
    });
    expectJsonResponse(res, 200);
    expect(await res.json()).toEqual({ ok: true });

    const sent = updatesSent();
    expect(sent).toHaveLength(1);
    expect(sent[0]?.params).toEqual({ receipt_email: "Ada@example.com", metadata: { customerName: "Ada Lovelace" } });
    expect(fake.intents.get(paymentIntentId)).toMatchObject({
      amount: 19900,
      currency: "usd",
      receipt_email: "Ada@example.com",
      metadata: { product: "us-jobs-market-report", customerName: "Ada Lovelace" },
      status: "requires_payment_method",
    });
  });

  it("keeps no bidi override, isolate or C1 control of the name it sends to Stripe for the receipt's greeting", async () => {
    const res = await post({
      paymentIntentId,
      clientSecret,
      email: buyer.email,
      customerName: "Ada \u202egnp.exe\u202c \u2066Lovelace\u2069\u0085\u0080",
    });
    expectJsonResponse(res, 200);
    expect(updatesSent()[0]?.params).toEqual({
      receipt_email: buyer.email,
      metadata: { customerName: "Ada gnp.exe Lovelace" },
    });
    // A name that is nothing but such characters is no name.
    expectJsonResponse(
      await post({ paymentIntentId, clientSecret, email: buyer.email, customerName: "\u202e\u0085" }),
      400,
    );
  });

  it("retrieves the PaymentIntent before changing it", async () => {
    await post({ paymentIntentId, clientSecret, ...buyer });
    expect(fake.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      `GET /v1/payment_intents/${paymentIntentId}`,
      `POST /v1/payment_intents/${paymentIntentId}`,
    ]);
  });

  it("passes on no amount, currency, description or metadata the client adds", async () => {
    const res = await post({
      paymentIntentId,
      clientSecret,
      ...buyer,
      amount: 1,
      currency: "jpy",
      description: "free",
      metadata: { product: "other" },
      receipt_email: "mallory@example.com",
    });
    expectJsonResponse(res, 200);
    expect(updatesSent()[0]?.params).toEqual({
      receipt_email: buyer.email,
      metadata: { customerName: buyer.customerName },
    });
    expect(fake.intents.get(paymentIntentId)).toMatchObject({
      amount: 19900,
      currency: "usd",
      metadata: { product: "us-jobs-market-report" },
    });
  });

  it("can be repeated while the payment is open (the buyer corrects a typo)", async () => {
    await post({ paymentIntentId, clientSecret, ...buyer });
    const res = await post({ paymentIntentId, clientSecret, email: "ada.l@example.com", customerName: "Ada King" });
    expectJsonResponse(res, 200);
    expect(fake.intents.get(paymentIntentId)).toMatchObject({
      receipt_email: "ada.l@example.com",
      metadata: { customerName: "Ada King" },
    });
  });

  /** The one refusal every failed update gets: same status, same body, whatever the reason. */
  const REFUSAL = { error: "payment_not_updatable", message: "This payment cannot be changed." };
  async function expectRefused(res: Response) {
    expectJsonResponse(res, 409);
    expect(await res.json()).toEqual(REFUSAL);
    expect(updatesSent()).toHaveLength(0);
  }

  it("refuses a stranger who knows only the id (attack: set a victim's receipt email)", async () => {
    const before = structuredClone(fake.intents.get(paymentIntentId));
    const attacker = { email: "mallory@example.com", customerName: "Mallory" };
    const wrongSecret = `${paymentIntentId}_secret_${"0".repeat(32)}`;
    for (const guess of [wrongSecret, `${clientSecret}x`, clientSecret.slice(0, -1), "pi_other_secret_abc"]) {
      await expectRefused(await post({ paymentIntentId, clientSecret: guess, ...attacker }));
    }
    expect(fake.intents.get(paymentIntentId)).toEqual(before);
  });

  it("answers an unknown id, a paid, processing, canceled or foreign payment exactly alike", async () => {
    const stripe = new Stripe(SECRET_KEY, {
      host: "127.0.0.1",
      port: fake.port,
      protocol: "http",
      maxNetworkRetries: 0,
    });
    const other = await stripe.paymentIntents.create({ amount: 500, currency: "usd", metadata: { product: "x" } });
    const bodies: unknown[] = [];
    const refuse = async (id: string, secret: string) => {
      fake.requests.length = 0;
      const res = await post({ paymentIntentId: id, clientSecret: secret, ...buyer });
      bodies.push({ status: res.status, body: await res.clone().json() });
      await expectRefused(res);
    };
    await refuse("pi_doesNotExist123", "pi_doesNotExist123_secret_abc");
    await refuse(other.id, other.client_secret ?? "");
    for (const status of ["processing", "canceled", "succeeded"] as const) {
      fake.setStatus(paymentIntentId, status);
      await refuse(paymentIntentId, clientSecret);
    }
    expect(new Set(bodies.map((b) => JSON.stringify(b))).size).toBe(1);
    expect(fake.intents.get(other.id)?.receipt_email).toBeNull();
  });

  it("gives the same refusal when the payment completes between the check and the update (Stripe refuses it)", async () => {
    fake.onRequest((request) => {
      if (request.method === "POST" && request.path === `/v1/payment_intents/${paymentIntentId}`)
        fake.succeed(paymentIntentId);
    });
    const res = await post({ paymentIntentId, clientSecret, ...buyer });
    expectJsonResponse(res, 409);
    expect(await res.json()).toEqual(REFUSAL);
    expect(fake.intents.get(paymentIntentId)).toMatchObject({ status: "succeeded", receipt_email: null });
  });

  it.each([
    ["paymentIntentId", { paymentIntentId: "pi_abc_secret_def" }],
    ["paymentIntentId", { paymentIntentId: "cus_123" }],
    ["paymentIntentId", { paymentIntentId: 123 }],
    ["clientSecret", { clientSecret: "" }],
    ["clientSecret", { clientSecret: undefined }],
    ["email", { email: "not an email" }],
    ["email", { email: `${"a".repeat(245)}@example.com` }],
    ["customerName", { customerName: "" }],
    ["customerName", { customerName: "   " }],
    ["customerName", { customerName: "n".repeat(101) }],
  ])("refuses a bad %s with 400 and fieldErrors, sending nothing to Stripe", async (field, patch) => {
    const res = await post({ paymentIntentId, clientSecret, ...buyer, ...patch });
    expectJsonResponse(res, 400);
    const body = await res.json();
    expect(body.error).toBe("validation_failed");
    expect(Object.keys(body.fieldErrors)).toEqual([field]);
    expect(typeof body.message).toBe("string");
    expect(fake.requests).toHaveLength(0);
  });

  it("lists every bad field of an empty object", async () => {
    const res = await post({});
    expectJsonResponse(res, 400);
    expect(Object.keys((await res.json()).fieldErrors).sort()).toEqual([
      "clientSecret",
      "customerName",
      "email",
      "paymentIntentId",
    ]);
  });

  it("refuses a body that is not JSON with 415", async () => {
    const res = await post(JSON.stringify({ paymentIntentId, clientSecret, ...buyer }), {
      headers: { "content-type": "text/plain" },
    });
    expectJsonResponse(res, 415);
    expect(fake.requests).toHaveLength(0);
  });

  it("refuses a body over 16 KB with 413", async () => {
    const res = await post({ paymentIntentId, clientSecret, ...buyer, customerName: "n".repeat(20_000) });
    expectJsonResponse(res, 413);
    expect(fake.requests).toHaveLength(0);
  });

  it("answers GET with 405 and Allow: POST", async () => {
    const res = await updatePaymentIntent(new Request(URL_), makeContext());
    expectJsonResponse(res, 405);
    expect(res.headers.get("allow")).toBe("POST");
  });

  it("answers 503 payments_not_configured without STRIPE_SECRET_KEY", async () => {
    vi.stubEnv("STRIPE_SECRET_KEY", "");
    const res = await post({ paymentIntentId, clientSecret, ...buyer });
    expectJsonResponse(res, 503);
    expect((await res.json()).error).toBe("payments_not_configured");
    expect(fake.requests).toHaveLength(0);
  });

  it("answers 503 payments_unavailable when Stripe cannot be reached, logging no email or name", async () => {
    const gone = await startFakeStripe();
    vi.stubEnv("STRIPE_API_BASE", gone.url);
    await gone.stop();
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});

    const started = performance.now();
    const res = await post({ paymentIntentId, clientSecret, ...buyer });
    expect(performance.now() - started).toBeLessThan(5_000);
    expectJsonResponse(res, 503);
    expect((await res.json()).error).toBe("payments_unavailable");
    const lines = logged.mock.calls.flat().map(String).join("\n");
    expect(lines).toContain("StripeConnectionError");
    expect(lines).not.toContain("@");
    expect(lines).not.toContain("Lovelace");
  });
});
