// Unsubscribing. The List-Unsubscribe header of every notification points here, and mail clients POST
// "List-Unsubscribe=One-Click" to it (RFC 8058): that unsubscribes at once, idempotently. The email's footer link
// opens the same URL with GET, which shows a button that POSTs; GET itself changes nothing.
import type { Config } from "@netlify/functions";
import { brokenLinkPage, htmlPage, postForm } from "../../src/server/html-page.ts";
import { methodNotAllowed } from "../../src/server/json-response.ts";
import { readFormBody } from "../../src/server/request.ts";
import { unsubscribe } from "../../src/server/subscriptions/lifecycle.ts";
import { ENDPOINTS, signedLinkQuery, verifyKey } from "../../src/server/subscriptions/signed-links.ts";

const invalid = () =>
  brokenLinkPage("<p>This unsubscribe link is incomplete or was changed. Use the link from one of our emails.</p>");

export default async (req: Request): Promise<Response> => {
  const url = new URL(req.url);
  if (req.method === "GET") {
    const link = await signedLinkQuery(url);
    if (!link) return invalid();
    return htmlPage(
      "Unsubscribe",
      `<p>Stop all US Jobs Analytics update emails to this address? Receipts for purchases are not affected.</p>${postForm(ENDPOINTS.unsubscribe, { k: link.key, s: link.signature }, "Unsubscribe")}`,
    );
  }
  if (req.method !== "POST") return methodNotAllowed(["GET", "POST"]);
  const form = await readFormBody(req);
  if (!form.ok) return form.response;
  // One-click POSTs carry the key in the URL; the page's form carries it in the body.
  const key = form.value.get("k") ?? url.searchParams.get("k") ?? "";
  const signature = form.value.get("s") ?? url.searchParams.get("s") ?? "";
  if (!(await verifyKey(key, signature))) return invalid();
  await unsubscribe(key);
  return htmlPage(
    "You are unsubscribed",
    `<p>You will receive no more update emails. You can <a href="/#subscribe">subscribe again</a> at any time.</p>`,
  );
};

export const config: Config = {
  path: "/api/notifications/unsubscribe",
  method: ["GET", "POST"],
  rateLimit: { windowLimit: 30, windowSize: 60, aggregateBy: ["ip", "domain"] },
};
