// Emailing a buyer their report link: after the verified payment (from the webhook), and again on request.
import { maskEmail } from "../../domain/validation.ts";
import { tokenSecret } from "../download-token.ts";
import { findPurchase } from "../purchases.ts";
import { accessLink } from "../report-access.ts";
import { isRevoked } from "../revocations.ts";
import { reportLinkEmail } from "./templates/report-link.ts";
import { sendMail } from "./transport.ts";

/** Sends `email` the report link of a recorded, unrevoked purchase; false when there is none or it failed. */
export async function emailReportLink(
  email: string,
  paymentIntentId: string,
  origin: string,
  name: string | null = null,
): Promise<boolean> {
  const secret = tokenSecret();
  if (!secret) return false;
  const purchase = await findPurchase(paymentIntentId);
  if (!purchase || (await isRevoked(paymentIntentId))) return false;
  const link = accessLink(origin, paymentIntentId, secret);
  const message = await reportLinkEmail({
    name,
    link: link.url,
    expiresAt: link.expiresAt,
    receipt: { paymentIntentId, amount: purchase.amount, currency: purchase.currency, paidAt: purchase.paidAt },
  });
  const sent = await sendMail({ to: email, ...message });
  console.log(`[report] link for ${paymentIntentId} to ${maskEmail(email)}: ${sent.ok ? "sent" : "failed"}`);
  return sent.ok;
}
