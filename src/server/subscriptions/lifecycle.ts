// The subscription lifecycle: a submission emails a confirmation link; the link's page confirms with a POST; a
// confirmed subscriber manages topics, states and frequency through a signed link, or leaves.
// A submission changes no stored detail of anyone: it only adds an open confirmation (its token's hash and what was
// submitted) to the address's record and emails its link, so what a stranger types applies only if the address's
// owner confirms that very link. Earlier links stay valid; a confirmed address is never changed (it gets its manage
// links); the answer is the same whatever the address's state, and every email counts against the address's daily
// quota of form emails. Every write is compare-and-swap on the subscriber's record, so concurrent requests cannot
// overwrite each other, and a link confirms once however many requests use it at the same moment.

import { FORM_EMAILS_PER_DAY } from "../../domain/email-quota.ts";
import type { SubscriptionPayload } from "../../domain/forms.ts";
import { SubscriptionRecordSchema } from "../../domain/stored-records.ts";
import { CONFIRM_TOKEN_HOURS, type Preferences } from "../../domain/subscriptions.ts";
import { maskEmail, normalizeEmail } from "../../domain/validation.ts";
import { reserveFormEmail } from "../mail/quota.ts";
import { confirmSubscriptionEmail, manageSubscriptionEmail } from "../mail/templates/subscription.ts";
import { sendMail } from "../mail/transport.ts";
import { readStored, readStoredOrNull } from "../stored-record.ts";
import { subscriptionsStore } from "../stores.ts";
import {
  HISTORY_LENGTH,
  MAX_ATTEMPTS,
  newSubscriptionRecord,
  type OpenConfirmation,
  type SubscriptionRecord,
  subscriberKey,
  subscriptionDetails,
  WriteConflictError,
} from "../submissions.ts";
import { confirmUrl, hashToken, manageUrls, newToken, sameDigest } from "./signed-links.ts";

/**
 * The most open confirmations a record holds: as many as the quota can email while the first is still valid, so
 * dropping the oldest beyond it never drops a link that still works.
 */
const MAX_OPEN_CONFIRMATIONS = FORM_EMAILS_PER_DAY * Math.ceil(CONFIRM_TOKEN_HOURS / 24);

/** The record's confirmations still valid at `now` (one stored the old way has the record's own details). */
function openConfirmations(record: SubscriptionRecord, now: Date): OpenConfirmation[] {
  const legacy: OpenConfirmation[] = record.confirm
    ? [{ ...record.confirm, requestedAt: record.updatedAt, details: subscriptionDetailsOf(record) }]
    : [];
  return [...legacy, ...(record.confirms ?? [])].filter((c) => Date.parse(c.expiresAt) > now.getTime());
}

function subscriptionDetailsOf(record: SubscriptionRecord): OpenConfirmation["details"] {
  const { fullName, phoneNumber, comment, subscriptionTypes } = record;
  return { fullName, phoneNumber, comment, subscriptionTypes };
}

/** The record's history with one more event, keeping the newest HISTORY_LENGTH. */
function withEvent(record: SubscriptionRecord | undefined, event: NonNullable<SubscriptionRecord["history"]>[number]) {
  return [...(record?.history ?? []), event].slice(-HISTORY_LENGTH);
}

type Change = { record: SubscriptionRecord } | { skip: true };

const STORE_NAME = "subscriptions";

/**
 * Reads the record, lets `change` decide, writes only if nothing changed in between; retried under contention.
 * A record that cannot be read back (see stored-record.ts) is never handed to `change` nor written over: nothing
 * happens to it, and the caller answers as it does when there is nothing to change.
 */
async function update(
  key: string,
  change: (current: SubscriptionRecord | undefined) => Change,
): Promise<{ before: SubscriptionRecord | undefined; after: SubscriptionRecord | undefined }> {
  const store = subscriptionsStore();
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const existing = await readStored(store, STORE_NAME, key, SubscriptionRecordSchema);
    if (existing.kind === "unreadable") return { before: undefined, after: undefined };
    const before = existing.kind === "ok" ? existing.data : undefined;
    const next = change(before);
    if ("skip" in next) return { before, after: before };
    // Netlify's store (and the local one) gives every read an ETag; without one a write could not be conditional.
    if (existing.kind === "ok" && !existing.etag) {
      throw new WriteConflictError("the store returned no ETag to write against");
    }
    const result = await store.setJSON(
      key,
      next.record,
      existing.kind === "ok" && existing.etag ? { onlyIfMatch: existing.etag } : { onlyIfNew: true },
    );
    if (result.modified) return { before, after: next.record };
  }
  throw new WriteConflictError("subscription kept changing while being saved");
}

/** The subscriber's record; an unreadable one is logged and read as absent (and left as it is). */
export async function readSubscriber(key: string): Promise<SubscriptionRecord | undefined> {
  return (await readStoredOrNull(subscriptionsStore(), STORE_NAME, key, SubscriptionRecordSchema)) ?? undefined;
}

/**
 * A form submission. Confirmed address: changes nothing, emails the manage links. Any other (new, pending,
 * unsubscribed, suspended): adds an open confirmation carrying the submitted details and emails its link; the
 * record's status, details and history stay as they are until the link is used. Within the address's quota only.
 */
