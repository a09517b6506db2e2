// @vitest-environment node
// Attacks on "Lost your report?", performed against the function with a real local Blobs server and a real SMTP
// server on loopback: its answer's timing must not tell who bought, it must not make the site a mail bomb (together
// with the subscription form), and another site cannot post it.
import type { Context } from "@netlify/functions";
import { beforeEach, describe, expect, it } from "vitest";
import { FORM_EMAILS_PER_DAY } from "~/domain/email-quota.ts";
import { recordPurchase } from "~/server/payments/purchases.ts";
import { indexPurchase } from "~/server/payments/report-access.ts";
import { emailQuotaStore, purchasesStore, subscriptionsStore } from "~/server/stores.ts";
import reportResend from "../../../../netlify/functions/report-resend.mts";
import subscribe from "../../../../netlify/functions/subscribe.mts";
import { makeContext } from "../../../helpers/blobs.ts";
import { useMailAndBlobs } from "../../../helpers/mail-and-blobs.ts";

const ORIGIN = "https://usjobs.example";
const BUYER = "buyer@example.com";

/** A function context whose waitUntil collects what the function goes on doing after its answer. */
function backgroundContext(): { context: Context; settled(): Promise<unknown> } {
  const pending: Promise<unknown>[] = [];
  return {
    context: makeContext({ waitUntil: (p: Promise<unknown>) => void pending.push(p) }),
    settled: () => Promise.all(pending),
  };
}

const resendRequest = (email: string, headers: Record<string, string> = {}) =>
  new Request(`${ORIGIN}/api/report/resend`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
    body: new URLSearchParams({ email }),
  });

describe("attacks on 'Lost your report?'", () => {
  const { smtp } = useMailAndBlobs({
    stores: [purchasesStore, subscriptionsStore, emailQuotaStore],
    env: { URL: ORIGIN, REPORT_TOKEN_SECRET: "r".repeat(40) },
    quiet: ["log", "warn"],
  });
  beforeEach(async () => {
    await recordPurchase({
      paymentIntentId: "pi_bought1",
      amount: 19900,
      currency: "usd",
      product: "market-report",
      clientSecretHash: null,
      eventId: "evt_1",
      paidAt: new Date().toISOString(),
      recordedAt: new Date().toISOString(),
    });
    await indexPurchase(BUYER, "pi_bought1");
  });

  const mailsTo = (to: string) => smtp.received.filter((r) => r.envelopeTo.includes(to));

  it("answers before the email is sent: the answer arrives while the mail server still holds the message", async () => {
    const held = smtp.hold();
    const { context, settled } = backgroundContext();
    const first = await Promise.race([
      reportResend(resendRequest(BUYER), context).then(() => "answered"),
      held.arrived.then(() => "the mail reached the server before the answer"),
    ]);
    expect(first).toBe("answered");
    expect(smtp.received).toHaveLength(0);
    // The mail goes out after the answer, once the server takes it.
    await held.arrived;
    held.release();
    await settled();
    expect(mailsTo(BUYER)).toHaveLength(1);
  });

  it("answers a buyer and a stranger with the same page", async () => {
    const a = backgroundContext();
    const b = backgroundContext();
    const known = await reportResend(resendRequest(BUYER), a.context);
    const unknown = await reportResend(resendRequest("nobody@example.com"), b.context);
    await Promise.all([a.settled(), b.settled()]);
    const strip = (html: string) => html.replace(/buyer@example\.com|nobody@example\.com/g, "…");
    expect(known.status).toBe(unknown.status);
    expect(strip(await known.text())).toBe(strip(await unknown.text()));
    expect(mailsTo(BUYER)).toHaveLength(1);
    expect(smtp.received).toHaveLength(1);
  });

  it("20 subscriptions and 5 resends to one address send it no more than its daily quota of emails", async () => {
    const subscriptions = Array.from({ length: 20 }, () =>
      subscribe(
        new Request(`${ORIGIN}/api/notifications/subscribe`, {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({ fullName: "Buyer", email: BUYER, subscriptionTypes: ["all"] }),
        }),
      ),
    );
    const resends = Array.from({ length: 5 }, async () => {
      const { context, settled } = backgroundContext();
      const res = await reportResend(resendRequest(BUYER), context);
      await settled();
      return res;
    });
    const answers = await Promise.all([...subscriptions, ...resends]);
    expect(answers.every((r) => r.status === 200 || r.status === 201)).toBe(true);
    expect(mailsTo(BUYER)).toHaveLength(FORM_EMAILS_PER_DAY);
  });

  it("refuses a post from another site, and an Origin: null post that does not say it is same-origin", async () => {
    const cases: [Record<string, string>, number][] = [
      [{ Origin: "https://evil.example" }, 403],
      [{ "Sec-Fetch-Site": "cross-site" }, 403],
      [{ Origin: "null" }, 403],
      [{ Origin: "null", "Sec-Fetch-Site": "same-site" }, 403],
      [{ Origin: "null", "Sec-Fetch-Site": "same-origin" }, 200],
      [{ Origin: ORIGIN, "Sec-Fetch-Site": "same-origin" }, 200],
    ];
    for (const [headers, status] of cases) {
      const { context, settled } = backgroundContext();
      const res = await reportResend(resendRequest(BUYER, headers), context);
      await settled();
      expect(res.status, JSON.stringify(headers)).toBe(status);
    }
    // Only the two same-origin posts sent anything.
    expect(mailsTo(BUYER)).toHaveLength(2);
  });

  it("refuses an Origin: null post of the subscription form too", async () => {
    const res = await subscribe(
      new Request(`${ORIGIN}/api/notifications/subscribe`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: "null" },
        body: new URLSearchParams({ fullName: "Someone", email: BUYER, subscriptionTypes: "all" }),
      }),
    );
    expect(res.status).toBe(403);
    expect(smtp.received).toHaveLength(0);
  });
});
