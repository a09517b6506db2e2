// The report link emailed to a buyer: valid 7 days, signed with the report secret (a purpose of its own, so it can
// never pass for a download token), bound to one recorded purchase. Opening it mints a fresh 15-minute download
// token for the report of the dataset version served at that moment, so the link keeps working across data updates.
import { createHash, createHmac, timingSafeEqual } from "node:crypto";
import { purchasesStore } from "../stores.ts";

export const ACCESS_LINK_DAYS = 7;
export const ACCESS_PATH = "/api/report/access";

function sign(paymentIntentId: string, expires: number, secret: string): string {
  return createHmac("sha256", secret).update(`report-access:${paymentIntentId}.${expires}`).digest("base64url");
}

/** The query parameters of an access link. */
export const ACCESS_PARAMS = ["pi", "exp", "sig"] as const;

/** The emailed link of a purchase, valid ACCESS_LINK_DAYS from `nowMs`. */
export function accessLink(origin: string, paymentIntentId: string, secret: string, nowMs = Date.now()) {
  const expires = Math.floor(nowMs / 1000) + ACCESS_LINK_DAYS * 86_400;
  const query = new URLSearchParams({
    pi: paymentIntentId,
    exp: String(expires),
    sig: sign(paymentIntentId, expires, secret),
  });
  return { url: `${origin}${ACCESS_PATH}?${query}`, expiresAt: new Date(expires * 1000).toISOString() };
}

export type AccessCheck = { ok: true; paymentIntentId: string } | { ok: false; reason: "invalid" | "expired" };

/** Checks an access link's parameters: form, signature (constant time), expiry. */
export function verifyAccess(params: URLSearchParams, secret: string, nowMs = Date.now()): AccessCheck {
  const pi = params.get("pi") ?? "";
  const exp = params.get("exp") ?? "";
  const sig = params.get("sig") ?? "";
  if (!/^pi_[A-Za-z0-9]{1,100}$/.test(pi) || !/^\d{1,12}$/.test(exp) || !/^[\w-]{43}$/.test(sig))
    return { ok: false, reason: "invalid" };
  const expected = Buffer.from(sign(pi, Number(exp), secret));
  if (!timingSafeEqual(expected, Buffer.from(sig))) return { ok: false, reason: "invalid" };
  if (Number(exp) * 1000 <= nowMs) return { ok: false, reason: "expired" };
  return { ok: true, paymentIntentId: pi };
}

/** The key of a buyer's email in the purchases index: its SHA-256 (the address itself is not stored there). */
export function buyerKey(email: string): string {
  return `by-email/${createHash("sha256").update(email.trim().toLowerCase()).digest("hex")}`;
}

/** Remembers which purchases an email made, for "Lost your report?" (one key per purchase, written once). */
export async function indexPurchase(email: string, paymentIntentId: string): Promise<void> {
  await purchasesStore().setJSON(`${buyerKey(email)}/${paymentIntentId}`, { paymentIntentId }, { onlyIfNew: true });
}

/** The purchases made with an email. */
export async function purchasesOf(email: string): Promise<string[]> {
  const { blobs } = await purchasesStore().list({ prefix: `${buyerKey(email)}/` });
  return blobs.map((b) => b.key.split("/").at(-1) ?? "").filter(Boolean);
}