export async function requestSubscription(
  payload: SubscriptionPayload,
  origin: string,
  now = new Date(),
): Promise<void> {
  const email = normalizeEmail(payload.email);
  const key = subscriberKey(email);
  const read = await readStored(subscriptionsStore(), STORE_NAME, key, SubscriptionRecordSchema);
  // An address whose record cannot be read is left as it is and emailed nothing (the operator sees it in the log);
  // the visitor gets the same answer as for any other address.
  if (read.kind === "unreadable") return;
  const current = read.kind === "ok" ? read.data : undefined;
  if (!(await reserveFormEmail(email, now))) return;
  if (current?.status === "confirmed") {
    await sendManageLinks(current, key, origin);
    return;
  }
  const token = newToken();
  const at = now.toISOString();
  const open: OpenConfirmation = {
    tokenHash: hashToken(token),
    expiresAt: new Date(now.getTime() + CONFIRM_TOKEN_HOURS * 3_600_000).toISOString(),
    requestedAt: at,
    details: subscriptionDetails(payload),
  };
  const { before, after } = await update(key, (record) => {
    if (record?.status === "confirmed") return { skip: true };
    const base = record ?? newSubscriptionRecord(payload, at);
    const { confirm: _migrated, ...rest } = base;
    return {
      record: {
        ...rest,
        confirms: [...(record ? openConfirmations(record, now) : []), open].slice(-MAX_OPEN_CONFIRMATIONS),
        updatedAt: at,
        submissions: record ? record.submissions + 1 : 1,
        history: withEvent(record, { event: "requested", at }),
      },
    };
  });
  // Confirmed between the read and the write: the owner gets the manage links instead.
  if (before?.status === "confirmed" && after) {
    await sendManageLinks(after, key, origin);
    return;
  }
  // The record became unreadable in between: it was left as it is, and no link was opened to email.
  if (!after) return;
  const link = confirmUrl(origin, key, token);
  const sent = await sendMail({ to: email, ...(await confirmSubscriptionEmail(link)) });
  console.log(`[subscribe] pending ${maskEmail(email)}: confirmation email ${sent.ok ? "sent" : "failed"}`);
  if (sent.ok && sent.via === "outbox") console.log(`[subscribe] confirm link (local outbox): ${link}`);
}

async function sendManageLinks(record: SubscriptionRecord, key: string, origin: string): Promise<void> {
  const message = await manageSubscriptionEmail(record.fullName, await manageUrls(origin, key));
  const sent = await sendMail({ to: record.email, ...message });
  console.log(
    `[subscribe] ${maskEmail(record.email)} is already subscribed: manage email ${sent.ok ? "sent" : "failed"}`,
  );
}

/** confirmed: this request confirmed it; already-used: the link confirmed it before; invalid: anything else. */
export type ConfirmOutcome = "confirmed" | "already-used" | "invalid";

/**
 * Confirms with an emailed token, once, before it expires: the details submitted with that link become the
 * subscriber's, and every other open link closes. A wrong or expired token changes nothing; a used one is told so.
 */
export async function confirmSubscription(key: string, token: string, now = new Date()): Promise<ConfirmOutcome> {
  if (!/^[0-9a-f]{64}$/.test(key) || token.length < 20 || token.length > 100) return "invalid";
  const hash = hashToken(token);
  let outcome: ConfirmOutcome = "invalid";
  await update(key, (current) => {
    // Decided afresh on every try: a request that lost the race sees the record its winner wrote.
    outcome = "invalid";
    if (!current) return { skip: true };
    if (current.status === "confirmed") {
      if (current.confirmedWith && sameDigest(current.confirmedWith, hash)) outcome = "already-used";
      return { skip: true };
    }
    const open = openConfirmations(current, now).find((c) => sameDigest(c.tokenHash, hash));
    if (!open) return { skip: true };
    outcome = "confirmed";
    const { confirm: _used, confirms: _closed, ...rest } = current;
    const at = now.toISOString();
    return {
      record: {
        ...rest,
        ...open.details,
        status: "confirmed",
        confirmedAt: at,
        confirmedWith: hash,
        updatedAt: at,
        history: withEvent(current, { event: "confirmed", at }),
      },
    };
  });
  return outcome;
}

/** Stops notifications at once; idempotent (an unsubscribed or unknown subscriber stays as it is). */
export async function unsubscribe(key: string, now = new Date()): Promise<void> {
  await update(key, (current) => {
    if (!current || current.status === "unsubscribed") return { skip: true };
    const { confirm: _dropped, confirms: _closed, ...rest } = current;
    const at = now.toISOString();
    const history = withEvent(current, { event: "unsubscribed", at });
    return { record: { ...rest, status: "unsubscribed", unsubscribedAt: at, updatedAt: at, history } };
  });
}

/** Stops sending to an address that keeps failing; it must subscribe (and confirm) again to receive more. */
export async function suspendSubscriber(key: string, now = new Date()): Promise<void> {
  await update(key, (current) => {
    if (current?.status !== "confirmed") return { skip: true };
    const at = now.toISOString();
    const history = withEvent(current, { event: "suspended", at });
    return { record: { ...current, status: "suspended", updatedAt: at, history } };
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
