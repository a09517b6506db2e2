// Unsubscribing. The List-Unsubscribe header of every notification points here, and mail clients POST
// "List-Unsubscribe=One-Click" to it (RFC 8058): that unsubscribes at once, idempotently. The email's footer link
// opens the same URL with GET, which shows a button that POSTs; GET itself changes nothing.
import type { Config } from "@netlify/functions";
import { htmlPage, postForm } from "../../src/server/html-page.ts";
import { methodNotAllowed } from "../../src/server/json-response.ts";
import { readFormBody, unknownQueryParam } from "../../src/server/request.ts";
import { unsubscribe } from "../../src/server/subscriptions/lifecycle.ts";
import { ENDPOINTS, verifyKey } from "../../src/server/subscriptions/signed-links.ts";

const invalid = () =>
  htmlPage(
    "This link does not work",
    "<p>This unsubscribe link is incomplete or was changed. Use the link from one of our emails.</p>",
    400,
  );

export default async (req: Request): Promise<Response> => {
  const url = new URL(req.url);
  if (req.method === "GET") {
    if (unknownQueryParam(url.searchParams, ["k", "s"])) return invalid();
    const key = url.searchParams.get("k") ?? "";
    const signature = url.searchParams.get("s") ?? "";
    if (!(await verifyKey(key, signature))) return invalid();
    return htmlPage(
      "Unsubscribe",
      `<p>Stop all US Jobs Analytics update emails to this address? Receipts for purchases are not affected.</p>${postForm(ENDPOINTS.unsubscribe, { k: key, s: signature }, "Unsubscribe")}`,
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
