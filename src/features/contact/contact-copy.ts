// What the contact form says, and where it posts (netlify/functions/contact.mts).
import { secondsText } from "../forms/submit-form";

export { CONTACT_ENDPOINT, CONTACT_TEXT } from "~/domain/form-texts";

/** The failure toast's description, with the site's contact address. */
export function contactFailureMessage(email: string): string {
  return `Please try again later or contact us directly at ${email}`;
}

/** The description after a 429: when to try again, and the address. */
export function contactRateLimitedMessage(seconds: number | undefined, email: string): string {
  const when = seconds === undefined ? "later" : `in ${secondsText(seconds)}`;
  return `Too many messages were sent. Please try again ${when} or contact us directly at ${email}`;
}
