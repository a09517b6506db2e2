// The server's secrets and settings, read in this one place. Each is read when it is needed, not at
// import: a deployment may add or change a variable without a rebuild, and tests change them between
// cases. A variable that is unset, blank or malformed reads as undefined, and the route that needs it
// answers 503 "not configured" itself; nothing here throws.
import * as z from "zod/mini";

/**
 * Netlify functions see their variables through `Netlify.env` (the local server provides the same
 * object over `process.env`); anywhere else, such as unit tests and scripts, `process.env` is read.
 */
function raw(name: string, source?: EnvSource): string | undefined {
  if (source) return source[name];
  const netlify = (globalThis as { Netlify?: { env?: { get(key: string): string | undefined } } }).Netlify;
  return netlify?.env ? netlify.env.get(name) : process.env[name];
}

/** A set of variables to read instead of the process's (a function given its environment as an object). */
export type EnvSource = Readonly<Record<string, string | undefined>>;

/** A present, non-blank value, trimmed (the checks below see the trimmed value). */
const Filled = z.string().check(z.trim(), z.minLength(1));

/** What each variable must look like to be usable. */
const SCHEMAS = {
  /** Stripe secret or restricted key: the only credential that can move money. */
  STRIPE_SECRET_KEY: Filled.check(z.regex(/^(sk|rk)_(test|live)_[A-Za-z0-9_]+$/)),
  /** The key Stripe.js loads with on the checkout page. */
  STRIPE_PUBLISHABLE_KEY: Filled.check(z.regex(/^pk_(test|live)_[A-Za-z0-9_]+$/)),
  /** The signing secret of the webhook endpoint; any non-blank value (Stripe's are `whsec_…`). */
  STRIPE_WEBHOOK_SECRET: Filled,
  /** Signs report download tokens; shorter than 32 characters is too easy to guess, so it counts as unset. */
  REPORT_TOKEN_SECRET: Filled.check(z.minLength(32)),
  /** Tests only: the base URL of a fake Stripe API. Checked as a URL where it is used, to say why it is refused. */
  STRIPE_API_BASE: Filled,
  /** Outgoing mail server, `smtp://user:pass@host:587` or `smtps://…:465`; unset = emails go to the local outbox. */
  SMTP_URL: Filled.check(z.regex(/^smtps?:\/\/[^\s]+$/)),
  /** The From of every email, `Name <address>` or an address. */
  MAIL_FROM: Filled.check(z.regex(/@/)),
  /** Where replies to the site's emails go (optional). */
  MAIL_REPLY_TO: Filled.check(z.regex(/@/)),
  /** The operator's address that is told when a live data source starts failing (once per failure episode). */
  OPS_EMAIL: Filled.check(z.regex(/@/)),
  /** The team's address that receives each contact message. */
  CONTACT_TO: Filled.check(z.regex(/@/)),
  /** Signs subscribers' manage and unsubscribe links (optional: the site generates and keeps one otherwise). */
  SUBSCRIPTION_LINK_SECRET: Filled.check(z.minLength(32)),
  /** The site's public address, set by Netlify; every absolute link the site writes is built on it. */
  URL: Filled.check(z.regex(/^https?:\/\/[^\s/]+/)),
  /** The site's public address where Netlify does not set URL (a local server); see src/server/site-url.ts. */
  SITE_URL: Filled.check(z.regex(/^https?:\/\/[^\s/]+/)),
  /** The secret the refresh scheduler sends the background refresh; shorter than 32 characters counts as unset. */
  REFRESH_SECRET: Filled.check(z.minLength(32)),
  /** Netlify's deploy context (production, deploy-preview, branch-deploy, dev), set at build time. */
  CONTEXT: Filled.check(z.regex(/^[a-z-]+$/)),
  /** Local development: the folder the outbox writes emails to when no SMTP_URL is set. */
  OUTBOX_DIR: Filled,
} as const;

export type EnvName = keyof typeof SCHEMAS;

/**
 * The variable's value (trimmed) when it is set and valid, otherwise undefined. `source` is read instead of the
 * process's variables when given.
 */
export function env(name: EnvName, source?: EnvSource): string | undefined {
  const parsed = SCHEMAS[name].safeParse(raw(name, source) ?? "");
  return parsed.success ? parsed.data : undefined;
}
