// The report link emailed to a buyer (7 days). A valid link of a recorded, unrevoked purchase (re-checked with Stripe
// when its last check is more than a few minutes old) gets a fresh download token for the report of the dataset
// version served now, and is sent on to the download; anything else is a page that says what to do.
import type { Config } from "@netlify/functions";
import { currentManifest } from "../../src/server/dataset-reader.ts";
import { htmlPage } from "../../src/server/html-page.ts";
import { jsonError, methodNotAllowed } from "../../src/server/json-response.ts";
import { issueDownloadToken, tokenSecret } from "../../src/server/payments/download-token.ts";
import { purchaseStanding, type Standing } from "../../src/server/payments/purchase-standing.ts";
import { ACCESS_PARAMS, verifyAccess } from "../../src/server/payments/report-access.ts";
import { reportUnavailable } from "../../src/server/report/index.ts";
import { unknownQueryParam } from "../../src/server/request.ts";

const lost = `<p>Ask for a new link with <a href="/checkout#lost-report">Lost your report?</a> on the checkout page.</p>`;

export default async (req: Request): Promise<Response> => {
  if (req.method !== "GET") return methodNotAllowed(["GET"]);
  const secret = tokenSecret();
  if (!secret) return jsonError(503, "downloads_not_configured", "Report downloads are not configured.");
  const params = new URL(req.url).searchParams;
  const check = unknownQueryParam(params, ACCESS_PARAMS)
    ? ({ ok: false, reason: "invalid" } as const)
    : verifyAccess(params, secret);
  if (!check.ok)
    return htmlPage(
      check.reason === "expired" ? "This report link has expired" : "This report link does not work",
      `<p>${check.reason === "expired" ? "Report links work for 7 days." : "The link is incomplete or was changed."}</p>${lost}`,
      check.reason === "expired" ? 410 : 400,
    );
  let standing: Standing;
  try {
    standing = await purchaseStanding(check.paymentIntentId);
  } catch {
    const page = htmlPage(
      "We cannot check this purchase right now",
      "<p>Our payment provider cannot be reached to confirm the purchase. Please open the link again in a few minutes.</p>",
      503,
    );
    page.headers.set("Retry-After", "60");
    return page;
  }
  if (standing.status === "none")
    return htmlPage("This report link does not work", `<p>No purchase matches this link.</p>${lost}`, 404);
  if (standing.status === "revoked")
    return htmlPage("The report is no longer available", "<p>This purchase was refunded or disputed.</p>", 403);
  const version = await currentManifest().then(
    (manifest) => manifest.version,
    () => null,
  );
  if (!version) return reportUnavailable();
  const { token } = issueDownloadToken(check.paymentIntentId, version, secret);
  return new Response(null, {
    status: 303,
    headers: {
      Location: `/api/report?token=${encodeURIComponent(token)}`,
      "Cache-Control": "no-store",
      "Referrer-Policy": "no-referrer",
    },
  });
};

export const config: Config = {
  path: "/api/report/access",
  method: "GET",
  rateLimit: { windowLimit: 30, windowSize: 60, aggregateBy: ["ip", "domain"] },
};
