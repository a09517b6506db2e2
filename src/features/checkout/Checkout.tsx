import type { Stripe, StripeElements } from "@stripe/stripe-js";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import BusyNote from "~/components/ui/BusyNote";
import { LabelledControl } from "~/components/ui/LabelledControl";
import { BUTTON_PRIMARY } from "~/components/ui/styles";
import { paymentIntentIdFromClientSecret, REPORT_PRICE_DOLLARS } from "~/domain/payments";
import { toast } from "~/stores/toast";
import { checkoutId, withTimeout } from "./checkout-session";

/** How long Stripe.js may take to load before the page gives up and says so. */
const STRIPE_LOAD_TIMEOUT_MS = 15_000;

type Setup =
  | { kind: "loading" }
  | { kind: "failed" }
  | { kind: "ready"; stripe: Stripe; elements: StripeElements; clientSecret: string };

async function createIntent(): Promise<{ clientSecret: string; publishableKey: string }> {
  const res = await fetch("/api/create-payment-intent", {
    method: "POST",
    credentials: "include",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ amount: REPORT_PRICE_DOLLARS, checkoutId: checkoutId() }),
  });
  if (!res.ok) throw new Error(`${res.status}: ${(await res.text()) || res.statusText}`);
  return (await res.json()) as { clientSecret: string; publishableKey: string };
}

/**
 * The payment form: creates (or resumes) the PaymentIntent, loads Stripe.js itself (so a failure is
 * shown, never a blank page) and mounts the Payment Element; on submit updates the receipt details
 * and confirms, after which Stripe sends the buyer to /payment-success.
 */
export default function Checkout() {
  const [setup, setSetup] = useState<Setup>({ kind: "loading" });
  const [elementReady, setElementReady] = useState(false);
  const [processing, setProcessing] = useState(false);
  const [name, setName] = useState("");
  const [email, setEmail] = useState("");
  const mountRef = useRef<HTMLDivElement>(null);
  const ids = { name: useId(), email: useId() };

  useEffect(() => {
    let cancelled = false;
    (async () => {
      try {
        const { clientSecret, publishableKey } = await createIntent();
        // The pure entry point loads Stripe.js only now, not when this module is imported.
        const { loadStripe } = await import("@stripe/stripe-js/pure");
        const stripe = await withTimeout(
          loadStripe(publishableKey),
          STRIPE_LOAD_TIMEOUT_MS,
          "Failed to load Stripe.js",
        );
        if (!stripe) throw new Error("Failed to load Stripe.js");
        const elements = stripe.elements({ clientSecret });
        if (!cancelled) setSetup({ kind: "ready", stripe, elements, clientSecret });
      } catch (error) {
        console.warn("Checkout setup failed:", error instanceof Error ? error.message : error);
        if (!cancelled) setSetup({ kind: "failed" });
      }
    })();
    return () => {
      cancelled = true;
    };
  }, []);

  useEffect(() => {
    if (setup.kind !== "ready" || !mountRef.current) return;
    const element = setup.elements.create("payment", { layout: "tabs" });
    element.on("ready", () => setElementReady(true));
    element.on("loaderror", () => setSetup({ kind: "failed" }));
    element.mount(mountRef.current);
    return () => element.destroy();
  }, [setup]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (setup.kind !== "ready" || processing) return;
    if (!name.trim() || !email.trim()) {
      toast({
        title: "Missing Information",
        description: "Please provide your name and email address",
        variant: "destructive",
      });
      return;
    }
    setProcessing(true);
    try {
      const { stripe, elements, clientSecret } = setup;
      const checked = await elements.submit();
      if (checked.error) {
        toast({
          title: "Payment Failed",
          description: checked.error.message ?? "Please check your payment details.",
          variant: "destructive",
        });
        return;
      }
      const paymentIntentId = paymentIntentIdFromClientSecret(clientSecret);
      // The receipt details are a convenience: if saving them fails, the payment still goes ahead.
      // The client secret proves to the server that this page is the buyer's.
      await fetch("/api/update-payment-intent", {
        method: "POST",
        credentials: "include",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ paymentIntentId, clientSecret, email: email.trim(), customerName: name.trim() }),
      })
        .then((res) => !res.ok && console.warn(`update-payment-intent answered ${res.status}`))
        .catch((error) => console.warn("update-payment-intent failed:", error));
      const { error } = await stripe.confirmPayment({
        elements,
        confirmParams: {
          return_url: `${window.location.origin}/payment-success`,
          payment_method_data: { billing_details: { name: name.trim(), email: email.trim() } },
        },
      });
      if (error) {
        toast({
          title: "Payment Failed",
          description: error.message ?? "The payment was not completed.",
          variant: "destructive",
        });
      } else {
        toast({
          title: "Payment Successful",
          description: "Your report is being generated and will download shortly!",
        });
      }
    } finally {
      setProcessing(false);
    }
  }

  if (setup.kind === "loading") {
    return <BusyNote text="Setting up secure payment..." testId="checkout-loading" className="text-slate-700" />;
  }
  if (setup.kind === "failed") {
    return (
      <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4">
        <p className="font-medium text-red-800">Unable to initialize payment. Please try again.</p>
        <a href="/" className="mt-3 inline-block text-sm font-medium text-blue-800 underline">
          Back to the dashboard
        </a>
      </div>
    );
  }
  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label="Payment">
      <PayerField id={ids.name} name="name" label="Name" value={name} onChange={setName} />
      <PayerField id={ids.email} name="email" type="email" label="Email" value={email} onChange={setEmail} />
      <div ref={mountRef} className="min-h-20" data-testid="payment-element" />
      <button type="submit" className={`${BUTTON_PRIMARY} w-full`} disabled={!elementReady || processing}>
        {processing ? "Processing..." : `Pay $${REPORT_PRICE_DOLLARS}`}
      </button>
    </form>
  );
}

/** A labelled field of the payer's details; `name` is also its autofill token. */
function PayerField({
  id,
  name,
  type,
  label,
  value,
  onChange,
}: {
  id: string;
  name: "name" | "email";
  type?: "email";
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <LabelledControl id={id} label={label} labelClassName="block text-sm font-medium text-slate-900">
      <input
        id={id}
        name={name}
        type={type}
        autoComplete={name}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className="mt-1 w-full rounded-md border border-slate-300 px-3 py-2"
      />
    </LabelledControl>
  );
}
