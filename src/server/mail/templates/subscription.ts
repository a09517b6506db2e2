// The emails of the subscription lifecycle: confirm a new subscription, and manage an existing one (sent instead of
// changing anything when a subscribed address is submitted again). An email to an address that has not confirmed
// carries nothing a stranger typed (not even the name in its greeting): only the site's own words and link.
import { CONFIRM_TOKEN_HOURS } from "../../../domain/subscriptions.ts";
import { A, P, renderEmail } from "./layout.ts";

const SITE = "US Jobs Analytics";

export async function confirmSubscriptionEmail(confirmLink: string) {
  const { html, text } = await renderEmail({
    preview: "Confirm your subscription to US Jobs Analytics updates",
    heading: "Confirm your subscription",
    body: [
      P("Hello,"),
      P(
        `Someone, hopefully you, asked to receive ${SITE} updates at this address. To start them, open this link and press Confirm:`,
      ),
      P(A(confirmLink, "Confirm my subscription")),
      P(
        `The link works once, for ${CONFIRM_TOKEN_HOURS} hours. If you did not ask, ignore this email: nothing is sent unless the subscription is confirmed, and the request is deleted after a week.`,
      ),
    ],
    footer: [`You received this because the subscription form of ${SITE} was submitted with this address.`],
  });
  return { subject: `Confirm your ${SITE} subscription`, html, text };
}

/** To a confirmed subscriber: the name in the greeting is the one they confirmed. */
export async function manageSubscriptionEmail(name: string, links: { preferences: string; unsubscribe: string }) {
  const { html, text } = await renderEmail({
    preview: "You are already subscribed: manage your subscription",
    heading: "You are already subscribed",
    body: [
      P(`Hello ${name},`),
      P(
        `The subscription form of ${SITE} was submitted again with this address, which is already subscribed. Nothing was changed.`,
      ),
      P([
        "To change the topics, states or frequency of your updates: ",
        A(links.preferences, "manage your subscription"),
      ]),
      P(["To stop them: ", A(links.unsubscribe, "unsubscribe")]),
    ],
    footer: [`You received this because this address is subscribed to ${SITE} updates.`],
  });
  return { subject: `Your ${SITE} subscription`, html, text };
}
