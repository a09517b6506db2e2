// @vitest-environment node
// Fulfilment: download tokens, the Stripe webhook and payment verification, against a real local
// Blobs server and the fake Stripe API.
import Stripe from "stripe";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import stripeWebhook from "../../../netlify/functions/stripe-webhook.mts";
import verifyPayment from "../../../netlify/functions/verify-payment.mts";
import {
  DOWNLOAD_TOKEN_TTL_SECONDS,
  issueDownloadToken,
  verifyDownloadToken,
} from "../../../src/server/download-token.ts";
import { findPurchase } from "../../../src/server/purchases.ts";
import { purchasesStore } from "../../../src/server/stores.ts";
import { stripeClient } from "../../../src/server/stripe/client.ts";
import { createReportPaymentIntent, REPORT_PRODUCT } from "../../../src/server/stripe/payment-intents.ts";
import { startLocalBlobs } from "../../helpers/blobs.ts";
import { type FakeStripe, startFakeStripe } from "../../helpers/fake-stripe.ts";

const TOKEN_SECRET = "t".repeat(40);
const WEBHOOK_SECRET = "whsec_test_secret_for_unit_tests";

describe("download tokens", () => {
  it("verify while fresh and name their PaymentIntent", () => {
    const { token, expiresAt } = issueDownloadToken("pi_abc123", TOKEN_SECRET, 1_000_000);
    expect(Date.parse(expiresAt)).toBe(1_000_000 + DOWNLOAD_TOKEN_TTL_SECONDS * 1000);
    expect(verifyDownloadToken(token, TOKEN_SECRET, 1_000_000 + 60_000)).toEqual({
      ok: true,
      paymentIntentId: "pi_abc123",
    });
  });

  it("expire after 15 minutes", () => {
    const { token } = issueDownloadToken("pi_abc123", TOKEN_SECRET, 1_000_000);
    expect(verifyDownloadToken(token, TOKEN_SECRET, 1_000_000 + 15 * 60_000)).toEqual({ ok: false, reason: "expired" });
  });

  it("refuse tampering: another PaymentIntent, a later expiry, another secret, garbage", () => {
    const { token } = issueDownloadToken("pi_abc123", TOKEN_SECRET);
    const [, expires, signature] = token.split(".");
    expect(verifyDownloadToken(`pi_other1.${expires}.${signature}`, TOKEN_SECRET).ok).toBe(false);
    expect(verifyDownloadToken(`pi_abc123.${Number(expires) + 3600}.${signature}`, TOKEN_SECRET)).toEqual({
      ok: false,
      reason: "bad_signature",
    });
    expect(verifyDownloadToken(token, "x".repeat(40))).toEqual({ ok: false, reason: "bad_signature" });
    expect(verifyDownloadToken("not-a-token", TOKEN_SECRET)).toEqual({ ok: false, reason: "malformed" });
  });
});

