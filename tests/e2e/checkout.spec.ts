import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { FAKE_STRIPE_PORT, MAIL_DIR } from "../../playwright.config";
import { routeStripe } from "../helpers/fake-stripe/browser.ts";

const FAKE_API = `http://127.0.0.1:${FAKE_STRIPE_PORT}`;

/** Serves the fake Stripe.js and element frame at js.stripe.com and sends api.stripe.com to the fake API. */
const fakeStripe = (page: Page) => routeStripe(page, FAKE_API);

/** The emails the test SMTP server received for `address`. */
function mailsTo(address: string) {
  return readdirSync(MAIL_DIR)
    .sort()
    .map((f) => JSON.parse(readFileSync(join(MAIL_DIR, f), "utf8")) as { to: string[]; subject: string; text: string })
    .filter((m) => m.to.includes(address));
}

/** CSP violations the page reports in its console. */
function cspViolations(page: Page): string[] {
  const seen: string[] = [];
  page.on("console", (m) => /Content Security Policy/i.test(m.text()) && seen.push(m.text()));
  return seen;
}

test.describe("checkout", () => {
  test("the whole purchase: setup, missing information, pay, verification and the PDF download", async ({ page }) => {
    test.setTimeout(90_000);
    const violations = cspViolations(page);
    await fakeStripe(page);
    await page.goto("/checkout");
    await expect(page.getByText("Setting up secure payment...")).toBeVisible();
    const pay = page.getByRole("button", { name: "Pay $199" });
    await expect(pay).toBeEnabled({ timeout: 15_000 });
    await expect(page.getByLabel("Email", { exact: true })).toHaveAttribute("type", "email");

    await pay.click();
    await expect(page.getByText("Missing Information").first()).toBeVisible();
    await expect(page.getByText("Please provide your name and email address").first()).toBeVisible();

    await page.getByLabel("Name").fill("Ada Lovelace");
    await page.getByLabel("Email", { exact: true }).fill("ada@example.com");
    const update = page.waitForRequest((r) => r.url().endsWith("/api/update-payment-intent"));
    await pay.click();
    expect(JSON.parse((await update).postData()!)).toMatchObject({
      email: "ada@example.com",
      customerName: "Ada Lovelace",
    });

    await page.waitForURL(/\/payment-success/);
    await expect(page.getByText("Generating your comprehensive report...")).toBeVisible();
    // The client secret does not stay in the address bar: the payment check takes it out as it runs, once its code
    // (about 83 KB) has loaded after the first paint, which a busy 2-core machine can take longer than 7 s to do.
    await expect(page).toHaveURL(/\/payment-success$/, { timeout: 20_000 });
    const download = page.getByRole("link", { name: "Download Your Report" });
    await expect(download).toBeVisible({ timeout: 20_000 });
    const [file] = await Promise.all([page.waitForEvent("download"), download.click()]);
    expect(file.suggestedFilename()).toMatch(/^us-jobs-analytics-report-\d{4}-\d{2}\.pdf$/);
    const pdf = readFileSync((await file.path())!);
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    expect(violations).toEqual([]);
  });

  test("a purchase ends with the receipt email: the fake Stripe API delivers the signed webhook; a refund it delivers withdraws the link", async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const email = `receipt-${Date.now()}@example.com`;
    await fakeStripe(page);
    await page.goto("/checkout");
    const pay = page.getByRole("button", { name: "Pay $199" });
    await expect(pay).toBeEnabled({ timeout: 15_000 });
    await page.getByLabel("Name").fill("Grace Hopper");
    await page.getByLabel("Email", { exact: true }).fill(email);
    await pay.click();
    await page.waitForURL(/\/payment-success/);

    // Nothing but the fake's webhook delivery records the purchase and sends this email.
    await expect.poll(() => mailsTo(email).length, { timeout: 20_000 }).toBe(1);
    const [receipt] = mailsTo(email);
    expect(receipt?.subject).toBe("Your US Jobs Analytics market report");
    expect(receipt?.text).toContain("$199.00");
    const link = /https?:\/\/[^\s\]>"]+\/api\/report\/access\?[^\s\]>"]+/.exec(receipt?.text ?? "")?.[0] ?? "";
    const access = new URL(link);
    const paymentIntent = access.searchParams.get("pi") ?? "";
    const opened = await request.get(`${access.pathname}${access.search}`);
    expect(opened.status()).toBe(200);
    expect(opened.headers()["content-type"]).toBe("application/pdf");

    // A refund at Stripe: its charge.refunded webhook, delivered by the fake, revokes the link.
    const refund = await request.post(`${FAKE_API}/v1/refunds`, {
      headers: { Authorization: "Bearer sk_test_e2e" },
      form: { payment_intent: paymentIntent },
    });
    expect((await refund.json()).status).toBe("succeeded");
    await expect
      .poll(async () => (await request.get(`${access.pathname}${access.search}`)).status(), { timeout: 15_000 })
      .toBe(403);
  });

  test("a declined card shows 'Payment Failed' with the provider's message and stays on checkout", async ({ page }) => {
    await fakeStripe(page);
    await page.goto("/checkout");
    const pay = page.getByRole("button", { name: "Pay $199" });
    await expect(pay).toBeEnabled({ timeout: 15_000 });
    await page
      .frameLocator('iframe[title="Secure payment input frame"]')
      .locator("#pm")
      .selectOption("pm_card_chargeDeclined");
    await page.getByLabel("Name").fill("Ada Lovelace");
    await page.getByLabel("Email", { exact: true }).fill("ada@example.com");
    await pay.click();
    await expect(page.getByText("Payment Failed").first()).toBeVisible();
    await expect(page.getByText(/declined/i).first()).toBeVisible();
    await expect(page).toHaveURL(/\/checkout$/);
  });

  test("a reload reuses the same PaymentIntent (no second charge)", async ({ page }) => {
    await fakeStripe(page);
    const secrets: string[] = [];
    page.on(
      "response",
      async (r) => r.url().endsWith("/api/create-payment-intent") && secrets.push((await r.json()).clientSecret),
    );
    await page.goto("/checkout");
    await expect(page.getByRole("button", { name: "Pay $199" })).toBeEnabled({ timeout: 15_000 });
    await page.reload();
    await expect(page.getByRole("button", { name: "Pay $199" })).toBeEnabled({ timeout: 15_000 });
    expect(secrets).toHaveLength(2);
    expect(secrets[1]).toBe(secrets[0]);
  });

  test("setup failures show 'Unable to initialize payment. Please try again.' with a back link", async ({ page }) => {
    await page.route("**/api/create-payment-intent", (r) =>
      r.fulfill({ status: 503, contentType: "application/json", body: '{"error":"payments_not_configured"}' }),
    );
    await page.goto("/checkout");
    await expect(page.getByText("Unable to initialize payment. Please try again.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to the dashboard" })).toHaveAttribute("href", "/");
  });

  test("Stripe.js that cannot load ends in the setup failure message, not a blank page", async ({ page }) => {
    await page.route(/^https:\/\/js\.stripe\.com\//, (route) => route.abort("internetdisconnected"));
    await page.goto("/checkout");
    await expect(page.getByText("Unable to initialize payment. Please try again.")).toBeVisible({ timeout: 20_000 });
  });

  test("the checkout CSP allows Stripe's script, frames and API, and no other third party", async ({ page }) => {
    await page.goto("/checkout");
    const csp = await page.locator('meta[http-equiv="content-security-policy"]').getAttribute("content");
    const directive = (name: string) =>
      csp!
        .split(";")
        .map((d) => d.trim())
        .find((d) => d.startsWith(`${name} `)) ?? "";
    const hosts = (d: string) =>
      d
        .split(/\s+/)
        .slice(1)
        .filter((s) => s.startsWith("https://"));
    expect(hosts(directive("script-src"))).toEqual(["https://js.stripe.com"]);
    expect(hosts(directive("frame-src")).sort()).toEqual(["https://hooks.stripe.com", "https://js.stripe.com"]);
    expect(hosts(directive("connect-src"))).toEqual(["https://api.stripe.com"]);
    expect(directive("script-src")).not.toContain("'unsafe-inline'");
    const home = await (await page.request.get("/")).text();
    expect(home).not.toContain("stripe.com");
  });
});

