import Stripe from "stripe";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import createPaymentIntent from "../../../netlify/functions/create-payment-intent.mts";
import updatePaymentIntent, { config } from "../../../netlify/functions/update-payment-intent.mts";
import { paymentIntentIdFromClientSecret } from "../../../src/domain/payments.ts";
import { makeContext } from "../../helpers/blobs.ts";
import { type FakeStripe, startFakeStripe } from "../../helpers/fake-stripe.ts";

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
    const { clientSecret } = await created.json();
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
    const res = await post({ paymentIntentId, email: "  Ada@Example.COM ", customerName: "  Ada Lovelace " });
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

  it("retrieves the PaymentIntent before changing it", async () => {
    await post({ paymentIntentId, ...buyer });
    expect(fake.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      `GET /v1/payment_intents/${paymentIntentId}`,
      `POST /v1/payment_intents/${paymentIntentId}`,
    ]);
  });

  it("passes on no amount, currency, description or metadata the client adds", async () => {
    const res = await post({
      paymentIntentId,
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
    await post({ paymentIntentId, ...buyer });
    const res = await post({ paymentIntentId, email: "ada.l@example.com", customerName: "Ada King" });
    expectJsonResponse(res, 200);
    expect(fake.intents.get(paymentIntentId)).toMatchObject({
      receipt_email: "ada.l@example.com",
      metadata: { customerName: "Ada King" },
    });
  });

  it("refuses with 409 once the payment has succeeded, and changes nothing", async () => {
    await post({ paymentIntentId, ...buyer });
    fake.succeed(paymentIntentId);
    fake.requests.length = 0;
    const before = structuredClone(fake.intents.get(paymentIntentId));

    const res = await post({ paymentIntentId, email: "mallory@example.com", customerName: "Mallory" });
    expectJsonResponse(res, 409);
    expect(await res.json()).toMatchObject({ error: "payment_already_completed" });
    expect(updatesSent()).toHaveLength(0);
    expect(fake.intents.get(paymentIntentId)).toEqual(before);
  });

  it.each(["processing", "canceled"] as const)("refuses with 409 while the payment is %s", async (status) => {
    fake.setStatus(paymentIntentId, status);
    fake.requests.length = 0;
    const res = await post({ paymentIntentId, ...buyer });
    expectJsonResponse(res, 409);
    expect((await res.json()).error).toBe("payment_not_updatable");
    expect(updatesSent()).toHaveLength(0);
  });

  it("refuses with 409 a PaymentIntent that is not a purchase of the report", async () => {
    const stripe = new Stripe(SECRET_KEY, {
      host: "127.0.0.1",
      port: fake.port,
      protocol: "http",
      maxNetworkRetries: 0,
    });
    const other = await stripe.paymentIntents.create({
      amount: 500,
      currency: "usd",
      metadata: { product: "something-else" },
    });
    fake.requests.length = 0;

    const res = await post({ paymentIntentId: other.id, ...buyer });
    expectJsonResponse(res, 409);
    expect((await res.json()).error).toBe("not_report_payment");
    expect(updatesSent()).toHaveLength(0);
    expect(fake.intents.get(other.id)?.receipt_email).toBeNull();
  });

  it("answers 409 when the payment completes between the check and the update (Stripe refuses it)", async () => {
    fake.onRequest((request) => {
      if (request.method === "POST" && request.path === `/v1/payment_intents/${paymentIntentId}`)
        fake.succeed(paymentIntentId);
    });
    const res = await post({ paymentIntentId, ...buyer });
    expectJsonResponse(res, 409);
    expect((await res.json()).error).toBe("payment_not_updatable");
    expect(fake.intents.get(paymentIntentId)).toMatchObject({ status: "succeeded", receipt_email: null });
  });

  it("answers 404 for a PaymentIntent Stripe does not know", async () => {
    const res = await post({ paymentIntentId: "pi_doesNotExist123", ...buyer });
    expectJsonResponse(res, 404);
    expect((await res.json()).error).toBe("payment_not_found");
    expect(updatesSent()).toHaveLength(0);
  });

  it.each([
    ["paymentIntentId", { paymentIntentId: "pi_abc_secret_def" }],
    ["paymentIntentId", { paymentIntentId: "cus_123" }],
    ["paymentIntentId", { paymentIntentId: 123 }],
    ["email", { email: "not an email" }],
    ["email", { email: `${"a".repeat(245)}@example.com` }],
    ["customerName", { customerName: "" }],
    ["customerName", { customerName: "   " }],
    ["customerName", { customerName: "n".repeat(101) }],
  ])("refuses a bad %s with 400 and fieldErrors, sending nothing to Stripe", async (field, patch) => {
    const res = await post({ paymentIntentId, ...buyer, ...patch });
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
    expect(Object.keys((await res.json()).fieldErrors).sort()).toEqual(["customerName", "email", "paymentIntentId"]);
  });

  it("refuses a body that is not JSON with 415", async () => {
    const res = await post(JSON.stringify({ paymentIntentId, ...buyer }), {
      headers: { "content-type": "text/plain" },
    });
    expectJsonResponse(res, 415);
    expect(fake.requests).toHaveLength(0);
  });

  it("refuses a body over 16 KB with 413", async () => {
    const res = await post({ paymentIntentId, ...buyer, customerName: "n".repeat(20_000) });
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
    const res = await post({ paymentIntentId, ...buyer });
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
    const res = await post({ paymentIntentId, ...buyer });
    expect(performance.now() - started).toBeLessThan(5_000);
    expectJsonResponse(res, 503);
    expect((await res.json()).error).toBe("payments_unavailable");
    const lines = logged.mock.calls.flat().map(String).join("\n");
    expect(lines).toContain("StripeConnectionError");
    expect(lines).not.toContain("@");
    expect(lines).not.toContain("Lovelace");
  });
});
