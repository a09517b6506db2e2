// @vitest-environment node
// Attacks on the subscription forms, performed against the functions with a real local Blobs server (real ETags and
// compare-and-swap) and a real SMTP server on loopback: a stranger submitting someone else's address, many
// confirmations with one link at once, a greeting written by a stranger, a mail client's multipart one-click
// unsubscribe, and control characters in what the forms keep.
import { describe, expect, it, vi } from "vitest";
import { toCsv } from "~/domain/csv.ts";
import type { SubscriptionPayload } from "~/domain/forms.ts";
import { deleteSpentQuotas } from "~/server/mail/quota.ts";
import { CONTACT_CSV_COLUMNS, listContactMessages } from "~/server/operator-tasks.ts";
import { contactStore, emailQuotaStore, subscriptionsStore } from "~/server/stores.ts";
import { type ContactRecord, type SubscriptionRecord, subscriberKey } from "~/server/submissions.ts";
import { requestSubscription, suspendSubscriber } from "~/server/subscriptions/lifecycle.ts";
import { manageUrls } from "~/server/subscriptions/signed-links.ts";
import contact from "../../../../netlify/functions/contact.mts";
import subscribe from "../../../../netlify/functions/subscribe.mts";
import confirm from "../../../../netlify/functions/subscription-confirm.mts";
import unsubscribeRoute from "../../../../netlify/functions/subscription-unsubscribe.mts";
import { useMailAndBlobs } from "../../../helpers/mail-and-blobs.ts";

const ORIGIN = "https://usjobs.example";
const CONFIRM = `${ORIGIN}/api/notifications/confirm`;
const ada: SubscriptionPayload = {
  fullName: "Ada Lovelace",
  email: "ada@example.com",
  phoneNumber: "555-0101",
  comment: "Interested in layoffs.",
  subscriptionTypes: ["layoffs"],
};
const mallory: SubscriptionPayload = {
  fullName: "Claim your prize at https://evil.example",
  email: "ada@example.com",
  phoneNumber: "555-6666",
  comment: "Overwritten by a stranger",
  subscriptionTypes: ["all"],
};

const submit = (body: unknown) =>
  subscribe(
    new Request(`${ORIGIN}/api/notifications/subscribe`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body),
    }),
  );
const post = (handler: (req: Request) => Promise<Response>, url: string, fields: Record<string, string>) =>
  handler(
    new Request(url, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(fields),
    }),
  );
const stored = async (email: string) =>
  (await subscriptionsStore().get(subscriberKey(email), { type: "json" })) as SubscriptionRecord | null;

