// POSTing a public form as JSON and reading every kind of answer (201, 400 with field errors, 429
// with Retry-After, other non-OK answers, no answer at all) into one result the form can show.
// Shared by the subscription and contact forms; never throws.

/** `{ field: [messages] }`, as the form routes answer on a 400 (src/server/form-route.ts). */
export type FieldErrorMap = Record<string, string[]>;

export type SubmitFailure = {
  ok: false;
  /** What to tell the visitor. */
  message: string;
  /** The server's messages per field, on a 400 validation failure. */
  fieldErrors?: FieldErrorMap;
  /** The HTTP status; absent when no answer came. */
  status?: number;
  /** Whole seconds to wait, on a 429 whose Retry-After says so. */
  retryAfter?: number;
};

export type SubmitResult<T> = { ok: true; data: T } | SubmitFailure;

/** What a form says for each kind of failure. */
export interface SubmitMessages {
  /** Any non-OK answer without a more specific message. */
  failed: string;
  /** No answer at all (offline, refused, timed out). */
  unreachable: string;
  /** A 429, with the wait in whole seconds when Retry-After gives one. */
  rateLimited: (seconds: number | undefined) => string;
}

export interface SubmitFormOptions<T> {
  messages: SubmitMessages;
  /** Reads the success body (undefined when it is not JSON) into what the form needs. */
  parse: (body: unknown) => T;
  fetchImpl?: typeof fetch;
  /** Gives up (as unreachable) after this long; 0 never does. */
  timeoutMs?: number;
}

export const DEFAULT_TIMEOUT_MS = 30_000;

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Whole seconds to wait from a Retry-After header (delta-seconds or an HTTP date). */
export function retryAfterSeconds(header: string | null, now = Date.now()): number | undefined {
  if (!header) return undefined;
  const trimmed = header.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const at = Date.parse(trimmed);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - now) / 1000));
}

/** "1 second", "42 seconds". */
export function secondsText(seconds: number): string {
  return `${seconds} ${seconds === 1 ? "second" : "seconds"}`;
}

/** `{ field: [messages] }` from a 400 body, keeping only well-formed entries. */
export function fieldErrorsFrom(value: unknown): FieldErrorMap | undefined {
  if (!isRecord(value)) return undefined;
  const out: FieldErrorMap = {};
  for (const [field, messages] of Object.entries(value)) {
    const list = Array.isArray(messages) ? messages.filter((m): m is string => typeof m === "string" && m !== "") : [];
    if (list.length) out[field] = list;
  }
  return Object.keys(out).length ? out : undefined;
}

async function jsonOf(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

function timeoutSignal(ms: number): AbortSignal | undefined {
  return ms > 0 && typeof AbortSignal !== "undefined" && typeof AbortSignal.timeout === "function"
    ? AbortSignal.timeout(ms)
    : undefined;
}

/** POSTs `payload` as JSON with credentials to `endpoint` and reads the answer. */
export async function submitForm<T>(
  endpoint: string,
  payload: unknown,
  options: SubmitFormOptions<T>,
): Promise<SubmitResult<T>> {
  const { messages, parse, fetchImpl = fetch, timeoutMs = DEFAULT_TIMEOUT_MS } = options;
  let response: Response;
  try {
    const signal = timeoutSignal(timeoutMs);
    response = await fetchImpl(endpoint, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      credentials: "include",
      body: JSON.stringify(payload),
      ...(signal ? { signal } : {}),
    });
  } catch {
    return { ok: false, message: messages.unreachable };
  }
  const status = response.status;
  if (response.ok) return { ok: true, data: parse(await jsonOf(response)) };
  if (status === 429) {
    const retryAfter = retryAfterSeconds(response.headers.get("Retry-After"));
    return {
      ok: false,
      message: messages.rateLimited(retryAfter),
      status,
      ...(retryAfter === undefined ? {} : { retryAfter }),
    };
  }
  if (status === 400) {
    const body = await jsonOf(response);
    const fieldErrors = isRecord(body) ? fieldErrorsFrom(body["fieldErrors"]) : undefined;
    if (fieldErrors && isRecord(body)) {
      const first = Object.values(fieldErrors)[0]?.[0];
      const message =
        typeof body["message"] === "string" && body["message"] ? body["message"] : (first ?? messages.failed);
      return { ok: false, message, fieldErrors, status };
    }
  }
  return { ok: false, message: messages.failed, status };
}
