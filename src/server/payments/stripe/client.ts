// The Stripe client and the publishable key, as this deployment's environment allows them.

import Stripe from "stripe";
import { env } from "../../env.ts";
import { isPreviewDeploy } from "../../runtime-deploy-context.ts";
import { PaymentsNotConfiguredError } from "./stripe-errors.ts";

type StripeSettings = { key: string; base: string | undefined; config: Stripe.StripeConfig };

const mode = (key: string) => (key.includes("_live_") ? "live" : "test");

/** The last configuration problem logged, so that each is logged once and not on every request. */
let reportedProblem: string | undefined;

function notConfigured(problem: string): PaymentsNotConfiguredError {
  if (reportedProblem !== problem) console.warn(`[payments] ${problem}`);
  reportedProblem = problem;
  return new PaymentsNotConfiguredError();
}

/**
 * What the environment says about Stripe: the settings for a client, or why there can be none.
 *
 * `STRIPE_API_BASE` (tests only): an `http://host:port` base URL, e.g. `http://127.0.0.1:12111`,
 * that points the real SDK at the fake Stripe API of tests/helpers/fake-stripe.ts instead of
 * api.stripe.com. It is refused together with a live key, so a stray variable can never send real
 * payments elsewhere.
 *
 * Timeouts are short and retries few: a function must answer well within Netlify's time limit,
 * and the checkout page can simply try again. Every POST carries an idempotency key, so the one
 * retry is safe.
 */
function readSettings(): StripeSettings | { problem: string } {
  const key = env("STRIPE_SECRET_KEY");
  if (!key) {
    return { problem: "STRIPE_SECRET_KEY is not set (or not a Stripe secret key): payment routes answer 503." };
  }
  if (mode(key) === "live" && isPreviewDeploy()) {
    return { problem: "A deploy preview never uses a live Stripe key: set test keys for previews." };
  }
  const config: Stripe.StripeConfig = { maxNetworkRetries: 1, timeout: 8_000, appInfo: { name: "us-jobs-analytics" } };
  const base = env("STRIPE_API_BASE");
  if (base) {
    if (mode(key) === "live") return { problem: "STRIPE_API_BASE is set together with a live key; refusing both." };
    let url: URL;
    try {
      url = new URL(base);
    } catch {
      return { problem: "STRIPE_API_BASE is not a URL." };
    }
    const protocol = url.protocol === "https:" ? "https" : "http";
    config.host = url.hostname;
    config.port = Number(url.port || (protocol === "https" ? 443 : 80));
    config.protocol = protocol;
  }
  return { key, base, config };
}

/**
 * The publishable key the checkout page loads Stripe.js with (served with each new PaymentIntent,
 * so one build works with or without payments). Throws PaymentsNotConfiguredError when it is
 * missing, malformed, or of another mode (test/live) than the secret key.
 */
export function publishableKey(): string {
  const key = env("STRIPE_PUBLISHABLE_KEY");
  if (!key || mode(key) !== mode(env("STRIPE_SECRET_KEY") ?? "") || (mode(key) === "live" && isPreviewDeploy())) {
    throw notConfigured("STRIPE_PUBLISHABLE_KEY is not set, not a publishable key, or not of the secret key's mode.");
  }
  return key;
}

let cached: { key: string; base: string | undefined; client: Stripe } | undefined;

/**
 * The Stripe client, created on first use (stripe@23 throws at construction without a key, which
 * would break every function at import on a site without payments) and reused while the
 * environment stays the same. Throws PaymentsNotConfiguredError, logging the reason once.
 */
export function stripeClient(): Stripe {
  const settings = readSettings();
  if ("problem" in settings) throw notConfigured(settings.problem);
  const { key, base, config } = settings;
  if (cached && cached.key === key && cached.base === base) return cached.client;
  const client = new Stripe(key, config);
  cached = { key, base, client };
  return client;
}
