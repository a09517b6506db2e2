// A subscriber as the refresh tests need one: confirmed, wanting every release, in every state, stored in the
// subscriptions store the code under test reads (a local Blobs server must be connected).
import { subscriptionsStore } from "../../src/server/stores.ts";
import { type SubscriptionRecord, subscriberKey } from "../../src/server/submissions.ts";

/** Stores a confirmed subscriber who wants every release, and returns the record stored. */
export async function storeConfirmedSubscriber(email: string): Promise<SubscriptionRecord> {
  const record: SubscriptionRecord = {
    fullName: "Reader",
    email,
    subscriptionTypes: ["all"],
    states: [],
    frequency: "release",
    status: "confirmed",
    createdAt: "2026-09-01T00:00:00.000Z",
    updatedAt: "2026-09-01T00:00:00.000Z",
    submissions: 1,
  };
  await subscriptionsStore().setJSON(subscriberKey(email), record);
  return record;
}
