import type { Config } from "@netlify/functions";
import { SUBSCRIBE_LABELS, SUBSCRIBE_TEXT, subscribeDoneText } from "../../src/domain/form-texts.ts";
import { SubscriptionPayloadSchema } from "../../src/domain/forms.ts";
import { siteUrl } from "../../src/server/configured-site-url.ts";
import { formRoute } from "../../src/server/form-route.ts";
import { requestSubscription } from "../../src/server/subscriptions/lifecycle.ts";

/**
 * The same answer whatever the address's state (new, pending, confirmed, unsubscribed), so the form cannot tell
 * anyone whether an address is subscribed: what happens next is said in the email.
 */
const answer = () => ({ status: "pending" });

export default formRoute(
  "subscribe",
  SubscriptionPayloadSchema,
  async (payload) => {
    await requestSubscription(payload, siteUrl());
    return answer();
  },
  answer,
  {
    back: { href: "/", label: "Back to the dashboard" },
    lists: ["subscriptionTypes"],
    labels: SUBSCRIBE_LABELS,
    done: (payload) => ({
      title: SUBSCRIBE_TEXT.successHeading,
      text: subscribeDoneText(payload.email, payload.subscriptionTypes),
    }),
  },
);

export const config: Config = {
  path: "/api/notifications/subscribe",
  method: "POST",
  rateLimit: { windowLimit: 20, windowSize: 60, aggregateBy: ["ip", "domain"] },
};
