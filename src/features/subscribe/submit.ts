// Sending a subscription (spec §7) and turning every kind of answer into what the form shows (§8).
import { SUBSCRIPTION_TYPES, type SubscriptionPayload, type SubscriptionType } from "../../domain/forms";
import { HONEYPOT_FIELD, SUBSCRIBE_ENDPOINT } from "./constants";

/** What the form sends: the payload plus the honeypot, which people leave empty. */
export type SubscriptionRequest = SubscriptionPayload & { [HONEYPOT_FIELD]?: string };

export interface SubscriptionConfirmation {
  /** "updated" when the email was already subscribed; absent when the server does not say. */
  status?: "subscribed" | "updated";
  /** The types the server stored; absent when the server does not say. */
  subscriptionTypes?: SubscriptionType[];
}

export type SubmitResult =
  | { ok: true; data: SubscriptionConfirmation }
  | { ok: false; message: string; fieldErrors?: Record<string, string[]> };

/** The spec's messages (§8): the thrown message for a non-OK answer, the notice's default. */
export const SUBMIT_MESSAGES = {
  failed: "Failed to subscribe",
  unreachable: "Please try again later.",
} as const;

/** "Too many …" with the wait from Retry-After when there is one. */
export function rateLimitedMessage(seconds: number | undefined): string {
  const when = seconds === undefined ? "later" : `in ${seconds} ${seconds === 1 ? "second" : "seconds"}`;
  return `Too many subscription attempts. Please try again ${when}.`;
}

/** Whole seconds to wait from a Retry-After header (delta-seconds or an HTTP date). */
export function retryAfterSeconds(header: string | null, now = Date.now()): number | undefined {
  if (!header) return undefined;
  const trimmed = header.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const at = Date.parse(trimmed);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - now) / 1000));
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** `{ field: [messages] }` from a 400 body, keeping only well-formed entries. */
function fieldErrorsFrom(value: unknown): Record<string, string[]> | undefined {
  if (!isRecord(value)) return undefined;
  const out: Record<string, string[]> = {};
  for (const [field, messages] of Object.entries(value)) {
    const list = Array.isArray(messages) ? messages.filter((m): m is string => typeof m === "string" && m !== "") : [];
    if (list.length) out[field] = list;
  }
  return Object.keys(out).length ? out : undefined;
}

function confirmationFrom(body: unknown): SubscriptionConfirmation {
  if (!isRecord(body)) return {};
  const data: SubscriptionConfirmation = {};
  if (body.status === "subscribed" || body.status === "updated") data.status = body.status;
  if (Array.isArray(body.subscriptionTypes)) {
    data.subscriptionTypes = SUBSCRIPTION_TYPES.filter((t) => (body.subscriptionTypes as unknown[]).includes(t));
  }
  return data;
}

async function jsonOf(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

/** POSTs the subscription as JSON with credentials; never throws. */
export async function submitSubscription(payload: SubscriptionRequest, fetchImpl: typeof fetch = fetch): Promise<SubmitResult> {
  let response: Response;
  try {
    response = await fetchImpl(SUBSCRIBE_ENDPOINT, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      credentials: "include",
      body: JSON.stringify(payload),
    });
  } catch {
    return { ok: false, message: SUBMIT_MESSAGES.unreachable };
  }
  if (response.ok) return { ok: true, data: confirmationFrom(await jsonOf(response)) };
  if (response.status === 429) {
    return { ok: false, message: rateLimitedMessage(retryAfterSeconds(response.headers.get("Retry-After"))) };
  }
  if (response.status === 400) {
    const body = await jsonOf(response);
    const fieldErrors = isRecord(body) ? fieldErrorsFrom(body.fieldErrors) : undefined;
    if (fieldErrors && isRecord(body)) {
      const first = Object.values(fieldErrors)[0]?.[0];
      const message = typeof body.message === "string" && body.message ? body.message : (first ?? SUBMIT_MESSAGES.failed);
      return { ok: false, message, fieldErrors };
    }
  }
  return { ok: false, message: SUBMIT_MESSAGES.failed };
}
