// The answers the local server writes itself (not a function's, not a file's): 405, 429 and the
// refusals of requests it cannot parse. They carry the same security headers and `no-store` as
// every function answer, so that no response of the site goes out without them.
import { type ServerResponse, STATUS_CODES } from "node:http";
import { SECURITY_HEADERS } from "../../src/server/json-response.ts";

/** Headers of every answer the server writes itself. */
export const ANSWER_HEADERS = { ...SECURITY_HEADERS, "Cache-Control": "no-store" };

/** A JSON answer `{ error, message }` with ANSWER_HEADERS; returns the status sent. */
export function sendError(
  res: ServerResponse,
  status: number,
  error: string,
  message: string,
  headers: Record<string, string> = {},
): number {
  res.writeHead(status, { ...ANSWER_HEADERS, "Content-Type": "application/json; charset=utf-8", ...headers });
  res.end(res.req?.method === "HEAD" ? undefined : JSON.stringify({ error, message }));
  return status;
}

/**
 * The raw bytes of an answer for a socket whose request could not be parsed (no `res` exists then):
 * the status, ANSWER_HEADERS, and a close, since the rest of the connection cannot be trusted.
 */
export function rawAnswer(status: number): string {
  const lines = [`HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ""}`, "Connection: close", "Content-Length: 0"];
  for (const [name, value] of Object.entries(ANSWER_HEADERS)) lines.push(`${name}: ${value}`);
  return `${lines.join("\r\n")}\r\n\r\n`;
}

/** The status for a client error of Node's parser: 431 for oversized headers, 408 for a timeout, else 400. */
export function clientErrorStatus(error: (Error & { code?: string }) | undefined): number {
  if (error?.code === "HPE_HEADER_OVERFLOW") return 431;
  if (error?.code === "ERR_HTTP_REQUEST_TIMEOUT") return 408;
  return 400;
}
