// Names the subscription form shares with its server route (netlify/functions/subscribe.mts).
// Mirrored rather than imported so that no server module reaches the browser bundle; a unit test
// keeps HONEYPOT_FIELD equal to the server's.

/** Where the form posts (spec §7). */
export const SUBSCRIBE_ENDPOINT = "/api/notifications/subscribe";

/** The hidden field people never fill in and bots do (src/server/form-route.ts HONEYPOT_FIELD). */
export const HONEYPOT_FIELD = "website";

/** What the form says (titles and toasts as in spec §8). */
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
