// The subscription lifecycle: a submission stores a pending subscription and emails a confirmation link; the link's
// page confirms with a POST; a confirmed subscriber manages topics, states and frequency through a signed link, or
// leaves. A submission never changes a confirmed subscriber and answers the same whatever the address's state.
// Every write is compare-and-swap on the subscriber's record, so concurrent requests cannot overwrite each other.
import type { SubscriptionPayload } from "../../domain/forms.ts";
import { CONFIRM_TOKEN_HOURS, type Preferences } from "../../domain/subscriptions.ts";
import { maskEmail, normalizeEmail } from "../../domain/validation.ts";
import { confirmSubscriptionEmail, manageSubscriptionEmail } from "../mail/templates/subscription.ts";
import { sendMail } from "../mail/transport.ts";
import { subscriptionsStore } from "../stores.ts";
import {
  MAX_ATTEMPTS,
  newSubscriptionRecord,
  type SubscriptionRecord,
  subscriberKey,
  WriteConflictError,
} from "../submissions.ts";
import { confirmUrl, hashToken, manageUrls, newToken, sameDigest } from "./links.ts";

type Change = { record: SubscriptionRecord } | { skip: true };

/** Reads the record, lets `change` decide, writes only if nothing changed in between; retried under contention. */
async function update(
  key: string,
  change: (current: SubscriptionRecord | undefined) => Change,
): Promise<{ before: SubscriptionRecord | undefined; after: SubscriptionRecord | undefined }> {
  const store = subscriptionsStore();
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const existing = await store.getWithMetadata(key, { type: "json" });
    const before = existing ? (existing.data as SubscriptionRecord) : undefined;
    const next = change(before);
    if ("skip" in next) return { before, after: before };
    const result = await store.setJSON(
      key,
      next.record,
      existing?.etag ? { onlyIfMatch: existing.etag } : existing ? {} : { onlyIfNew: true },
    );
    if (result.modified) return { before, after: next.record };
  }
  throw new WriteConflictError("subscription kept changing while being saved");
}

export async function readSubscriber(key: string): Promise<SubscriptionRecord | undefined> {
  return ((await subscriptionsStore().get(key, { type: "json" })) as SubscriptionRecord | null) ?? undefined;
}

/**
 * A form submission. New, pending or unsubscribed address: (re)stores it as pending with the submitted details and
 * a new confirmation token, and emails the link. Confirmed address: changes nothing, emails the manage links.
 */
export async function requestSubscription(
  payload: SubscriptionPayload,
  origin: string,
  now = new Date(),
): Promise<void> {
  const email = normalizeEmail(payload.email);
  const key = subscriberKey(email);
  const token = newToken();
  const at = now.toISOString();
  const { before, after } = await update(key, (current) => {
    if (current?.status === "confirmed") return { skip: true };
    // New, pending, unsubscribed or suspended: a new confirmation is needed.
    const fresh = newSubscriptionRecord(payload, at);
    return {
      record: {
        ...fresh,
        createdAt: current?.status === "pending" ? current.createdAt : at,
        submissions: (current?.submissions ?? 0) + 1,
        confirm: {
          tokenHash: hashToken(token),
          expiresAt: new Date(now.getTime() + CONFIRM_TOKEN_HOURS * 3_600_000).toISOString(),
        },
      },
    };
  });
  if (before?.status === "confirmed" && after) {
    const email = await manageSubscriptionEmail(after.fullName, await manageUrls(origin, key));
    const sent = await sendMail({ to: after.email, ...email });
    console.log(
      `[subscribe] ${maskEmail(after.email)} is already subscribed: manage email ${sent.ok ? "sent" : "failed"}`,
    );
    return;
  }
  const link = confirmUrl(origin, key, token);
  const sent = await sendMail({ to: email, ...(await confirmSubscriptionEmail(payload.fullName, link)) });
  console.log(`[subscribe] pending ${maskEmail(email)}: confirmation email ${sent.ok ? "sent" : "failed"}`);
  if (sent.ok && sent.via === "outbox") console.log(`[subscribe] confirm link (local outbox): ${link}`);
}

export type ConfirmOutcome = "confirmed" | "already-confirmed" | "invalid";

/** Confirms with the emailed token: once, before it expires. A wrong, reused or expired token changes nothing. */
export async function confirmSubscription(key: string, token: string, now = new Date()): Promise<ConfirmOutcome> {
  if (!/^[0-9a-f]{64}$/.test(key) || token.length < 20 || token.length > 100) return "invalid";
  let outcome: ConfirmOutcome = "invalid";
  await update(key, (current) => {
    const open = current?.confirm;
    if (!current || !open || !sameDigest(open.tokenHash, hashToken(token))) {
      return { skip: true };
    }
    if (Date.parse(open.expiresAt) <= now.getTime()) return { skip: true };
    outcome = "confirmed";
    const { confirm: _used, ...rest } = current;
    const at = now.toISOString();
    return { record: { ...rest, status: "confirmed", confirmedAt: at, updatedAt: at } };
  });
  return outcome;
}

/** Stops notifications at once; idempotent (an unsubscribed or unknown subscriber stays as it is). */
export async function unsubscribe(key: string, now = new Date()): Promise<void> {
  await update(key, (current) => {
    if (!current || current.status === "unsubscribed") return { skip: true };
    const { confirm: _dropped, ...rest } = current;
    const at = now.toISOString();
    return { record: { ...rest, status: "unsubscribed", unsubscribedAt: at, updatedAt: at } };
  });
}

/** Stops sending to an address that keeps failing; it must subscribe (and confirm) again to receive more. */
export async function suspendSubscriber(key: string, now = new Date()): Promise<void> {
  await update(key, (current) => {
    if (current?.status !== "confirmed") return { skip: true };
    return { record: { ...current, status: "suspended", updatedAt: now.toISOString() } };
  });
}

/** Saves a confirmed subscriber's choices; false when there is no confirmed subscriber to save them for. */
export async function savePreferences(key: string, preferences: Preferences, now = new Date()): Promise<boolean> {
  let saved = false;
  await update(key, (current) => {
    if (current?.status !== "confirmed") return { skip: true };
    saved = true;
    return { record: { ...current, ...preferences, updatedAt: now.toISOString() } };
  });
  return saved;
}

/** Deletes pending subscriptions older than `days` (never confirmed); returns how many. */
export async function deleteStalePending(days: number, now = new Date()): Promise<number> {
  const store = subscriptionsStore();
  const { blobs } = await store.list();
  let deleted = 0;
  for (const { key } of blobs) {
    const record = await readSubscriber(key);
    if (!record || (record.status ?? "pending") !== "pending") continue;
    if (now.getTime() - Date.parse(record.updatedAt) < days * 86_400_000) continue;
    await store.delete(key);
    deleted += 1;
  }
  return deleted;
}
