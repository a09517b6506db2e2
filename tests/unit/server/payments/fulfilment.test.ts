// @vitest-environment node
// Fulfilment: download tokens, the Stripe webhook and payment verification, against a real local
// Blobs server and the fake Stripe API.
import Stripe from "stripe";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import {
  DOWNLOAD_TOKEN_TTL_SECONDS,
  issueDownloadToken,
  verifyDownloadToken,
} from "~/server/payments/download-token.ts";
import { findPurchase } from "~/server/payments/purchases.ts";
import { stripeClient } from "~/server/payments/stripe/client.ts";
import { createReportPaymentIntent, REPORT_PRODUCT } from "~/server/payments/stripe/payment-intents.ts";
import { reportKey, resetReportCache } from "~/server/report/index.ts";
import { purchasesStore, reportsStore, revocationsStore } from "~/server/stores.ts";
import report from "../../../../netlify/functions/report.mts";
import stripeWebhook from "../../../../netlify/functions/stripe-webhook.mts";
import verifyPayment from "../../../../netlify/functions/verify-payment.mts";
import { startSeededBlobs } from "../../../helpers/dataset.ts";
import { type FakeStripe, startFakeStripe } from "../../../helpers/fake-stripe.ts";
import { seedVersion } from "../../../helpers/seed.ts";

const TOKEN_SECRET = "t".repeat(40);
const WEBHOOK_SECRET = "whsec_test_secret_for_unit_tests";

const VERSION = "0123456789abcdef";

describe("download tokens", () => {
  it("verify while fresh and name their PaymentIntent and dataset version", () => {
    const { token, expiresAt } = issueDownloadToken("pi_abc123", VERSION, TOKEN_SECRET, 1_000_000);
    expect(Date.parse(expiresAt)).toBe(1_000_000 + DOWNLOAD_TOKEN_TTL_SECONDS * 1000);
    expect(verifyDownloadToken(token, TOKEN_SECRET, 1_000_000 + 60_000)).toEqual({
      ok: true,
      paymentIntentId: "pi_abc123",
      version: VERSION,
    });
  });

  it("expire after 15 minutes", () => {
    const { token } = issueDownloadToken("pi_abc123", VERSION, TOKEN_SECRET, 1_000_000);
    expect(verifyDownloadToken(token, TOKEN_SECRET, 1_000_000 + 15 * 60_000)).toEqual({ ok: false, reason: "expired" });
  });

  it("refuse tampering: another PaymentIntent, another version, a later expiry, another secret, garbage", () => {
    const { token } = issueDownloadToken("pi_abc123", VERSION, TOKEN_SECRET);
    const [, version, expires, signature] = token.split(".");
    expect(verifyDownloadToken(`pi_other1.${version}.${expires}.${signature}`, TOKEN_SECRET).ok).toBe(false);
    expect(verifyDownloadToken(`pi_abc123.fedcba9876543210.${expires}.${signature}`, TOKEN_SECRET)).toEqual({
      ok: false,
      reason: "bad_signature",
    });
    expect(verifyDownloadToken(`pi_abc123.${version}.${Number(expires) + 3600}.${signature}`, TOKEN_SECRET)).toEqual({
      ok: false,
      reason: "bad_signature",
    });
    expect(verifyDownloadToken(token, "x".repeat(40))).toEqual({ ok: false, reason: "bad_signature" });
    expect(verifyDownloadToken("not-a-token", TOKEN_SECRET)).toEqual({ ok: false, reason: "malformed" });
    // The format before versions: no longer a token.
    expect(verifyDownloadToken(`pi_abc123.${expires}.${signature}`, TOKEN_SECRET)).toEqual({
      ok: false,
      reason: "malformed",
    });
  });
});

