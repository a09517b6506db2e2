// @vitest-environment node
// POST /api/verify-payment: a download token only for a verified, recent, unrevoked payment, against a real local
// Blobs server and the fake Stripe API.
import { describe, expect, it, vi } from "vitest";
import { verifyDownloadToken } from "~/server/payments/download-token.ts";
import { stripeClient } from "~/server/payments/stripe/client.ts";
import verifyPayment from "../../../../netlify/functions/verify-payment.mts";
import { HOUR, TOKEN_SECRET, useFulfilment } from "../../../helpers/fulfilment.ts";
import { seedVersion } from "../../../helpers/seed.ts";

describe("fulfilment against the fake Stripe API", () => {
  const { fake, newIntent, verify, deliver, succeededEvent, paidWithToken } = useFulfilment();

  describe("POST /api/verify-payment", () => {
    it("issues a download token once the payment has succeeded", async () => {
      const { id, clientSecret } = await newIntent();
      expect((await verify(id, clientSecret)).status).toBe(402);
      fake().succeed(id);
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
      fake().succeed(id);
      expect((await verify(id, `${id}_secret_guess`)).status).toBe(402);
      const unpaid = await newIntent();
      expect((await verify(unpaid.id, unpaid.clientSecret)).status).toBe(402);
      const other = await stripeClient().paymentIntents.create({
        amount: 19900,
        currency: "usd",
        metadata: { product: "something-else" },
      });
      fake().succeed(other.id);
      expect((await verify(other.id, other.client_secret!)).status).toBe(402);
      expect((await verify("pi_doesnotexist", "pi_doesnotexist_secret_x")).status).toBe(402);
    });

    it("answers 202 while the payment is processing", async () => {
      const { id, clientSecret } = await newIntent();
      fake().setStatus(id, "processing");
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

  describe("bounded access: a verification window", () => {
    it("grants tokens for 24 hours after the payment (checked with Stripe), not later", async () => {
      const { id, clientSecret } = await paidWithToken();
      const charge = fake().chargeOf(id);
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

    it("refuses a refunded payment even before (or without) its webhook, from the charge Stripe returns", async () => {
      const { id, clientSecret } = await paidWithToken();
      fake().refund(id);
      expect((await verify(id, clientSecret)).status).toBe(402);
    });
  });
});
