// Emailing a buyer their report link: after the verified payment (from the webhook), and again on request.
import { maskEmail } from "../../domain/validation.ts";
import { reserveFormEmail } from "../mail/quota.ts";
import { reportLinkEmail } from "../mail/templates/report-link.ts";
import { sendMail } from "../mail/transport.ts";
import { tokenSecret } from "./download-token.ts";
import { findPurchase } from "./purchases.ts";
import { accessLink, purchasesOf } from "./report-access.ts";
import { isRevoked } from "./revocations.ts";

/**
 * Sends `email` the report link of a recorded, unrevoked purchase; false when there is none, it failed, or (when it
 * was asked for on a form, `counted`) the address had its form emails for the day.
 */
export async function emailReportLink(
  email: string,
  paymentIntentId: string,
  origin: string,
  name: string | null = null,
  counted = false,
): Promise<boolean> {
  const secret = tokenSecret();
  if (!secret) return false;
  const purchase = await findPurchase(paymentIntentId);
  if (!purchase || (await isRevoked(paymentIntentId))) return false;
  if (counted && !(await reserveFormEmail(email))) return false;
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

/** "Lost your report?": every recorded, unrevoked purchase of `email` gets its link again, within the form quota. */
export async function resendReportLinks(email: string, origin: string): Promise<void> {
  for (const paymentIntentId of await purchasesOf(email))
    await emailReportLink(email, paymentIntentId, origin, null, true);
}
