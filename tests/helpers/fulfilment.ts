// The payment fulfilment tests' common ground: a real local Blobs server seeded with the dataset, the fake Stripe API,
// the environment a paid report needs, and the requests a buyer's browser and Stripe make (create, verify, deliver a
// signed webhook event, download). Call `useFulfilment()` at the top of a describe block.
import Stripe from "stripe";
import { afterAll, afterEach, beforeAll, beforeEach, expect, vi } from "vitest";
import report from "../../netlify/functions/report.mts";
import stripeWebhook from "../../netlify/functions/stripe-webhook.mts";
import verifyPayment from "../../netlify/functions/verify-payment.mts";
import { createReportPaymentIntent } from "../../src/server/payments/stripe/payment-intents.ts";
import { reportKey, resetReportCache } from "../../src/server/report/index.ts";
import { purchasesStore, reportsStore, revocationsStore } from "../../src/server/stores.ts";
import { startSeededBlobs } from "./dataset.ts";
import { type FakeStripe, startFakeStripe } from "./fake-stripe.ts";
import { seedVersion } from "./seed.ts";

export const TOKEN_SECRET = "t".repeat(40);
export const WEBHOOK_SECRET = "whsec_test_secret_for_unit_tests";
export const HOUR = 60 * 60;

export function useFulfilment() {
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
  /** A stored report of the seed's version, so that no test waits for a real generation (in a beforeEach). */
  async function storeSeedReport() {
    resetReportCache();
    const pdf = new TextEncoder().encode("%PDF-1.7\n% the seed version's report\n%%EOF\n");
    await reportsStore().set(reportKey(seedVersion()), pdf.buffer);
  }

  return {
    /** The fake Stripe API (started in beforeAll). */
    fake: () => fake,
    newIntent,
    verify,
    deliver,
    succeededEvent,
    tokenOf,
    download,
    paidWithToken,
    storeSeedReport,
  };
}
