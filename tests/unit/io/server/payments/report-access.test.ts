// @vitest-environment node
// The buyer's emailed report link (7 days) and "Lost your report?", against the fake Stripe API, a real local Blobs
// server and a real SMTP server on loopback.
import Stripe from "stripe";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { verifyDownloadToken } from "~/server/payments/download-token.ts";
import { ACCESS_LINK_DAYS, accessLink } from "~/server/payments/report-access.ts";
import { recordRevocation } from "~/server/payments/revocations.ts";
import { createReportPaymentIntent, updateReportPaymentIntent } from "~/server/payments/stripe/payment-intents.ts";
import { emailQuotaStore, purchasesStore, revocationsStore } from "~/server/stores.ts";
import reportAccess from "../../../../../netlify/functions/report-access.mts";
import reportResend from "../../../../../netlify/functions/report-resend.mts";
import stripeWebhook from "../../../../../netlify/functions/stripe-webhook.mts";
import { makeContext } from "../../../../helpers/blobs.ts";
import { startSeededBlobs } from "../../../../helpers/dataset.ts";
import { type FakeStripe, startFakeStripe } from "../../../../helpers/fake-stripe.ts";
import { seedVersion } from "../../../../helpers/seed.ts";
import { startSmtp, type TestSmtp } from "../../../../helpers/smtp.ts";

const TOKEN_SECRET = "t".repeat(40);
const WEBHOOK_SECRET = "whsec_test_secret_for_unit_tests";
const ORIGIN = "https://usjobs.example";

describe("the buyer's report email", () => {
  let fake: FakeStripe;
  let blobs: Awaited<ReturnType<typeof startSeededBlobs>>;
  let smtp: TestSmtp;
  beforeAll(async () => {
    fake = await startFakeStripe();
    blobs = await startSeededBlobs();
    smtp = await startSmtp();
  });
  afterAll(async () => {
    await smtp.stop();
    await fake.stop();
    await blobs.stop();
  });
  beforeEach(async () => {
    fake.reset();
    smtp.received.length = 0;
    await purchasesStore().deleteAll();
    await emailQuotaStore().deleteAll();
    await revocationsStore().deleteAll();
    vi.stubEnv("STRIPE_SECRET_KEY", "sk_test_fakeKey123");
    vi.stubEnv("STRIPE_PUBLISHABLE_KEY", "pk_test_fakeKey123");
    vi.stubEnv("STRIPE_API_BASE", fake.url);
    vi.stubEnv("STRIPE_WEBHOOK_SECRET", WEBHOOK_SECRET);
    vi.stubEnv("REPORT_TOKEN_SECRET", TOKEN_SECRET);
    vi.stubEnv("SMTP_URL", smtp.url);
    vi.stubEnv("URL", ORIGIN);
    vi.spyOn(console, "log").mockImplementation(() => {});
    vi.spyOn(console, "error").mockImplementation(() => {});
  });
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
  });

  /** A paid report: intent, the buyer's email, success, and Stripe's signed webhook delivered. */
  async function buy(email: string) {
    const intent = await createReportPaymentIntent({ checkoutId: `chk_${crypto.randomUUID()}`, client: "unit" });
    await updateReportPaymentIntent(intent.id, intent.clientSecret, { email, customerName: "Grace Hopper" });
    fake.succeed(intent.id);
    const event = fake.events.findLast(
      (e) => e.type === "payment_intent.succeeded" && (e.data.object as { id: string }).id === intent.id,
    );
    const payload = JSON.stringify(event);
    const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    const res = await stripeWebhook(
      new Request("http://localhost/api/stripe-webhook", {
        method: "POST",
        headers: { "Content-Type": "application/json", "Stripe-Signature": header },
        body: payload,
      }),
    );
    expect(res.status).toBe(200);
    return { id: intent.id, event: payload, header };
  }

  const linkIn = (text: string) => {
    const m = /https:\/\/usjobs\.example\/api\/report\/access\?[^\s\]>"]+/.exec(text);
    if (!m) throw new Error("no report link");
    return m[0].replace(/[.,;)]+$/, "");
  };
  /** Posts the form, and waits for what the function goes on doing after its answer. */
  const resend = async (email: string) => {
    const pending: Promise<unknown>[] = [];
    const res = await reportResend(
      new Request(`${ORIGIN}/api/report/resend`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ email }),
      }),
      makeContext({ waitUntil: (p: Promise<unknown>) => void pending.push(p) }),
    );
    await Promise.all(pending);
    return res;
  };

  it("emails the buyer a 7-day link with the receipt once the payment is recorded; the link gets a fresh download token", async () => {
    const { id, event, header } = await buy("buyer@example.com");
    expect(smtp.received).toHaveLength(1);
    const { mail, envelopeTo } = smtp.received[0]!;
    expect(envelopeTo).toEqual(["buyer@example.com"]);
    expect(mail.subject).toBe("Your US Jobs Analytics market report");
    expect(mail.text).toContain("Hello Grace Hopper");
    expect(mail.text).toContain("$199.00");
    expect(mail.text).toContain(id);

    const res = await reportAccess(new Request(linkIn(mail.text ?? "")));
    expect(res.status).toBe(303);
    const token = new URL(res.headers.get("location") ?? "", ORIGIN).searchParams.get("token") ?? "";
    expect(verifyDownloadToken(token, TOKEN_SECRET)).toEqual({ ok: true, paymentIntentId: id, version: seedVersion() });

    // A redelivered webhook records nothing new and sends nothing more.
    await stripeWebhook(
      new Request("http://localhost/api/stripe-webhook", {
        method: "POST",
        headers: { "Content-Type": "application/json", "Stripe-Signature": header },
        body: event,
      }),
    );
    expect(smtp.received).toHaveLength(1);
  });

  it("refuses a changed, expired or revoked link with a page that says what to do", async () => {
    const { id } = await buy("buyer@example.com");
    const link = new URL(linkIn(smtp.received[0]!.mail.text ?? ""));
    const other = new URL(link);
    other.searchParams.set("pi", "pi_somebodyelse");
    expect((await reportAccess(new Request(other))).status).toBe(400);
    const old = accessLink(ORIGIN, id, TOKEN_SECRET, Date.now() - (ACCESS_LINK_DAYS + 1) * 86_400_000);
    const expired = await reportAccess(new Request(old.url));
    expect(expired.status).toBe(410);
    expect(await expired.text()).toContain("Lost your report?");
    await recordRevocation({
      paymentIntentId: id,
      reason: "refunded",
      chargeId: "ch_1",
      eventId: "evt_1",
      revokedAt: new Date().toISOString(),
    });
    expect((await reportAccess(new Request(link))).status).toBe(403);
  });

  it("'Lost your report?' sends the link again, and answers the same for an address that bought nothing", async () => {
    await buy("buyer@example.com");
    smtp.received.length = 0;
    const known = await resend("Buyer@Example.com");
    const unknown = await resend("nobody@example.com");
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    const strip = (html: string) => html.replace(/Buyer@Example\.com|nobody@example\.com/g, "…");
    expect(strip(await known.text())).toBe(strip(await unknown.text()));
    expect(smtp.received.map((r) => r.envelopeTo.map((a) => a.toLowerCase()))).toEqual([["buyer@example.com"]]);
    expect((await resend("not-an-email")).status).toBe(400);
  });
});
