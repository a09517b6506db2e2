/**
 * What the site keeps about the visitors who wrote to it, as it is stored: a subscriber's record and a contact
 * message. The server reads every stored record back through these schemas, so a damaged or hand-edited record is
 * noticed and left alone rather than acted on or overwritten. Fields the schemas do not know are kept as they are
 * (a record written by a newer version of the site loses nothing when an older one updates it); the record types
 * name only the known fields.
 */
import { z } from "zod";
import { SUBSCRIPTION_TYPES } from "./forms.ts";
import { FREQUENCIES, SUBSCRIBER_STATUSES } from "./subscriptions.ts";

const Text = z.string();
const Timestamp = z.string().min(1);

/** What a form submission asks for: applied to the record only when its confirmation link is used. */
export const SubscriptionDetailsSchema = z.looseObject({
  fullName: Text,
  phoneNumber: Text.optional(),
  comment: Text.optional(),
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
  email: Text.min(3),
  /** States whose layoff and state alerts the subscriber watches (none = all). */
  states: z.array(Text).optional(),
  frequency: z.enum(FREQUENCIES).optional(),
  /** Records stored before confirmation existed have none and count as pending. */
  status: z.enum(SUBSCRIBER_STATUSES).optional(),
  /** The open confirmations: one per emailed link, each with what was submitted with it (applied on confirming). */
  confirms: z.array(OpenConfirmationSchema).optional(),
  /** The one open confirmation of records stored before there could be several (its details are the record's). */
  confirm: z.looseObject({ tokenHash: Text, expiresAt: Timestamp }).optional(),
  /** The hash of the token that confirmed the subscription, so a second use of its link is told so. */
  confirmedWith: Text.optional(),
  createdAt: Timestamp,
  updatedAt: Timestamp,
  /** The latest confirmation and unsubscription (every one is in `history`). */
  confirmedAt: Timestamp.optional(),
  unsubscribedAt: Timestamp.optional(),
  /** What happened to the subscription, oldest first (the newest HISTORY_LENGTH events). */
  history: z.array(z.looseObject({ event: z.enum(SUBSCRIPTION_EVENTS), at: Timestamp })).optional(),
  /** How many times this address has been submitted on the form (and emailed a link). */
  submissions: z.number().int().nonnegative(),
});
export type SubscriptionRecord = z.infer<typeof SubscriptionRecordFields>;
export const SubscriptionRecordSchema: z.ZodType<SubscriptionRecord> = SubscriptionRecordFields.loose();

export const CONTACT_EMAIL_STATUSES = ["sent", "outbox", "failed", "not-configured"] as const;

/** A contact message as it is stored, under a key of its own, and how its copy to the team's inbox went. */
const ContactRecordFields = z.object({
  id: Text.min(1),
  name: Text,
  email: Text,
  phone: Text.optional(),
  comment: Text,
  receivedAt: Timestamp,
  /** Whether the copy to the team's inbox went out (absent until the attempt is made). */
  emailed: z
    .looseObject({
      status: z.enum(CONTACT_EMAIL_STATUSES),
      at: Timestamp,
      messageId: Text.optional(),
      error: Text.optional(),
    })
    .optional(),
});
export type ContactRecord = z.infer<typeof ContactRecordFields>;
export const ContactRecordSchema: z.ZodType<ContactRecord> = ContactRecordFields.loose();

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
  paymentIntentId: Text.min(1),
  amount: z.number().int().nonnegative(),
  currency: Text,
  product: Text,
  /** sha256 of the PaymentIntent's client secret: lets the success page prove it holds it without storing it. */
  clientSecretHash: Text.nullable(),
  eventId: Text,
  paidAt: Timestamp,
  recordedAt: Timestamp,
  /**
   * When the payment's state was last known from Stripe: the succeeded event's creation until a re-check with
   * Stripe writes the time of its answer here.
   */
  checkedAt: Timestamp.optional(),
  /** The charge as that re-check found it. */
  charge: ChargeCheckSchema.optional(),
});
export type PurchaseRecord = z.infer<typeof PurchaseRecordFields>;
export const PurchaseRecordSchema: z.ZodType<PurchaseRecord> = PurchaseRecordFields.loose();
