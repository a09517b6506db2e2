// "Lost your report?": a plain HTML form (no JavaScript needed) posts the email used at checkout; every recorded,
// unrevoked purchase of that address gets its link again. The answer is the same whether or not a purchase exists.
import type { Config } from "@netlify/functions";
import * as z from "zod/mini";
import { escapeHtml } from "../../src/domain/text.ts";
import { htmlPage } from "../../src/server/html-page.ts";
import { methodNotAllowed } from "../../src/server/http.ts";
import { emailReportLink } from "../../src/server/mail/report-link.ts";
import { purchasesOf } from "../../src/server/report-access.ts";
import { readFormBody } from "../../src/server/request.ts";
import { siteUrl } from "../../src/server/site-url.ts";

const Email = z.email();

export default async (req: Request): Promise<Response> => {
  if (req.method !== "POST") return methodNotAllowed(["POST"]);
  const form = await readFormBody(req, 2048);
  if (!form.ok) return form.response;
  const email = (form.value.get("email") ?? "").trim();
  if (!Email.safeParse(email).success || email.length > 254)
    return htmlPage(
      "Lost your report?",
      `<p class="error" role="alert">Please enter the email address you used at checkout.</p><p><a href="/checkout#lost-report">Back to the form</a></p>`,
      400,
    );
  for (const paymentIntentId of await purchasesOf(email)) await emailReportLink(email, paymentIntentId, siteUrl());
  return htmlPage(
    "Check your inbox",
    `<p>If a report was bought with ${escapeHtml(email)}, we have emailed a new download link to it. The link works for 7 days.</p><p><a href="/">Back to the dashboard</a></p>`,
  );
};

export const config: Config = {
  path: "/api/report/resend",
  method: "POST",
  rateLimit: { windowLimit: 5, windowSize: 60, aggregateBy: ["ip", "domain"] },
};
