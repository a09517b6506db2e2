// The public forms sent without JavaScript: the browser posts the plain HTML form (urlencoded) to the same function,
// which answers with a page — what happened, or what to correct — instead of JSON. A post from another site is
// refused: only a page of this site may send these forms.
import { escapeHtml } from "../domain/text.ts";
import { htmlPage } from "./html-page.ts";
import { readTextBody } from "./request.ts";

export interface FormPages<T> {
  /** The page the form is on, for the link back to it. */
  back: { href: string; label: string };
  /** Fields that are lists (a group of checkboxes): read as every value sent, even one or none. */
  lists?: readonly string[];
  /** Each field's label, to name it in the list of corrections. */
  labels: Readonly<Record<string, string>>;
  /** The page's title and its text after the form was accepted. */
  done: (value: T) => { title: string; text: string };
}

/** True when the request is a plain HTML form post rather than the island's JSON. */
export function isFormPost(req: Request): boolean {
  return /^application\/x-www-form-urlencoded\s*(;|$)/i.test(req.headers.get("content-type") ?? "");
}

/**
 * A form post from a page of another site (the browser says so in Sec-Fetch-Site and Origin). `Origin: null` (a
 * sandboxed frame, a data: or file: page, a redirect from elsewhere) counts as another site unless Sec-Fetch-Site
 * says same-origin.
 */
export function isCrossSite(req: Request): boolean {
  const site = req.headers.get("sec-fetch-site");
  if (site === "cross-site") return true;
  const origin = req.headers.get("origin");
  if (origin === "null") return site !== "same-origin";
  if (!origin) return false;
  try {
    return new URL(origin).host !== new URL(req.url).host;
  } catch {
    return true;
  }
}

export type FormBody =
  | { ok: true; value: Record<string, string | string[]> }
  | { ok: false; status: number; message: string };

/** Reads an urlencoded body within the size limit: one string per field, and every value of a list field. */
export async function readFormBody(req: Request, lists: readonly string[] = []): Promise<FormBody> {
  if (isCrossSite(req))
    return { ok: false, status: 403, message: "This form can only be sent from this site's pages." };
  const body = await readTextBody(req);
  if (!body.ok) return { ok: false, status: 413, message: "The form is too long to send." };
  const params = new URLSearchParams(body.value);
  const value: Record<string, string | string[]> = {};
  for (const name of new Set(params.keys()))
    value[name] = lists.includes(name) ? params.getAll(name) : (params.get(name) ?? "");
  for (const name of lists) value[name] ??= [];
  return { ok: true, value };
}

const backLink = (pages: FormPages<unknown>) =>
  `<p><a href="${escapeHtml(pages.back.href)}">${escapeHtml(pages.back.label)}</a></p>`;

export const formPage = {
  /** The form was accepted. */
  done<T>(pages: FormPages<T>, value: T): Response {
    const { title, text } = pages.done(value);
    return htmlPage(title, `<p>${escapeHtml(text)}</p>${backLink(pages as FormPages<unknown>)}`);
  },
  /** The form has fields to correct: each named with its message, 400. */
  invalid<T>(pages: FormPages<T>, fieldErrors: Record<string, string[]>): Response {
    const items = Object.entries(fieldErrors)
      .map(
        ([field, messages]) => `<li>${escapeHtml(pages.labels[field] ?? field)}: ${escapeHtml(messages[0] ?? "")}</li>`,
      )
      .join("");
    return htmlPage(
      "Please correct the form",
      `<p class="error">The form was not sent.</p><ul>${items}</ul><p class="note">Your browser's Back button returns to the form with what you typed.</p>${backLink(pages as FormPages<unknown>)}`,
      400,
    );
  },
  /** The form could not be taken (another site, too long, storage down): the reason, with its status. */
  refused<T>(pages: FormPages<T>, status: number, message: string): Response {
    return htmlPage(
      "The form was not sent",
      `<p class="error">${escapeHtml(message)}</p>${backLink(pages as FormPages<unknown>)}`,
      status,
    );
  },
};
