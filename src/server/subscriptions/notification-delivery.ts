// Sending a published update to the confirmed subscribers who asked for it. Each subscriber gets each update (one
// version, or one weekly digest) at most once: a send record keyed by update and subscriber is claimed before the
// email goes out and marked sent after, so a re-run or a run restarted after a crash skips whoever already has it.
// Sending is paced (a rate per second and a few at a time), failures are recorded and retried with backoff on later
// runs, and an address that keeps failing (or is refused for good) is suspended. The forecast before a jobs report
// goes out through the same path, to the subscribers of its topic whatever their frequency.
import { createHash } from "node:crypto";
import type { ChangeRecord, DatasetDigest } from "../../domain/changes.ts";
import { FORECAST_TOPIC, type ForecastNotice } from "../../domain/forecast-notice.ts";
import { formatDate } from "../../domain/format.ts";
import { type NotificationLink, notificationFor } from "../../domain/notifications.ts";
import { type SendRecord, SendRecordSchema, SubscriptionRecordSchema } from "../../domain/stored-records.ts";
import type { Frequency } from "../../domain/subscriptions.ts";
import { maskEmail } from "../../domain/validation.ts";
import { forecastEmail } from "../mail/templates/forecast.ts";
import { notificationEmail } from "../mail/templates/notification.ts";
import { sendMail } from "../mail/transport.ts";
import { readStored, readStoredOrNull } from "../stored-record.ts";
import { notificationSendsStore, subscriptionsStore } from "../stores.ts";
import type { SubscriptionRecord } from "../submissions.ts";
import { suspendSubscriber } from "./lifecycle.ts";
import { manageUrls } from "./signed-links.ts";

/**
 * One thing to tell subscribers: a published version (release subscribers), a week of them (digest), or the forecast
 * before a jobs report (subscribers of its topic, any frequency).
 */
export interface Update {
  /** The send records' prefix: the version id, "week-2026-W48", or "forecast-v1-2026-08". */
  readonly id: string;
  readonly frequency: Frequency | "any";
  /**
   * The versions it covers, oldest first, with when each was published and its digest (the figures the email quotes;
   * null or absent when the store no longer holds it).
   */
  readonly versions: readonly { at: string; changes: ChangeRecord; digest?: DatasetDigest | null }[];
  /** "Next update: …" lines for the email. */
  readonly next: readonly string[];
  /** The forecast to send instead of versions. */
  readonly forecast?: ForecastNotice;
}

export interface DeliveryOptions {
  /** The site's public origin, for the links. */
  readonly origin: string;
  readonly now?: () => Date;
  /** Emails per second at most (default 10). */
  readonly perSecond?: number;
  /** Emails in flight at once (default 4). */
  readonly concurrency?: number;
  /** Tries per subscriber before the address is suspended (default 5). */
  readonly maxAttempts?: number;
  /** Stop starting new sends at this moment (ms since the epoch); the next run continues. */
  readonly deadline?: number;
}

export interface DeliveryReport {
  subscribers: number;
  sent: number;
  alreadySent: number;
  nothingRelevant: number;
  failed: number;
  suspended: number;
  deferred: number;
}

/** A claim older than this is a run that died mid-send; its subscriber is tried again. */
export const STALE_CLAIM_MS = 10 * 60_000;
/** Waits before the next try after a failure: 1 min, 5 min, 30 min, 2 h. */
export const RETRY_DELAYS_MS = [60_000, 300_000, 1_800_000, 7_200_000] as const;

async function confirmedSubscribers(
  frequency: Frequency | "any",
): Promise<{ key: string; record: SubscriptionRecord }[]> {
  const store = subscriptionsStore();
  const { blobs } = await store.list();
  const out: { key: string; record: SubscriptionRecord }[] = [];
  for (const { key } of blobs) {
    // An unreadable record is logged and skipped: nobody is emailed on a record that cannot be trusted.
    const record = await readStoredOrNull(store, "subscriptions", key, SubscriptionRecordSchema);
    if (record?.status === "confirmed" && (frequency === "any" || (record.frequency ?? "release") === frequency))
      out.push({ key, record });
  }
  return out.sort((a, b) => (a.key < b.key ? -1 : 1));
}

/** Claims the send of `update` to `key`: the attempt number, or why not now. */
async function claim(
  sendKey: string,
  now: Date,
): Promise<{ attempt: number } | { skip: "sent" | "busy" | "later" | "unreadable" }> {
  const store = notificationSendsStore();
  for (let round = 0; round < 5; round++) {
    const existing = await readStored(store, "notification-sends", sendKey, SendRecordSchema);
    // A send record that cannot be read may say the email went out: it is logged and left, and nothing is sent on it
    // (a second copy of an email is worse than a send held for someone to look at).
    if (existing.kind === "unreadable") return { skip: "unreadable" };
    const record = existing.kind === "ok" ? existing.data : undefined;
    if (record?.status === "sent" || record?.status === "permanent") return { skip: "sent" };
    if (record?.status === "sending" && now.getTime() - Date.parse(record.startedAt) < STALE_CLAIM_MS)
      return { skip: "busy" };
    if (record?.status === "failed" && record.nextAttemptAt && Date.parse(record.nextAttemptAt) > now.getTime())
      return { skip: "later" };
    const attempt = (record?.attempts ?? 0) + 1;
    const next: SendRecord = { status: "sending", attempts: attempt, startedAt: now.toISOString() };
    // Compare-and-swap where the store gives an ETag (a store that gives none gets a plain write).
    const result = await store.setJSON(
      sendKey,
      next,
      existing.kind === "ok" ? (existing.etag ? { onlyIfMatch: existing.etag } : {}) : { onlyIfNew: true },
    );
    if (result.modified) return { attempt };
  }
  return { skip: "busy" };
}

