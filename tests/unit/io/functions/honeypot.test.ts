// @vitest-environment node
// A bot that fills the honeypot must not be able to tell: its answer is the answer a person sending
// the same fields gets (status, headers and body shape), and nothing is stored.
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { contactStore, subscriptionsStore } from "~/server/stores.ts";
import contact from "../../../../netlify/functions/contact.mts";
import subscribe from "../../../../netlify/functions/subscribe.mts";
import { startLocalBlobs } from "../../../helpers/blobs.ts";

type Handler = (req: Request) => Promise<Response>;

const post = (handler: Handler, body: unknown) =>
  handler(
    new Request("http://localhost/api/x", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body),
    }),
  );

/** What a client can observe of an answer, with the values that differ per request replaced by their kind. */
async function observed(res: Response) {
  const body = (await res.json()) as Record<string, unknown>;
  const shape = Object.fromEntries(
    Object.entries(body).map(([key, value]) => [
      key,
      key === "id"
        ? String(value).replace(/^\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d-\d{3}Z_[0-9a-f-]{36}$/, "<time>_<uuid>")
        : key === "receivedAt"
          ? String(value).replace(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/, "<iso time>")
          : value,
    ]),
  );
  return { status: res.status, headers: [...res.headers.entries()], body: shape };
}

const cases = [
  {
    name: "subscribe",
    handler: subscribe as Handler,
    person: { fullName: "Ada Lovelace", email: "ada@example.com", subscriptionTypes: ["skills", "layoffs"] },
    bot: { fullName: "Ada Lovelace", email: "bot@example.com", subscriptionTypes: ["skills", "layoffs"] },
    invalid: { fullName: "A", email: "nope", subscriptionTypes: [] },
    stored: async () => (await subscriptionsStore().list()).blobs.length,
  },
  {
    name: "contact",
    handler: contact as Handler,
    person: { name: "Grace Hopper", email: "grace@example.com", comment: "The state map is very useful." },
    bot: { name: "Grace Hopper", email: "bot@example.com", comment: "The state map is very useful." },
    invalid: { name: " ", email: "x@", comment: "short" },
    stored: async () => (await contactStore().list()).blobs.length,
  },
] as const;

describe("the honeypot answer", () => {
  let blobs: Awaited<ReturnType<typeof startLocalBlobs>>;
  beforeAll(async () => {
    blobs = await startLocalBlobs();
  });
  afterAll(async () => {
    await blobs.stop();
  });
  beforeEach(async () => {
    vi.spyOn(console, "log").mockImplementation(() => {});
    await subscriptionsStore().deleteAll();
    await contactStore().deleteAll();
  });

  for (const c of cases) {
    it(`${c.name}: a bot gets the same status, headers and body shape as a real success, and nothing is stored`, async () => {
      const real = await observed(await post(c.handler, c.person));
      expect(await c.stored()).toBe(1);
      const caught = await observed(await post(c.handler, { ...c.bot, website: "http://spam.example" }));
      expect(await c.stored()).toBe(1);
      expect(real.status).toBe(201);
      expect(caught).toEqual(real);
    });

    it(`${c.name}: a bot sending invalid fields gets the same 400 as a person would`, async () => {
      const real = await observed(await post(c.handler, c.invalid));
      const caught = await observed(await post(c.handler, { ...c.invalid, website: "x" }));
      expect(real.status).toBe(400);
      expect(caught).toEqual(real);
      expect(await c.stored()).toBe(0);
    });
  }
});
