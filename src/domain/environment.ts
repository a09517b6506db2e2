/**
 * Every setting the site reads from its environment, in one list: the server's secrets (Stripe, mail, links), where
 * the site lives, the live data refresh's keys and upstream addresses, the Netlify deploy it runs on, and the two
 * public values pages are built with. Each entry says what a usable value looks like; a value that is set but not
 * usable is reported by its name and read as unset, so the feature that needs it says "not configured" (503)
 * instead of failing deep inside. Pure: the caller hands in where the values come from (src/server/env.ts reads the
 * process's or Netlify's, tests and scripts hand in an object).
 */
import * as z from "zod/mini";

/** A present, non-blank value, trimmed (the checks below see the trimmed value). */
const Filled = z.string().check(z.trim(), z.minLength(1));
const Email = Filled.check(z.regex(/@/, "expected an email address"));
const HttpUrl = Filled.check(z.regex(/^https?:\/\/[^\s/]+/, "expected an http(s):// address"));
const Port = Filled.check(z.regex(/^\d{1,5}$/, "expected a port number"));

/** What each variable must look like to be usable, and what it is for. */
export const ENV_SCHEMAS = {
  // Payments
  /** Stripe secret or restricted key: the only credential that can move money. */
  STRIPE_SECRET_KEY: Filled.check(
    z.regex(
      /^(sk|rk)_(test|live)_[A-Za-z0-9_]+$/,
      "expected a secret key, sk_test_…, sk_live_…, rk_test_… or rk_live_…",
    ),
  ),
  /** The key Stripe.js loads with on the checkout page. */
  STRIPE_PUBLISHABLE_KEY: Filled.check(
    z.regex(/^pk_(test|live)_[A-Za-z0-9_]+$/, "expected a publishable key, pk_test_… or pk_live_…"),
  ),
  /** The signing secret of the webhook endpoint; any non-blank value (Stripe's are `whsec_…`). */
  STRIPE_WEBHOOK_SECRET: Filled,
  /** Signs report download tokens; shorter than 32 characters is too easy to guess, so it counts as unset. */
  REPORT_TOKEN_SECRET: Filled.check(z.minLength(32, "shorter than 32 characters")),
  /** Tests only: the base URL of a fake Stripe API. Checked as a URL where it is used, to say why it is refused. */
  STRIPE_API_BASE: Filled,

  // Email
  /** Outgoing mail server, `smtp://user:pass@host:587` or `smtps://…:465`; unset = emails go to the local outbox. */
  SMTP_URL: Filled.check(z.regex(/^smtps?:\/\/[^\s]+$/, "expected smtp://… or smtps://…")),
  /** The From of every email, `Name <address>` or an address. */
  MAIL_FROM: Email,
  /** Where replies to the site's emails go (optional). */
  MAIL_REPLY_TO: Email,
  /** The operator's address that is told when a live data source starts failing (once per failure episode). */
  OPS_EMAIL: Email,
  /** The team's address that receives each contact message. */
  CONTACT_TO: Email,
  /** Local development: the folder the outbox writes emails to when no SMTP_URL is set. */
  OUTBOX_DIR: Filled,
  /** Signs subscribers' manage and unsubscribe links (optional: the site generates and keeps one otherwise). */
  SUBSCRIPTION_LINK_SECRET: Filled.check(z.minLength(32, "shorter than 32 characters")),

  // Where the site lives
  /** The site's public address, set by Netlify; every absolute link the site writes is built on it. */
  URL: HttpUrl,
  /** The site's public address where Netlify does not set URL (a local server); see src/domain/site-url.ts. */
  SITE_URL: HttpUrl,
  /** The local server's port (the default address is http://localhost:PORT). */
  PORT: Port,

  // The live data refresh
  /** The secret the refresh scheduler sends the background refresh; shorter than 32 characters counts as unset. */
  REFRESH_SECRET: Filled.check(z.minLength(32, "shorter than 32 characters")),
  /** BLS API v2 registration key (the refresh runs without one, within the keyless daily limits). */
  BLS_API_KEY: Filled,
  /** FRED API key, required to fetch the weekly unemployment insurance claims. */
  FRED_API_KEY: Filled,
  /** Replacements of the upstream addresses (tests run fakes on loopback through these). */
  BLS_API_BASE_URL: HttpUrl,
  INDEED_BASE_URL: HttpUrl,
  GREENHOUSE_BASE_URL: HttpUrl,
  ASHBY_BASE_URL: HttpUrl,
  WARN_BASE_URL: HttpUrl,
  FRED_BASE_URL: HttpUrl,
  BLS_CALENDAR_URL: HttpUrl,
  /** A folder of the raw public source files on this machine; unset = the copy kept in Blobs. */
  DATA_RAW_DIR: Filled,
  /** The Netlify build hook that rebuilds the pages after a refresh publishes a dataset. */
  BUILD_HOOK_URL: HttpUrl,

  // The Netlify site (set by Netlify, or by an operator running scripts against it)
  /** Netlify's deploy context (production, deploy-preview, branch-deploy, dev), set at build time. */
  CONTEXT: Filled.check(z.regex(/^[a-z-]+$/, "expected lower-case letters and dashes")),
  /** The site's id, set by Netlify in builds and functions. */
  SITE_ID: Filled,
  /** The site's id for scripts and the CLI (same value as SITE_ID). */
  NETLIFY_SITE_ID: Filled,
  /** A personal access token of the site's team: scripts reach the site's Blobs and the API with it. */
  NETLIFY_API_TOKEN: Filled,
  /** A token allowed only to purge the CDN cache (preferred over NETLIFY_API_TOKEN for the purge). */
  NETLIFY_PURGE_API_TOKEN: Filled,
  /** Tests only: the base URL of a fake Netlify API. */
  NETLIFY_API_URL: HttpUrl,

  // Operator scripts on this machine
  /** The folder of the local Blobs store (`npm start`, scripts); default .netlify/blobs-serve. */
  BLOBS_DIR: Filled,
  /** `1`: build the pages from the dataset in the local Blobs store instead of data/seed. */
  DATASET_FROM_BLOBS: Filled.check(z.regex(/^[01]$/, "expected 0 or 1")),

  // Build time (pages and the editors' CMS)
  /** Where the build finds the dataset it builds pages from (pulled from Blobs); default .netlify/dataset-build. */
  DATASET_BUILD_DIR: Filled,
  /** The GitHub repository (`owner/name`) the CMS edits; default: the one REPOSITORY_URL names. */
  CMS_REPO: Filled.check(z.regex(/^[\w.-]+\/[\w.-]+$/, "expected owner/name")),
  /** The repository's address, set by Netlify. */
  REPOSITORY_URL: Filled,
  /** The branch the CMS commits to; default: BRANCH. */
  CMS_BRANCH: Filled,
  /** The branch being built, set by Netlify. */
  BRANCH: Filled,

  // Build time (pages): public values, inlined into pages through astro:env (see astro.config.mjs)
  /** The site's analytics id; unset = no analytics. */
  PUBLIC_ANALYTICS_ID: Filled,
  /** The contact address shown on the News page. */
  PUBLIC_CONTACT_EMAIL: Email,
} as const;

