// @vitest-environment node
// A forged Host header through the production-like server: the site builds every absolute link from its configured
// address (SITE_URL here, URL on Netlify), so links in the confirmation, manage and report emails (read from a real
// SMTP server), on the confirmation page and in /releases.ics never point at the sender's domain.

import { mkdtemp, rm } from "node:fs/promises";
import http from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sync as parseIcs, type VEvent } from "node-ical";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createReportPaymentIntent, updateReportPaymentIntent } from "~/server/payments/stripe/payment-intents.ts";
import { writeCalendar } from "~/server/versions/history.ts";
import { startServer } from "../../../../scripts/serve.ts";
import { type FakeStripe, startFakeStripe } from "../../../helpers/fake-stripe.ts";
import { copySeededBlobs } from "../../../helpers/seeded-blobs.ts";
import { startSmtp, type TestSmtp } from "../../../helpers/smtp.ts";

const SITE = "https://usjobs.example";
const ATTACKER = "attacker.example";
const WEBHOOK_SECRET = "whsec_forged_host_test";

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A request with the Host header the attacker chose (fetch would not let a test set it). */
function send(base: string, method: string, path: string, headers: Record<string, string>, body = ""): Promise<Answer> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        hostname,
        port,
        method,
        path,
        headers: { host: ATTACKER, ...headers, "content-length": Buffer.byteLength(body) },
      },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => {
          text += chunk;
        });
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

