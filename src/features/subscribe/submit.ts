// Sending a subscription (POST /api/notifications/subscribe) and what the form shows for each answer, over the shared
// form submitter (src/features/forms/submit-form.ts).
import { SUBSCRIPTION_TYPES, type SubscriptionPayload, type SubscriptionType } from "../../domain/forms";
import type { WithHoneypot } from "../forms/honeypot";
import { isRecord, type SubmitResult, secondsText, submitForm } from "../forms/submit-form";
import { SUBSCRIBE_ENDPOINT } from "./constants";

/** What the form sends: the payload plus the honeypot, which people leave empty. */
export type SubscriptionRequest = WithHoneypot<SubscriptionPayload>;

export interface SubscriptionConfirmation {
  /** "updated" when the email was already subscribed; absent when the server does not say. */
  status?: "subscribed" | "updated";
  /** The types the server stored; absent when the server does not say. */
  subscriptionTypes?: SubscriptionType[];
}

/** The form's messages: the thrown message for a non-OK answer, the notice's default. */
export const SUBMIT_MESSAGES = {
  failed: "Failed to subscribe",
  unreachable: "Please try again later.",
} as const;

/** "Too many …" with the wait from Retry-After when there is one. */
export function rateLimitedMessage(seconds: number | undefined): string {
  return `Too many subscription attempts. Please try again ${seconds === undefined ? "later" : `in ${secondsText(seconds)}`}.`;
}

function confirmationFrom(body: unknown): SubscriptionConfirmation {
  if (!isRecord(body)) return {};
  const data: SubscriptionConfirmation = {};
  if (body.status === "subscribed" || body.status === "updated") data.status = body.status;
  if (Array.isArray(body.subscriptionTypes)) {
    data.subscriptionTypes = SUBSCRIPTION_TYPES.filter((t) => (body.subscriptionTypes as unknown[]).includes(t));
  }
  return data;
}

/** POSTs the subscription as JSON with credentials; never throws. */
export function submitSubscription(
  payload: SubscriptionRequest,
  fetchImpl: typeof fetch = fetch,
): Promise<SubmitResult<SubscriptionConfirmation>> {
  return submitForm(SUBSCRIBE_ENDPOINT, payload, {
    messages: { ...SUBMIT_MESSAGES, rateLimited: rateLimitedMessage },
    parse: confirmationFrom,
    fetchImpl,
  });
}
