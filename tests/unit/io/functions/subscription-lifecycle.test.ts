// @vitest-environment node
// The subscription lifecycle against a real SMTP server on loopback: double opt-in, no overwrite and no
// enumeration, preferences by signed link, one-click unsubscribe, and the tokens' limits.
import { describe, expect, it } from "vitest";
import type { SubscriptionPayload } from "~/domain/forms.ts";
import { PENDING_RETENTION_DAYS } from "~/domain/subscriptions.ts";
import { emailQuotaStore, subscriptionsStore } from "~/server/stores.ts";
import { type SubscriptionRecord, subscriberKey } from "~/server/submissions.ts";
import { confirmSubscription, deleteStalePending, requestSubscription } from "~/server/subscriptions/lifecycle.ts";
import subscribe from "../../../../netlify/functions/subscribe.mts";
import confirm from "../../../../netlify/functions/subscription-confirm.mts";
import preferences from "../../../../netlify/functions/subscription-preferences.mts";
import unsubscribeRoute from "../../../../netlify/functions/subscription-unsubscribe.mts";
import { type Mailbox, useMailAndBlobs } from "../../../helpers/mail-and-blobs.ts";
import { addresses } from "../../../helpers/smtp.ts";

const ORIGIN = "https://usjobs.example";
const ada: SubscriptionPayload = {
  fullName: "Ada Lovelace",
  email: "ada@example.com",
  phoneNumber: "555-0101",
  subscriptionTypes: ["layoffs"],
};

const json = (body: unknown) =>
  subscribe(
    new Request(`${ORIGIN}/api/notifications/subscribe`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body),
    }),
  );
