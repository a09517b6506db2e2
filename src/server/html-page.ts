// Small server-rendered HTML pages for the links in emails (confirm, preferences, unsubscribe): they work without
// JavaScript, change nothing on GET, and submit plain HTML forms. Every value is escaped.

import { createHash } from "node:crypto";
import { escapeHtml } from "../domain/text.ts";
import { functionPageHeaders } from "./page-headers.ts";

const STYLE = `body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Arial,sans-serif;color:#0f172a;background:#f8fafc}
header{background:#fff;border-bottom:1px solid #e2e8f0;padding:12px 20px}header a{color:#0f172a;font-weight:700;text-decoration:none}
main{max-width:40rem;margin:0 auto;padding:24px 20px}h1{font-size:1.5rem;margin:0 0 16px}a{color:#1d4ed8}
fieldset{border:1px solid #cbd5e1;border-radius:8px;margin:0 0 16px;padding:12px 16px}legend{font-weight:600;padding:0 4px}
label{display:flex;gap:8px;align-items:center;min-height:44px}.grid{display:grid;grid-template-columns:repeat(auto-fill,minmax(11rem,1fr));column-gap:12px}
button{font:inherit;min-height:44px;padding:8px 20px;border-radius:6px;border:1px solid #1d4ed8;background:#1d4ed8;color:#fff;cursor:pointer}
button.secondary{background:#fff;color:#b91c1c;border-color:#b91c1c}button:focus-visible,a:focus-visible,input:focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}
.note{color:#334155;font-size:.9rem}.error{color:#b91c1c;font-weight:600}`;

/** The security headers of every such page; the policy allows the one style element above by its hash. */
const HEADERS = functionPageHeaders(createHash("sha256").update(STYLE).digest("base64"));

/** A complete page: the site's name linking home, one h1, and the body HTML (already escaped by the caller). */
export function htmlPage(title: string, body: string, status = 200): Response {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)} · US Jobs Analytics</title><style>${STYLE}</style></head><body><header><a href="/">US Jobs Analytics</a></header><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`;
  return new Response(html, {
    status,
    headers: {
      ...HEADERS,
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": "no-store",
      "X-Robots-Tag": "noindex",
    },
  });
}

/** The page of a link that cannot be used (400): `body` says why and what to do instead. */
export const brokenLinkPage = (body: string): Response => htmlPage("This link does not work", body, 400);

/** A POST form with hidden fields and a submit button. */
export function postForm(
  action: string,
  hidden: Record<string, string>,
  button: string,
  inner = "",
  buttonClass = "",
): string {
  const fields = Object.entries(hidden)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join("");
  return `<form method="post" action="${escapeHtml(action)}">${fields}${inner}<button type="submit"${buttonClass ? ` class="${buttonClass}"` : ""}>${escapeHtml(button)}</button></form>`;
}
