// JSON responses for every function: one place for status codes, content type and security headers.

/** Headers every function response carries. */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Strict-Transport-Security": "max-age=63072000; includeSubDomains; preload",
  "Cross-Origin-Opener-Policy": "same-origin",
  // A JSON response never needs to load or run anything.
  "Content-Security-Policy": "default-src 'none'; frame-ancestors 'none'",
};

/** A JSON response with the security headers and `Cache-Control: no-store` unless given. */
export function json(body: unknown, init: { status?: number; headers?: Record<string, string> } = {}): Response {
  const headers = new Headers({
    "Content-Type": "application/json; charset=utf-8",
    "Cache-Control": "no-store",
    ...SECURITY_HEADERS,
    ...init.headers,
  });
  return new Response(JSON.stringify(body), { status: init.status ?? 200, headers });
}

/**
 * A text response (CSV, plain text) with the security headers; `contentType` includes the charset.
 * A stream body is sent as it is produced (no Content-Length).
 */
export function text(
  body: string | ReadableStream<Uint8Array>,
  contentType: string,
  init: { status?: number; headers?: Record<string, string> } = {},
): Response {
  const headers = new Headers({
    "Cache-Control": "no-store",
    ...SECURITY_HEADERS,
    ...init.headers,
    "Content-Type": contentType,
  });
  return new Response(body, { status: init.status ?? 200, headers });
}

/** An error response `{ error, message }`; `error` is a stable machine-readable code. */
export function jsonError(
  status: number,
  error: string,
  message: string,
  extra: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): Response {
  return json({ error, message, ...extra }, { status, headers });
}

/** 405 with the Allow header, for a method the route does not serve. */
export function methodNotAllowed(allowed: readonly string[]): Response {
  return jsonError(405, "method_not_allowed", `Use ${allowed.join(" or ")}.`, {}, { Allow: allowed.join(", ") });
}
