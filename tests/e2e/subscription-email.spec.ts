// The subscription lifecycle in the browser, with a real SMTP server (tests/helpers/smtp-serve.ts): subscribe →
// read the email → Confirm → change preferences → a second submission gets the manage email and changes nothing →
// one-click unsubscribe by POSTing the List-Unsubscribe URL. Contact messages reach the team's inbox too.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { MAIL_DIR } from "../../playwright.config.ts";
import { islandReady } from "./hydration.ts";

const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

interface Mail {
  to: string[];
  subject: string;
  text: string;
  html: string;
  headerLines: string[];
}

function mailsTo(address: string): Mail[] {
  return readdirSync(MAIL_DIR)
    .sort()
    .map((f) => JSON.parse(readFileSync(join(MAIL_DIR, f), "utf8")) as Mail)
    .filter((m) => m.to.includes(address));
}

/** Waits for the `n`th email to `address` (1-based) and returns it. */
async function nthMail(address: string, n: number): Promise<Mail> {
  await expect.poll(() => mailsTo(address).length, { timeout: 15_000 }).toBeGreaterThanOrEqual(n);
  return mailsTo(address)[n - 1] as Mail;
}

/** The first link to `path` in a plain-text email (a sentence's full stop is not part of it). */
function linkIn(mail: Mail, path: string): string {
  const match = new RegExp(`https?://[^\\s\\]>"]+${path.replace(/\//g, "\\/")}\\?[^\\s\\]>"]+`).exec(mail.text);
  if (!match) throw new Error(`no ${path} link in "${mail.subject}"`);
  return match[0].replace(/[.,;)]+$/, "");
}

let clients = 0;
async function subscribe(page: Page, email: string) {
  clients += 1;
  await page.setExtraHTTPHeaders({ "x-nf-client-connection-ip": `10.77.${process.pid % 250}.${clients}` });
  await page.goto("/");
  const form = page.getByRole("region", { name: "Get Employment Market Updates" });
  await form.scrollIntoViewIfNeeded();
  await islandReady(page, form);
  await form.getByLabel("Full name").fill("Ada Lovelace");
  await form.getByLabel("Email").fill(email);
  await form.getByRole("checkbox", { name: "Layoff Alerts" }).check();
  await form.getByRole("button", { name: "Subscribe to Updates" }).click();
  await expect(form.getByRole("heading", { name: "Check Your Inbox" })).toBeFocused();
  await expect(form).toContainText(`We sent an email to ${email}`);
}

async function noAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  expect(results.violations.map((v) => v.id)).toEqual([]);
}

test("subscribe, confirm from the email, choose preferences, and leave in one click", async ({ page }) => {
  const email = `e2e.lifecycle.${Date.now()}@example.com`;
  await subscribe(page, email);

  const confirmation = await nthMail(email, 1);
  expect(confirmation.subject).toBe("Confirm your US Jobs Analytics subscription");
  expect(confirmation.headerLines).toContainEqual(
    expect.stringMatching(/^From: US Jobs Analytics <updates@usjobs\.example>$/),
  );
  expect(confirmation.html).toContain("Confirm my subscription");

  // The link's page confirms nothing until its button is pressed.
  await page.goto(linkIn(confirmation, "/api/notifications/confirm"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Confirm your subscription");
  await noAxeViolations(page);
  await page.getByRole("button", { name: "Confirm subscription" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Subscription confirmed");

  await page.getByRole("link", { name: "Choose topics, states and frequency" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your update preferences");
  await expect(page.getByRole("checkbox", { name: "Layoff Alerts" })).toBeChecked();
  await page.getByRole("checkbox", { name: "State Updates" }).check();
  await page.getByRole("checkbox", { name: "Forecast before each jobs report" }).check();
  await page.getByRole("checkbox", { name: "California" }).check();
  await page.getByRole("radio", { name: "A weekly digest" }).check();
  await page.getByRole("button", { name: "Save preferences" }).click();
  await expect(page.getByRole("status")).toHaveText("Your preferences are saved.");
  await expect(page.getByRole("checkbox", { name: "California" })).toBeChecked();
  await expect(page.getByRole("checkbox", { name: "Forecast before each jobs report" })).toBeChecked();
  await expect(page.getByRole("radio", { name: "A weekly digest" })).toBeChecked();
  await noAxeViolations(page);

  // Submitting the address again changes nothing and sends the manage links instead.
  await subscribe(page, email);
  const manage = await nthMail(email, 2);
  expect(manage.subject).toBe("Your US Jobs Analytics subscription");
  await page.goto(linkIn(manage, "/api/notifications/preferences"));
  await expect(page.getByRole("checkbox", { name: "California" })).toBeChecked();
  await expect(page.getByRole("radio", { name: "A weekly digest" })).toBeChecked();

  // One click (RFC 8058): a POST of List-Unsubscribe=One-Click to the link, no page needed; then the preferences
  // page is closed to the address.
  const unsubscribe = linkIn(manage, "/api/notifications/unsubscribe");
  const oneClick = await page.request.post(unsubscribe, {
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    data: "List-Unsubscribe=One-Click",
  });
  expect(oneClick.status()).toBe(200);
  const closed = await page.goto(linkIn(manage, "/api/notifications/preferences"));
  expect(closed?.status()).toBe(404);
  // A GET of the unsubscribe link only shows its button.
  await page.goto(unsubscribe);
  await expect(page.getByRole("button", { name: "Unsubscribe" })).toBeVisible();
  await noAxeViolations(page);
});

test("an expired, reused or forged confirmation link fails clearly", async ({ page }) => {
  const email = `e2e.tokens.${Date.now()}@example.com`;
  await subscribe(page, email);
  const link = linkIn(await nthMail(email, 1), "/api/notifications/confirm");
  const forged = link.replace(/t=[^&]+/, "t=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA");
  await page.goto(forged);
  await page.getByRole("button", { name: "Confirm subscription" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("This link does not work");
  await page.goto(link);
  await page.getByRole("button", { name: "Confirm subscription" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Subscription confirmed");
  // Used again: said so, without the manage link only the first use gets.
  await page.goto(link);
  await page.getByRole("button", { name: "Confirm subscription" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("This link was already used");
  await expect(page.getByRole("link", { name: "Choose topics, states and frequency" })).toHaveCount(0);
  await noAxeViolations(page);
});

test("a contact message reaches the team's inbox with Reply-To set to the sender", async ({ page }) => {
  const sender = `e2e.contact.${Date.now()}@example.com`;
  const res = await page.request.post("/api/contact", {
    headers: { "x-nf-client-connection-ip": `10.78.${process.pid % 250}.1` },
    data: { name: "Grace Hopper", email: sender, comment: "Could the map show metro areas?" },
  });
  expect(res.status()).toBe(201);
  await expect
    .poll(() => mailsTo("team@usjobs.example").filter((m) => m.text.includes(sender)).length, { timeout: 15_000 })
    .toBe(1);
  const mail = mailsTo("team@usjobs.example").find((m) => m.text.includes(sender)) as Mail;
  expect(mail.headerLines).toContainEqual(`Reply-To: Grace Hopper <${sender}>`);
  expect(mail.subject).toBe("Contact: Grace Hopper — Could the map show metro areas?");
});
