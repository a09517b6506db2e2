// Storing what visitors send: subscriptions (merged per subscriber) and contact messages.
// Nothing is overwritten blindly: new keys are written only if new, updates only if unchanged
// since they were read (compare-and-swap), retried a few times under contention.
import { createHash, randomUUID } from "node:crypto";
import {
  type ContactPayload,
  SUBSCRIPTION_TYPES,
  type SubscriptionPayload,
  type SubscriptionType,
} from "../domain/forms.ts";
import { maskEmail, normalizeEmail } from "../domain/validation.ts";
import { contactStore, subscriptionsStore } from "./stores.ts";

export interface SubscriptionRecord {
  fullName: string;
  email: string;
  phoneNumber?: string;
  comment?: string;
  subscriptionTypes: SubscriptionType[];
  createdAt: string;
  updatedAt: string;
  /** How many times this subscriber has submitted the form. */
  submissions: number;
}

export interface ContactRecord extends ContactPayload {
  id: string;
  receivedAt: string;
  /** Whether the copy to the team's inbox went out (absent until the attempt is made). */
  emailed?: { status: "sent" | "outbox" | "failed" | "not-configured"; at: string; messageId?: string; error?: string };
}

/** Raised when a write kept losing races; the caller answers 503 so the client can retry. */
export class WriteConflictError extends Error {}

const MAX_ATTEMPTS = 8;

/** The key of a subscriber: sha256 of the normalised, fully lower-cased email. */
export function subscriberKey(email: string): string {
  return createHash("sha256").update(normalizeEmail(email).toLowerCase()).digest("hex");
}

function mergeTypes(a: readonly SubscriptionType[], b: readonly SubscriptionType[]): SubscriptionType[] {
  const chosen = new Set([...a, ...b]);
  return SUBSCRIPTION_TYPES.filter((t) => chosen.has(t));
}

/** Empty optional text is not stored. */
function optional(value: string | undefined): string | undefined {
  return value && value.length > 0 ? value : undefined;
}

/** The record of a first-time subscriber (what saveSubscription stores when the email is new). */
export function newSubscriptionRecord(
  payload: SubscriptionPayload,
  receivedAt = new Date().toISOString(),
): SubscriptionRecord {
  return {
    fullName: payload.fullName,
    email: normalizeEmail(payload.email),
    phoneNumber: optional(payload.phoneNumber),
    comment: optional(payload.comment),
    subscriptionTypes: mergeTypes([], payload.subscriptionTypes),
    createdAt: receivedAt,
    updatedAt: receivedAt,
    submissions: 1,
  };
}

/** Creates the subscriber, or merges the new notification types and details into the existing one. */
export async function saveSubscription(
  payload: SubscriptionPayload,
  receivedAt = new Date().toISOString(),
): Promise<{ created: boolean; record: SubscriptionRecord }> {
  const store = subscriptionsStore();
  const email = normalizeEmail(payload.email);
  const key = subscriberKey(email);
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const existing = await store.getWithMetadata(key, { type: "json" });
    if (!existing) {
      const record = newSubscriptionRecord(payload, receivedAt);
      const result = await store.setJSON(key, record, { onlyIfNew: true });
      if (result.modified) return { created: true, record };
      continue;
    }
    const previous = existing.data as SubscriptionRecord;
    const record: SubscriptionRecord = {
      ...previous,
      fullName: payload.fullName,
      email,
      phoneNumber: optional(payload.phoneNumber) ?? previous.phoneNumber,
      comment: optional(payload.comment) ?? previous.comment,
      subscriptionTypes: mergeTypes(previous.subscriptionTypes ?? [], payload.subscriptionTypes),
      updatedAt: receivedAt,
      submissions: (previous.submissions ?? 1) + 1,
    };
    const result = await store.setJSON(key, record, existing.etag ? { onlyIfMatch: existing.etag } : {});
    if (result.modified) return { created: false, record };
  }
  console.warn(`[subscribe] gave up after ${MAX_ATTEMPTS} conflicting writes for ${maskEmail(email)}`);
  throw new WriteConflictError("subscription kept changing while being saved");
}

/** A contact message as it is stored, under a fresh key of its own. */
export function newContactRecord(payload: ContactPayload, receivedAt = new Date().toISOString()): ContactRecord {
  return {
    // Time first, so a listing of the store is in the order messages arrived.
    id: `${receivedAt.replace(/[:.]/g, "-")}_${randomUUID()}`,
    name: payload.name,
    email: normalizeEmail(payload.email),
    phone: optional(payload.phone),
    comment: payload.comment,
    receivedAt,
  };
}

/** Records on a stored message how its email to the team went (compare-and-swap; the message itself never changes). */
export async function markContactEmailed(id: string, emailed: NonNullable<ContactRecord["emailed"]>): Promise<void> {
  const store = contactStore();
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const existing = await store.getWithMetadata(id, { type: "json" });
    if (!existing) return;
    const record = { ...(existing.data as ContactRecord), emailed };
    const result = await store.setJSON(id, record, existing.etag ? { onlyIfMatch: existing.etag } : {});
    if (result.modified) return;
  }
}

/** Stores one contact message under a key of its own. */
export async function saveContactMessage(
  payload: ContactPayload,
  receivedAt = new Date().toISOString(),
): Promise<ContactRecord> {
  const store = contactStore();
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const record = newContactRecord(payload, receivedAt);
    const result = await store.setJSON(record.id, record, { onlyIfNew: true });
    if (result.modified) return record;
  }
  throw new WriteConflictError("could not find a free key for the message");
}
