// What the subscription form says, and where it posts (netlify/functions/subscribe.mts).

/** Where the form posts. */
export const SUBSCRIBE_ENDPOINT = "/api/notifications/subscribe";

/** What the form says: its titles, button and toasts. */
export const SUBSCRIBE_TEXT = {
  title: "Get Employment Market Updates",
  intro: "Choose the updates you want and we will email you when the employment data changes.",
  submit: "Subscribe to Updates",
  submitting: "Subscribing...",
  successHeading: "You're All Set!",
  again: "Subscribe Someone Else",
  successToastTitle: "Successfully subscribed!",
  successToastDescription: "You'll receive updates about employment market changes.",
  failureToastTitle: "Subscription failed",
} as const;
