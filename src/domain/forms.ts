/**
 * Payload schemas of the two public forms (subscribe, contact), written with `zod/mini` so that browser bundles stay small;
 * the server validates the same payloads with the same schemas.
 */
import * as z from "zod/mini";
import { cleanTypedText } from "./text.ts";

export const FORM_MESSAGES = {
  fullName: "Full name must be at least 2 characters",
  email: "Please enter a valid email address",
  subscriptionTypes: "Please select at least one notification type",
  name: "Name is required",
  comment: "Please provide at least 10 characters in your comment",
} as const;

/** Upper bounds that keep stored messages small; generous for real input. */
export const FORM_LIMITS = {
  name: 100,
  email: 254,
  phone: 32,
  comment: 2000,
} as const;

export const SUBSCRIPTION_TYPES = ["all", "layoffs", "hiring", "skills", "states", "forecast"] as const;
export type SubscriptionType = (typeof SUBSCRIPTION_TYPES)[number];

export const SUBSCRIPTION_TYPE_LABELS: Readonly<Record<SubscriptionType, string>> = {
  all: "All Updates",
  layoffs: "Layoff Alerts",
  hiring: "Hiring Trends",
  skills: "Skills Demand",
  states: "State Updates",
  forecast: "Forecast before each jobs report",
};

export const DEFAULT_SUBSCRIPTION_TYPES: readonly SubscriptionType[] = ["all"];

/** Trimmed, then matched against zod's email pattern (which admits no control character) (a format schema would validate before trimming). */
const email = z
  .string({ error: FORM_MESSAGES.email })
  .check(z.trim(), z.maxLength(FORM_LIMITS.email, FORM_MESSAGES.email), z.regex(z.regexes.email, FORM_MESSAGES.email));

/** Typed text as it is kept: control and bidi-override characters removed (see cleanTypedText), then trimmed. */
const cleaned = (multiline: boolean) => [z.overwrite((v: string) => cleanTypedText(v, multiline)), z.trim()] as const;

/**
 * A required free-text field: cleaned and trimmed, then at least `min` and at most `max` characters; `message` when
 * short or missing. Only a comment is `multiline`. The checkout's name field is one too (src/domain/payments.ts).
 */
export function requiredText(min: number, max: number, message: string, tooLong: string, multiline = false) {
  return z
    .string({ error: message })
    .check(...cleaned(multiline), z.minLength(min, message), z.maxLength(max, tooLong));
}

/** An optional free-text field: absent, empty or a bounded string, cleaned and trimmed. */
function optionalText(max: number, message: string, multiline = false) {
  return z.optional(z.string().check(...cleaned(multiline), z.maxLength(max, message)));
}

/** POST /api/notifications/subscribe body. */
export const SubscriptionPayloadSchema = z.object({
  fullName: requiredText(
    2,
    FORM_LIMITS.name,
    FORM_MESSAGES.fullName,
    `Full name must be at most ${FORM_LIMITS.name} characters`,
  ),
  email,
  phoneNumber: optionalText(FORM_LIMITS.phone, `Phone number must be at most ${FORM_LIMITS.phone} characters`),
  comment: optionalText(FORM_LIMITS.comment, `Comment must be at most ${FORM_LIMITS.comment} characters`, true),
  subscriptionTypes: z
    .array(z.enum(SUBSCRIPTION_TYPES, FORM_MESSAGES.subscriptionTypes), FORM_MESSAGES.subscriptionTypes)
    .check(
      z.minLength(1, FORM_MESSAGES.subscriptionTypes),
      z.maxLength(SUBSCRIPTION_TYPES.length, FORM_MESSAGES.subscriptionTypes),
    ),
});
export type SubscriptionPayload = z.infer<typeof SubscriptionPayloadSchema>;

/** POST /api/contact body. */
export const ContactPayloadSchema = z.object({
  name: requiredText(1, FORM_LIMITS.name, FORM_MESSAGES.name, `Name must be at most ${FORM_LIMITS.name} characters`),
  email,
  phone: optionalText(FORM_LIMITS.phone, `Phone must be at most ${FORM_LIMITS.phone} characters`),
  comment: requiredText(
    10,
    FORM_LIMITS.comment,
    FORM_MESSAGES.comment,
    `Comment must be at most ${FORM_LIMITS.comment} characters`,
    true,
  ),
});
export type ContactPayload = z.infer<typeof ContactPayloadSchema>;
