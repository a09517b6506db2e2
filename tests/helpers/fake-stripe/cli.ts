// The fake Stripe API for a developer (npm run fake-stripe) and for the end-to-end tests.
//
//   npm run fake-stripe -- [--port 12111] [--forward-to URL] [--webhook-secret SECRET] [--retries 3]
//       serves the fake API; with --forward-to, delivers every event there, signed (like
//       `stripe listen --forward-to`). Prints the variables the site needs.
//   npm run fake-stripe -- buy --email ADDRESS [--name NAME] [--card pm_card_visa] [--site URL] [--stripe URL]
//       buys the report from the terminal, as the checkout page would (the fake must be running).
//   npm run fake-stripe -- checkout [--site URL] [--stripe URL]
//       opens /checkout in Chromium with a stand-in for Stripe.js (needs a display).
//
// Each option can also come from the environment: FAKE_STRIPE_PORT, FAKE_STRIPE_FORWARD_TO,
// FAKE_STRIPE_WEBHOOK_SECRET. `node tests/helpers/fake-stripe/cli.ts PORT` works too. `buy` and `checkout` find
// the site and the fake where the site's own settings (`.env`) put them: --site defaults to the site's address
// (URL, else SITE_URL, else http://localhost:PORT), --stripe to STRIPE_API_BASE, else the fake's port.
import { randomBytes } from "node:crypto";
import { parseArgs } from "node:util";
import { siteOrigin } from "../../../src/domain/site-url.ts";
import { startFakeStripe } from "../fake-stripe.ts";
import { buyReport } from "./buy.ts";

/** The keys and secret the fake's printed setup uses; any sk_test_/pk_test_ key works with the fake. */
export const LOCAL_KEYS = {
  secret: "sk_test_local",
  publishable: "pk_test_local",
  webhookSecret: "whsec_local_fake_stripe",
} as const;

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    port: { type: "string" },
    "forward-to": { type: "string" },
    "webhook-secret": { type: "string" },
    retries: { type: "string" },
    site: { type: "string" },
    stripe: { type: "string" },
    email: { type: "string" },
    name: { type: "string", default: "Ada Lovelace" },
    card: { type: "string", default: "pm_card_visa" },
    help: { type: "boolean", short: "h" },
  },
});

const fail = (message: string): never => {
  console.error(message);
  process.exit(2);
};
const command = /^\d+$/.test(positionals[0] ?? "") ? "serve" : (positionals[0] ?? "serve");
const port = Number(
  values.port ?? (command === "serve" ? positionals[0] : undefined) ?? process.env["FAKE_STRIPE_PORT"] ?? 12111,
);
if (!Number.isInteger(port) || port < 0 || port > 65535) fail(`--port must be a port number, not ${values.port}`);
const site = (values.site ?? siteOrigin(process.env)).replace(/\/$/, "");
const stripe = (values.stripe || process.env["STRIPE_API_BASE"] || `http://127.0.0.1:${port}`).replace(/\/$/, "");

if (values.help) {
  const head = (await import("node:fs")).readFileSync(new URL(import.meta.url), "utf8").split("\nimport ")[0];
  console.log(head?.replace(/^\/\/ ?/gm, ""));
} else if (command === "serve") {
  const forwardTo = values["forward-to"] ?? process.env["FAKE_STRIPE_FORWARD_TO"];
  const secret = values["webhook-secret"] ?? process.env["FAKE_STRIPE_WEBHOOK_SECRET"] ?? LOCAL_KEYS.webhookSecret;
  const retries = Number(values.retries ?? 3);
  if (forwardTo && !/^https?:\/\//.test(forwardTo)) fail(`--forward-to must be an http(s) URL, not ${forwardTo}`);
  if (!Number.isInteger(retries) || retries < 0 || retries > 10) fail("--retries must be 0 to 10");
  const fake = await startFakeStripe({
    port,
    ...(forwardTo
      ? {
          webhook: {
            url: forwardTo,
            secret,
            retryDelaysMs: Array.from({ length: retries }, (_, i) => 1000 * 2 ** i),
            onAttempt: (a) =>
              console.log(
                `webhook ${a.type} ${a.eventId} → ${a.status ?? a.error}${a.attempt > 1 ? ` (attempt ${a.attempt})` : ""}`,
              ),
          },
        }
      : {}),
  });
  console.log(`Fake Stripe API on ${fake.url}`);
  console.log(
    forwardTo
      ? `Webhooks: every event is POSTed, signed with ${secret}, to ${forwardTo}`
      : `Webhooks: off (add --forward-to ${site}/api/stripe-webhook)`,
  );
  console.log(`The site's settings (in .env, then restart npm start):
STRIPE_API_BASE=${fake.url}
STRIPE_SECRET_KEY=${LOCAL_KEYS.secret}
STRIPE_PUBLISHABLE_KEY=${LOCAL_KEYS.publishable}
STRIPE_WEBHOOK_SECRET=${secret}
# Any 32+ characters; keep the first one you set (it signs the emailed report links).
REPORT_TOKEN_SECRET=${randomBytes(24).toString("hex")}`);
} else if (command === "buy") {
  if (!values.email) fail("buy needs --email ADDRESS (where the receipt goes)");
  const bought = await buyReport({
    site,
    stripe,
    email: values.email ?? "",
    name: values.name,
    card: values.card,
  }).catch((error: unknown) => fail(`Could not buy the report: ${error instanceof Error ? error.message : error}`));
  console.log(`PaymentIntent ${bought.paymentIntentId}: ${bought.status}`);
  console.log(`Success page (verifies the payment and offers the download):\n${bought.successUrl}`);
} else if (command === "checkout") {
  const { chromium } = await import("@playwright/test");
  const { findChromium } = await import("../../../scripts/lib/chromium.ts");
  const { routeStripe } = await import("./browser.ts");
  const executablePath = findChromium();
  const browser = await chromium
    .launch({ headless: false, ...(executablePath === undefined ? {} : { executablePath }) })
    .catch((error: unknown) =>
      fail(
        `Could not open Chromium (${error instanceof Error ? error.message.split("\n")[0] : error}). It needs a display;` +
          " without one, buy from the terminal: npm run fake-stripe -- buy --email ADDRESS",
      ),
    );
  const context = await browser.newContext();
  await routeStripe(context, stripe);
  await (await context.newPage()).goto(`${site}/checkout`);
  console.log("Chromium shows the checkout; pay with the test card. Close the browser to stop.");
  await new Promise((resolve) => browser.on("disconnected", resolve));
} else {
  fail(`Unknown command ${command}; try --help`);
}
