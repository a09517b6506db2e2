import type { Config } from "@netlify/functions";
import { SubscriptionPayloadSchema } from "../../src/domain/forms.ts";
import { maskEmail } from "../../src/domain/validation.ts";
import { formRoute } from "../../src/server/form-route.ts";
import { newSubscriptionRecord, type SubscriptionRecord, saveSubscription } from "../../src/server/submissions.ts";

const answer = (created: boolean, record: SubscriptionRecord) => ({
  status: created ? "subscribed" : "updated",
  subscriptionTypes: record.subscriptionTypes,
});

export default formRoute(
  "subscribe",
  SubscriptionPayloadSchema,
  async (payload) => {
    const { created, record } = await saveSubscription(payload);
    console.log(`[subscribe] ${created ? "new subscriber" : "updated subscriber"} ${maskEmail(record.email)}`);
    return answer(created, record);
  },
  (payload) => answer(true, newSubscriptionRecord(payload)),
);

export const config: Config = {
  path: "/api/notifications/subscribe",
  method: "POST",
  rateLimit: { windowLimit: 20, windowSize: 60, aggregateBy: ["ip", "domain"] },
};
