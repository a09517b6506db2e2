// @vitest-environment node
// A record read back from Blobs that is not what its schema says (damaged, edited by hand): the functions answer the
// visitor without a 500, the record stays byte for byte as it was, and the log names the store and key.
import { beforeEach, describe, expect, it, vi } from "vitest";
import { deleteSpentQuotas, reserveFormEmail } from "~/server/mail/quota.ts";
import { listContactMessages, listSubscribers } from "~/server/operator-tasks.ts";
import { findPurchase, recordChargeCheck } from "~/server/payments/purchases.ts";
import { contactStore, emailQuotaStore, purchasesStore, subscriptionsStore } from "~/server/stores.ts";
import { markContactEmailed, saveContactMessage, subscriberKey } from "~/server/submissions.ts";
import { savePreferences } from "~/server/subscriptions/lifecycle.ts";
import { manageUrls } from "~/server/subscriptions/signed-links.ts";
import subscribe from "../../../../netlify/functions/subscribe.mts";
import confirm from "../../../../netlify/functions/subscription-confirm.mts";
import unsubscribeRoute from "../../../../netlify/functions/subscription-unsubscribe.mts";
import { useMailAndBlobs } from "../../../helpers/mail-and-blobs.ts";

const ORIGIN = "https://usjobs.example";
const EMAIL = "grace@example.com";
const KEY = subscriberKey(EMAIL);
const DAMAGED = ['{"email": "grace@example.com", "status": "confirmed"', '{"email": 5, "submissions": "many"}'];

const text = (store: ReturnType<typeof subscriptionsStore>, key: string) => store.get(key, { type: "text" });

describe("unreadable records in Blobs", () => {
  const { smtp } = useMailAndBlobs({
    stores: [subscriptionsStore, emailQuotaStore, contactStore, purchasesStore],
    env: { URL: ORIGIN },
    quiet: ["log", "warn"],
  });
  let errors: string[];
  beforeEach(() => {
    errors = [];
    vi.spyOn(console, "error").mockImplementation((line: unknown) => {
      errors.push(String(line));
    });
  });

  for (const damaged of DAMAGED) {
    it(`a subscriber's record ${damaged.startsWith('{"email": 5') ? "of the wrong shape" : "that is not JSON"} is answered without a 500 and kept as it is`, async () => {
      const store = subscriptionsStore();
      await store.set(KEY, damaged);

      const submitted = await subscribe(
        new Request(`${ORIGIN}/api/notifications/subscribe`, {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({ fullName: "Grace Hopper", email: EMAIL, subscriptionTypes: ["all"] }),
        }),
      );
      expect(submitted.status).toBeLessThan(500);
      expect(submitted.status).toBe(201); // the same answer as for any address

      const confirmed = await confirm(
        new Request(`${ORIGIN}/api/notifications/confirm`, {
          method: "POST",
          headers: { "Content-Type": "application/x-www-form-urlencoded" },
          body: new URLSearchParams({ k: KEY, t: "t".repeat(43) }),
        }),
      );
      expect(confirmed.status).toBe(400);

      const { unsubscribe } = await manageUrls(ORIGIN, KEY);
      const left = await unsubscribeRoute(
        new Request(unsubscribe, {
          method: "POST",
          headers: { "Content-Type": "application/x-www-form-urlencoded" },
          body: new URLSearchParams({ "List-Unsubscribe": "One-Click" }),
        }),
      );
      expect(left.status).toBeLessThan(500);
      expect(await savePreferences(KEY, { subscriptionTypes: ["all"], states: [], frequency: "weekly" })).toBe(false);

      expect(await text(store, KEY)).toBe(damaged);
      expect(smtp.received).toHaveLength(0);
      expect(await listSubscribers()).toEqual([]);
      expect(errors.some((e) => e.includes(`subscriptions/${KEY} is unreadable`))).toBe(true);
    });
  }

  it("a contact message that cannot be read back is not overwritten when its email is marked, and is left out of the export", async () => {
    const good = await saveContactMessage({
      name: "Ada",
      email: "ada@example.com",
      comment: "A message long enough.",
    });
    await contactStore().set("broken", '{"id": "broken", "name": 3}');
    await markContactEmailed("broken", { status: "sent", at: new Date().toISOString() });
    expect(await text(contactStore(), "broken")).toBe('{"id": "broken", "name": 3}');
    expect((await listContactMessages()).map((m) => m.id)).toEqual([good.id]);
    expect(errors.some((e) => e.includes("contact-messages/broken is unreadable"))).toBe(true);
  });

  it("an email-quota record that cannot be read counts no sends, is logged, and the next counted send replaces it", async () => {
    const store = emailQuotaStore();
    await store.set(KEY, '{"sentAt": "yesterday"}');
    expect(await deleteSpentQuotas()).toBe(0); // the cleanup leaves it to the next send
    expect(await text(store, KEY)).toBe('{"sentAt": "yesterday"}');
    const at = new Date("2026-11-27T10:00:00.000Z");
    expect(await reserveFormEmail(EMAIL, at)).toBe(true);
    expect(await store.get(KEY, { type: "json" })).toEqual({ sentAt: [at.toISOString()] });
    expect(errors.some((e) => e.includes(`email-quota/${KEY} is unreadable`))).toBe(true);
  });

  it("a purchase that cannot be read back reads as not recorded and a charge check leaves it as it is", async () => {
    const id = "pi_3Damaged0000000000000000";
    await purchasesStore().set(id, "not json at all");
    expect(await findPurchase(id)).toBeNull();
    const check = { chargeId: "ch_1", refunded: false, amountRefunded: 0, disputed: false };
    expect(await recordChargeCheck(id, new Date().toISOString(), check)).toBe(false);
    expect(await text(purchasesStore(), id)).toBe("not json at all");
    expect(errors.some((e) => e.includes(`purchases/${id} is unreadable (not JSON)`))).toBe(true);
  });
});
