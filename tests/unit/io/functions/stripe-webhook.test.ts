// @vitest-environment node
// POST /api/stripe-webhook: a signed payment_intent.succeeded records the purchase once, against a real local Blobs
// server and the fake Stripe API. (Refunds and disputes: tests/unit/server/payments/revocations.test.ts.)
import { describe, expect, it, vi } from "vitest";
import { findPurchase } from "~/server/payments/purchases.ts";
import { stripeClient } from "~/server/payments/stripe/client.ts";
import { REPORT_PRODUCT } from "~/server/payments/stripe/payment-intents.ts";
import { SIGNATURE_TOLERANCE_SECONDS } from "~/server/payments/stripe/webhook.ts";
import { purchasesStore } from "~/server/stores.ts";
import stripeWebhook from "../../../../netlify/functions/stripe-webhook.mts";
import { useFulfilment } from "../../../helpers/fulfilment.ts";

describe("fulfilment against the fake Stripe API", () => {
  const { newIntent, deliver, succeededEvent } = useFulfilment();

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

    it("refuses a signature whose timestamp is further in the future than the tolerance, with 400", async () => {
      const { id } = await newIntent();
      const event = succeededEvent(id);
      const now = Math.floor(Date.now() / 1000);
      const ahead = await deliver(event, { timestamp: now + SIGNATURE_TOLERANCE_SECONDS + 60 });
      expect(ahead.status).toBe(400);
      expect(await ahead.json()).toMatchObject({
        error: "invalid_signature",
        message: expect.stringMatching(/tolerance/i),
      });
      const farAhead = await deliver(event, { timestamp: now + 365 * 86_400 });
      expect(farAhead.status).toBe(400);
      expect(await findPurchase(id)).toBeNull();
      // A clock a little ahead of ours is within the tolerance.
      const slightlyAhead = await deliver(event, { timestamp: now + 60 });
      expect(await slightlyAhead.json()).toEqual({ received: true, recorded: true });
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
});
