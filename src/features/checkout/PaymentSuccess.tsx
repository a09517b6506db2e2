import { useCallback, useEffect, useState } from "react";
import { BUTTON_PRIMARY, BUTTON_SECONDARY } from "../../components/ui/styles";
import { clearCheckoutId } from "./checkout-session";

/** The generating view stays at least 3 seconds, and longer while the server verifies. */
export const GENERATING_MS = 3000;

type View =
  | { kind: "generating" }
  | { kind: "paid"; downloadUrl: string }
  | { kind: "processing" }
  | { kind: "unverified" }
  | { kind: "retry" }
  | { kind: "no-payment" };

async function verify(paymentIntent: string, clientSecret: string): Promise<View> {
  try {
    const res = await fetch("/api/verify-payment", {
      method: "POST",
      credentials: "include",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ paymentIntent, clientSecret }),
    });
    if (res.status === 200)
      return { kind: "paid", downloadUrl: ((await res.json()) as { downloadUrl: string }).downloadUrl };
    if (res.status === 202) return { kind: "processing" };
    if (res.status === 402 || res.status === 400) return { kind: "unverified" };
    return { kind: "retry" };
  } catch {
    return { kind: "retry" };
  }
}

/**
 * After Stripe's redirect: asks the server to verify the payment named in the URL and, only when it
 * is verified, offers the download. Nothing in the URL (not even redirect_status) is trusted.
 */
export default function PaymentSuccess() {
  const [view, setView] = useState<View>({ kind: "generating" });
  const [payment, setPayment] = useState<{ id: string; secret: string } | null>(null);

  const run = useCallback(async (id: string, secret: string) => {
    setView({ kind: "generating" });
    const [result] = await Promise.all([verify(id, secret), new Promise((r) => setTimeout(r, GENERATING_MS))]);
    if (result.kind === "paid") clearCheckoutId();
    setView(result);
  }, []);

  useEffect(() => {
    const params = new URLSearchParams(window.location.search);
    const id = params.get("payment_intent");
    const secret = params.get("payment_intent_client_secret");
    // The client secret must not linger in the address bar or the history.
    window.history.replaceState(window.history.state, "", window.location.pathname);
    if (!id || !secret) {
      setView({ kind: "no-payment" });
      return;
    }
    setPayment({ id, secret });
    void run(id, secret);
  }, [run]);

  const retry = payment && (
    <button type="button" className={BUTTON_SECONDARY} onClick={() => void run(payment.id, payment.secret)}>
      Check again
    </button>
  );
  const back = (
    <a href="/" className="text-sm font-medium text-blue-800 underline">
      Back to the dashboard
    </a>
  );

  return (
    // The views differ in height; reserving the tallest keeps the page from shifting.
    <div aria-live="polite" className="min-h-44 rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      {view.kind === "generating" && (
        <p role="status" className="flex items-center gap-3 text-slate-800" data-testid="generating">
          <span
            aria-hidden="true"
            className="h-5 w-5 animate-spin rounded-full border-2 border-blue-700 border-t-transparent"
          />
          Generating your comprehensive report...
        </p>
      )}
      {view.kind === "paid" && (
        <div className="space-y-4">
          <p className="text-slate-800">
            Thank you for your purchase. Your report is ready; the download link works for 15 minutes.
          </p>
          <div className="flex flex-wrap items-center gap-4">
            <a href={view.downloadUrl} download className={BUTTON_PRIMARY} data-testid="download">
              Download Your Report
            </a>
            {back}
          </div>
        </div>
      )}
      {view.kind === "processing" && (
        <div className="space-y-3">
          <p className="text-slate-800">
            Your payment is still being processed. This page can check again in a moment.
          </p>
          <div className="flex flex-wrap items-center gap-4">
            {retry}
            {back}
          </div>
        </div>
      )}
      {view.kind === "retry" && (
        <div className="space-y-3" role="alert">
          <p className="text-slate-800">
            We can't verify your payment right now. Please check again in a moment; you will not be charged twice.
          </p>
          <div className="flex flex-wrap items-center gap-4">
            {retry}
            {back}
          </div>
        </div>
      )}
      {view.kind === "unverified" && (
        <div className="space-y-3" role="alert">
          <p className="text-slate-800">
            We could not find a completed payment for the report, so there is nothing to download.
          </p>
          <a href="/checkout" className={BUTTON_PRIMARY}>
            Go to checkout
          </a>
        </div>
      )}
      {view.kind === "no-payment" && (
        <div className="space-y-3">
          <p className="text-slate-800">
            There is no payment to verify on this page. The report can be bought on the checkout page.
          </p>
          <div className="flex flex-wrap items-center gap-4">
            <a href="/checkout" className={BUTTON_PRIMARY}>
              Go to checkout
            </a>
            {back}
          </div>
        </div>
      )}
    </div>
  );
}
