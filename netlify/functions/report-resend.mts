// "Lost your report?": a plain HTML form (no JavaScript needed) posts the email used at checkout; every recorded,
// unrevoked purchase of that address gets its link again. The answer is the same whether or not a purchase exists,
// and it comes before anything is looked up or sent (the sending goes on after it, in `waitUntil`), so neither its
// words nor its timing tell whether the address bought a report. Each email counts against the address's daily quota
// of form emails; a post from another site is refused.
import type { Config, Context } from "@netlify/functions";
import * as z from "zod/mini";
import { escapeHtml } from "../../src/domain/text.ts";
import { siteUrl } from "../../src/server/configured-site-url.ts";
import { isCrossSite } from "../../src/server/form-page.ts";
import { htmlPage } from "../../src/server/html-page.ts";
import { methodNotAllowed } from "../../src/server/json-response.ts";
import { resendReportLinks } from "../../src/server/payments/report-link-email.ts";
import { readFormBody } from "../../src/server/request.ts";

const Email = z.email();
const back = `<p><a href="/checkout#lost-report">Back to the form</a></p>`;

export default async (req: Request, context: Context): Promise<Response> => {
  if (req.method !== "POST") return methodNotAllowed(["POST"]);
  if (isCrossSite(req))
    return htmlPage(
      "The form was not sent",
      `<p class="error">This form can only be sent from this site's pages.</p>${back}`,
      403,
    );
  const form = await readFormBody(req, 2048);
  if (!form.ok) return form.response;
  const email = (form.value.get("email") ?? "").trim();
  if (!Email.safeParse(email).success || email.length > 254)
    return htmlPage(
      "Lost your report?",
      `<p class="error" role="alert">Please enter the email address you used at checkout.</p>${back}`,
      400,
    );
  context.waitUntil(
    resendReportLinks(email, siteUrl()).catch((error: unknown) => {
      console.error(`[report] resending failed: ${error instanceof Error ? error.name : "error"}`);
    }),
  );
  return htmlPage(
    "Check your inbox",
    `<p>If a report was bought with ${escapeHtml(email)}, a new download link is on its way to it. The link works for 7 days.</p><p><a href="/">Back to the dashboard</a></p>`,
  );
};

export const config: Config = {
  path: "/api/report/resend",
  method: "POST",
  rateLimit: { windowLimit: 5, windowSize: 60, aggregateBy: ["ip", "domain"] },
};
