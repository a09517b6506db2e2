// The fake Stripe API's webhook delivery, refunds and disputes: events reach a real HTTP endpoint in
// Stripe's shape, signed so that the real SDK accepts them, in order, retried after a failure.
import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { type FakeStripe, startFakeStripe } from "../../../helpers/fake-stripe.ts";

const SECRET = "whsec_fake_stripe_webhook_test";

/** An endpoint that answers each delivery with the next status of `plan` (then 200), and keeps what it got. */
async function endpoint(plan: number[] = []) {
  const received: Array<{ headers: IncomingHttpHeaders; body: string }> = [];
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    received.push({ headers: req.headers, body: Buffer.concat(chunks).toString("utf8") });
    res.writeHead(plan.shift() ?? 200).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/stripe-webhook`,
    received,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe("the fake Stripe API's webhooks, refunds and disputes", () => {
  let fake: FakeStripe;
  let stripe: Stripe;
  beforeAll(async () => {
    fake = await startFakeStripe();
    stripe = new Stripe("sk_test_webhooks", { host: "127.0.0.1", port: fake.port, protocol: "http" });
  });
  afterAll(() => fake.stop());
  afterEach(() => {
    fake.setWebhook(undefined);
    fake.reset();
  });

  const paid = async () => {
    const intent = await stripe.paymentIntents.create({ amount: 19900, currency: "usd" });
    await stripe.paymentIntents.confirm(intent.id, { payment_method: "pm_card_visa" });
    return intent.id;
  };

  it("delivers each event signed with the endpoint's secret, in order, as the SDK verifies it", async () => {
    const target = await endpoint();
    fake.setWebhook({ url: target.url, secret: SECRET });
    const id = await paid();
    await stripe.refunds.create({ payment_intent: id, amount: 900 });
    await fake.webhooksIdle();
    const events = target.received.map(({ headers, body }) =>
      Stripe.webhooks.constructEvent(body, String(headers["stripe-signature"]), SECRET),
    );
    expect(events.map((e) => e.type)).toEqual(["payment_intent.succeeded", "charge.refunded"]);
    expect(events[0]?.data.object).toMatchObject({ id, status: "succeeded", amount_received: 19900 });
    expect(events[1]?.data.object).toMatchObject({ payment_intent: id, amount_refunded: 900, refunded: false });
    expect(String(target.received[0]?.headers["stripe-signature"])).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(() =>
      Stripe.webhooks.constructEvent(
        target.received[0]?.body ?? "",
        String(target.received[0]?.headers["stripe-signature"]),
        "whsec_other",
      ),
    ).toThrow();
    await target.stop();
  });

  it("retries a delivery the endpoint refuses, and gives up after the last retry", async () => {
    const target = await endpoint([500, 503]);
    fake.setWebhook({ url: target.url, secret: SECRET, retryDelaysMs: [1, 1] });
    await paid();
    await fake.webhooksIdle();
    expect(fake.deliveries.map((d) => [d.delivered, d.attempts.map((a) => a.status)])).toEqual([
      [true, [500, 503, 200]],
    ]);
    const ids = target.received.map((r) => JSON.parse(r.body).id);
    expect(new Set(ids).size).toBe(1);

    const down = await endpoint([500, 500, 500]);
    fake.setWebhook({ url: down.url, secret: SECRET, retryDelaysMs: [1, 1] });
    await paid();
    await fake.webhooksIdle();
    expect(fake.deliveries.at(-1)).toMatchObject({ delivered: false });
    expect(fake.deliveries.at(-1)?.attempts).toHaveLength(3);
    await Promise.all([target.stop(), down.stop()]);
  });

  it("counts an unreachable endpoint as a failed attempt", async () => {
    fake.setWebhook({ url: "http://127.0.0.1:9/api/stripe-webhook", secret: SECRET, retryDelaysMs: [1] });
    await paid();
    await fake.webhooksIdle();
    const [delivery] = fake.deliveries;
    expect(delivery?.delivered).toBe(false);
    expect(delivery?.attempts.map((a) => a.status)).toEqual([null, null]);
  });

  it("refunds with Stripe's POST /v1/refunds: in part, the rest, and no more", async () => {
    const id = await paid();
    const part = await stripe.refunds.create({ payment_intent: id, amount: 5000 });
    expect(part).toMatchObject({ object: "refund", amount: 5000, payment_intent: id, status: "succeeded" });
    expect(fake.chargeOf(id)).toMatchObject({ amount_refunded: 5000, refunded: false });
    const rest = await stripe.refunds.create({ charge: fake.chargeOf(id).id });
    expect(rest.amount).toBe(14900);
    expect(fake.chargeOf(id)).toMatchObject({ amount_refunded: 19900, refunded: true });
    await expect(stripe.refunds.create({ payment_intent: id })).rejects.toMatchObject({
      code: "charge_already_refunded",
    });
    const unpaid = await stripe.paymentIntents.create({ amount: 19900, currency: "usd" });
    await expect(stripe.refunds.create({ payment_intent: unpaid.id })).rejects.toMatchObject({
      code: "charge_not_refundable",
    });
    expect(fake.events.filter((e) => e.type === "charge.refunded")).toHaveLength(2);
  });

  it("opens a dispute by hand (test-only endpoint, secret key only) and closes it as lost with Stripe's API", async () => {
    const id = await paid();
    const open = (auth: string) =>
      fetch(`${fake.url}/_test/disputes`, {
        method: "POST",
        headers: { Authorization: auth },
        body: new URLSearchParams({ payment_intent: id }),
      });
    expect((await open("Bearer pk_test_browser")).status).toBe(404);
    // curl -u sk_test_…: sends the key as a Basic user name.
    const res = await open(`Basic ${Buffer.from("sk_test_webhooks:").toString("base64")}`);
    expect(res.status).toBe(200);
    const dispute = (await res.json()) as { id: string; status: string; payment_intent: string };
    expect(dispute).toMatchObject({ status: "needs_response", payment_intent: id });
    expect(fake.chargeOf(id).disputed).toBe(true);
    const closed = await stripe.disputes.close(dispute.id);
    expect(closed.status).toBe("lost");
    expect(fake.events.map((e) => e.type).slice(-2)).toEqual(["charge.dispute.created", "charge.dispute.closed"]);
  });

  it("disputes a payment made with Stripe's pm_card_createDispute test card", async () => {
    const intent = await stripe.paymentIntents.create({ amount: 19900, currency: "usd" });
    const confirmed = await stripe.paymentIntents.confirm(intent.id, { payment_method: "pm_card_createDispute" });
    expect(confirmed.status).toBe("succeeded");
    expect(fake.chargeOf(intent.id).disputed).toBe(true);
    expect(fake.events.map((e) => e.type)).toEqual(["payment_intent.succeeded", "charge.dispute.created"]);
  });
});