describe("attacks on the subscription forms", () => {
  const { smtp } = useMailAndBlobs({
    stores: [subscriptionsStore, emailQuotaStore],
    env: { URL: ORIGIN },
    quiet: ["log", "warn"],
  });

  /** The emails to `to`, oldest first. */
  const mailsTo = (to: string) => smtp.received.filter((r) => r.envelopeTo.includes(to)).map((r) => r.mail);
  /** The confirmation link's fields of the `n`th email to `to` (0: the first). */
  function confirmFields(to: string, n: number): Record<string, string> {
    const text = mailsTo(to)[n]?.text ?? "";
    const match = /https:\/\/usjobs\.example\/api\/notifications\/confirm\?[^\s\]>"]+/.exec(text);
    if (!match) throw new Error(`no confirmation link in email ${n} to ${to}`);
    return Object.fromEntries(new URL(match[0].replace(/&amp;/g, "&")).searchParams);
  }
  const detailsOf = (r: SubscriptionRecord | null) => ({
    fullName: r?.fullName,
    phoneNumber: r?.phoneNumber,
    comment: r?.comment,
    subscriptionTypes: r?.subscriptionTypes,
    status: r?.status,
    createdAt: r?.createdAt,
    confirmedAt: r?.confirmedAt,
    unsubscribedAt: r?.unsubscribedAt,
  });

  it("a stranger's submission for a pending address changes nothing stored, and the owner's first link still works", async () => {
    await submit(ada);
    const before = await stored(ada.email);
    await submit(mallory);
    const after = await stored(ada.email);
    expect(detailsOf(after)).toEqual(detailsOf(before));
    expect(after?.history?.map((h) => h.event)).toEqual(["requested", "requested"]);
    // The confirmation email was sent again (a second link), without the stranger's words.
    const mails = mailsTo(ada.email);
    expect(mails).toHaveLength(2);
    for (const mail of mails) {
      expect(mail.text).toContain("Hello,");
      expect(`${mail.text}${mail.html}`).not.toMatch(/Ada Lovelace|evil\.example|prize/);
    }

    // The owner confirms the link of their own submission: their details, not the stranger's, become the record's.
    const done = await post(confirm, CONFIRM, confirmFields(ada.email, 0));
    expect(done.status).toBe(200);
    expect(await stored(ada.email)).toMatchObject({
      status: "confirmed",
      fullName: "Ada Lovelace",
      phoneNumber: "555-0101",
      comment: "Interested in layoffs.",
      subscriptionTypes: ["layoffs"],
    });
    // Confirming closed every other link.
    expect((await post(confirm, CONFIRM, confirmFields(ada.email, 1))).status).toBe(400);
  });

  it("an unsubscribed address stays unsubscribed, with its details and history, until it confirms a new subscription", async () => {
    await submit(ada);
    await post(confirm, CONFIRM, confirmFields(ada.email, 0));
    const { unsubscribe } = await manageUrls(ORIGIN, subscriberKey(ada.email));
    await post(unsubscribeRoute, unsubscribe, { "List-Unsubscribe": "One-Click" });
    const before = await stored(ada.email);
    expect(before?.status).toBe("unsubscribed");
    expect(before?.confirmedAt).toBeTruthy();
    expect(before?.unsubscribedAt).toBeTruthy();

    await submit(mallory);
    const after = await stored(ada.email);
    expect(detailsOf(after)).toEqual(detailsOf(before));
    expect(after?.history?.slice(0, -1)).toEqual(before?.history);

    // Only the owner of the address, by confirming the new link, subscribes again, with what was submitted with it.
    const fields = confirmFields(ada.email, 1);
    expect((await post(confirm, CONFIRM, fields)).status).toBe(200);
    const again = await stored(ada.email);
    expect(again).toMatchObject({ status: "confirmed", subscriptionTypes: ["all"], phoneNumber: "555-6666" });
    expect(again?.unsubscribedAt).toBe(before?.unsubscribedAt);
    expect(again?.history?.map((h) => h.event)).toEqual([
      "requested",
      "confirmed",
      "unsubscribed",
      "requested",
      "confirmed",
    ]);
  });

  it("a suspended address is not reactivated or changed by a stranger's submission", async () => {
    await submit(ada);
    await post(confirm, CONFIRM, confirmFields(ada.email, 0));
    await suspendSubscriber(subscriberKey(ada.email));
    const before = await stored(ada.email);
    await submit(mallory);
    expect(detailsOf(await stored(ada.email))).toEqual(detailsOf(before));
    expect((await stored(ada.email))?.status).toBe("suspended");
  });

  it("one confirmation link used by 8 requests at once confirms once: one gets the manage link, 7 hear it was used", async () => {
    await submit(ada);
    const fields = confirmFields(ada.email, 0);
    const answers = await Promise.all(Array.from({ length: 8 }, () => post(confirm, CONFIRM, fields)));
    const pages = await Promise.all(answers.map(async (r) => ({ status: r.status, html: await r.text() })));
    const confirmed = pages.filter((p) => p.html.includes("Subscription confirmed"));
    expect(confirmed).toHaveLength(1);
    expect(confirmed[0]?.status).toBe(200);
    expect(confirmed[0]?.html).toContain("/api/notifications/preferences?k=");
    const used = pages.filter((p) => p.html.includes("This link was already used"));
    expect(used).toHaveLength(7);
    for (const page of used) {
      expect(page.status).toBe(409);
      expect(page.html).not.toContain("/api/notifications/preferences");
    }
    expect((await stored(ada.email))?.history?.filter((h) => h.event === "confirmed")).toHaveLength(1);
  });

  it("20 subscriptions of one address at once send it 5 emails (its daily quota), and the next day more", async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, () => submit(ada)));
    expect(answers.map((r) => r.status)).toEqual(Array(20).fill(201));
    expect(mailsTo(ada.email)).toHaveLength(5);
    const record = await stored(ada.email);
    expect(record?.confirms).toHaveLength(5);
    expect(record?.submissions).toBe(5);
    // A different address is not affected; 24 hours later the address gets emails again.
    await submit({ ...ada, email: "grace@example.com" });
    expect(mailsTo("grace@example.com")).toHaveLength(1);
    await requestSubscription(ada, ORIGIN, new Date(Date.now() + 24 * 3_600_000 + 1_000));
    expect(mailsTo(ada.email)).toHaveLength(6);
  });

  it("sub-addresses of one mailbox share its daily quota: +tags, and Gmail's dots and googlemail.com", async () => {
    const tagged = Array.from({ length: 8 }, (_, i) => `bomb+${i}@x.example`);
    for (const email of tagged) expect((await submit({ ...ada, email })).status).toBe(201);
    // Each email still goes to the address as it was typed, and the mailbox gets five in all.
    expect(tagged.flatMap((to) => mailsTo(to).map(() => to))).toEqual(tagged.slice(0, 5));

    const gmail = [
      "bomb@gmail.com",
      "b.omb@gmail.com",
      "B.o.m.b+1@gmail.com",
      "bo.mb@googlemail.com",
      "b.o.mb@gmail.com",
    ];
    for (const email of [...gmail, "bomb+2@googlemail.com"]) await submit({ ...ada, email });
    expect(gmail.map((to) => mailsTo(to).length)).toEqual([1, 1, 1, 1, 1]);
    expect(mailsTo("bomb+2@googlemail.com")).toHaveLength(0);
    // Another mailbox of the same domain is not affected.
    await submit({ ...ada, email: "someone+1@x.example" });
    expect(mailsTo("someone+1@x.example")).toHaveLength(1);
  });

  it("the daily cleanup deletes the quota records whose sends no longer count, and only those", async () => {
    await submit(ada);
    await requestSubscription({ ...ada, email: "grace@example.com" }, ORIGIN, new Date(Date.now() + 12 * 3_600_000));
    expect(await deleteSpentQuotas()).toBe(0);
    expect(await deleteSpentQuotas(new Date(Date.now() + 25 * 3_600_000))).toBe(1);
    expect((await emailQuotaStore().list()).blobs.map((b) => b.key)).toEqual([subscriberKey("grace@example.com")]);
  });

  it("accepts RFC 8058 one-click unsubscribe sent as multipart/form-data", async () => {
    await submit(ada);
    await post(confirm, CONFIRM, confirmFields(ada.email, 0));
    const { unsubscribe } = await manageUrls(ORIGIN, subscriberKey(ada.email));
    const body = new FormData();
    body.append("List-Unsubscribe", "One-Click");
    const res = await unsubscribeRoute(new Request(unsubscribe, { method: "POST", body }));
    expect(res.status).toBe(200);
    expect((await stored(ada.email))?.status).toBe("unsubscribed");
    // Another type is still refused.
    const text = await unsubscribeRoute(
      new Request(unsubscribe, { method: "POST", headers: { "Content-Type": "text/plain" }, body: "x" }),
    );
    expect(text.status).toBe(415);
  });

  it("keeps no control or bidi-override character of what the forms send", async () => {
    const dirty = "Eve\u0000\u0007\u001b[31m\u202eevil\u202c\u2066x\u2069";
    await submit({ ...ada, fullName: dirty, comment: `line one\u0000\r\nline two\u202e` });
    const record = await stored(ada.email);
    expect(record?.confirms?.[0]?.details).toMatchObject({ fullName: "Eve[31mevilx", comment: "line one\nline two" });

    await contactStore().deleteAll();
    vi.stubEnv("CONTACT_TO", "team@usjobs.example");
    const res = await contact(
      new Request(`${ORIGIN}/api/contact`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ name: `Bob\u001b\u202e`, email: "bob@example.com", comment: dirty.repeat(2) }),
      }),
    );
    expect(res.status).toBe(201);
    const { blobs: keys } = await contactStore().list();
    const message = (await contactStore().get(keys[0]!.key, { type: "json" })) as ContactRecord;
    expect(message.name).toBe("Bob");
    expect(message.comment).toBe("Eve[31mevilxEve[31mevilx");
    const team = mailsTo("team@usjobs.example")[0];
    expect(team?.subject).toContain("Contact: Bob — Eve[31mevilx");
    // biome-ignore lint/suspicious/noControlCharactersInRegex: the test looks for control characters.
    expect(team?.subject).not.toMatch(/[\u0000-\u001f\u202a-\u202e\u2066-\u2069]/);
  });

  it("keeps no bidi mark, zero-width space or line separator in the contact message or its email", async () => {
    await contactStore().deleteAll();
    vi.stubEnv("CONTACT_TO", "team@usjobs.example");
    const hidden = "\u200f\u061c\u200b";
    const res = await contact(
      new Request(`${ORIGIN}/api/contact`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({
          name: `Bob${hidden}`,
          email: "bob@example.com",
          comment: `Pay ${hidden}invoice 4471\u2028now\u2029Thanks\r\nBob`,
        }),
      }),
    );
    expect(res.status).toBe(201);
    const { blobs: keys } = await contactStore().list();
    const message = (await contactStore().get(keys[0]!.key, { type: "json" })) as ContactRecord;
    expect(message.name).toBe("Bob");
    expect(message.comment).toBe("Pay invoice 4471\nnow\nThanks\nBob");
    const team = mailsTo("team@usjobs.example")[0];
    // The HTML part shows the message as it was kept (its preview line is padded with zero-width characters by the
    // email layout, so only the message itself is looked at there).
    expect(team?.html).toContain(">Pay invoice 4471\nnow\nThanks\nBob</p>");
    expect(team?.text).toContain("Pay invoice 4471");
    for (const part of [team?.subject, team?.text]) expect(part).not.toMatch(/[\u200b\u200f\u061c\u2028\u2029]/);
  });

  it("the operator's CSV export quotes formula-like cells sent through the contact form", async () => {
    await contactStore().deleteAll();
    const sent = [
      { name: '\uff1dHYPERLINK("https://evil.example")', comment: '\u200b=IMPORTXML("https://evil.example")' },
      { name: "\uff20SUM(1)", comment: "\uff0bcmd|' /C calc'!A0 and more" },
      { name: '\ufe66HYPERLINK("https://evil.example")', comment: "\ufe62cmd|' /C calc'!A0 and more" },
      { name: "\ufe63SUM(1)", comment: '\ufe6bIMPORTXML("https://evil.example")' },
    ];
    for (const { name, comment } of sent) {
      const res = await contact(
        new Request(`${ORIGIN}/api/contact`, {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({ name, email: "eve@example.com", comment }),
        }),
      );
      expect(res.status).toBe(201);
    }
    const rows = toCsv(await listContactMessages(), CONTACT_CSV_COLUMNS)
      .split("\r\n")
      .slice(1, -1);
    expect(rows).toHaveLength(4);
    for (const row of rows) {
      const [, name, , , comment] = row.split(",");
      for (const cell of [name, comment]) expect(cell?.replace(/^"/, "").startsWith("'"), cell).toBe(true);
    }
  });
});
