// @vitest-environment node
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { FORM_MESSAGES } from "~/domain/forms.ts";
import { contactStore, subscriptionsStore } from "~/server/stores.ts";
import { type ContactRecord, type SubscriptionRecord, subscriberKey } from "~/server/submissions.ts";
import contact, { config as contactConfig } from "../../../../netlify/functions/contact.mts";
import subscribe, { config as subscribeConfig } from "../../../../netlify/functions/subscribe.mts";
import { startLocalBlobs } from "../../../helpers/blobs.ts";

function post(
  handler: (req: Request) => Promise<Response>,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
) {
  return handler(
    new Request(`http://localhost${path}`, {
      method: "POST",
      headers: { "Content-Type": "application/json", ...headers },
      body: typeof body === "string" ? body : JSON.stringify(body),
    }),
  );
}
const subscribeWith = (body: unknown) => post(subscribe, "/api/notifications/subscribe", body);
const contactWith = (body: unknown) => post(contact, "/api/contact", body);

const validSubscription = { fullName: "Ada Lovelace", email: "Ada@Example.COM", subscriptionTypes: ["layoffs"] };
const validContact = { name: "Grace Hopper", email: "grace@example.com", comment: "The state map is very useful." };

async function storedSubscription(email: string) {
  return (await subscriptionsStore().get(subscriberKey(email), { type: "json" })) as SubscriptionRecord | null;
}
async function contactCount() {
  return (await contactStore().list()).blobs.length;
}

