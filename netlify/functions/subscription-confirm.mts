// The link in the confirmation email. GET shows a page with a Confirm button and changes nothing (mail scanners open
// every link); the button POSTs, and only that confirms.
import type { Config } from "@netlify/functions";
import { CONFIRM_TOKEN_HOURS } from "../../src/domain/subscriptions.ts";
import { escapeHtml } from "../../src/domain/text.ts";
import { siteUrl } from "../../src/server/configured-site-url.ts";
import { brokenLinkPage, htmlPage, postForm } from "../../src/server/html-page.ts";
import { methodNotAllowed } from "../../src/server/json-response.ts";
import { readFormBody } from "../../src/server/request.ts";
import { confirmSubscription } from "../../src/server/subscriptions/lifecycle.ts";
import { ENDPOINTS, linkQuery, manageUrls } from "../../src/server/subscriptions/signed-links.ts";

const invalid = () =>
  brokenLinkPage(
    `<p>This confirmation link has expired, was already used, or is incomplete. Confirmation links work once, for ${CONFIRM_TOKEN_HOURS} hours.</p><p><a href="/#subscribe">Subscribe again</a> to get a new one.</p>`,
  );

const alreadyUsed = () =>
  htmlPage(
    "This link was already used",
    "<p>This confirmation link has already confirmed the subscription, and works only once. Every email we send has links to change what you receive or to unsubscribe.</p>",
    409,
  );

export default async (req: Request): Promise<Response> => {
  if (req.method === "GET") {
    const link = linkQuery(new URL(req.url), "t");
    if (!link) return invalid();
    return htmlPage(
      "Confirm your subscription",
      `<p>Press the button to start receiving US Jobs Analytics updates at this address.</p>${postForm(ENDPOINTS.confirm, { k: link.key, t: link.proof }, "Confirm subscription")}<p class="note">Nothing happens until you press it.</p>`,
    );
  }
  if (req.method !== "POST") return methodNotAllowed(["GET", "POST"]);
  const form = await readFormBody(req);
  if (!form.ok) return form.response;
  const key = form.value.get("k") ?? "";
  const outcome = await confirmSubscription(key, form.value.get("t") ?? "");
  // Only the request that confirmed gets the manage link; a second use of the link (a double click, a scanner, a
  // request that lost the race) learns only that it was used.
  if (outcome === "already-used") return alreadyUsed();
  if (outcome !== "confirmed") return invalid();
  const links = await manageUrls(siteUrl(), key);
  return htmlPage(
    "Subscription confirmed",
    `<p>You will receive the updates you chose. Every email has links to change what you receive or to unsubscribe.</p><p><a href="${escapeHtml(links.preferences)}">Choose topics, states and frequency</a></p>`,
  );
};

export const config: Config = {
  path: "/api/notifications/confirm",
  method: ["GET", "POST"],
  rateLimit: { windowLimit: 30, windowSize: 60, aggregateBy: ["ip", "domain"] },
};
