// The links in subscription emails. A confirmation link carries a random single-use token (stored only as its
// hash); the manage and unsubscribe links carry an HMAC of the subscriber's key, so they work in every email without
// storing anything, and cannot be made for an address by someone who only knows the address.
import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { env } from "../env.ts";
import { unknownQueryParam } from "../request.ts";
import { secretsStore } from "../stores.ts";

/** A fresh random token (256 bits, base64url). */
export function newToken(): string {
  return randomBytes(32).toString("base64url");
}

/** What is stored of a token: its SHA-256, hex. */
export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** Compares two hex digests in constant time. */
export function sameDigest(a: string, b: string): boolean {
  const x = Buffer.from(a, "hex");
  const y = Buffer.from(b, "hex");
  return x.length === y.length && x.length > 0 && timingSafeEqual(x, y);
}

const SECRET_KEY = "subscription-links";

/**
 * The key that signs manage links: SUBSCRIPTION_LINK_SECRET when set, else one the site generated once and keeps in
 * its private Blobs store (written only if new, so concurrent first uses agree on one).
 */
export async function linkSecret(): Promise<string> {
  const configured = env("SUBSCRIPTION_LINK_SECRET");
  if (configured) return configured;
  const store = secretsStore();
  const existing = (await store.get(SECRET_KEY, { type: "text" })) as string | null;
  if (existing) return existing;
  await store.set(SECRET_KEY, randomBytes(32).toString("base64url"), { onlyIfNew: true });
  return (await store.get(SECRET_KEY, { type: "text" })) as string;
}

/** The signature of a subscriber's manage links. */
export async function signKey(key: string): Promise<string> {
  return createHmac("sha256", await linkSecret())
    .update(`manage:${key}`)
    .digest("base64url");
}

/** Whether `signature` is the manage signature of `key`. */
export async function verifyKey(key: string, signature: string): Promise<boolean> {
  if (!/^[0-9a-f]{64}$/.test(key) || !/^[\w-]{20,100}$/.test(signature)) return false;
  const expected = Buffer.from(await signKey(key));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/**
 * The subscriber key (`k`) and its proof a link's address carries (`proof` names the proof's parameter: `t` a
 * confirmation token, `s` the key's signature); null when the address lacks either or carries any other parameter.
 */
export function linkQuery(url: URL, proof: "t" | "s"): { key: string; proof: string } | null {
  if (unknownQueryParam(url.searchParams, ["k", proof])) return null;
  const key = url.searchParams.get("k") ?? "";
  const given = url.searchParams.get(proof) ?? "";
  return key && given ? { key, proof: given } : null;
}

/** The key and signature of a manage or unsubscribe link's address when the signature holds, else null. */
export async function signedLinkQuery(url: URL): Promise<{ key: string; signature: string } | null> {
  const link = linkQuery(url, "s");
  return link && (await verifyKey(link.key, link.proof)) ? { key: link.key, signature: link.proof } : null;
}

export const ENDPOINTS = {
  confirm: "/api/notifications/confirm",
  preferences: "/api/notifications/preferences",
  unsubscribe: "/api/notifications/unsubscribe",
} as const;

export function confirmUrl(origin: string, key: string, token: string): string {
  return `${origin}${ENDPOINTS.confirm}?k=${key}&t=${encodeURIComponent(token)}`;
}

export async function manageUrls(origin: string, key: string): Promise<{ preferences: string; unsubscribe: string }> {
  const query = `?k=${key}&s=${await signKey(key)}`;
  return {
    preferences: `${origin}${ENDPOINTS.preferences}${query}`,
    unsubscribe: `${origin}${ENDPOINTS.unsubscribe}${query}`,
  };
}
