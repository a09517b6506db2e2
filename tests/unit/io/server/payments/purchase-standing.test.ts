// @vitest-environment node
// A refund or dispute whose webhook never arrives: once the purchase record's last check is older than
// RECHECK_AFTER_MS, verify-payment and the emailed access link ask Stripe again before minting a download
// token. Real local Blobs server, the fake Stripe API delivering its signed webhooks over HTTP to the
// site's webhook function, and a real SMTP server for the receipt.
import Stripe from "stripe";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { RECHECK_AFTER_MS, UNREACHABLE_GRACE_MS } from "~/server/payments/purchase-standing.ts";
import { findPurchase, recordChargeCheck } from "~/server/payments/purchases.ts";
import { accessLink } from "~/server/payments/report-access.ts";
import { createReportPaymentIntent, updateReportPaymentIntent } from "~/server/payments/stripe/payment-intents.ts";
import { purchasesStore, revocationsStore } from "~/server/stores.ts";
import report from "../../../../../netlify/functions/report.mts";
import reportAccess from "../../../../../netlify/functions/report-access.mts";
import stripeWebhook from "../../../../../netlify/functions/stripe-webhook.mts";
import verifyPayment from "../../../../../netlify/functions/verify-payment.mts";
import { startSeededBlobs } from "../../../../helpers/dataset.ts";
import { type FakeStripe, startFakeStripe } from "../../../../helpers/fake-stripe.ts";
import { serveFunction } from "../../../../helpers/serve-function.ts";
import { startSmtp, type TestSmtp } from "../../../../helpers/smtp.ts";

const TOKEN_SECRET = "r".repeat(40);
const WEBHOOK_SECRET = "whsec_recheck_unit_tests";
const ORIGIN = "https://usjobs.example";
const MINUTE = 60_000;