describe("fulfilment against the fake Stripe API", () => {
  let fake: FakeStripe;
  let blobs: Awaited<ReturnType<typeof startSeededBlobs>>;
  beforeAll(async () => {
    fake = await startFakeStripe();
    blobs = await startSeededBlobs();
  });
  afterAll(async () => {
    await fake.stop();
    await blobs.stop();
  });
  beforeEach(async () => {
    fake.reset();
    await purchasesStore().deleteAll();
    await revocationsStore().deleteAll();
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

  const newIntent = () =>
    createReportPaymentIntent({ checkoutId: `chk_${crypto.randomUUID()}`, client: "unit-test-client" });
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
      expect(verifyDownloadToken(token, TOKEN_SECRET)).toEqual({
        ok: true,
        paymentIntentId: id,
        version: seedVersion(),
      });
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

  /** The token of a verify-payment answer. */
  const tokenOf = async (res: Response) =>
    new URL((await res.json()).downloadUrl, "http://x").searchParams.get("token") ?? "";
  const download = (token: string) =>
    report(new Request(`http://localhost/api/report?token=${encodeURIComponent(token)}`));
  /** A paid report PaymentIntent, its secret, and a token verify-payment issued for it. */
  async function paidWithToken() {
    const { id, clientSecret } = await newIntent();
    fake.succeed(id);
    const res = await verify(id, clientSecret);
    expect(res.status).toBe(200);
    return { id, clientSecret, token: await tokenOf(res) };
  }

  describe("bounded access: a verification window, versioned tokens, revocation", () => {
    const HOUR = 60 * 60;
    beforeEach(async () => {
      resetReportCache();
      // A stored report of the seed's version, so that no test waits for a real generation.
      const pdf = new TextEncoder().encode("%PDF-1.7\n% the seed version's report\n%%EOF\n");
      await reportsStore().set(reportKey(seedVersion()), pdf.buffer);
    });

    it("a token downloads the report of its dataset version", async () => {
      const { token } = await paidWithToken();
      const res = await download(token);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe("application/pdf");
    });

    it("refuses (410) a token issued for a dataset version that is no longer served", async () => {
      const { id } = await paidWithToken();
      const { token } = issueDownloadToken(id, "fedcba9876543210", TOKEN_SECRET);
      const res = await download(token);
      expect(res.status).toBe(410);
      expect((await res.json()).error).toBe("token_version_gone");
    });

    it("grants tokens for 24 hours after the payment (checked with Stripe), not later", async () => {
      const { id, clientSecret } = await paidWithToken();
      const charge = fake.chargeOf(id);
      charge.created -= 23 * HOUR;
      expect((await verify(id, clientSecret)).status).toBe(200);
      charge.created -= 2 * HOUR;
      const late = await verify(id, clientSecret);
      expect(late.status).toBe(402);
      expect(await late.json()).toMatchObject({ error: "payment_not_verified", status: "unpaid" });
    });

    it("grants tokens for 24 hours after the payment (from the webhook's record), not later", async () => {
      const { id, clientSecret } = await newIntent();
      const event = succeededEvent(id);
      await deliver({ ...event, created: event.created - 25 * HOUR });
      vi.stubEnv("STRIPE_API_BASE", "http://127.0.0.1:9");
      expect((await verify(id, clientSecret)).status).toBe(402);
    });

    it.each([
      ["a full refund (charge.refunded)", (f: FakeStripe, id: string) => f.refund(id)],
      ["a dispute (charge.dispute.created)", (f: FakeStripe, id: string) => f.dispute(id)],
    ])("%s revokes access: verification and the report refuse the payment's tokens", async (_, act) => {
      const { id, clientSecret, token } = await paidWithToken();
      const event = act(fake, id);
      expect((event.data.object as { payment_intent: string }).payment_intent).toBe(id);
      const delivered = await deliver(event);
      expect(await delivered.json()).toEqual({ received: true, revoked: true });
      // Recorded once: a redelivery changes nothing.
      expect(await (await deliver(event)).json()).toEqual({ received: true, revoked: false });

      const res = await download(token);
      expect(res.status).toBe(403);
      expect((await res.json()).error).toBe("token_revoked");
      expect((await verify(id, clientSecret)).status).toBe(402);
      // Also when the webhook's purchase record would answer without Stripe.
      await deliver(fake.events.find((e) => e.type === "payment_intent.succeeded")!);
      vi.stubEnv("STRIPE_API_BASE", "http://127.0.0.1:9");
      expect((await verify(id, clientSecret)).status).toBe(402);
    });

    it("refuses a refunded payment even before (or without) its webhook, from the charge Stripe returns", async () => {
      const { id, clientSecret } = await paidWithToken();
      fake.refund(id);
      expect((await verify(id, clientSecret)).status).toBe(402);
    });

    it("keeps access after a partial refund (a discount), and ignores an unsigned or forged revocation", async () => {
      const { id, clientSecret, token } = await paidWithToken();
      const partial = fake.refund(id, 5_000);
      expect(await (await deliver(partial)).json()).toEqual({ received: true, revoked: false });
      expect((await download(token)).status).toBe(200);

      const forged = fake.dispute(id);
      fake.chargeOf(id).disputed = false; // only the forged event says so
      expect((await deliver(forged, { secret: "whsec_someone_else" })).status).toBe(400);
      const unsigned = await stripeWebhook(
        new Request("http://localhost/api/stripe-webhook", { method: "POST", body: JSON.stringify(forged) }),
      );
      expect(unsigned.status).toBe(400);
      expect((await download(token)).status).toBe(200);
      expect((await verify(id, clientSecret)).status).toBe(200);
    });
  });
});