describe("form routes", () => {
  let blobs: Awaited<ReturnType<typeof startLocalBlobs>>;
  beforeAll(async () => {
    blobs = await startLocalBlobs();
  });
  afterAll(async () => {
    await blobs.stop();
  });
  beforeEach(async () => {
    vi.restoreAllMocks();
    await subscriptionsStore().deleteAll();
    await contactStore().deleteAll();
  });

  it("declare their paths, POST only, and a rate limit", () => {
    expect(subscribeConfig).toMatchObject({ path: "/api/notifications/subscribe", method: "POST" });
    expect(contactConfig).toMatchObject({ path: "/api/contact", method: "POST" });
    expect(subscribeConfig.rateLimit?.windowLimit).toBeGreaterThan(0);
    expect(contactConfig.rateLimit?.windowLimit).toBeGreaterThan(0);
  });

  describe("POST /api/notifications/subscribe", () => {
    it("stores a new subscriber as pending under the hash of the normalised email and answers 201", async () => {
      const res = await subscribeWith(validSubscription);
      expect(res.status).toBe(201);
      expect(await res.json()).toEqual({ ok: true, status: "pending" });
      const record = await storedSubscription("ada@example.com");
      expect(record).toMatchObject({
        fullName: "Ada Lovelace",
        email: "Ada@example.com",
        subscriptionTypes: ["layoffs"],
        status: "pending",
        submissions: 1,
      });
      expect(record?.confirms?.[0]?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
      expect(Date.parse(record!.createdAt)).not.toBeNaN();
    });

    it("keeps one record per address, however it is written", async () => {
      await subscribeWith(validSubscription);
      const res = await subscribeWith({
        ...validSubscription,
        email: " ada@example.com ",
        subscriptionTypes: ["skills"],
      });
      expect(await res.json()).toEqual({ ok: true, status: "pending" });
      expect((await subscriptionsStore().list()).blobs).toHaveLength(1);
      // The second submission waits, with its own link, for the address to confirm it; the record is unchanged.
      const record = await storedSubscription("ada@example.com");
      expect(record).toMatchObject({ subscriptionTypes: ["layoffs"], submissions: 2 });
      expect(record?.confirms?.map((c) => c.details.subscriptionTypes)).toEqual([["layoffs"], ["skills"]]);
    });

    it("answers 400 with the form's own messages", async () => {
      const res = await subscribeWith({ fullName: "A", email: "not-an-email", subscriptionTypes: [] });
      expect(res.status).toBe(400);
      const body = await res.json();
      expect(body.error).toBe("validation_failed");
      expect(body.fieldErrors).toEqual({
        fullName: [FORM_MESSAGES.fullName],
        email: [FORM_MESSAGES.email],
        subscriptionTypes: [FORM_MESSAGES.subscriptionTypes],
      });
      expect(await storedSubscription("not-an-email")).toBeNull();
    });

    it("refuses unknown notification types and overlong fields", async () => {
      expect((await subscribeWith({ ...validSubscription, subscriptionTypes: ["spam"] })).status).toBe(400);
      expect((await subscribeWith({ ...validSubscription, fullName: "x".repeat(101) })).status).toBe(400);
      expect((await subscribeWith({ ...validSubscription, comment: "x".repeat(2001) })).status).toBe(400);
    });

    it("accepts a bot's honeypot submission with 201 and stores nothing", async () => {
      const res = await subscribeWith({ ...validSubscription, website: "http://spam.example" });
      expect(res.status).toBe(201);
      expect((await subscriptionsStore().list()).blobs).toHaveLength(0);
    });

    // 200 writes at once through the local Blobs server: seconds alone, half a minute on a busy 2-core machine.
    it("stores 200 concurrent distinct subscriptions, none lost or overwritten", { timeout: 60_000 }, async () => {
      const emails = Array.from({ length: 200 }, (_, i) => `person${i}@example.com`);
      const responses = await Promise.all(
        emails.map((email, i) => subscribeWith({ ...validSubscription, fullName: `Person ${i}`, email })),
      );
      expect(responses.map((r) => r.status)).toEqual(emails.map(() => 201));
      expect((await subscriptionsStore().list()).blobs).toHaveLength(200);
      for (const [i, email] of emails.entries())
        expect((await storedSubscription(email))?.fullName).toBe(`Person ${i}`);
    });

    it("never logs a subscriber's full email", async () => {
      const log = vi.spyOn(console, "log").mockImplementation(() => {});
      await subscribeWith(validSubscription);
      const logged = log.mock.calls.flat().join(" ");
      expect(logged).toContain("A***@example.com");
      expect(logged).not.toContain("Ada@");
    });
  });

  describe("POST /api/contact", () => {
    it("stores each message under its own key with a received-at time and answers 201", async () => {
      const res = await contactWith(validContact);
      expect(res.status).toBe(201);
      const body = await res.json();
      const stored = (await contactStore().get(body.id, { type: "json" })) as ContactRecord;
      expect(stored).toMatchObject({ ...validContact, id: body.id });
      expect(stored.receivedAt).toBe(body.receivedAt);
    });

    it("answers 400 with the form's own messages", async () => {
      const res = await contactWith({ name: "  ", email: "x@", comment: "short" });
      expect(res.status).toBe(400);
      expect((await res.json()).fieldErrors).toEqual({
        name: [FORM_MESSAGES.name],
        email: [FORM_MESSAGES.email],
        comment: [FORM_MESSAGES.comment],
      });
      expect(await contactCount()).toBe(0);
    });

    // 200 writes at once through the local Blobs server: seconds alone, half a minute on a busy 2-core machine.
    it("stores 200 concurrent messages, none lost", { timeout: 60_000 }, async () => {
      const responses = await Promise.all(
        Array.from({ length: 200 }, (_, i) =>
          contactWith({ ...validContact, comment: `Message number ${i} about the data.` }),
        ),
      );
      expect(responses.every((r) => r.status === 201)).toBe(true);
      expect(await contactCount()).toBe(200);
    });

    it("keeps unicode and control characters as data", async () => {
      const res = await contactWith({
        ...validContact,
        name: "Zoë <b>Ünïcødé</b> 山田",
        comment: "Line one\nline two\u0007 — <script>x</script>",
      });
      const { id } = await res.json();
      const stored = (await contactStore().get(id, { type: "json" })) as ContactRecord;
      expect(stored.name).toBe("Zoë <b>Ünïcødé</b> 山田");
      expect(stored.comment).toContain("<script>x</script>");
    });
  });

  describe("the plain HTML form, sent without JavaScript", () => {
    const form = (handler: (req: Request) => Promise<Response>, fields: [string, string][], headers = {}) =>
      post(handler, "/x", new URLSearchParams(fields).toString(), {
        "Content-Type": "application/x-www-form-urlencoded",
        ...headers,
      });

    it("subscribe: stores the request and answers with a page saying what happens next", async () => {
      const res = await form(subscribe, [
        ["fullName", "Ada Lovelace"],
        ["email", "ada@example.com"],
        ["phoneNumber", ""],
        ["comment", ""],
        ["subscriptionTypes", "layoffs"],
        ["subscriptionTypes", "skills"],
        ["website", ""],
      ]);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toContain("text/html");
      const html = await res.text();
      expect(html).toContain("<h1>Check Your Inbox</h1>");
      expect(html).toContain("We sent an email to ada@example.com.");
      expect(html).toContain("start receiving Layoff Alerts and Skills Demand.");
      expect(await storedSubscription("ada@example.com")).toMatchObject({
        status: "pending",
        subscriptionTypes: ["layoffs", "skills"],
      });
    });

    it("subscribe: one checked box is still a list, none is the form's own message, 400 with a page", async () => {
      const one = await form(subscribe, [
        ["fullName", "Ada Lovelace"],
        ["email", "ada@example.com"],
        ["subscriptionTypes", "states"],
      ]);
      expect(one.status).toBe(200);
      const none = await form(subscribe, [
        ["fullName", "A"],
        ["email", "not-an-email"],
      ]);
      expect(none.status).toBe(400);
      const html = await none.text();
      expect(html).toContain("The form was not sent.");
      expect(html).toContain(`Notification types: ${FORM_MESSAGES.subscriptionTypes}`);
      expect(html).toContain("Email: ");
      expect(html).toContain('href="/"');
    });

    it("contact: stores the message and answers with the page of the success message; markup stays text", async () => {
      const res = await form(contact, [
        ["name", "Grace <b>Hopper</b>"],
        ["email", "grace@example.com"],
        ["phone", ""],
        ["comment", "The state map is very useful."],
      ]);
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(html).toContain("Message sent successfully!");
      expect(html).not.toContain("<b>Hopper</b>");
      expect(await contactCount()).toBe(1);
    });

    it("refuses a form sent from another site's page with 403 and stores nothing", async () => {
      const fields: [string, string][] = [
        ["name", "Mallory"],
        ["email", "m@example.com"],
        ["comment", "A message from elsewhere."],
      ];
      expect((await form(contact, fields, { Origin: "https://evil.example" })).status).toBe(403);
      expect((await form(contact, fields, { "Sec-Fetch-Site": "cross-site" })).status).toBe(403);
      expect(await contactCount()).toBe(0);
      expect(
        (await form(contact, fields, { Origin: "http://localhost", "Sec-Fetch-Site": "same-origin" })).status,
      ).toBe(200);
    });

    it("a filled honeypot gets the same page and nothing is stored", async () => {
      const res = await form(contact, [
        ["name", "Bot"],
        ["email", "bot@example.com"],
        ["comment", "Buy cheap things now please."],
        ["website", "http://spam.example"],
      ]);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain("Message sent successfully!");
      expect(await contactCount()).toBe(0);
    });

    it("a form over 16 KB is refused with 413 and a page", async () => {
      const res = await form(contact, [["comment", "x".repeat(17 * 1024)]]);
      expect(res.status).toBe(413);
      expect(await res.text()).toContain("The form is too long to send.");
    });
  });

  describe("request limits (both routes)", () => {
    for (const [name, send] of [
      ["subscribe", subscribeWith],
      ["contact", contactWith],
    ] as const) {
      it(`${name}: 415 for a body that is neither JSON nor a plain form`, async () => {
        const handler = name === "subscribe" ? subscribe : contact;
        const res = await post(handler, "/x", "fullName=Ada", { "Content-Type": "text/plain" });
        expect(res.status).toBe(415);
      });

      it(`${name}: 413 for a body over 16 KB`, async () => {
        const res = await send({ ...validContact, ...validSubscription, comment: "x".repeat(17 * 1024) });
        expect(res.status).toBe(413);
      });

      it(`${name}: 400 for malformed JSON, an array, deep nesting and a huge array`, async () => {
        expect((await send("{ nope")).status).toBe(400);
        expect((await send([1, 2])).status).toBe(400);
        expect((await send(JSON.parse(`${"[".repeat(2000)}${"]".repeat(2000)}`))).status).toBe(400);
        expect((await send({ ...validSubscription, subscriptionTypes: Array(1000).fill("all") })).status).toBe(400);
      });

      it(`${name}: 405 with Allow for GET`, async () => {
        const handler = name === "subscribe" ? subscribe : contact;
        const res = await handler(new Request("http://localhost/x"));
        expect(res.status).toBe(405);
        expect(res.headers.get("allow")).toBe("POST");
      });
    }
  });

  it("answers 503 when storage is down, and nothing half-written remains", async () => {
    await blobs.stop();
    vi.spyOn(console, "error").mockImplementation(() => {});
    const res = await subscribeWith(validSubscription);
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({ error: "storage_unavailable" });
    blobs = await startLocalBlobs();
    expect(await storedSubscription("ada@example.com")).toBeNull();
  });
});