/** Every http(s) address in a text. */
const linksIn = (text: string) => [...text.matchAll(/https?:\/\/[^\s"'<>\])]+/g)].map((m) => m[0]);

describe("a forged Host header", () => {
  let server: Awaited<ReturnType<typeof startServer>>;
  let dir: string;
  let smtp: TestSmtp;
  let stripe: FakeStripe;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), "usja-host-"));
    // The folder as `npm start` leaves it: the seed already in the store.
    await copySeededBlobs(dir);
    smtp = await startSmtp();
    stripe = await startFakeStripe();
    vi.stubEnv("SITE_URL", SITE);
    vi.stubEnv("URL", "");
    vi.stubEnv("SMTP_URL", smtp.url);
    vi.stubEnv("MAIL_FROM", "US Jobs Analytics <updates@usjobs.example>");
    vi.stubEnv("STRIPE_SECRET_KEY", "sk_test_forgedHost");
    vi.stubEnv("STRIPE_PUBLISHABLE_KEY", "pk_test_forgedHost");
    vi.stubEnv("STRIPE_API_BASE", stripe.url);
    vi.stubEnv("STRIPE_WEBHOOK_SECRET", WEBHOOK_SECRET);
    vi.stubEnv("REPORT_TOKEN_SECRET", "r".repeat(40));
    for (const level of ["log", "error", "warn"] as const) vi.spyOn(console, level).mockImplementation(() => {});
    server = await startServer({ port: 0, blobsDir: dir, quiet: true, trustClientIpHeader: true });
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    await stripe?.stop();
    await smtp?.stop();
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
    await rm(dir, { recursive: true, force: true });
  });

  /** The emails to `to`, once there are at least `n`. */
  async function mailsTo(to: string, n: number) {
    const mine = () => smtp.received.filter((r) => r.envelopeTo.includes(to));
    await expect.poll(() => mine().length).toBeGreaterThanOrEqual(n);
    return mine().map((r) => r.mail);
  }

  it("does not move the confirmation link, the confirmed page's link, or the manage links", async () => {
    const email = "host.subscriber@example.com";
    const subscribe = () =>
      send(
        server.url,
        "POST",
        "/api/notifications/subscribe",
        { "content-type": "application/json", "x-nf-client-connection-ip": "192.0.2.61" },
        JSON.stringify({ fullName: "Ada Lovelace", email, subscriptionTypes: ["layoffs"] }),
      );
    expect((await subscribe()).status).toBe(201);
    const [confirmation] = await mailsTo(email, 1);
    const links = linksIn(`${confirmation?.text}\n${confirmation?.html}`);
    const confirm = links.find((l) => l.includes("/api/notifications/confirm"));
    expect(confirm).toBeDefined();
    for (const link of links.filter((l) => !l.startsWith("https://www.bls.gov"))) expect(link).not.toContain(ATTACKER);
    const url = new URL((confirm ?? "").replace(/&amp;/g, "&"));
    expect(url.origin).toBe(SITE);

    const confirmed = await send(
      server.url,
      "POST",
      "/api/notifications/confirm",
      { "content-type": "application/x-www-form-urlencoded", "x-nf-client-connection-ip": "192.0.2.61" },
      new URLSearchParams({ k: url.searchParams.get("k") ?? "", t: url.searchParams.get("t") ?? "" }).toString(),
    );
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toContain(`href="${SITE}/api/notifications/preferences?`);
    expect(confirmed.body).not.toContain(ATTACKER);

    // The address is subscribed now: submitting it again sends the manage links.
    expect((await subscribe()).status).toBe(201);
    const manage = (await mailsTo(email, 2))[1];
    const manageLinks = linksIn(`${manage?.text}\n${manage?.html}`).filter((l) => l.includes("/api/notifications/"));
    expect(manageLinks.length).toBeGreaterThan(0);
    for (const link of manageLinks) expect(new URL(link.replace(/&amp;/g, "&")).origin).toBe(SITE);
  });

  it("does not move the report links of the receipt and of “Lost your report?”", async () => {
    const email = "host.buyer@example.com";
    const intent = await createReportPaymentIntent({ checkoutId: `chk_${crypto.randomUUID()}`, client: "unit" });
    await updateReportPaymentIntent(intent.id, intent.clientSecret, { email, customerName: "Grace Hopper" });
    stripe.succeed(intent.id);
    const event = stripe.events.findLast(
      (e) => e.type === "payment_intent.succeeded" && (e.data.object as { id: string }).id === intent.id,
    );
    const payload = JSON.stringify(event);
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    const hook = await send(
      server.url,
      "POST",
      "/api/stripe-webhook",
      { "content-type": "application/json", "stripe-signature": signature },
      payload,
    );
    expect(hook.status).toBe(200);
    const resend = await send(
      server.url,
      "POST",
      "/api/report/resend",
      { "content-type": "application/x-www-form-urlencoded", "x-nf-client-connection-ip": "192.0.2.62" },
      new URLSearchParams({ email }).toString(),
    );
    expect(resend.status).toBe(200);
    const mails = await mailsTo(email, 2);
    for (const mail of mails) {
      const access = linksIn(mail.text ?? "").filter((l) => l.includes("/api/report/access"));
      expect(access.length).toBeGreaterThan(0);
      for (const link of access) expect(new URL(link).origin).toBe(SITE);
      expect(`${mail.text}${mail.html}`).not.toContain(ATTACKER);
    }
  });

  it("does not move the addresses in /releases.ics", async () => {
    await writeCalendar({
      fetchedAt: new Date().toISOString(),
      url: "https://www.bls.gov/schedule/news_release/bls.ics",
      releases: [{ release: "jolts", period: "2026-02", date: "2026-04-07", time: "10:00" }],
    });
    const res = await send(server.url, "GET", "/releases.ics", {});
    expect(res.status).toBe(200);
    expect(res.body).not.toContain(ATTACKER);
    const [event] = Object.values(parseIcs.parseICS(res.body)).filter((c): c is VEvent => c?.type === "VEVENT");
    expect(event?.uid).toBe("jolts-2026-02@usjobs.example");
    // Every address in the calendar (its own, each event's page) is the site's (long lines unfolded first).
    const addresses = linksIn(res.body.replace(/\r\n[ \t]/g, "")).filter((l) => !l.startsWith("https://www.bls.gov"));
    expect(addresses.length).toBeGreaterThan(0);
    for (const link of addresses) expect(new URL(link).origin).toBe(SITE);
  });
});
