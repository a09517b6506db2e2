// Storing what visitors send: the subscription record (its lifecycle is in subscriptions/lifecycle.ts) and contact messages.
// Their stored shapes are src/domain/stored-records.ts; every read back is checked against them (stored-record.ts).
// Nothing is overwritten blindly: new keys are written only if new, updates only if unchanged
// since they were read (compare-and-swap), retried a few times under contention.
import { createHash, randomUUID } from "node:crypto";
import {
  type ContactPayload,
  SUBSCRIPTION_TYPES,
  type SubscriptionPayload,
  type SubscriptionType,
} from "../domain/forms.ts";
import {
  type ContactRecord,
  ContactRecordSchema,
  type SubscriptionDetails,
  type SubscriptionRecord,
} from "../domain/stored-records.ts";
import { normalizeEmail } from "../domain/validation.ts";
import { readStored } from "./stored-record.ts";
import { contactStore } from "./stores.ts";

export type { OpenConfirmation, SubscriptionDetails, SubscriptionRecord } from "../domain/stored-records.ts";

/** How many events a subscriber's history keeps. */
export const HISTORY_LENGTH = 50;

export type { ContactRecord } from "../domain/stored-records.ts";

/** Raised when a write kept losing races; the caller answers 503 so the client can retry. */
export class WriteConflictError extends Error {}

export const MAX_ATTEMPTS = 8;

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

/** What a form submission asks for, as it is stored. */
export function subscriptionDetails(payload: SubscriptionPayload): SubscriptionDetails {
  return {
    fullName: payload.fullName,
    phoneNumber: optional(payload.phoneNumber),
    comment: optional(payload.comment),
    subscriptionTypes: mergeTypes([], payload.subscriptionTypes),
  };
}

/** The record of a subscriber from a form submission, not yet confirmed. */
export function newSubscriptionRecord(
  payload: SubscriptionPayload,
  receivedAt = new Date().toISOString(),
): SubscriptionRecord {
  return {
    ...subscriptionDetails(payload),
    email: normalizeEmail(payload.email),
    states: [],
    frequency: "release",
    status: "pending",
    createdAt: receivedAt,
    updatedAt: receivedAt,
    submissions: 1,
  };
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
    // A message that cannot be read back is left as it is (logged); the message itself matters more than its mark.
    const existing = await readStored(store, "contact-messages", id, ContactRecordSchema);
    if (existing.kind !== "ok") return;
    const record: ContactRecord = { ...existing.data, emailed };
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
