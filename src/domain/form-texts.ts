// What the two public forms say and where they post: the islands show these texts, and the functions answer a form
// sent without JavaScript with a page that uses the same words.
import { CONFIRM_TOKEN_HOURS } from "./constants.ts";
import { SUBSCRIPTION_TYPE_LABELS, type SubscriptionType } from "./forms.ts";

/** Where the subscription form posts (netlify/functions/subscribe.mts). */
export const SUBSCRIBE_ENDPOINT = "/api/notifications/subscribe";

/** What the form says: its titles, button and toasts. */
export const SUBSCRIBE_TEXT = {
  title: "Get Employment Market Updates",
  intro: "Choose the updates you want and we will email you when the employment data changes.",
  submit: "Subscribe to Updates",
  submitting: "Subscribing...",
  successHeading: "Check Your Inbox",
  again: "Subscribe Someone Else",
  successToastTitle: "Check your inbox",
  successToastDescription: "Confirm your subscription with the link we emailed you.",
  failureToastTitle: "Subscription failed",
} as const;

/** Where the contact form posts (netlify/functions/contact.mts). */
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

const listFormat = new Intl.ListFormat("en-US", { style: "long", type: "conjunction" });

/** What happens after a subscription request, in the order the visitor meets it. */
export function subscribeDoneText(email: string, types: readonly SubscriptionType[]): string {
  const chosen = listFormat.format(types.map((t) => SUBSCRIPTION_TYPE_LABELS[t]));
  return `We sent an email to ${email}. Open the link in it and press Confirm to start receiving ${chosen}. The link works for ${CONFIRM_TOKEN_HOURS} hours; if the address is already subscribed, the email says how to manage the subscription instead.`;
}

/** The subscription form's field labels. */
export const SUBSCRIBE_LABELS = {
  fullName: "Full name",
  email: "Email",
  phoneNumber: "Phone number",
  comment: "Comment",
  subscriptionTypes: "Notification types",
} as const;

/** The contact form's field labels. */
export const CONTACT_LABELS = { name: "Name", email: "Email", phone: "Phone", comment: "Comment" } as const;
