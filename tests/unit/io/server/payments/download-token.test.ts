// @vitest-environment node
// Download tokens: signed, versioned, short-lived.
import { describe, expect, it } from "vitest";
import {
  DOWNLOAD_TOKEN_TTL_SECONDS,
  issueDownloadToken,
  verifyDownloadToken,
} from "~/server/payments/download-token.ts";

const TOKEN_SECRET = "t".repeat(40);
const VERSION = "0123456789abcdef";

describe("download tokens", () => {
  it("verify while fresh and name their PaymentIntent and dataset version", () => {
    const { token, expiresAt } = issueDownloadToken("pi_abc123", VERSION, TOKEN_SECRET, 1_000_000);
    expect(Date.parse(expiresAt)).toBe(1_000_000 + DOWNLOAD_TOKEN_TTL_SECONDS * 1000);
    expect(verifyDownloadToken(token, TOKEN_SECRET, 1_000_000 + 60_000)).toEqual({
      ok: true,
      paymentIntentId: "pi_abc123",
      version: VERSION,
    });
  });

  it("expire after 15 minutes", () => {
    const { token } = issueDownloadToken("pi_abc123", VERSION, TOKEN_SECRET, 1_000_000);
    expect(verifyDownloadToken(token, TOKEN_SECRET, 1_000_000 + 15 * 60_000)).toEqual({ ok: false, reason: "expired" });
  });

  it("refuse tampering: another PaymentIntent, another version, a later expiry, another secret, garbage", () => {
    const { token } = issueDownloadToken("pi_abc123", VERSION, TOKEN_SECRET);
    const [, version, expires, signature] = token.split(".");
    expect(verifyDownloadToken(`pi_other1.${version}.${expires}.${signature}`, TOKEN_SECRET).ok).toBe(false);
    expect(verifyDownloadToken(`pi_abc123.fedcba9876543210.${expires}.${signature}`, TOKEN_SECRET)).toEqual({
      ok: false,
      reason: "bad_signature",
    });
    expect(verifyDownloadToken(`pi_abc123.${version}.${Number(expires) + 3600}.${signature}`, TOKEN_SECRET)).toEqual({
      ok: false,
      reason: "bad_signature",
    });
    expect(verifyDownloadToken(token, "x".repeat(40))).toEqual({ ok: false, reason: "bad_signature" });
    expect(verifyDownloadToken("not-a-token", TOKEN_SECRET)).toEqual({ ok: false, reason: "malformed" });
    // The format before versions: no longer a token.
    expect(verifyDownloadToken(`pi_abc123.${expires}.${signature}`, TOKEN_SECRET)).toEqual({
      ok: false,
      reason: "malformed",
    });
  });
});
