// @vitest-environment node
// Revocation: a full refund or a dispute, delivered by Stripe's signed webhook, withdraws the report; a partial refund or
// a forged event does not. Against a real local Blobs server and the fake Stripe API.
import { beforeEach, describe, expect, it, vi } from "vitest";
import stripeWebhook from "../../../../../netlify/functions/stripe-webhook.mts";
import type { FakeStripe } from "../../../../helpers/fake-stripe.ts";
import { useFulfilment } from "../../../../helpers/fulfilment.ts";

describe("fulfilment against the fake Stripe API", () => {
  const { fake, verify, deliver, download, paidWithToken, storeSeedReport } = useFulfilment();

  describe("bounded access: revocation", () => {
    beforeEach(storeSeedReport);

    it.each([
      ["a full refund (charge.refunded)", (f: FakeStripe, id: string) => f.refund(id)],
      ["a dispute (charge.dispute.created)", (f: FakeStripe, id: string) => f.dispute(id)],
    ])("%s revokes access: verification and the report refuse the payment's tokens", async (_, act) => {
      const { id, clientSecret, token } = await paidWithToken();
      const event = act(fake(), id);
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
      await deliver(fake().events.find((e) => e.type === "payment_intent.succeeded")!);
      vi.stubEnv("STRIPE_API_BASE", "http://127.0.0.1:9");
      expect((await verify(id, clientSecret)).status).toBe(402);
    });

    it("keeps access after a partial refund (a discount), and ignores an unsigned or forged revocation", async () => {
      const { id, clientSecret, token } = await paidWithToken();
      const partial = fake().refund(id, 5_000);
      expect(await (await deliver(partial)).json()).toEqual({ received: true, revoked: false });
      expect((await download(token)).status).toBe(200);

      const forged = fake().dispute(id);
      fake().chargeOf(id).disputed = false; // only the forged event says so
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