describe("fulfilment against the fake Stripe API", () => {
  let fake: FakeStripe;
  let blobs: Awaited<ReturnType<typeof startLocalBlobs>>;
  beforeAll(async () => {
    fake = await startFakeStripe();
    blobs = await startLocalBlobs();
  });
  afterAll(async () => {
    await fake.stop();
    await blobs.stop();
  });
  beforeEach(async () => {
    fake.reset();
    await purchasesStore().deleteAll();
    vi.stubEnv("STRIPE_SECRET_KEY", "sk_test_fakeKey123");
    vi.stubEnv("STRIPE_PUBLISHABLE_KEY", "pk_test_fakeKey123");
    vi.stubEnv("STRIPE_API_BASE", fake.url);
    vi.stubEnv("STRIPE_WEBHOOK_SECRET", WEBHOOK_SECRET);
    vi.stubEnv("REPORT_TOKEN_SECRET", TOKEN_SECRET);
    vi.spyOn(console, "error").mockImplementation(() => {});
    vi.spyOn(console, "warn").mockImplementation(() => {});
    vi.spyOn(console, "log").mockImplementation(() => {});
  });
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
  });

  const newIntent = () => createReportPaymentIntent({ checkoutId: `chk_${crypto.randomUUID()}` });
  const verify = (paymentIntent: string, clientSecret: string) =>
    verifyPayment(
      new Request("http://localhost/api/verify-payment", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ paymentIntent, clientSecret }),
      }),
    );

  function deliver(
    event: unknown,
    { secret = WEBHOOK_SECRET, timestamp, tamper }: { secret?: string; timestamp?: number; tamper?: boolean } = {},
  ) {
    const payload = JSON.stringify(event);
    const header = Stripe.webhooks.generateTestHeaderString({ payload, secret, ...(timestamp ? { timestamp } : {}) });
    const body = tamper ? payload.replace('"amount_received":19900', '"amount_received":29900') : payload;
    return stripeWebhook(
      new Request("http://localhost/api/stripe-webhook", {
        method: "POST",
        headers: { "Content-Type": "application/json", "Stripe-Signature": header },
        body,
      }),
    );
  }
  const succeededEvent = (id: string) => {
    fake.succeed(id);
    return fake.events.findLast(
      (e) => e.type === "payment_intent.succeeded" && (e.data.object as { id: string }).id === id,
    )!;
  };

  describe("POST /api/stripe-webhook", () => {
    it("records a verified payment_intent.succeeded for the report once; a redelivery changes nothing", async () => {
      const { id } = await newIntent();
      const event = succeededEvent(id);
      const first = await deliver(event);
      expect(first.status).toBe(200);
      expect(await first.json()).toEqual({ received: true, recorded: true });
      const record = await findPurchase(id);
      expect(record).toMatchObject({
        paymentIntentId: id,
        amount: 19900,
        currency: "usd",
        product: REPORT_PRODUCT.id,
        eventId: event.id,
      });
      const again = await deliver(event);
      expect(await again.json()).toEqual({ received: true, recorded: false });
      expect((await purchasesStore().list()).blobs).toHaveLength(1);
    });

    it("refuses a tampered body, a wrong secret, a stale timestamp and a missing signature with 400", async () => {
      const { id } = await newIntent();
      const event = succeededEvent(id);
      expect((await deliver(event, { tamper: true })).status).toBe(400);
      expect((await deliver(event, { secret: "whsec_someone_else" })).status).toBe(400);
      const stale = await deliver(event, { timestamp: Math.floor(Date.now() / 1000) - 600 });
      expect(stale.status).toBe(400);
      expect((await stale.json()).message).toMatch(/tolerance/i);
      const unsigned = await stripeWebhook(
        new Request("http://localhost/api/stripe-webhook", { method: "POST", body: JSON.stringify(event) }),
      );
      expect(unsigned.status).toBe(400);
      expect(await findPurchase(id)).toBeNull();
    });

    it("does not record other products or other events", async () => {
      const other = await stripeClient().paymentIntents.create({
        amount: 500,
        currency: "usd",
        metadata: { product: "something-else" },
      });
      expect(await (await deliver(succeededEvent(other.id))).json()).toEqual({ received: true, recorded: false });
      const { id } = await newIntent();
      const intent = await stripeClient().paymentIntents.retrieve(id);
      const created = {
        id: "evt_created1",
        object: "event",
        type: "payment_intent.created",
        created: Math.floor(Date.now() / 1000),
        data: { object: intent },
      };
      expect(await (await deliver(created)).json()).toEqual({ received: true });
      expect((await purchasesStore().list()).blobs).toHaveLength(0);
    });

    it("answers 503 without STRIPE_WEBHOOK_SECRET and never processes the event", async () => {
      vi.stubEnv("STRIPE_WEBHOOK_SECRET", "");
      const { id } = await newIntent();
      const res = await deliver(succeededEvent(id));
      expect(res.status).toBe(503);
      expect(await findPurchase(id)).toBeNull();
    });
  });

  describe("POST /api/verify-payment", () => {
    it("issues a download token once the payment has succeeded", async () => {
      const { id, clientSecret } = await newIntent();
      expect((await verify(id, clientSecret)).status).toBe(402);
      fake.succeed(id);
      const res = await verify(id, clientSecret);
      expect(res.status).toBe(200);
      const body = await res.json();
      expect(body.status).toBe("paid");
      const token = new URL(body.downloadUrl, "http://x").searchParams.get("token")!;
      expect(verifyDownloadToken(token, TOKEN_SECRET)).toEqual({ ok: true, paymentIntentId: id });
    });

    it("refuses a wrong client secret, an unpaid intent and another product's intent", async () => {
      const { id } = await newIntent();
      fake.succeed(id);
      expect((await verify(id, `${id}_secret_guess`)).status).toBe(402);
      const unpaid = await newIntent();
      expect((await verify(unpaid.id, unpaid.clientSecret)).status).toBe(402);
      const other = await stripeClient().paymentIntents.create({
        amount: 19900,
        currency: "usd",
        metadata: { product: "something-else" },
      });
      fake.succeed(other.id);
      expect((await verify(other.id, other.client_secret!)).status).toBe(402);
      expect((await verify("pi_doesnotexist", "pi_doesnotexist_secret_x")).status).toBe(402);
    });

    it("answers 202 while the payment is processing", async () => {
      const { id, clientSecret } = await newIntent();
      fake.setStatus(id, "processing");
      const res = await verify(id, clientSecret);
      expect(res.status).toBe(202);
      expect(await res.json()).toEqual({ status: "processing" });
    });

    it("answers 503 when Stripe cannot be reached and the webhook has recorded nothing", async () => {
      const { id, clientSecret } = await newIntent();
      vi.stubEnv("STRIPE_API_BASE", "http://127.0.0.1:9");
      const res = await verify(id, clientSecret);
      expect(res.status).toBe(503);
    });

    it("verifies from the webhook's record without Stripe, but only with the right client secret", async () => {
      const { id, clientSecret } = await newIntent();
      await deliver(succeededEvent(id));
      vi.stubEnv("STRIPE_API_BASE", "http://127.0.0.1:9");
      expect((await verify(id, clientSecret)).status).toBe(200);
      expect((await verify(id, `${id}_secret_wrong`)).status).toBe(503);
    });

    it("answers 503 when download tokens are not configured, and 400 for a bad body", async () => {
      vi.stubEnv("REPORT_TOKEN_SECRET", "");
      expect((await verify("pi_x", "pi_x_secret_y")).status).toBe(503);
      vi.stubEnv("REPORT_TOKEN_SECRET", TOKEN_SECRET);
      const bad = await verifyPayment(
        new Request("http://localhost/api/verify-payment", {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: "{}",
        }),
      );
      expect(bad.status).toBe(400);
    });
  });
});
