// Short-lived report download tokens: "<paymentIntentId>.<expiresAtSeconds>.<signature>", the
// signature an HMAC-SHA256 (REPORT_TOKEN_SECRET) of "report-download:<id>.<expires>". Bound to one
// verified PaymentIntent; anyone holding a valid token may download until it expires.
import { createHmac, timingSafeEqual } from "node:crypto";
import { env } from "./env.ts";

export const DOWNLOAD_TOKEN_TTL_SECONDS = 15 * 60;

/** The signing secret, or undefined when it is not configured (or too short to be safe). */
export function tokenSecret(): string | undefined {
  return env("REPORT_TOKEN_SECRET");
}

function sign(payload: string, secret: string): string {
  return createHmac("sha256", secret).update(`report-download:${payload}`).digest("base64url");
}

/** A token for `paymentIntentId` valid for DOWNLOAD_TOKEN_TTL_SECONDS from `nowMs`. */
export function issueDownloadToken(
  paymentIntentId: string,
  secret: string,
  nowMs = Date.now(),
): { token: string; expiresAt: string } {
  const expires = Math.floor(nowMs / 1000) + DOWNLOAD_TOKEN_TTL_SECONDS;
  const payload = `${paymentIntentId}.${expires}`;
  return { token: `${payload}.${sign(payload, secret)}`, expiresAt: new Date(expires * 1000).toISOString() };
}

export type TokenCheck =
  | { ok: true; paymentIntentId: string }
  | { ok: false; reason: "malformed" | "bad_signature" | "expired" };

/** Checks a token's form, signature (in constant time) and expiry. */
export function verifyDownloadToken(token: string, secret: string, nowMs = Date.now()): TokenCheck {
  const match = /^(pi_[A-Za-z0-9]+)\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return { ok: false, reason: "malformed" };
  const [, id, expires, signature] = match as unknown as [string, string, string, string];
  const expected = Buffer.from(sign(`${id}.${expires}`, secret));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given))
    return { ok: false, reason: "bad_signature" };
  if (Number(expires) * 1000 <= nowMs) return { ok: false, reason: "expired" };
  return { ok: true, paymentIntentId: id };
}
