import type { Config } from "@netlify/functions";
import { refuseUnknownParams } from "../../src/server/api.ts";
import { jsonError, methodNotAllowed, SECURITY_HEADERS } from "../../src/server/json-response.ts";
import { tokenSecret, verifyDownloadToken } from "../../src/server/payments/download-token.ts";
import { isRevoked } from "../../src/server/payments/revocations.ts";
import { getReport, type ReportFile, reportUnavailable } from "../../src/server/report/index.ts";

/**
 * The paid report: `?token=` from /api/verify-payment (15 minutes, bound to a verified payment and
 * to a dataset version). 401 without a token, 403 for an invalid or expired one or a payment revoked
 * since (refunded or disputed), 410 once the token's dataset version is no longer the one served
 * (the report of a version is not kept past it; the payment page or the emailed link gives a new
 * token). The PDF is generated from the current dataset (cached per version) and never lies in the
 * public folder.
 */
export default async (req: Request): Promise<Response> => {
  if (req.method !== "GET" && req.method !== "HEAD") return methodNotAllowed(["GET", "HEAD"]);
  const refused = refuseUnknownParams(req, ["token"]);
  if (refused) return refused;
  const token = new URL(req.url).searchParams.get("token");
  if (!token) return jsonError(401, "token_required", "A download token is required. Buy the report on /checkout.");
  const secret = tokenSecret();
  if (!secret) return jsonError(503, "downloads_not_configured", "Report downloads are not configured.");
  const check = verifyDownloadToken(token, secret);
  if (!check.ok) {
    const message =
      check.reason === "expired"
        ? "This download link has expired. Open the payment page again for a new one."
        : "This download link is not valid.";
    return jsonError(403, `token_${check.reason}`, message);
  }
  const revoked = await isRevoked(check.paymentIntentId).catch(() => null);
  if (revoked === null) return reportUnavailable();
  if (revoked)
    return jsonError(
      403,
      "token_revoked",
      "This purchase was refunded or disputed; the report is no longer available.",
    );
  let report: ReportFile;
  try {
    report = await getReport();
  } catch (error) {
    console.error(
      `[report] could not produce the report for ${check.paymentIntentId}: ${error instanceof Error ? error.message.split("\n")[0] : error}`,
    );
    return reportUnavailable();
  }
  if (report.version !== check.version) {
    return jsonError(
      410,
      "token_version_gone",
      "This link was for an earlier edition of the report. Open the payment page again for a new one.",
    );
  }
  return new Response(req.method === "HEAD" ? null : report.pdf, {
    headers: {
      ...SECURITY_HEADERS,
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${report.filename}"`,
      "Content-Length": String(report.pdf.byteLength),
      "Cache-Control": "private, no-store",
    },
  });
};

export const config: Config = { path: "/api/report", method: "GET" };