const form = (handler: (req: Request) => Promise<Response>, url: string, fields: Record<string, string | string[]>) => {
  const body = new URLSearchParams();
  for (const [k, v] of Object.entries(fields)) for (const one of [v].flat()) body.append(k, one);
  return handler(
    new Request(url, { method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded" }, body }),
  );
};
const get = (handler: (req: Request) => Promise<Response>, url: string) => handler(new Request(url));

const stored = async (email: string) =>
  (await subscriptionsStore().get(subscriberKey(email), { type: "json" })) as SubscriptionRecord | null;

/** The first link to `path` in the newest email to `to`. */
function linkIn(smtp: Mailbox, to: string, path: string): URL {
  const mail = [...smtp.received].reverse().find((r) => r.envelopeTo.includes(to))?.mail;
  const match = new RegExp(`https?://[^\\s"\\]<>]+${path.replace(/\//g, "\\/")}\\?[^\\s"\\]<>]+`).exec(
    mail?.text ?? "",
  );
  if (!match) throw new Error(`no ${path} link in the email to ${to}`);
  // A sentence may end right after a link: its full stop is not part of it.
  return new URL(match[0].replace(/&amp;/g, "&").replace(/[.,;)]+$/, ""));
}

describe("subscription lifecycle", () => {
  const { smtp } = useMailAndBlobs({
    stores: [subscriptionsStore, emailQuotaStore],
    env: { URL: ORIGIN, MAIL_FROM: "US Jobs Analytics <updates@usjobs.example>" },
    quiet: ["log"],
  });

  it("double opt-in: a pending record and an email; the link's page changes nothing; its button confirms, once", async () => {
    const res = await json(ada);
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ ok: true, status: "pending" });
    expect(smtp.received).toHaveLength(1);
    const { mail } = smtp.received[0]!;
    expect(addresses(mail.to)).toEqual(["ada@example.com"]);
    expect(addresses(mail.from)).toEqual(["updates@usjobs.example"]);
    expect(mail.subject).toBe("Confirm your US Jobs Analytics subscription");
    expect(mail.html).toContain("Confirm my subscription");
    const link = linkIn(smtp, "ada@example.com", "/api/notifications/confirm");
    expect(link.origin).toBe(ORIGIN);
    expect(JSON.stringify(await stored("ada@example.com"))).not.toContain(link.searchParams.get("t"));

    // A mail scanner opening the link: a page with a button, nothing confirmed.
    const page = await get(confirm, link.href);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<form method="post" action="/api/notifications/confirm">');
    expect((await stored("ada@example.com"))?.status).toBe("pending");

    const fields = { k: link.searchParams.get("k")!, t: link.searchParams.get("t")! };
    const done = await form(confirm, `${ORIGIN}/api/notifications/confirm`, fields);
    expect(done.status).toBe(200);
    expect(await done.text()).toContain("Subscription confirmed");
    const record = await stored("ada@example.com");
    expect(record?.status).toBe("confirmed");
    expect(record?.confirms).toBeUndefined();
    // Single use.
    expect((await form(confirm, `${ORIGIN}/api/notifications/confirm`, fields)).status).toBe(409);
  });

  it("a subscribed address submitted again changes nothing, gets a manage email, and the answer reveals nothing", async () => {
    await json(ada);
    const link = linkIn(smtp, "ada@example.com", "/api/notifications/confirm");
    await form(confirm, `${ORIGIN}/api/notifications/confirm`, Object.fromEntries(link.searchParams));
    const before = await stored("ada@example.com");

    const again = await json({ ...ada, fullName: "Mallory", phoneNumber: "555-6666", subscriptionTypes: ["all"] });
    const unknown = await json({ ...ada, email: "nobody@example.com" });
    expect(again.status).toBe(unknown.status);
    expect(await again.json()).toEqual(await unknown.json());
    expect(await stored("ada@example.com")).toEqual(before);
    const manage = [...smtp.received].reverse().find((r) => r.envelopeTo.includes("ada@example.com"))!.mail;
    expect(manage.subject).toBe("Your US Jobs Analytics subscription");
    expect(manage.text).toContain("Nothing was changed");
    expect(linkIn(smtp, "ada@example.com", "/api/notifications/preferences").searchParams.get("s")).toBeTruthy();
  });

  it("refuses forged, expired and malformed confirmation tokens", async () => {
    await json(ada);
    const link = linkIn(smtp, "ada@example.com", "/api/notifications/confirm");
    const k = link.searchParams.get("k")!;
    const t = link.searchParams.get("t")!;
    const url = `${ORIGIN}/api/notifications/confirm`;
    expect((await form(confirm, url, { k, t: `${t.slice(0, -2)}xx` })).status).toBe(400);
    expect((await form(confirm, url, { k: "0".repeat(64), t })).status).toBe(400);
    expect((await form(confirm, url, { k: "not-a-key", t })).status).toBe(400);
    expect((await form(confirm, url, {})).status).toBe(400);
    expect((await get(confirm, `${url}?k=${k}`)).status).toBe(400);
    // JSON is not a form.
    const asJson = await confirm(
      new Request(url, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ k, t }),
      }),
    );
    expect(asJson.status).toBe(415);
    expect((await stored("ada@example.com"))?.status).toBe("pending");

    // 48 hours later the token no longer works.
    expect(await confirmSubscription(k, t, new Date(Date.now() + 49 * 3_600_000))).toBe("invalid");
    expect(await confirmSubscription(k, t)).toBe("confirmed");
  });

  it("preferences by signed link: topics, states and frequency saved by POST; bad input is a 400 that changes nothing", async () => {
    await json(ada);
    await form(
      confirm,
      `${ORIGIN}/api/notifications/confirm`,
      Object.fromEntries(linkIn(smtp, "ada@example.com", "/api/notifications/confirm").searchParams),
    );
    await json(ada); // the manage email carries the signed links
    const prefs = linkIn(smtp, "ada@example.com", "/api/notifications/preferences");
    const page = await get(preferences, prefs.href);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('name="states" value="CA"');
    expect(html).toContain('name="subscriptionTypes" value="layoffs" checked');

    const url = `${ORIGIN}/api/notifications/preferences`;
    const k = prefs.searchParams.get("k")!;
    const s = prefs.searchParams.get("s")!;
    const saved = await form(preferences, url, {
      k,
      s,
      subscriptionTypes: ["layoffs", "states"],
      states: ["CA", "TX"],
      frequency: "weekly",
    });
    expect(saved.status).toBe(200);
    expect(await saved.text()).toContain("Your preferences are saved.");
    expect(await stored("ada@example.com")).toMatchObject({
      subscriptionTypes: ["layoffs", "states"],
      states: ["CA", "TX"],
      frequency: "weekly",
    });
    const before = await stored("ada@example.com");
    expect(
      (await form(preferences, url, { k, s, subscriptionTypes: ["layoffs"], states: ["ZZ"], frequency: "weekly" }))
        .status,
    ).toBe(400);
    expect((await form(preferences, url, { k, s, states: ["CA"], frequency: "weekly" })).status).toBe(400);
    expect((await form(preferences, url, { k, s, subscriptionTypes: ["all"], frequency: "hourly" })).status).toBe(400);
    expect(
      (await form(preferences, url, { k, s: `${s}x`, subscriptionTypes: ["all"], frequency: "weekly" })).status,
    ).toBe(400);
    expect(await stored("ada@example.com")).toEqual(before);
  });

  it("unsubscribes in one click (RFC 8058 POST), idempotently; a GET of the link changes nothing; a forged link fails", async () => {
    await json(ada);
    await form(
      confirm,
      `${ORIGIN}/api/notifications/confirm`,
      Object.fromEntries(linkIn(smtp, "ada@example.com", "/api/notifications/confirm").searchParams),
    );
    await json(ada);
    const link = linkIn(smtp, "ada@example.com", "/api/notifications/unsubscribe");
    expect((await get(unsubscribeRoute, link.href)).status).toBe(200);
    expect((await stored("ada@example.com"))?.status).toBe("confirmed");

    const oneClick = () => form(unsubscribeRoute, link.href, { "List-Unsubscribe": "One-Click" });
    expect((await oneClick()).status).toBe(200);
    expect((await stored("ada@example.com"))?.status).toBe("unsubscribed");
    expect((await oneClick()).status).toBe(200);
    expect((await stored("ada@example.com"))?.status).toBe("unsubscribed");
    // The preferences page is closed to an unsubscribed address; subscribing again emails a new confirmation, and
    // the address stays unsubscribed until it is used.
    expect((await get(preferences, link.href.replace("unsubscribe", "preferences"))).status).toBe(404);
    await json(ada);
    expect((await stored("ada@example.com"))?.status).toBe("unsubscribed");
    await form(
      confirm,
      `${ORIGIN}/api/notifications/confirm`,
      Object.fromEntries(linkIn(smtp, "ada@example.com", "/api/notifications/confirm").searchParams),
    );
    expect((await stored("ada@example.com"))?.status).toBe("confirmed");

    const forged = new URL(link.href);
    forged.searchParams.set("k", subscriberKey("someone-else@example.com"));
    expect((await form(unsubscribeRoute, forged.href, { "List-Unsubscribe": "One-Click" })).status).toBe(400);
  });

  it("deletes unconfirmed subscriptions after the retention period, never confirmed ones", async () => {
    const old = new Date(Date.now() - (PENDING_RETENTION_DAYS + 1) * 86_400_000);
    await requestSubscription({ ...ada, email: "stale@example.com" }, ORIGIN, old);
    await requestSubscription({ ...ada, email: "fresh@example.com" }, ORIGIN);
    await json(ada);
    await form(
      confirm,
      `${ORIGIN}/api/notifications/confirm`,
      Object.fromEntries(linkIn(smtp, "ada@example.com", "/api/notifications/confirm").searchParams),
    );
    expect(await deleteStalePending(PENDING_RETENTION_DAYS, new Date(Date.now() + 8 * 86_400_000))).toBe(2);
    expect(await stored("stale@example.com")).toBeNull();
    expect((await stored("ada@example.com"))?.status).toBe("confirmed");
  });

  // 200 subscriptions and emails at once over loopback: seconds alone, half a minute on a busy 2-core machine.
  it("200 concurrent subscriptions: 200 confirmation emails, one to each address", { timeout: 60_000 }, async () => {
    const emails = Array.from({ length: 200 }, (_, i) => `reader${i}@example.com`);
    const started = performance.now();
    const answers = await Promise.all(emails.map((email) => json({ ...ada, email })));
    const seconds = (performance.now() - started) / 1000;
    console.info(
      `200 subscriptions with their confirmation emails in ${seconds.toFixed(2)} s (${(200 / seconds).toFixed(0)} emails/s)`,
    );
    expect(answers.every((r) => r.status === 201)).toBe(true);
    expect(smtp.received).toHaveLength(200);
    expect(new Set(smtp.received.flatMap((r) => r.envelopeTo))).toEqual(new Set(emails));
    expect((await subscriptionsStore().list()).blobs).toHaveLength(200);
  });
});
