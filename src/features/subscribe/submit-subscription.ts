// Sending a subscription (POST /api/notifications/subscribe) and what the form shows for each answer, over the shared
// form submitter (src/features/forms/submit-form.ts).
import type { SubscriptionPayload } from "~/domain/forms";
import type { WithHoneypot } from "../forms/honeypot";
import { isRecord, type SubmitResult, secondsText, submitForm } from "../forms/submit-form";
import { SUBSCRIBE_ENDPOINT } from "./subscribe-copy";

/** What the form sends: the payload plus the honeypot, which people leave empty. */
export type SubscriptionRequest = WithHoneypot<SubscriptionPayload>;

export interface SubscriptionConfirmation {
  /**
   * "pending": a confirmation link was emailed (the answer is the same for an address already subscribed, which gets
   * a manage email instead, so the form cannot reveal who is subscribed); absent when the server does not say.
   */
  status?: "pending";
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
  if (body["status"] === "pending") data.status = body["status"];
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
