// Sending a contact message (POST /api/contact) over the shared form submitter, with the form's messages.
import type { ContactPayload } from "~/domain/forms";
import type { WithHoneypot } from "../forms/honeypot";
import { isRecord, type SubmitResult, submitForm } from "../forms/submit-form";
import { CONTACT_ENDPOINT, contactFailureMessage, contactRateLimitedMessage } from "./contact-copy";

export type ContactRequest = WithHoneypot<ContactPayload>;

/** What the server says it stored; absent parts when it does not say (the honeypot answer). */
export interface ContactReceipt {
  id?: string;
  receivedAt?: string;
}

function receiptFrom(body: unknown): ContactReceipt {
  if (!isRecord(body)) return {};
  const receipt: ContactReceipt = {};
  if (typeof body["id"] === "string") receipt.id = body["id"];
  if (typeof body["receivedAt"] === "string") receipt.receivedAt = body["receivedAt"];
  return receipt;
}

/**
 * POSTs the message as JSON with credentials; never throws. Failures read 'Please try again later
 * or contact us directly at {contactEmail}' (with the wait on a 429), or the server's own message
 * when it rejected fields.
 */
export function submitContact(
  payload: ContactRequest,
  contactEmail: string,
  fetchImpl: typeof fetch = fetch,
): Promise<SubmitResult<ContactReceipt>> {
  const fallback = contactFailureMessage(contactEmail);
  return submitForm(CONTACT_ENDPOINT, payload, {
    messages: {
      failed: fallback,
      unreachable: fallback,
      rateLimited: (s) => contactRateLimitedMessage(s, contactEmail),
    },
    parse: receiptFrom,
    fetchImpl,
  });
}
