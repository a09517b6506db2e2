import { Fragment, type ReactNode, useCallback, useEffect, useState } from "react";
import BusyNote from "~/components/ui/BusyNote";
import { BUTTON_PRIMARY, BUTTON_SECONDARY } from "~/components/ui/styles";
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
/** What the page says when there is no report to give, and what it offers next. */
const MESSAGES = {
  processing: {
    alert: false,
    text: "Your payment is still being processed. This page can check again in a moment.",
    actions: ["retry", "back"],
  },
  retry: {
    alert: true,
    text: "We can't verify your payment right now. Please check again in a moment; you will not be charged twice.",
    actions: ["retry", "back"],
  },
  unverified: {
    alert: true,
    text: "We could not find a completed payment for the report, so there is nothing to download.",
    actions: ["checkout"],
  },
  "no-payment": {
    alert: false,
    text: "There is no payment to verify on this page. The report can be bought on the checkout page.",
    actions: ["checkout", "back"],
  },
} as const;

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

  const checkout = (
    <a href="/checkout" className={BUTTON_PRIMARY}>
      Go to checkout
    </a>
  );

  const actions = { retry, back, checkout };
  const message = view.kind in MESSAGES ? MESSAGES[view.kind as keyof typeof MESSAGES] : undefined;

  return (
    // The views differ in height; reserving the tallest keeps the page from shifting.
    <div aria-live="polite" className="min-h-44 rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      {view.kind === "generating" && (
        <BusyNote text="Generating your comprehensive report..." testId="generating" className="text-slate-800" />
      )}
      {view.kind === "paid" && (
        <Outcome
          text="Thank you for your purchase. Your report is ready; the download link works for 15 minutes."
          className="space-y-4"
        >
          <a href={view.downloadUrl} download className={BUTTON_PRIMARY} data-testid="download">
            Download Your Report
          </a>
          {back}
        </Outcome>
      )}
      {message && (
        <Outcome alert={message.alert} text={message.text}>
          {message.actions.map((action) => (
            <Fragment key={action}>{actions[action]}</Fragment>
          ))}
        </Outcome>
      )}
    </div>
  );
}

/** What the page says about the payment, and what the visitor can do next; an alert when something failed. */
function Outcome({
  text,
  alert = false,
  className = "space-y-3",
  children,
}: {
  text: string;
  alert?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className} role={alert ? "alert" : undefined}>
      <p className="text-slate-800">{text}</p>
      <div className="flex flex-wrap items-center gap-4">{children}</div>
    </div>
  );
}
