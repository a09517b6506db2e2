// A subscriber's preferences, reached by the signed link in every email (no login): topics, watched states and
// frequency, saved with a POST; the page also offers to unsubscribe. Bad input answers 400 with the form again.
import type { Config } from "@netlify/functions";
import { SUBSCRIPTION_TYPE_LABELS, SUBSCRIPTION_TYPES } from "../../src/domain/forms.ts";
import { US_STATES } from "../../src/domain/geography.ts";
import { FREQUENCIES, FREQUENCY_LABELS, type Preferences, PreferencesSchema } from "../../src/domain/subscriptions.ts";
import { escapeHtml } from "../../src/domain/text.ts";
import { brokenLinkPage, htmlPage, postForm } from "../../src/server/html-page.ts";
import { methodNotAllowed } from "../../src/server/json-response.ts";
import { readFormBody } from "../../src/server/request.ts";
import type { SubscriptionRecord } from "../../src/server/submissions.ts";
import { readSubscriber, savePreferences } from "../../src/server/subscriptions/lifecycle.ts";
import { ENDPOINTS, signedLinkQuery, verifyKey } from "../../src/server/subscriptions/signed-links.ts";

const invalid = () =>
  brokenLinkPage("<p>This link is incomplete or was changed. Use the link from one of our emails.</p>");
const notSubscribed = () =>
  htmlPage(
    "Not subscribed",
    `<p>This address has no confirmed subscription. <a href="/#subscribe">Subscribe</a> to choose updates.</p>`,
    404,
  );

function checkbox(name: string, value: string, label: string, checked: boolean): string {
  return `<label><input type="checkbox" name="${name}" value="${escapeHtml(value)}"${checked ? " checked" : ""}> ${escapeHtml(label)}</label>`;
}

function page(key: string, signature: string, chosen: Preferences, message = "", status = 200): Response {
  const topics = SUBSCRIPTION_TYPES.map((t) =>
    checkbox("subscriptionTypes", t, SUBSCRIPTION_TYPE_LABELS[t], chosen.subscriptionTypes.includes(t)),
  ).join("");
  const states = US_STATES.map((s) => checkbox("states", s.code, s.name, chosen.states.includes(s.code))).join("");
  const frequency = FREQUENCIES.map(
    (f) =>
      `<label><input type="radio" name="frequency" value="${f}"${chosen.frequency === f ? " checked" : ""}> ${escapeHtml(FREQUENCY_LABELS[f])}</label>`,
  ).join("");
  const fields = `<fieldset><legend>Topics</legend>${topics}</fieldset><fieldset><legend>States you watch</legend><p class="note">Layoff and state alerts are limited to the states you choose; choose none to hear about every state.</p><div class="grid">${states}</div></fieldset><fieldset><legend>How often</legend>${frequency}</fieldset>`;
  return htmlPage(
    "Your update preferences",
    `${message}${postForm(ENDPOINTS.preferences, { k: key, s: signature }, "Save preferences", fields)}<h2>Stop all updates</h2>${postForm(ENDPOINTS.unsubscribe, { k: key, s: signature }, "Unsubscribe", "", "secondary")}`,
    status,
  );
}

const current = (r: SubscriptionRecord): Preferences => ({
  subscriptionTypes: r.subscriptionTypes,
  states: r.states ?? [],
  frequency: r.frequency ?? "release",
});

export default async (req: Request): Promise<Response> => {
  if (req.method === "GET") {
    const link = await signedLinkQuery(new URL(req.url));
    if (!link) return invalid();
    const record = await readSubscriber(link.key);
    if (record?.status !== "confirmed") return notSubscribed();
    return page(link.key, link.signature, current(record));
  }
  if (req.method !== "POST") return methodNotAllowed(["GET", "POST"]);
  const form = await readFormBody(req);
  if (!form.ok) return form.response;
  const key = form.value.get("k") ?? "";
  const signature = form.value.get("s") ?? "";
  if (!(await verifyKey(key, signature))) return invalid();
  const parsed = PreferencesSchema.safeParse({
    subscriptionTypes: form.value.getAll("subscriptionTypes"),
    states: form.value.getAll("states"),
    frequency: form.value.get("frequency") ?? "",
  });
  const record = await readSubscriber(key);
  if (record?.status !== "confirmed") return notSubscribed();
  if (!parsed.success) {
    const problem = parsed.error.issues[0]?.message ?? "Check your choices.";
    return page(key, signature, current(record), `<p class="error" role="alert">${escapeHtml(problem)}</p>`, 400);
  }
  if (!(await savePreferences(key, parsed.data))) return notSubscribed();
  return page(key, signature, parsed.data, `<p role="status">Your preferences are saved.</p>`);
};

export const config: Config = {
  path: "/api/notifications/preferences",
  method: ["GET", "POST"],
  rateLimit: { windowLimit: 30, windowSize: 60, aggregateBy: ["ip", "domain"] },
};
