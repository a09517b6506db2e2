// What an operator does with what visitors sent: export subscribers and contact messages, delete a
// subscriber on request, and send the notifications that are due (also right after publishing a held version). Works on whatever Blobs environment is
// configured (the local file-backed store, or a Netlify site).
import type { Store } from "@netlify/blobs";
import type * as z from "zod/mini";
import type { CsvColumn } from "../domain/csv.ts";
import { ContactRecordSchema, SubscriptionRecordSchema } from "../domain/stored-records.ts";
import { normalizeEmail } from "../domain/validation.ts";
import { readStoredOrNull } from "./stored-record.ts";
import { contactStore, notificationSendsStore, subscriptionsStore } from "./stores.ts";
import { type ContactRecord, type SubscriptionRecord, subscriberKey } from "./submissions.ts";
import type { DeliveryReport } from "./subscriptions/notification-delivery.ts";
import { runNotifications } from "./subscriptions/notifications-due.ts";
import { publishHeld } from "./versions/operations.ts";
import type { Pointer } from "./versions/version-store.ts";

/** Every readable record of a store; an unreadable one is logged by its key and left out (and left as it is). */
async function readAll<T>(store: Store, storeName: string, schema: z.ZodMiniType<T>): Promise<T[]> {
  const records: T[] = [];
  for await (const page of store.list({ paginate: true })) {
    for (const blob of page.blobs) {
      const value = await readStoredOrNull(store, storeName, blob.key, schema);
      if (value) records.push(value);
    }
  }
  return records;
}

/** Every subscriber, oldest first. */
export async function listSubscribers(): Promise<SubscriptionRecord[]> {
  return (await readAll(subscriptionsStore(), "subscriptions", SubscriptionRecordSchema)).sort((a, b) =>
    a.createdAt.localeCompare(b.createdAt),
  );
}

/** Every contact message, in the order received. */
export async function listContactMessages(): Promise<ContactRecord[]> {
  return (await readAll(contactStore(), "contact-messages", ContactRecordSchema)).sort((a, b) =>
    a.receivedAt.localeCompare(b.receivedAt),
  );
}

/** A notification's send record, with its update and subscriber key (from the record's key). */
export interface SendRow {
  update: string;
  subscriberKey: string;
  status: string;
  attempts: number;
  startedAt: string;
  sentAt?: string;
  error?: string;
}

/** Every notification send record: which update went to which subscriber (by key), and how it went. */
export async function listNotificationSends(): Promise<SendRow[]> {
  const store = notificationSendsStore();
  const rows: SendRow[] = [];
  for await (const page of store.list({ paginate: true })) {
    for (const blob of page.blobs) {
      const value = (await store.get(blob.key, { type: "json" })) as Omit<SendRow, "update" | "subscriberKey"> | null;
      const [update = "", key = ""] = blob.key.split("/");
      if (value) rows.push({ update, subscriberKey: key, ...value });
    }
  }
  return rows.sort((a, b) => a.startedAt.localeCompare(b.startedAt));
}

export const SEND_CSV_COLUMNS: readonly CsvColumn<SendRow>[] = [
  ["Update", "update"],
  ["Subscriber key", "subscriberKey"],
  ["Status", "status"],
  ["Attempts", "attempts"],
  ["Started at", "startedAt"],
  ["Sent at", "sentAt"],
  ["Error", "error"],
];

/** Deletes the subscriber with this email (any letter case); false when there was none. */
/** Deletes a subscriber and the records of what was sent to them (keys "<update>/<subscriber key>"). */
export async function deleteSubscriber(email: string): Promise<boolean> {
  const store = subscriptionsStore();
  const key = subscriberKey(normalizeEmail(email));
  const existing = await store.get(key);
  if (existing === null) return false;
  await store.delete(key);
  const sends = notificationSendsStore();
  const { blobs } = await sends.list();
  for (const blob of blobs) if (blob.key.endsWith(`/${key}`)) await sends.delete(blob.key);
  return true;
}

export const SUBSCRIBER_CSV_COLUMNS: readonly CsvColumn<SubscriptionRecord>[] = [
  ["Full name", "fullName"],
  ["Email", "email"],
  ["Phone", "phoneNumber"],
  ["Notification types", (r) => r.subscriptionTypes.join(" ")],
  ["Comment", "comment"],
  ["Status", (r) => r.status ?? "pending"],
  ["States", (r) => (r.states ?? []).join(" ")],
  ["Frequency", (r) => r.frequency ?? "release"],
  ["Subscribed at", "createdAt"],
  ["Updated at", "updatedAt"],
  ["Confirmed at", "confirmedAt"],
  ["Unsubscribed at", "unsubscribedAt"],
  ["Submissions", "submissions"],
];

export const CONTACT_CSV_COLUMNS: readonly CsvColumn<ContactRecord>[] = [
  ["Received at", "receivedAt"],
  ["Name", "name"],
  ["Email", "email"],
  ["Phone", "phone"],
  ["Comment", "comment"],
  ["Id", "id"],
  ["Emailed to the team", (r) => r.emailed?.status ?? ""],
];

/**
 * Sends every update that is due at `now` (new versions to release subscribers, Monday's weekly digest), as the
 * notifications scheduler does, without its 20-second limit; resumes where an earlier run stopped. Returns one
 * line per update saying what was sent.
 */
export async function sendDueNotifications(now: Date, origin: string): Promise<string[]> {
  const results = await runNotifications(now, { origin });
  return results.map(({ id, report }) => `${id}: ${describeDelivery(report)}`);
}

/**
 * Publishes a version the plausibility gate held and sends what is then due, its release email first among them, as
 * a refresh does after its publish (rather than leaving it to the notifications scheduler's next run). Returns the
 * pointer and one line per update sent.
 */
export async function publishHeldAndNotify(
  version: string,
  by: string,
  origin: string,
  now: Date = new Date(),
): Promise<{ pointer: Pointer; sent: string[] }> {
  const pointer = await publishHeld(version, by, now);
  return { pointer, sent: await sendDueNotifications(now, origin) };
}

function describeDelivery(r: DeliveryReport): string {
  const parts = [
    `${r.sent} sent`,
    r.alreadySent && `${r.alreadySent} already sent earlier`,
    r.nothingRelevant && `${r.nothingRelevant} with nothing relevant`,
    r.deferred && `${r.deferred} left for the next run`,
    r.failed && `${r.failed} failed (retried later)`,
    r.suspended && `${r.suspended} suspended`,
  ].filter(Boolean);
  return `${parts.join(", ")} (of ${r.subscribers} subscriber(s))`;
}