test.describe("payment success", () => {
  test("opened without a payment it offers no download and links to checkout", async ({ page }) => {
    await page.goto("/payment-success");
    await expect(page.getByText("There is no payment to verify on this page.")).toBeVisible({ timeout: 10_000 });
    await expect(page.getByRole("link", { name: "Download Your Report" })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Go to checkout" })).toHaveAttribute("href", "/checkout");
  });

  test("a forged success URL for an unpaid intent offers no download", async ({ page, request }) => {
    const res = await request.post("/api/create-payment-intent", {
      data: { amount: 199, checkoutId: `chk_${Date.now()}forged` },
    });
    const { clientSecret } = await res.json();
    const id = clientSecret.split("_secret_")[0];
    await page.goto(
      `/payment-success?payment_intent=${id}&payment_intent_client_secret=${clientSecret}&redirect_status=succeeded`,
    );
    await expect(page.getByText("We could not find a completed payment for the report")).toBeVisible({
      timeout: 10_000,
    });
    await expect(page.getByRole("link", { name: "Download Your Report" })).toHaveCount(0);
  });

  test("when the payment cannot be verified yet it offers a retry and no download, then succeeds", async ({
    page,
    request,
  }) => {
    const created = await request.post("/api/create-payment-intent", {
      data: { amount: 199, checkoutId: `chk_${Date.now()}retry` },
    });
    const { clientSecret } = await created.json();
    const id = clientSecret.split("_secret_")[0];
    // Pay as Stripe.js would: confirm with the publishable key, the client secret and a test card.
    const confirmed = await request.post(`${FAKE_API}/v1/payment_intents/${id}/confirm`, {
      form: {
        key: "pk_test_e2e",
        client_secret: clientSecret,
        payment_method: "pm_card_visa",
        return_url: "http://127.0.0.1/payment-success",
      },
    });
    expect((await confirmed.json()).status).toBe("succeeded");

    // Verification cannot reach Stripe for now.
    await page.route("**/api/verify-payment", (r) =>
      r.fulfill({ status: 503, contentType: "application/json", body: '{"error":"payments_unavailable"}' }),
    );
    await page.goto(
      `/payment-success?payment_intent=${id}&payment_intent_client_secret=${clientSecret}&redirect_status=succeeded`,
    );
    await expect(page.getByText("We can't verify your payment right now")).toBeVisible({ timeout: 10_000 });
    await expect(page.getByRole("link", { name: "Download Your Report" })).toHaveCount(0);

    await page.unroute("**/api/verify-payment");
    await page.getByRole("button", { name: "Check again" }).click();
    await expect(page.getByRole("link", { name: "Download Your Report" })).toBeVisible({ timeout: 10_000 });
  });

  test("the report is refused without a valid token", async ({ request }) => {
    expect((await request.get("/api/report")).status()).toBe(401);
    expect(
      (await request.get("/api/report?token=pi_123.9999999999.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA")).status(),
    ).toBe(403);
  });

  test("the success page sends no referrer", async ({ request }) => {
    expect((await request.get("/payment-success")).headers()["referrer-policy"]).toContain("no-referrer");
  });
});

test.describe("lost report", () => {
  test("'Lost your report?' works without JavaScript and answers without saying whether a purchase exists", async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/checkout");
    const section = page.getByRole("region", { name: "Lost your report?" });
    await section.getByLabel("Email used at checkout").fill("nobody-bought@example.com");
    await section.getByRole("button", { name: "Email me the link" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Check your inbox");
    await expect(page.getByRole("main")).toContainText("If a report was bought with nobody-bought@example.com");
    await context.close();
  });
});
