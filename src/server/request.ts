// Reading what a request carries: JSON bodies with size and type limits, and query parameters.
import { cleanSearchText, SEARCH_MAX_CHARS, SEARCH_MAX_WORDS, searchWords } from "../domain/search.ts";
import { jsonError } from "./json-response.ts";

/** Largest request body any function accepts. */
export const MAX_BODY_BYTES = 16 * 1024;

/** What a request whose body is over `maxBytes` is told, with 413 `payload_too_large`. */
export const bodyTooLargeMessage = (maxBytes: number) => `The body must be at most ${maxBytes} bytes.`;

export type Parsed<T> = { ok: true; value: T } | { ok: false; response: Response };

/**
 * Reads a body as text, refusing more than `maxBytes` with 413 (checked on the declared length and
 * while reading, so a lying or missing Content-Length changes nothing).
 */
export async function readTextBody(req: Request, maxBytes = MAX_BODY_BYTES): Promise<Parsed<string>> {
  const bytes = await readBodyBytes(req, maxBytes);
  return bytes.ok ? { ok: true, value: new TextDecoder("utf-8").decode(bytes.value) } : bytes;
}

/** Reads a body as bytes, with the limits of readTextBody. */
async function readBodyBytes(req: Request, maxBytes: number): Promise<Parsed<Uint8Array<ArrayBuffer>>> {
  const tooLarge = () => ({
    ok: false as const,
    response: jsonError(413, "payload_too_large", bodyTooLargeMessage(maxBytes)),
  });
  const declared = Number(req.headers.get("content-length") ?? "0");
  if (declared > maxBytes) return tooLarge();
  if (!req.body) return { ok: true, value: new Uint8Array() };
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = req.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => {});
      return tooLarge();
    }
    chunks.push(value);
  }
  return { ok: true, value: new Uint8Array(Buffer.concat(chunks)) };
}

/** Reads a JSON body: 415 unless it is declared JSON, 413 beyond `maxBytes`, 400 when it does not parse. */
export async function readJsonBody(req: Request, maxBytes = MAX_BODY_BYTES): Promise<Parsed<unknown>> {
  const type = req.headers.get("content-type") ?? "";
  if (!/^application\/json\s*(;|$)/i.test(type)) {
    return { ok: false, response: jsonError(415, "unsupported_media_type", "Send the body as application/json.") };
  }
  const body = await readTextBody(req, maxBytes);
  if (!body.ok) return body;
  if (body.value === "") return { ok: false, response: jsonError(400, "invalid_json", "The body is empty.") };
  try {
    return { ok: true, value: JSON.parse(body.value) as unknown };
  } catch {
    return { ok: false, response: jsonError(400, "invalid_json", "The body is not valid JSON.") };
  }
}

/** A query parameter that was given but is not acceptable; functions answer it with 400. */
export class ParamError extends Error {
  readonly param: string;
  readonly allowed: readonly string[] | undefined;
  constructor(param: string, message: string, allowed?: readonly string[]) {
    super(message);
    this.param = param;
    this.allowed = allowed;
  }
  toResponse(): Response {
    return jsonError(400, "invalid_parameter", this.message, {
      param: this.param,
      ...(this.allowed ? { allowed: this.allowed } : {}),
    });
  }
}

/**
 * Refuses a query parameter the route does not take, and one given twice. A CDN keys its cache on the query, so
 * every unknown parameter (`?x=1`, `?x=2`, …) would otherwise be a fresh cache entry that reaches the function.
 */
export function checkQueryParams(params: URLSearchParams, allowed: readonly string[]): void {
  const problem = unknownQueryParam(params, allowed);
  if (problem) throw problem;
}

/** What checkQueryParams would throw, returned instead (undefined when every parameter is taken once). */
export function unknownQueryParam(params: URLSearchParams, allowed: readonly string[]): ParamError | undefined {
  const seen = new Set<string>();
  for (const name of params.keys()) {
    const shown = name.slice(0, 60);
    if (!allowed.includes(name)) {
      const takes = allowed.length ? `It takes ${allowed.join(", ")}.` : "This address takes no parameters.";
      return new ParamError(shown, `Unknown parameter '${shown}'. ${takes}`);
    }
    if (seen.has(name)) return new ParamError(shown, `${shown} is given more than once.`);
    seen.add(name);
  }
  return undefined;
}

