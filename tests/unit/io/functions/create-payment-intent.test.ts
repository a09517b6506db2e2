import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { paymentIntentIdFromClientSecret } from "~/domain/payments.ts";
import createPaymentIntent, { config } from "../../../../netlify/functions/create-payment-intent.mts";
import { makeContext } from "../../../helpers/blobs.ts";
import { type FakeStripe, startFakeStripe } from "../../../helpers/fake-stripe.ts";

const URL_ = "http://localhost/api/create-payment-intent";

/** A browser: its address and User-Agent. */
type Client = { ip: string; userAgent: string };
const BROWSER: Client = { ip: "198.51.100.7", userAgent: "Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0" };

function post(body: unknown, init: RequestInit = {}, client: Client = BROWSER): Promise<Response> {
  const request = new Request(URL_, {
    method: "POST",
    headers: { "content-type": "application/json", "user-agent": client.userAgent },
    body: typeof body === "string" ? body : JSON.stringify(body),
    ...init,
  });
  return createPaymentIntent(request, makeContext({ ip: client.ip }));
}

/** Every function response: JSON with the security headers. */
function expectJsonResponse(res: Response, status: number) {
  expect(res.status).toBe(status);
  expect(res.headers.get("content-type")).toBe("application/json; charset=utf-8");
  expect(res.headers.get("x-content-type-options")).toBe("nosniff");
  expect(res.headers.get("cache-control")).toBe("no-store");
}

const checkoutId = () => `chk_${crypto.randomUUID()}`;

