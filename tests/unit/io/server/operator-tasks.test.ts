// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { toCsv } from "~/domain/csv.ts";
import {
  deleteSubscriber,
  listContactMessages,
  listNotificationSends,
  listSubscribers,
  SEND_CSV_COLUMNS,
  SUBSCRIBER_CSV_COLUMNS,
} from "~/server/operator-tasks.ts";
import { notificationSendsStore } from "~/server/stores.ts";
import { saveContactMessage, subscriberKey } from "~/server/submissions.ts";
import { requestSubscription } from "~/server/subscriptions/lifecycle.ts";
import { startLocalBlobs } from "../../../helpers/blobs.ts";

describe("operator: export and delete", () => {
  let blobs: Awaited<ReturnType<typeof startLocalBlobs>>;
  beforeAll(async () => {
    blobs = await startLocalBlobs();
    vi.spyOn(console, "log").mockImplementation(() => {});
  });
  afterAll(async () => {
    vi.restoreAllMocks();
    await blobs.stop();
  });

  it("lists every subscriber and message, exports CSV, and deletes one subscriber by email in any case", async () => {
    await requestSubscription(
      { fullName: "Ada Lovelace", email: "ada@example.com", subscriptionTypes: ["all"] },
      "http://localhost",
      new Date("2026-01-01T00:00:00.000Z"),
    );
    await requestSubscription(
      { fullName: "Grace Hopper", email: "grace@example.com", subscriptionTypes: ["layoffs", "skills"] },
      "http://localhost",
      new Date("2026-01-02T00:00:00.000Z"),
    );
    await saveContactMessage(
      { name: "Alan", email: "alan@example.com", comment: "A message of some length." },
      "2026-01-03T00:00:00.000Z",
    );

    const subscribers = await listSubscribers();
    expect(subscribers.map((s) => s.fullName)).toEqual(["Ada Lovelace", "Grace Hopper"]);
    expect((await listContactMessages()).map((m) => m.name)).toEqual(["Alan"]);
    const csv = toCsv(subscribers, SUBSCRIBER_CSV_COLUMNS).split("\r\n");
    expect(csv[0]).toBe(
      "Full name,Email,Phone,Notification types,Comment,Status,States,Frequency,Subscribed at,Updated at,Confirmed at,Unsubscribed at,Submissions",
    );
    expect(csv[2]).toBe(
      "Grace Hopper,grace@example.com,,layoffs skills,,pending,,release,2026-01-02T00:00:00.000Z,2026-01-02T00:00:00.000Z,,,1",
    );

    // What was sent to whom is exported, and deleting a subscriber deletes their send records.
    const sends = notificationSendsStore();
    const send = { status: "sent", attempts: 1, startedAt: "2026-01-05T00:00:00.000Z" };
    await sends.setJSON(`v1/${subscriberKey("grace@example.com")}`, send);
    await sends.setJSON(`v1/${subscriberKey("ada@example.com")}`, send);
    expect((await listNotificationSends()).map((r) => [r.update, r.subscriberKey])).toEqual(
      [
        ["v1", subscriberKey("ada@example.com")],
        ["v1", subscriberKey("grace@example.com")],
      ].sort((a, b) => (a[1]! < b[1]! ? -1 : 1)),
    );
    expect(toCsv(await listNotificationSends(), SEND_CSV_COLUMNS).split("\r\n")[0]).toBe(
      "Update,Subscriber key,Status,Attempts,Started at,Sent at,Error",
    );

    expect(await deleteSubscriber("GRACE@Example.com")).toBe(true);
    expect((await listNotificationSends()).map((r) => r.subscriberKey)).toEqual([subscriberKey("ada@example.com")]);
    expect(await deleteSubscriber("grace@example.com")).toBe(false);
    expect((await listSubscribers()).map((s) => s.fullName)).toEqual(["Ada Lovelace"]);
  });
});
