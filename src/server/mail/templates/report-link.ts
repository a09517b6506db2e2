// The buyer's email: the receipt details and a link to the report that works for 7 days (and again, on request,
// through "Lost your report?").
import { formatDateTime } from "../../../domain/format.ts";
import { A, Field, P, renderEmail } from "./layout.ts";

export interface ReportLinkEmail {
  name: string | null;
  link: string;
  expiresAt: string;
  receipt: { paymentIntentId: string; amount: number; currency: string; paidAt: string } | null;
}

export async function reportLinkEmail(e: ReportLinkEmail) {
  const amount = e.receipt
    ? new Intl.NumberFormat("en-US", { style: "currency", currency: e.receipt.currency.toUpperCase() }).format(
        e.receipt.amount / 100,
      )
    : "";
  const { html, text } = await renderEmail({
    preview: "Your US Jobs Analytics market report",
    heading: "Your market report",
    body: [
      P(e.name ? `Hello ${e.name},` : "Hello,"),
      P("Thank you for buying the US Jobs Analytics market report. Download it here:"),
      P(A(e.link, "Download the market report (PDF)")),
      P(
        `The link works until ${formatDateTime(e.expiresAt)} UTC and gives the report of the newest data at the moment you open it. If it expires, ask for a new one with "Lost your report?" on the checkout page.`,
      ),
      ...(e.receipt
        ? [
            Field("Amount paid", amount),
            Field("Paid on", `${formatDateTime(e.receipt.paidAt)} UTC`),
            Field("Payment reference", e.receipt.paymentIntentId),
          ]
        : []),
    ],
    footer: ["You receive this because this address was given when the report was bought. This is not a subscription."],
  });
  return { subject: "Your US Jobs Analytics market report", html, text };
}
