// The frame of the JSON POST routes that act on a validated body (the payment routes): POST only,
// a JSON body within limits, 400 with the messages per field when it fails its check, and every
// error the action throws turned into a response by the route's own mapping.
import type { BodyCheck } from "../domain/payments.ts";
import { jsonError, methodNotAllowed } from "./json-response.ts";
import { readJsonBody } from "./request.ts";

/** The part of Netlify's function context the routes read: the client's address. */
export type RouteContext = { ip?: string };

/**
 * Wraps `handle` into a v2 function handler. `check` validates the parsed body before anything else
 * is looked at, so bad input is a 400 on every deployment, configured or not; `errorResponse` answers
 * whatever `handle` throws.
 */
export function jsonPostRoute<T>(
  check: (body: unknown) => BodyCheck<T>,
  handle: (input: T, req: Request, context: RouteContext | undefined) => Promise<Response>,
  errorResponse: (error: unknown) => Response,
) {
  return async (req: Request, context?: RouteContext): Promise<Response> => {
    if (req.method !== "POST") return methodNotAllowed(["POST"]);
    const body = await readJsonBody(req);
    if (!body.ok) return body.response;
    const input = check(body.value);
    if (!input.ok) return jsonError(400, "validation_failed", input.message, { fieldErrors: input.fieldErrors });
    try {
      return await handle(input.value, req, context);
    } catch (error) {
      return errorResponse(error);
    }
  };
}
