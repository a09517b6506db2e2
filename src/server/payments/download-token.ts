// Short-lived report download tokens: "<paymentIntentId>.<datasetVersion>.<expiresAtSeconds>.<signature>",
// the signature an HMAC-SHA256 (REPORT_TOKEN_SECRET) of "report-download:<id>.<version>.<expires>".
// Bound to one verified PaymentIntent and to the dataset version whose report was bought: the
// report route serves that version's report only, and refuses the token once another version is
// served. Anyone holding a valid token may download until it expires, unless the payment is revoked
// (refunded or disputed) in the meantime: the report route checks that on every download.
import { createHmac, timingSafeEqual } from "node:crypto";
import { env } from "../env.ts";

export const DOWNLOAD_TOKEN_TTL_SECONDS = 15 * 60;

/** The signing secret, or undefined when it is not configured (or too short to be safe). */
export function tokenSecret(): string | undefined {
  return env("REPORT_TOKEN_SECRET");
}

function sign(payload: string, secret: string): string {
  return createHmac("sha256", secret).update(`report-download:${payload}`).digest("base64url");
}

/** A token for `paymentIntentId` and the report of `version`, valid for DOWNLOAD_TOKEN_TTL_SECONDS from `nowMs`. */
export function issueDownloadToken(
  paymentIntentId: string,
  version: string,
  secret: string,
  nowMs = Date.now(),
): { token: string; expiresAt: string } {
  const expires = Math.floor(nowMs / 1000) + DOWNLOAD_TOKEN_TTL_SECONDS;
  const payload = `${paymentIntentId}.${version}.${expires}`;
  return { token: `${payload}.${sign(payload, secret)}`, expiresAt: new Date(expires * 1000).toISOString() };
}

export type TokenCheck =
  | { ok: true; paymentIntentId: string; version: string }
  | { ok: false; reason: "malformed" | "bad_signature" | "expired" };

/** Checks a token's form, signature (in constant time) and expiry. */
export function verifyDownloadToken(token: string, secret: string, nowMs = Date.now()): TokenCheck {
  const match = /^(pi_[A-Za-z0-9]+)\.([0-9a-f]{16})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return { ok: false, reason: "malformed" };
  const [, id, version, expires, signature] = match as unknown as [string, string, string, string, string];
  const expected = Buffer.from(sign(`${id}.${version}.${expires}`, secret));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given))
    return { ok: false, reason: "bad_signature" };
  if (Number(expires) * 1000 <= nowMs) return { ok: false, reason: "expired" };
  return { ok: true, paymentIntentId: id, version };
}