/**
 * `limit`: absent → `fallback`; a positive integer → itself, clamped to `max`; anything else → ParamError.
 */
export function parseLimit(params: URLSearchParams, fallback: number, max: number): number;
export function parseLimit(params: URLSearchParams, fallback: number | undefined, max: number): number | undefined;
export function parseLimit(params: URLSearchParams, fallback: number | undefined, max: number): number | undefined {
  const raw = params.get("limit");
  if (raw === null || raw === "") return fallback;
  if (!/^\d{1,9}$/.test(raw.trim()) || Number(raw) < 1) {
    throw new ParamError("limit", "limit must be a positive whole number.");
  }
  return Math.min(Number(raw), max);
}

/** `offset`: absent → 0; a non-negative integer → itself; anything else → ParamError. */
export function parseOffset(params: URLSearchParams): number {
  const raw = params.get("offset");
  if (raw === null || raw === "") return 0;
  if (!/^\d{1,9}$/.test(raw.trim())) throw new ParamError("offset", "offset must be a whole number of 0 or more.");
  return Number(raw);
}

/**
 * A parameter restricted to `allowed` values (compared case-insensitively): absent or `fallback`
 * → undefined (no filter), otherwise the allowed value as spelled in `allowed`.
 */
export function parseChoice(
  params: URLSearchParams,
  name: string,
  allowed: readonly string[],
  fallback = "all",
): string | undefined {
  const raw = params.get(name)?.trim();
  if (!raw || raw.toLowerCase() === fallback) return undefined;
  const match = allowed.find((a) => a.toLowerCase() === raw.toLowerCase());
  if (!match) {
    throw new ParamError(
      name,
      `Unknown ${name} '${raw.slice(0, 60)}'. Allowed: ${[fallback, ...allowed].join(", ")}.`,
      [fallback, ...allowed],
    );
  }
  return match;
}

/**
 * Free text (search words, a place): NFKC-normalised, control characters removed and trimmed, then at most
 * SEARCH_MAX_CHARS characters and SEARCH_MAX_WORDS words, both counted on the normalised text the search uses.
 */
export function parseText(params: URLSearchParams, name: string): string {
  const clean = cleanSearchText(params.get(name) ?? "");
  if (clean.length > SEARCH_MAX_CHARS) {
    throw new ParamError(name, `${name} must be at most ${SEARCH_MAX_CHARS} characters.`);
  }
  if (searchWords(clean).length > SEARCH_MAX_WORDS) {
    throw new ParamError(name, `${name} must be at most ${SEARCH_MAX_WORDS} words.`);
  }
  return clean;
}

/**
 * Reads an HTML form's body, urlencoded or multipart/form-data (both are what a browser or a mail client's one-click
 * unsubscribe may send; a file part is ignored): 415 for another type, 413 beyond `maxBytes`, 400 for a malformed
 * multipart body.
 */
export async function readFormBody(req: Request, maxBytes = 8 * 1024): Promise<Parsed<URLSearchParams>> {
  const type = req.headers.get("content-type") ?? "";
  const multipart = /^multipart\/form-data\s*;/i.test(type);
  if (!multipart && !/^application\/x-www-form-urlencoded\s*(;|$)/i.test(type)) {
    return {
      ok: false,
      response: jsonError(
        415,
        "unsupported_media_type",
        "Send the form as application/x-www-form-urlencoded or multipart/form-data.",
      ),
    };
  }
  if (!multipart) {
    const body = await readTextBody(req, maxBytes);
    return body.ok ? { ok: true, value: new URLSearchParams(body.value) } : body;
  }
  const bytes = await readBodyBytes(req, maxBytes);
  if (!bytes.ok) return bytes;
  try {
    const parts = await new Response(bytes.value, { headers: { "content-type": type } }).formData();
    const value = new URLSearchParams();
    for (const [name, part] of parts) if (typeof part === "string") value.append(name, part);
    return { ok: true, value };
  } catch {
    return { ok: false, response: jsonError(400, "invalid_form", "The multipart form could not be read.") };
  }
}