describe("re-checking a recorded purchase with Stripe", () => {
  let fake: FakeStripe;
  let blobs: Awaited<ReturnType<typeof startSeededBlobs>>;
  let smtp: TestSmtp;
  let site: Awaited<ReturnType<typeof serveFunction>>;
  let stripe: Stripe;
  beforeAll(async () => {
    fake = await startFakeStripe();
    blobs = await startSeededBlobs();
    smtp = await startSmtp();
    site = await serveFunction(stripeWebhook);
    stripe = new Stripe("sk_test_recheck", { host: "127.0.0.1", port: fake.port, protocol: "http" });
  });
  afterAll(async () => {
    await Promise.all([site.stop(), smtp.stop(), fake.stop()]);
    await blobs.stop();
  });
  beforeEach(async () => {
    fake.reset();
    fake.setWebhook({ url: `${site.url}/api/stripe-webhook`, secret: WEBHOOK_SECRET, retryDelaysMs: [] });
    smtp.received.length = 0;
    await purchasesStore().deleteAll();
    await revocationsStore().deleteAll();
    vi.stubEnv("STRIPE_SECRET_KEY", "sk_test_recheck");
    vi.stubEnv("STRIPE_PUBLISHABLE_KEY", "pk_test_recheck");
    vi.stubEnv("STRIPE_API_BASE", fake.url);
    vi.stubEnv("STRIPE_WEBHOOK_SECRET", WEBHOOK_SECRET);
    vi.stubEnv("REPORT_TOKEN_SECRET", TOKEN_SECRET);
    vi.stubEnv("SMTP_URL", smtp.url);
    vi.stubEnv("URL", ORIGIN);
    for (const level of ["log", "warn", "error"] as const) vi.spyOn(console, level).mockImplementation(() => {});
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
  });

  /** Buys the report; the fake delivers payment_intent.succeeded to the webhook, which records it and emails the link. */
  async function buy() {
    const intent = await createReportPaymentIntent({ checkoutId: `chk_${crypto.randomUUID()}`, client: "unit" });
    await updateReportPaymentIntent(intent.id, intent.clientSecret, { email: "buyer@example.com", customerName: "" });
    fake.succeed(intent.id);
    await fake.webhooksIdle();
    expect(fake.deliveries.map((d) => d.attempts.at(-1)?.status)).toEqual([200]);
    expect(await findPurchase(intent.id)).not.toBeNull();
    expect(smtp.received.map((r) => r.envelopeTo)).toEqual([["buyer@example.com"]]);
    fake.requests.length = 0; // from here on, count only what the checks ask Stripe
    const link = /https:\/\/usjobs\.example\/api\/report\/access\?[^\s\]>"]+/.exec(smtp.received[0]?.mail.text ?? "");
    return { id: intent.id, clientSecret: intent.clientSecret, link: link?.[0] ?? "" };
  }
  const verify = (paymentIntent: string, clientSecret: string) =>
    verifyPayment(
      new Request(`${ORIGIN}/api/verify-payment`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ paymentIntent, clientSecret }),
      }),
    );
  const open = (link: string) => reportAccess(new Request(link));
  const tokenFrom = (res: Response) =>
    new URL(res.headers.get("location") ?? "", ORIGIN).searchParams.get("token") ?? "";
  /** Moves the clock on (Date only: sockets and timers run as usual). */
  const later = (ms: number) => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + ms);
  };
  const retrievals = (id: string) => fake.requests.filter((r) => r.method === "GET" && r.path.endsWith(id)).length;

  it.each([
    ["refunded in full", (id: string) => stripe.refunds.create({ payment_intent: id }), "refunded"],
    [
      "disputed",
      (id: string) =>
        fetch(`${fake.url}/_test/disputes`, {
          method: "POST",
          headers: { Authorization: "Bearer sk_test_recheck" },
          body: new URLSearchParams({ payment_intent: id }),
        }),
      "disputed",
    ],
  ])(
    "a payment %s at Stripe whose webhook never arrives loses the report once the record's check is 10 minutes old",
    async (_, act, reason) => {
      const { id, clientSecret, link } = await buy();
      expect((await verify(id, clientSecret)).status).toBe(200);
      const before = await open(link);
      expect(before.status).toBe(303);
      const oldToken = tokenFrom(before);

      // The attack: the money goes back, and the webhook that would revoke access is never delivered.
      fake.setWebhook(undefined);
      await act(id);
      expect(fake.deliveries).toHaveLength(0);

      // Within RECHECK_AFTER_MS the record is trusted as it is, without asking Stripe.
      expect((await verify(id, clientSecret)).status).toBe(200);
      expect(retrievals(id)).toBe(0);

      later(RECHECK_AFTER_MS + MINUTE);
      const refused = await verify(id, clientSecret);
      expect(refused.status).toBe(402);
      expect(await refused.json()).toMatchObject({ status: "unpaid" });
      expect(retrievals(id)).toBe(1);
      const page = await open(link);
      expect(page.status).toBe(403);
      expect(await page.text()).toContain("refunded or disputed");
      // Recorded: the token minted before is refused too, and nothing asks Stripe again.
      expect(await revocationsStore().get(id, { type: "json" })).toMatchObject({ reason, eventId: null });
      expect((await report(new Request(`${ORIGIN}/api/report?token=${encodeURIComponent(oldToken)}`))).status).toBe(
        403,
      );
      expect(retrievals(id)).toBe(1);
    },
  );

  it("a lost dispute keeps the report withdrawn; a partial refund (a discount) keeps access, and the check is recorded", async () => {
    const { id, clientSecret, link } = await buy();
    await stripe.refunds.create({ payment_intent: id, amount: 5_000 });
    await fake.webhooksIdle();
    later(RECHECK_AFTER_MS + MINUTE);
    expect((await open(link)).status).toBe(303);
    expect(await findPurchase(id)).toMatchObject({
      checkedAt: new Date(Date.now()).toISOString(),
      charge: { refunded: false, amountRefunded: 5_000, disputed: false },
    });
    // The recorded check is fresh: the next requests do not ask Stripe.
    expect((await verify(id, clientSecret)).status).toBe(200);
    expect(retrievals(id)).toBe(1);

    fake.setWebhook(undefined);
    const dispute = fake.dispute(id);
    await stripe.disputes.close((dispute.data.object as { id: string }).id);
    later(RECHECK_AFTER_MS + MINUTE);
    expect((await open(link)).status).toBe(403);
    expect((await verify(id, clientSecret)).status).toBe(402);
  });

  it("honours a check younger than 7 days while Stripe cannot be reached, and answers 503 after", async () => {
    const { id, clientSecret, link } = await buy();
    vi.stubEnv("STRIPE_API_BASE", "http://127.0.0.1:9");
    later(RECHECK_AFTER_MS + MINUTE);
    expect((await verify(id, clientSecret)).status).toBe(200);
    expect((await open(link)).status).toBe(303);

    later(UNREACHABLE_GRACE_MS);
    // A link sent again by "Lost your report?" is still valid; the purchase cannot be checked.
    const fresh = accessLink(ORIGIN, id, TOKEN_SECRET);
    const res = await open(fresh.url);
    expect(res.status).toBe(503);
    expect(res.headers.get("retry-after")).toBe("60");
    expect(await res.text()).toContain("cannot be reached");

    vi.stubEnv("STRIPE_API_BASE", fake.url);
    expect((await open(fresh.url)).status).toBe(303);
  });

  it("writes a check compare-and-swap: an older check never replaces a newer one, other fields are kept", async () => {
    const { id } = await buy();
    const charge = { chargeId: "ch_x", refunded: false, amountRefunded: 0, disputed: false };
    const newer = new Date(Date.now() + 2 * RECHECK_AFTER_MS).toISOString();
    const older = new Date(Date.now() + RECHECK_AFTER_MS).toISOString();
    expect(await recordChargeCheck(id, newer, charge)).toBe(true);
    expect(await recordChargeCheck(id, older, { ...charge, amountRefunded: 1 })).toBe(false);
    const record = await findPurchase(id);
    expect(record).toMatchObject({ checkedAt: newer, charge, paymentIntentId: id, amount: 19_900 });

    // Parallel re-checks of one purchase all answer, and leave one consistent record.
    later(3 * RECHECK_AFTER_MS);
    const answers = await Promise.all(Array.from({ length: 6 }, () => open(accessLink(ORIGIN, id, TOKEN_SECRET).url)));
    expect(answers.map((r) => r.status)).toEqual([303, 303, 303, 303, 303, 303]);
    expect(await findPurchase(id)).toMatchObject({ checkedAt: new Date(Date.now()).toISOString(), amount: 19_900 });
  });
});