describe("POST /api/create-payment-intent", () => {
  let fake: FakeStripe;
  beforeAll(async () => {
    fake = await startFakeStripe();
  });
  afterAll(async () => {
    await fake.stop();
  });
  beforeEach(() => {
    fake.reset();
    vi.stubEnv("STRIPE_SECRET_KEY", "sk_test_fakeKey123");
    vi.stubEnv("STRIPE_PUBLISHABLE_KEY", "pk_test_fakeKey123");
    vi.stubEnv("STRIPE_API_BASE", fake.url);
    vi.spyOn(console, "error").mockImplementation(() => {});
    vi.spyOn(console, "warn").mockImplementation(() => {});
  });
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
  });

  it("declares its path, method and a per-IP rate limit", () => {
    expect(config).toMatchObject({
      path: "/api/create-payment-intent",
      method: "POST",
      rateLimit: { windowLimit: 20, windowSize: 60, aggregateBy: ["ip", "domain"] },
    });
  });

  it("creates a 19900-cent USD PaymentIntent for the report and returns only its client secret", async () => {
    const res = await post({ amount: 199, checkoutId: checkoutId() });
    expectJsonResponse(res, 200);
    const body = await res.json();
    expect(Object.keys(body)).toEqual(["clientSecret", "publishableKey"]);
    expect(body.publishableKey).toBe("pk_test_fakeKey123");
    expect(body.clientSecret).toMatch(/^pi_[A-Za-z0-9]+_secret_[A-Za-z0-9]+$/);

    const id = paymentIntentIdFromClientSecret(body.clientSecret);
    const intent = fake.intents.get(id ?? "");
    expect(intent).toMatchObject({
      amount: 19900,
      currency: "usd",
      metadata: { product: "us-jobs-market-report" },
      automatic_payment_methods: { enabled: true },
      status: "requires_payment_method",
    });
    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0]).toMatchObject({
      method: "POST",
      path: "/v1/payment_intents",
      params: {
        amount: "19900",
        currency: "usd",
        metadata: { product: "us-jobs-market-report" },
        automatic_payment_methods: { enabled: "true" },
      },
    });
  });

  it("ignores a currency or anything else the client adds", async () => {
    const res = await post({
      amount: 199,
      checkoutId: checkoutId(),
      currency: "jpy",
      description: "free",
      metadata: { product: "x" },
    });
    expectJsonResponse(res, 200);
    expect(fake.requests[0]?.params).toMatchObject({ currency: "usd", metadata: { product: "us-jobs-market-report" } });
    expect(fake.requests[0]?.params["description"]).not.toBe("free");
  });

  it("derives the idempotency key from the checkout id: the same checkout gets the same PaymentIntent", async () => {
    const id = checkoutId();
    const first = await (await post({ amount: 199, checkoutId: id })).json();
    const second = await (await post({ amount: 199, checkoutId: id })).json();
    expect(second.clientSecret).toBe(first.clientSecret);
    expect(fake.intents.size).toBe(1);
    expect(fake.requests).toHaveLength(2);
    expect(fake.requests[0]?.idempotencyKey).toContain(id);
    expect(fake.requests[1]?.idempotencyKey).toBe(fake.requests[0]?.idempotencyKey);
  });

  it("binds a checkout id to its client: the same id from another client never returns the first client secret", async () => {
    const id = checkoutId();
    const victim = await (await post({ amount: 199, checkoutId: id })).json();
    const strangers: Client[] = [
      { ip: "203.0.113.66", userAgent: BROWSER.userAgent },
      { ip: BROWSER.ip, userAgent: "curl/8.5.0" },
      { ip: "203.0.113.66", userAgent: "curl/8.5.0" },
    ];
    for (const stranger of strangers) {
      const res = await post({ amount: 199, checkoutId: id }, {}, stranger);
      expectJsonResponse(res, 200);
      expect((await res.json()).clientSecret).not.toBe(victim.clientSecret);
    }
    // The victim's own reload still resumes the victim's PaymentIntent.
    expect((await (await post({ amount: 199, checkoutId: id })).json()).clientSecret).toBe(victim.clientSecret);
    expect(fake.intents.size).toBe(1 + strangers.length);
    // Neither the address nor the User-Agent is sent to Stripe.
    const keys = fake.requests.map((r) => r.idempotencyKey ?? "").join("\n");
    expect(keys).not.toContain(BROWSER.ip);
    expect(keys).not.toContain("Firefox");
  });

  it("creates separate PaymentIntents for separate checkouts", async () => {
    const a = await (await post({ amount: 199, checkoutId: checkoutId() })).json();
    const b = await (await post({ amount: 199, checkoutId: checkoutId() })).json();
    expect(a.clientSecret).not.toBe(b.clientSecret);
    expect(fake.intents.size).toBe(2);
  });

  it.each([
    ["1", 1],
    ["the price as a string", "199"],
    ["the price in cents", 19900],
    ["zero", 0],
    ["a negative price", -199],
    ["null", null],
  ])("refuses an amount of %s with 400 and sends nothing to Stripe", async (_label, amount) => {
    const res = await post({ amount, checkoutId: checkoutId() });
    expectJsonResponse(res, 400);
    const body = await res.json();
    expect(body.error).toBe("validation_failed");
    expect(body.message).toMatch(/199/);
    expect(body.fieldErrors).toEqual({ amount: [expect.stringMatching(/must be 199/)] });
    expect(fake.requests).toHaveLength(0);
  });

  it("refuses a body without an amount", async () => {
    const res = await post({ checkoutId: checkoutId() });
    expectJsonResponse(res, 400);
    expect((await res.json()).fieldErrors).toHaveProperty("amount");
    expect(fake.requests).toHaveLength(0);
  });

  it.each([
    ["no checkout id", { amount: 199 }],
    ["a short checkout id", { amount: 199, checkoutId: "abc" }],
    ["a checkout id with odd characters", { amount: 199, checkoutId: "abc/def:ghi" }],
  ])("refuses %s with 400 and fieldErrors", async (_label, body) => {
    const res = await post(body);
    expectJsonResponse(res, 400);
    expect(await res.json()).toMatchObject({
      error: "validation_failed",
      fieldErrors: { checkoutId: [expect.any(String)] },
    });
    expect(fake.requests).toHaveLength(0);
  });

  it.each([["[]"], ["null"], ['"199"'], ["199"]])("refuses the JSON body %s with 400", async (raw) => {
    const res = await post(raw);
    expectJsonResponse(res, 400);
    expect(await res.json()).toMatchObject({ error: "validation_failed", fieldErrors: {} });
  });

  it("refuses malformed JSON with 400", async () => {
    const res = await post("{amount: 199");
    expectJsonResponse(res, 400);
    expect((await res.json()).error).toBe("invalid_json");
  });

  it("refuses a body that is not JSON with 415", async () => {
    const res = await post("amount=199", { headers: { "content-type": "application/x-www-form-urlencoded" } });
    expectJsonResponse(res, 415);
    expect(fake.requests).toHaveLength(0);
  });

  it("refuses a body over 16 KB with 413", async () => {
    const res = await post({ amount: 199, checkoutId: checkoutId(), padding: "x".repeat(17 * 1024) });
    expectJsonResponse(res, 413);
    expect(fake.requests).toHaveLength(0);
  });

  it.each(["GET", "PUT", "DELETE"])("answers %s with 405 and Allow: POST", async (method) => {
    const res = await createPaymentIntent(new Request(URL_, { method }), makeContext());
    expectJsonResponse(res, 405);
    expect(res.headers.get("allow")).toBe("POST");
  });

  it("answers 503 payments_not_configured without STRIPE_SECRET_KEY", async () => {
    vi.stubEnv("STRIPE_SECRET_KEY", "");
    const res = await post({ amount: 199, checkoutId: checkoutId() });
    expectJsonResponse(res, 503);
    expect(await res.json()).toMatchObject({ error: "payments_not_configured" });
    expect(fake.requests).toHaveLength(0);
  });

  it("still answers bad input with 400 when payments are not configured", async () => {
    vi.stubEnv("STRIPE_SECRET_KEY", "");
    const res = await post({ amount: 1, checkoutId: checkoutId() });
    expectJsonResponse(res, 400);
  });

  it("answers 503 payments_not_configured for a value that is not a Stripe secret key", async () => {
    vi.stubEnv("STRIPE_SECRET_KEY", "pk_test_publishableKey");
    const res = await post({ amount: 199, checkoutId: checkoutId() });
    expectJsonResponse(res, 503);
    expect((await res.json()).error).toBe("payments_not_configured");
  });

  it("refuses to send a live key to STRIPE_API_BASE", async () => {
    vi.stubEnv("STRIPE_SECRET_KEY", "sk_live_realKey123");
    const res = await post({ amount: 199, checkoutId: checkoutId() });
    expectJsonResponse(res, 503);
    expect((await res.json()).error).toBe("payments_not_configured");
    expect(fake.requests).toHaveLength(0);
  });

  it("answers 503 payments_unavailable when Stripe keeps failing, after one retry with the same key", async () => {
    fake.failNextRequest(500);
    fake.failNextRequest(500);
    const res = await post({ amount: 199, checkoutId: checkoutId() });
    expectJsonResponse(res, 503);
    expect(await res.json()).toMatchObject({ error: "payments_unavailable" });
    expect(res.headers.get("retry-after")).toBe("30");
    expect(fake.requests).toHaveLength(2);
    expect(fake.requests[1]?.idempotencyKey).toBe(fake.requests[0]?.idempotencyKey);
  });

  it("recovers from one Stripe failure by retrying", async () => {
    fake.failNextRequest(500);
    const res = await post({ amount: 199, checkoutId: checkoutId() });
    expectJsonResponse(res, 200);
    expect(fake.intents.size).toBe(1);
  });

  it("answers 503 payments_unavailable when Stripe rejects the key", async () => {
    vi.stubEnv("STRIPE_SECRET_KEY", "sk_test_revokedKey");
    fake.failNextRequest(401, { type: "invalid_request_error", message: "Invalid API Key provided." });
    const res = await post({ amount: 199, checkoutId: checkoutId() });
    expectJsonResponse(res, 503);
    expect((await res.json()).error).toBe("payments_unavailable");
  });

  it("answers 502 for a request Stripe refuses unexpectedly, without Stripe's message", async () => {
    fake.failNextRequest(400, { type: "invalid_request_error", message: "Secret internal detail" });
    const res = await post({ amount: 199, checkoutId: checkoutId() });
    expectJsonResponse(res, 502);
    const text = await res.text();
    expect(JSON.parse(text).error).toBe("payment_provider_error");
    expect(text).not.toContain("Secret internal detail");
  });

  it("answers 409 checkout_conflict when Stripe reports the idempotency key reused with other parameters", async () => {
    fake.failNextRequest(400, {
      type: "idempotency_error",
      message: "Keys for idempotent requests can only be used with the same parameters.",
    });
    const res = await post({ amount: 199, checkoutId: checkoutId() });
    expectJsonResponse(res, 409);
    expect((await res.json()).error).toBe("checkout_conflict");
  });
});

describe("POST /api/create-payment-intent while Stripe is unreachable", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
  });

  it("answers 503 payments_unavailable within a few seconds, with no stack trace", async () => {
    const fake = await startFakeStripe();
    const base = fake.url;
    await fake.stop();
    vi.stubEnv("STRIPE_SECRET_KEY", "sk_test_fakeKey123");
    vi.stubEnv("STRIPE_PUBLISHABLE_KEY", "pk_test_fakeKey123");
    vi.stubEnv("STRIPE_API_BASE", base);
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});

    const started = performance.now();
    const res = await post({ amount: 199, checkoutId: checkoutId() });
    expect(performance.now() - started).toBeLessThan(5_000);
    expectJsonResponse(res, 503);
    const text = await res.text();
    expect(JSON.parse(text)).toEqual({ error: "payments_unavailable", message: expect.any(String) });
    expect(text).not.toMatch(/at .*\.(ts|js)|ECONNREFUSED/);
    expect(logged).toHaveBeenCalledWith(expect.stringContaining("StripeConnectionError"));
  });
});
