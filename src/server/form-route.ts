// The frame of the two form routes (subscribe, contact): POST only, a body within limits, the honeypot, validation
// with the forms' own schemas and messages, and 503 when storage cannot take the write. The islands send JSON and get
// JSON (201 on success); a browser without JavaScript sends the plain HTML form (urlencoded) and gets a page. Nothing
// a visitor sends is logged in full.
import { HONEYPOT_FIELD } from "../domain/constants.ts";
import { fieldErrorsOf } from "../domain/validation.ts";
import { type FormPages, formPage, isFormPost, readFormBody } from "./form-page.ts";
import { json, jsonError, methodNotAllowed } from "./json-response.ts";
import { readJsonBody } from "./request.ts";
import { WriteConflictError } from "./submissions.ts";

interface SafeParser<T> {
  safeParse(
    value: unknown,
  ):
    | { success: true; data: T }
    | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };
}

export function formRoute<T>(
  name: string,
  schema: SafeParser<T>,
  save: (value: T, req: Request) => Promise<Record<string, unknown>>,
  pretend: (value: T) => Record<string, unknown>,
  pages: FormPages<T>,
) {
  /** The plain HTML form: the same rules, answered with a page. */
  async function answerForm(req: Request): Promise<Response> {
    const form = await readFormBody(req, pages.lists);
    if (!form.ok) return formPage.refused(pages, form.status, form.message);
    const parsed = schema.safeParse(form.value);
    if (!parsed.success) return formPage.invalid(pages, fieldErrorsOf(parsed.error.issues));
    const honeypot = form.value[HONEYPOT_FIELD];
    if (typeof honeypot === "string" && honeypot.trim() !== "") {
      console.log(`[${name}] dropped a submission that filled the honeypot`);
      return formPage.done(pages, parsed.data);
    }
    try {
      await save(parsed.data, req);
      return formPage.done(pages, parsed.data);
    } catch (error) {
      console.error(`[${name}] could not store a submission: ${error instanceof Error ? error.name : "error"}`);
      return formPage.refused(pages, 503, "We could not save this right now. Please go back and try again.");
    }
  }

  return async (req: Request): Promise<Response> => {
    if (req.method !== "POST") return methodNotAllowed(["POST"]);
    if (isFormPost(req)) return answerForm(req);
    const body = await readJsonBody(req);
    if (!body.ok) return body.response;
    const value = body.value;
    if (typeof value !== "object" || value === null || Array.isArray(value)) {
      return jsonError(400, "validation_failed", "The body must be a JSON object.", { fieldErrors: {} });
    }
    const parsed = schema.safeParse(value);
    if (!parsed.success) {
      const fieldErrors = fieldErrorsOf(parsed.error.issues);
      const first = Object.values(fieldErrors)[0]?.[0] ?? "Invalid input.";
      return jsonError(400, "validation_failed", first, { fieldErrors });
    }
    // The honeypot: a request that fills it is answered exactly as a person sending the same fields
    // would be (the same 400 above, or the same 201 with a body of the same shape from `pretend`),
    // and nothing is stored, so a bot cannot tell that it was caught.
    const honeypot = (value as Record<string, unknown>)[HONEYPOT_FIELD];
    if (typeof honeypot === "string" && honeypot.trim() !== "") {
      console.log(`[${name}] dropped a submission that filled the honeypot`);
      return json({ ok: true, ...pretend(parsed.data) }, { status: 201 });
    }
    try {
      return json({ ok: true, ...(await save(parsed.data, req)) }, { status: 201 });
    } catch (error) {
      const reason =
        error instanceof WriteConflictError ? "write conflict" : error instanceof Error ? error.name : "error";
      console.error(`[${name}] could not store a submission: ${reason}`);
      return jsonError(
        503,
        "storage_unavailable",
        "We could not save this right now. Please try again.",
        {},
        { "Retry-After": "5" },
      );
    }
  };
}
