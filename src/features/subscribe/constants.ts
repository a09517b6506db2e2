// What the subscription form says, and where it posts (netlify/functions/subscribe.mts).

/** Where the form posts. */
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
