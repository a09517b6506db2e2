// A purchase of the report from a terminal, doing what the checkout page and Stripe.js do in a browser:
// the site creates the PaymentIntent, the site records the receipt email and name, and the fake Stripe
// API confirms it with a test card (publishable key + client secret, as Stripe.js sends it). The fake
// then delivers `payment_intent.succeeded` to the site, which emails the receipt.
import { randomUUID } from "node:crypto";

export interface BuyOptions {
  site: string;
  stripe: string;
  email: string;
  name: string;
  card: string;
}

/** fetch, with a refused connection said as which address did not answer and how to point at another. */
async function reach(url: string, init: RequestInit, option: "--site" | "--stripe") {
  try {
    return await fetch(url, init);
  } catch (error) {
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    const why = cause?.code ?? cause?.message ?? (error as Error).message;
    throw new Error(
      `nothing answers at ${new URL(url).origin} (${why}): is it running? (${option} URL names another address)`,
    );
  }
}

async function postJson(url: string, body: unknown, site: string) {
  const res = await reach(
    url,
    {
      method: "POST",
      // As the checkout page sends it: same origin.
      headers: { "Content-Type": "application/json", Origin: site, "Sec-Fetch-Site": "same-origin" },
      body: JSON.stringify(body),
    },
    "--site",
  );
  const answer = (await res.json().catch(() => ({}))) as Record<string, unknown>;
  if (!res.ok) throw new Error(`${new URL(url).pathname} answered ${res.status}: ${JSON.stringify(answer)}`);
  return answer;
}

/** Buys the report; returns the PaymentIntent's status and the success page's address. */
export async function buyReport({ site, stripe, email, name, card }: BuyOptions) {
  const created = await postJson(
    `${site}/api/create-payment-intent`,
    { amount: 199, checkoutId: `chk_${randomUUID().replaceAll("-", "")}` },
    site,
  );
  const clientSecret = String(created["clientSecret"]);
  const paymentIntentId = clientSecret.split("_secret_")[0] ?? "";
  await postJson(
    `${site}/api/update-payment-intent`,
    { paymentIntentId, clientSecret, email, customerName: name },
    site,
  );
  const returnUrl = `${site}/payment-success`;
  const res = await reach(
    `${stripe}/v1/payment_intents/${paymentIntentId}/confirm`,
    {
      method: "POST",
      body: new URLSearchParams({
        key: String(created["publishableKey"]),
        client_secret: clientSecret,
        payment_method: card,
        return_url: returnUrl,
      }),
    },
    "--stripe",
  );
  const intent = (await res.json()) as { status?: string; error?: { message?: string } };
  if (!res.ok) throw new Error(`the payment failed: ${intent.error?.message ?? res.status}`);
  const success = new URL(returnUrl);
  success.searchParams.set("payment_intent", paymentIntentId);
  success.searchParams.set("payment_intent_client_secret", clientSecret);
  success.searchParams.set("redirect_status", String(intent.status));
  return { paymentIntentId, status: String(intent.status), successUrl: success.toString() };
}
