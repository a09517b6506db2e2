import type { Config } from "@netlify/functions";
import { tokenSecret, verifyDownloadToken } from "../../src/server/download-token.ts";
import { jsonError, methodNotAllowed, SECURITY_HEADERS } from "../../src/server/http.ts";
import { getReport } from "../../src/server/report/index.ts";

/**
 * The paid report: `?token=` from /api/verify-payment (15 minutes, bound to a verified payment).
 * 401 without a token, 403 for an invalid or expired one. The PDF is generated from the current
 * dataset (cached per version) and never lies in the public folder.
 */
export default async (req: Request): Promise<Response> => {
  if (req.method !== "GET" && req.method !== "HEAD") return methodNotAllowed(["GET", "HEAD"]);
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
  try {
    const report = await getReport();
    return new Response(req.method === "HEAD" ? null : report.pdf, {
      headers: {
        ...SECURITY_HEADERS,
        "Content-Type": "application/pdf",
        "Content-Disposition": `attachment; filename="${report.filename}"`,
        "Content-Length": String(report.pdf.byteLength),
        "Cache-Control": "private, no-store",
      },
    });
  } catch (error) {
    console.error(
      `[report] could not produce the report for ${check.paymentIntentId}: ${error instanceof Error ? error.message.split("\n")[0] : error}`,
    );
    return jsonError(
      503,
      "report_unavailable",
      "The report cannot be generated right now. Please try again shortly.",
      {},
      { "Retry-After": "30" },
    );
  }
};

export const config: Config = { path: "/api/report", method: "GET" };