/** Waits so that sends start at most `perSecond` a second. */
function pacer(perSecond: number) {
  let next = 0;
  return async () => {
    const now = Date.now();
    const at = Math.max(now, next);
    next = at + 1000 / perSecond;
    if (at > now) await new Promise((r) => setTimeout(r, at - now));
  };
}

/** Sends `update` to every confirmed subscriber of its frequency who asked for something in it. */
export async function deliverUpdate(update: Update, options: DeliveryOptions): Promise<DeliveryReport> {
  const now = options.now ?? (() => new Date());
  const maxAttempts = options.maxAttempts ?? 5;
  const pace = pacer(options.perSecond ?? 10);
  const report: DeliveryReport = {
    subscribers: 0,
    sent: 0,
    alreadySent: 0,
    nothingRelevant: 0,
    failed: 0,
    suspended: 0,
    deferred: 0,
  };
  const subscribers = await confirmedSubscribers(update.frequency);
  report.subscribers = subscribers.length;
  const store = notificationSendsStore();

  /** The email for one subscriber, or undefined when the update holds nothing they asked for. */
  const compose = async (key: string, record: SubscriptionRecord) => {
    const forecast = update.forecast;
    if (forecast) {
      if (!record.subscriptionTypes.includes(FORECAST_TOPIC)) return undefined;
      const manage = await manageUrls(options.origin, key);
      return {
        manage,
        email: await forecastEmail({ name: record.fullName, ...forecast, origin: options.origin, manage }),
      };
    }
    const choice = { subscriptionTypes: record.subscriptionTypes, states: record.states ?? [] };
    const parts = update.versions
      .map((v) => ({ at: v.at, n: notificationFor(v.changes, choice, v.digest) }))
      .filter((p): p is { at: string; n: NonNullable<typeof p.n> } => p.n !== undefined);
    if (parts.length === 0) return undefined;
    const links: NotificationLink[] = [];
    for (const p of parts) for (const l of p.n.links) if (!links.some((x) => x.path === l.path)) links.push(l);
    const manage = await manageUrls(options.origin, key);
    const email = await notificationEmail({
      name: record.fullName,
      updates: parts.map((p) => ({ date: `Published ${formatDate(p.at)}`, figures: p.n.figures, lines: p.n.lines })),
      links,
      next: [...update.next],
      origin: options.origin,
      manage,
      digest: update.frequency === "weekly",
    });
    return { manage, email };
  };

  const deliverOne = async ({ key, record }: { key: string; record: SubscriptionRecord }) => {
    const composed = await compose(key, record);
    if (!composed) {
      report.nothingRelevant += 1;
      return;
    }
    if (options.deadline !== undefined && Date.now() >= options.deadline) {
      report.deferred += 1;
      return;
    }
    const sendKey = `${update.id}/${key}`;
    const claimed = await claim(sendKey, now());
    if ("skip" in claimed) {
      if (claimed.skip === "sent") report.alreadySent += 1;
      else report.deferred += 1;
      return;
    }
    const { manage, email } = composed;
    await pace();
    const result = await sendMail({
      to: record.email,
      ...email,
      // The same Message-ID on every try: a resend after a run died between sending and recording is the same message.
      messageId: `<${createHash("sha256").update(sendKey).digest("hex").slice(0, 40)}@${new URL(options.origin).hostname}>`,
      headers: { "List-Unsubscribe": `<${manage.unsubscribe}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
    });
    const at = now();
    if (result.ok) {
      await store.setJSON(sendKey, {
        status: "sent",
        attempts: claimed.attempt,
        startedAt: at.toISOString(),
        sentAt: at.toISOString(),
        messageId: result.messageId,
      } satisfies SendRecord);
      report.sent += 1;
      return;
    }
    const giveUp = result.permanent || claimed.attempt >= maxAttempts;
    const delay = RETRY_DELAYS_MS[Math.min(claimed.attempt - 1, RETRY_DELAYS_MS.length - 1)] ?? 0;
    await store.setJSON(sendKey, {
      status: giveUp ? "permanent" : "failed",
      attempts: claimed.attempt,
      startedAt: at.toISOString(),
      error: result.error,
      ...(giveUp ? {} : { nextAttemptAt: new Date(at.getTime() + delay).toISOString() }),
    } satisfies SendRecord);
    if (giveUp) {
      await suspendSubscriber(key, at);
      report.suspended += 1;
      console.warn(
        `[notify] ${maskEmail(record.email)} suspended after ${claimed.attempt} failed tries: ${result.error}`,
      );
    } else report.failed += 1;
  };

  const queue = [...subscribers];
  const workers = Array.from({ length: Math.max(1, options.concurrency ?? 4) }, async () => {
    for (let next = queue.shift(); next; next = queue.shift()) await deliverOne(next);
  });
  await Promise.all(workers);
  console.log(
    `[notify] ${update.id}: ${report.sent} sent, ${report.alreadySent} already sent, ${report.nothingRelevant} with nothing they asked for, ${report.failed} failed (retried later), ${report.suspended} suspended, ${report.deferred} deferred, of ${report.subscribers} subscribers`,
  );
  return report;
}