export type EnvName = keyof typeof ENV_SCHEMAS;

/**
 * The variables pages are built with. They reach the pages through astro:env (astro.config.mjs declares them from
 * this list): Astro inlines public values into the built HTML and the browser's code, which is what these are for;
 * the build stops with the variable's name when one is set but unusable.
 */
export const PAGE_VARIABLES = ["PUBLIC_ANALYTICS_ID", "PUBLIC_CONTACT_EMAIL"] as const satisfies readonly EnvName[];

/** What the pages are built with when PUBLIC_CONTACT_EMAIL is unset. */
export const DEFAULT_PUBLIC_CONTACT_EMAIL = "contact@usjobsanalytics.com";

/**
 * A set of variables to read (a function's or a test's environment as an object). Only the names above; any object
 * with string values fits, such as `process.env`.
 */
export type EnvSource = { readonly [Name in EnvName]?: string | undefined };

export type EnvReading =
  | { readonly status: "set"; readonly value: string }
  | { readonly status: "unset" }
  | { readonly status: "invalid"; readonly problem: string };

/** A variable's value as given: trimmed and usable, unset (absent or blank), or set but unusable and why. */
export function readVariable(name: EnvName, given: string | undefined): EnvReading {
  if (given === undefined || given.trim() === "") return { status: "unset" };
  const parsed = ENV_SCHEMAS[name].safeParse(given);
  if (parsed.success) return { status: "set", value: parsed.data };
  return { status: "invalid", problem: parsed.error.issues[0]?.message ?? "not a usable value" };
}

/** The variable's usable value in `source` (trimmed), or undefined when it is unset or unusable. */
export function variableOf(name: EnvName, source: EnvSource): string | undefined {
  const reading = readVariable(name, source[name]);
  return reading.status === "set" ? reading.value : undefined;
}

/** The line that says a variable is set but cannot be used (it never contains the value: it may be a secret). */
export function invalidVariableMessage(name: EnvName, problem: string): string {
  return `${name} is set but not usable (${problem}); it is treated as unset`;
}

/** Every variable of `source` (of `names`, all by default) that is set but unusable, as lines for an operator. */
export function environmentProblems(
  source: EnvSource,
  names: readonly EnvName[] = Object.keys(ENV_SCHEMAS) as EnvName[],
): string[] {
  const problems: string[] = [];
  for (const name of names) {
    const reading = readVariable(name, source[name]);
    if (reading.status === "invalid") problems.push(invalidVariableMessage(name, reading.problem));
  }
  return problems;
}
