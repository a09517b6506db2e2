import { defineConfig, devices } from "@playwright/test";
import { findChromium } from "./scripts/lib/chromium.ts";
import { E2E_REPORT } from "./scripts/lib/test-reports.ts";

// Debian's Chromium when it is installed (this project's machines); Playwright's own browser elsewhere.
const executablePath = findChromium();

// End-to-end tests get their own port and their own Blobs folder, emptied at start.
const port = Number(process.env["E2E_PORT"] ?? 8898);
// The fake Stripe API (tests/helpers/fake-stripe.ts) the site's functions talk to during the tests.
export const FAKE_STRIPE_PORT = Number(process.env["E2E_STRIPE_PORT"] ?? port + 3213);
// A real SMTP server the site's emails go to (tests/helpers/smtp-serve.ts), and the folder it writes them into.
export const SMTP_PORT = Number(process.env["E2E_SMTP_PORT"] ?? port + 3214);
export const MAIL_DIR = `${process.env["E2E_OUTPUT"] ?? "test-results/e2e"}-mail`;
/** The signing secret the fake Stripe API signs its webhook deliveries with, and the site checks them with. */
export const E2E_WEBHOOK_SECRET = "whsec_e2e_secret";
/**
 * A made-up measurement id, for the site built with one (tests/helpers/analytics-site.ts), which only
 * security-analytics.spec.ts starts, on a free port of its own: the test blocks every request to Google.
 */
export const E2E_ANALYTICS_ID = "G-E2ETEST000";

export default defineConfig({
  testDir: "tests/e2e",
  // Its own folder: Playwright empties it at start, and test-results/ also holds the unit report.
  outputDir: process.env["E2E_OUTPUT"] ?? "test-results/e2e",
  timeout: 30_000,
  expect: { timeout: 7_000 },
  // Tests, not files, are shared out between the two workers, so that one long file (a11y, layout) does not leave a
  // worker idle at the end. A file whose tests share a server of their own says so (security-analytics.spec.ts).
  fullyParallel: true,
  workers: 2,
  // One retry on CI absorbs a rare timing failure on a loaded 2-core machine; flaky tests are still reported.
  retries: process.env["CI"] ? 1 : 0,
  // A JSON report too, which `npm test` (scripts/test-all.ts) counts for its summary.
  reporter: [["list"], ["json", { outputFile: E2E_REPORT }]],
  use: {
    ...devices["Desktop Chrome"],
    baseURL: `http://127.0.0.1:${port}`,
    trace: "retain-on-failure",
    launchOptions: executablePath
      ? {
          executablePath,
          args: [
            "--no-sandbox",
            "--disable-gpu",
            "--disable-background-networking",
            "--disable-component-update",
            "--disable-sync",
          ],
        }
      : {},
  },
  webServer: [
    {
      // Delivers each event, signed, to the site's webhook, as Stripe does.
      command:
        `node tests/helpers/fake-stripe/cli.ts --port ${FAKE_STRIPE_PORT} --webhook-secret ${E2E_WEBHOOK_SECRET}` +
        ` --forward-to http://127.0.0.1:${port}/api/stripe-webhook`,
      port: FAKE_STRIPE_PORT,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      command: `node tests/helpers/smtp-serve.ts ${SMTP_PORT} ${MAIL_DIR}`,
      port: SMTP_PORT,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      command: "node scripts/serve.ts --quiet --fresh",
      env: {
        PORT: String(port),
        // The address every link in the site's emails starts with: this server's.
        SITE_URL: `http://127.0.0.1:${port}`,
        BLOBS_DIR: `.netlify/blobs-e2e-${port}`,
        // The specs act as distinct clients (rate limits) through x-nf-client-connection-ip.
        SERVE_TRUST_CLIENT_IP: "1",
        // No scheduled function runs by itself during the tests: what a spec sees is what it did.
        SERVE_SCHEDULES: "0",
        // Payments fully configured, against the fake Stripe API: test keys only.
        STRIPE_SECRET_KEY: "sk_test_e2e",
        STRIPE_PUBLISHABLE_KEY: "pk_test_e2e",
        STRIPE_API_BASE: `http://127.0.0.1:${FAKE_STRIPE_PORT}`,
        STRIPE_WEBHOOK_SECRET: E2E_WEBHOOK_SECRET,
        REPORT_TOKEN_SECRET: "e2e-report-token-secret-0123456789abcdef",
        // Email through the test SMTP server.
        SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
        MAIL_FROM: "US Jobs Analytics <updates@usjobs.example>",
        CONTACT_TO: "team@usjobs.example",
      },
      url: `http://127.0.0.1:${port}/`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: "pipe",
    },
  ],
});
