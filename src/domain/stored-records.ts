/**
 * What the site keeps about the visitors who wrote to it, as it is stored: a subscriber's record and a contact
 * message. The server reads every stored record back through these schemas, so a damaged or hand-edited record is
 * noticed and left alone rather than acted on or overwritten. Fields the schemas do not know are kept as they are
 * (a record written by a newer version of the site loses nothing when an older one updates it); the record types
 * name only the known fields.
 */
import * as z from "zod/mini";
import { SUBSCRIPTION_TYPES } from "./forms.ts";
import { FREQUENCIES, SUBSCRIBER_STATUSES } from "./subscriptions.ts";

const Text = z.string();
const Timestamp = z.string().check(z.minLength(1));
const Count = z.int().check(z.gte(0));

/** What a form submission asks for: applied to the record only when its confirmation link is used. */
export const SubscriptionDetailsSchema = z.looseObject({
  fullName: Text,
  phoneNumber: z.optional(Text),
  comment: z.optional(Text),
  subscriptionTypes: z.array(z.enum(SUBSCRIPTION_TYPES)),
});
export type SubscriptionDetails = z.infer<typeof SubscriptionDetailsSchema>;

/** An emailed confirmation link that has not been used: the hash of its token, its expiry and its submission. */
export const OpenConfirmationSchema = z.looseObject({
  tokenHash: Text,
  expiresAt: Timestamp,
  requestedAt: Timestamp,
  details: SubscriptionDetailsSchema,
});
export type OpenConfirmation = z.infer<typeof OpenConfirmationSchema>;

export const SUBSCRIPTION_EVENTS = ["requested", "confirmed", "unsubscribed", "suspended"] as const;

/** A subscriber, one per address (keyed by a hash of the address). */
const SubscriptionRecordFields = z.object({
  ...SubscriptionDetailsSchema.shape,
  email: Text.check(z.minLength(3)),
  /** States whose layoff and state alerts the subscriber watches (none = all). */
  states: z.optional(z.array(Text)),
  frequency: z.optional(z.enum(FREQUENCIES)),
  /** Records stored before confirmation existed have none and count as pending. */
  status: z.optional(z.enum(SUBSCRIBER_STATUSES)),
  /** The open confirmations: one per emailed link, each with what was submitted with it (applied on confirming). */
  confirms: z.optional(z.array(OpenConfirmationSchema)),
  /** The one open confirmation of records stored before there could be several (its details are the record's). */
  confirm: z.optional(z.looseObject({ tokenHash: Text, expiresAt: Timestamp })),
  /** The hash of the token that confirmed the subscription, so a second use of its link is told so. */
  confirmedWith: z.optional(Text),
  createdAt: Timestamp,
  updatedAt: Timestamp,
  /** The latest confirmation and unsubscription (every one is in `history`). */
  confirmedAt: z.optional(Timestamp),
  unsubscribedAt: z.optional(Timestamp),
  /** What happened to the subscription, oldest first (the newest HISTORY_LENGTH events). */
  history: z.optional(z.array(z.looseObject({ event: z.enum(SUBSCRIPTION_EVENTS), at: Timestamp }))),
  /** How many times this address has been submitted on the form (and emailed a link). */
  submissions: Count,
});
export type SubscriptionRecord = z.infer<typeof SubscriptionRecordFields>;
export const SubscriptionRecordSchema: z.ZodMiniType<SubscriptionRecord> = z.looseObject(
  SubscriptionRecordFields.shape,
);

export const CONTACT_EMAIL_STATUSES = ["sent", "outbox", "failed", "not-configured"] as const;

/** A contact message as it is stored, under a key of its own, and how its copy to the team's inbox went. */
const ContactRecordFields = z.object({
  id: Text.check(z.minLength(1)),
  name: Text,
  email: Text,
  phone: z.optional(Text),
  comment: Text,
  receivedAt: Timestamp,
  /** Whether the copy to the team's inbox went out (absent until the attempt is made). */
  emailed: z.optional(
    z.looseObject({
      status: z.enum(CONTACT_EMAIL_STATUSES),
      at: Timestamp,
      messageId: z.optional(Text),
      error: z.optional(Text),
    }),
  ),
});
export type ContactRecord = z.infer<typeof ContactRecordFields>;
export const ContactRecordSchema: z.ZodMiniType<ContactRecord> = z.looseObject(ContactRecordFields.shape);

/** What Stripe last said about a report purchase's charge. */
export const ChargeCheckSchema = z.looseObject({
  chargeId: Text,
  refunded: z.boolean(),
  amountRefunded: z.number(),
  disputed: z.boolean(),
});
export type ChargeCheck = z.infer<typeof ChargeCheckSchema>;

/** A report purchase, one per PaymentIntent, recorded from Stripe's signed webhook. */
const PurchaseRecordFields = z.object({
  paymentIntentId: Text.check(z.minLength(1)),
  amount: Count,
  currency: Text,
  product: Text,
  /** sha256 of the PaymentIntent's client secret: lets the success page prove it holds it without storing it. */
  clientSecretHash: z.nullable(Text),
  eventId: Text,
  paidAt: Timestamp,
  recordedAt: Timestamp,
  /**
   * When the payment's state was last known from Stripe: the succeeded event's creation until a re-check with
   * Stripe writes the time of its answer here.
   */
  checkedAt: z.optional(Timestamp),
  /** The charge as that re-check found it. */
  charge: z.optional(ChargeCheckSchema),
});
export type PurchaseRecord = z.infer<typeof PurchaseRecordFields>;
export const PurchaseRecordSchema: z.ZodMiniType<PurchaseRecord> = z.looseObject(PurchaseRecordFields.shape);

/** An address's form emails of the last day: only the times they were sent (the address itself is not stored). */
export const QuotaRecordSchema = z.looseObject({ sentAt: z.array(Timestamp) });
export type QuotaRecord = z.infer<typeof QuotaRecordSchema>;

export const SEND_STATUSES = ["sending", "sent", "failed", "permanent"] as const;

/** One update's send to one subscriber: claimed before the email goes out, marked sent (or failed) after. */
const SendRecordFields = z.object({
  status: z.enum(SEND_STATUSES),
  attempts: Count,
  startedAt: Timestamp,
  sentAt: z.optional(Timestamp),
  messageId: z.optional(Text),
  error: z.optional(Text),
  nextAttemptAt: z.optional(Timestamp),
});
export type SendRecord = z.infer<typeof SendRecordFields>;
export const SendRecordSchema: z.ZodMiniType<SendRecord> = z.looseObject(SendRecordFields.shape);
