// What the contact form says, and where it posts (netlify/functions/contact.mts).
import { secondsText } from "../forms/submit-form";

/** Where the form posts. */
export const CONTACT_ENDPOINT = "/api/contact";

export const CONTACT_TEXT = {
  title: "Contact Us",
  intro: "Questions about a figure, a correction or an idea for the site? Send us a message.",
  submit: "Send Message",
  submitting: "Sending...",
  successToastTitle: "Message sent successfully!",
  successToastDescription: "Thank you for your feedback. We'll get back to you soon.",
  failureToastTitle: "Failed to send message",
} as const;

/** The failure toast's description, with the site's contact address. */
export function contactFailureMessage(email: string): string {
  return `Please try again later or contact us directly at ${email}`;
}

/** The description after a 429: when to try again, and the address. */
export function contactRateLimitedMessage(seconds: number | undefined, email: string): string {
  const when = seconds === undefined ? "later" : `in ${secondsText(seconds)}`;
  return `Too many messages were sent. Please try again ${when} or contact us directly at ${email}`;
}
