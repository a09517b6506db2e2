import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { expect, type Locator, type Page, type Response, test } from "@playwright/test";
import { islandReady } from "./hydration.ts";

// The contact form of /news, mounted below the fold (client:visible).
const PATH = "/news";
const TITLE = "Contact Us";
const ENDPOINT = "/api/contact";
const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];
const AREA = 'astro-island[component-url*="ContactForm"]';
// The address the site was built with (astro.config.mjs: PUBLIC_CONTACT_EMAIL and its default).
const CONTACT_EMAIL = process.env["PUBLIC_CONTACT_EMAIL"] || "contact@usjobsanalytics.com";
const FAILURE_TEXT = `Please try again later or contact us directly at ${CONTACT_EMAIL}`;
// The local server's Blobs folder, as playwright.config.ts sets BLOBS_DIR for this run's port.
const BLOBS_DIR = path.resolve(`.netlify/blobs-e2e-${Number(process.env["E2E_PORT"] ?? 8898)}`);

const MESSAGES = {
  name: "Name is required",
  email: "Please enter a valid email address",
  comment: "Please provide at least 10 characters in your comment",
};

let clients = 0;
/** A client address of its own, so that tests never share the server's per-IP rate limit. */
function clientIp(): string {
  clients += 1;
  return `10.${(process.pid + 7) % 250}.${Math.floor(Date.now() / 1000) % 250}.${(clients + 100) % 250}`;
}

/** Something no other run sends, to find this test's message among the stored ones. */
function unique(): string {
  return `${Date.now()}.${Math.random().toString(36).slice(2, 8)}`;
}

/** Opens /news, scrolls the form into view and waits until its island is hydrated. */
async function openForm(page: Page, ip = clientIp()): Promise<Locator> {
  await page.setExtraHTTPHeaders({ "x-nf-client-connection-ip": ip });
  await page.goto(PATH);
  const form = page.getByRole("region", { name: TITLE });
  await form.scrollIntoViewIfNeeded();
  await islandReady(page, form);
  return form;
}

async function fill(form: Locator, values: { name: string; email: string; phone?: string; comment: string }) {
  await form.getByLabel("Name").fill(values.name);
  await form.getByLabel("Email").fill(values.email);
  if (values.phone !== undefined) await form.getByLabel("Phone").fill(values.phone);
  await form.getByLabel("Comment").fill(values.comment);
}

function isContactPost(r: Response) {
  return new URL(r.url()).pathname === ENDPOINT && r.request().method() === "POST";
}

function toastRegion(page: Page) {
  return page.getByRole("region", { name: /Notifications/ });
}

async function expectEmpty(form: Locator) {
  for (const label of ["Name", "Email", "Phone", "Comment"]) await expect(form.getByLabel(label)).toHaveValue("");
}

/**
 * The stored contact message `id`, read from the local Blobs folder, where the file-backed server
 * keeps each key of a site store as `entries/<siteID>/site:<store>/<key>`.
 */
async function storedMessage(id: string): Promise<Record<string, unknown>> {
  const sites = await readdir(path.join(BLOBS_DIR, "entries"));
  const files: string[] = [];
  for (const site of sites) {
    const dir = path.join(BLOBS_DIR, "entries", site, "site:contact-messages");
    if ((await readdir(dir).catch(() => [] as string[])).includes(id)) files.push(path.join(dir, id));
  }
  expect(files, `the stored file of ${id} in ${BLOBS_DIR}`).toHaveLength(1);
  return JSON.parse(await readFile(files[0]!, "utf8")) as Record<string, unknown>;
}

async function axeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).include(AREA).withTags(WCAG_TAGS).analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`);
}

test.describe("contact form", () => {
  test("is in the server HTML of /news, in place of the old slot, with its address for visitors without JavaScript", async ({
    request,
  }) => {
    const html = await (await request.get(PATH)).text();
    expect(html).not.toContain('id="contact-slot"');
    const start = html.indexOf('data-form="contact"');
    expect(start).toBeGreaterThan(0);
    const form = html.slice(start, html.indexOf("</form>", start));
    for (const text of ["Name", "Email", "Phone", "Comment", "Send Message", `mailto:${CONTACT_EMAIL}`])
      expect(form).toContain(text);
    expect(html).toMatch(/<astro-island[^>]*component-url="[^"]*ContactForm[^"]*"[^>]*client="intent"/);
  });

  test("shows the form's validation messages, linked to the fields, and sends nothing until they are fixed", async ({
    page,
  }) => {
    const posts: string[] = [];
    page.on("request", (r) => {
      if (new URL(r.url()).pathname === ENDPOINT) posts.push(r.method());
    });
    const hydrationErrors: string[] = [];
    page.on("console", (m) => {
      if (m.type() === "error" && /hydrat|Minified React error/i.test(m.text())) hydrationErrors.push(m.text());
    });
    const form = await openForm(page);
    expect(hydrationErrors).toEqual([]);
    await form.getByRole("button", { name: "Send Message" }).click();
    for (const message of Object.values(MESSAGES)) await expect(form.getByText(message, { exact: true })).toBeVisible();
    await expect(form.getByLabel("Name")).toBeFocused();
    await expect(form.getByLabel("Name")).toHaveAttribute("aria-invalid", "true");
    await expect(form.getByLabel("Name")).toHaveAccessibleDescription(MESSAGES.name);
    await expect(form.getByLabel("Email")).toHaveAccessibleDescription(MESSAGES.email);
    await expect(form.getByLabel("Comment")).toHaveAccessibleDescription(MESSAGES.comment);
    await expect(form.getByLabel("Phone")).toHaveAttribute("aria-invalid", "false");
    expect(await axeViolations(page)).toEqual([]);

    // Revalidated on change from now on.
    await form.getByLabel("Name").fill("Ada");
    await expect(form.getByText(MESSAGES.name)).toHaveCount(0);
    await form.getByLabel("Email").fill("ada@");
    await expect(form.getByText(MESSAGES.email)).toBeVisible();
    await form.getByLabel("Email").fill("ada@example.com");
    await expect(form.getByText(MESSAGES.email)).toHaveCount(0);
    await form.getByLabel("Comment").fill("too short");
    await expect(form.getByText(MESSAGES.comment)).toBeVisible();
    await form.getByLabel("Comment").fill("long enough");
    await expect(form.getByText(MESSAGES.comment)).toHaveCount(0);
    expect(posts).toEqual([]);
  });

  test("sends for real: 'Sending...', the success toast, a reset form, and the message stored as sent", async ({
    page,
  }) => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    // Hold the request a moment so that the submitting state can be seen, then let it through.
    await page.route(`**${ENDPOINT}`, async (route) => {
      await held;
      await route.continue();
    });
    const form = await openForm(page);
    const tag = unique();
    const sent = {
      name: "Grace Hopper",
      email: `e2e.${tag}@example.com`,
      phone: "555-0100",
      comment: `The hiring figures for Ohio look off by a month. ${tag}`,
    };
    await fill(form, sent);

    const answer = page.waitForResponse(isContactPost);
    await form.getByRole("button", { name: "Send Message" }).click();
    const busy = form.getByRole("button", { name: "Sending..." });
    await expect(busy).toBeVisible();
    await expect(busy).toBeDisabled();
    release();
    const response = await answer;
    expect(response.status()).toBe(201);
    const body = (await response.json()) as { ok: boolean; id: string; receivedAt: string };
    expect(body).toMatchObject({ ok: true });
    expect(body.id).toMatch(/\S/);
    expect(response.request().postDataJSON()).toEqual({ ...sent, website: "" });

    await expect(toastRegion(page)).toContainText("Message sent successfully!");
    await expect(toastRegion(page)).toContainText("Thank you for your feedback. We'll get back to you soon.");
    await expectEmpty(form);
    await expect(form.getByRole("button", { name: "Send Message" })).toBeEnabled();
    await expect(form.getByText(MESSAGES.name)).toHaveCount(0);

    const stored = await storedMessage(body.id);
    expect(stored).toMatchObject({ ...sent, id: body.id, receivedAt: body.receivedAt });
    expect(stored).not.toHaveProperty("website");
  });

  test("a comment with markup is stored as the text it is", async ({ page }) => {
    const form = await openForm(page);
    const tag = unique();
    const comment = `Nice work <script>alert(1)</script> <b>bold</b> & "quotes" ${tag}`;
    let dialogs = 0;
    page.on("dialog", (d) => {
      dialogs += 1;
      void d.dismiss();
    });
    await fill(form, { name: "<img src=x onerror=alert(2)>", email: `e2e.${tag}@example.com`, comment });
    const answer = page.waitForResponse(isContactPost);
    await form.getByRole("button", { name: "Send Message" }).click();
    const response = await answer;
    expect(response.status()).toBe(201);
    const { id } = (await response.json()) as { id: string };
    const stored = await storedMessage(id);
    expect(stored["comment"]).toBe(comment);
    expect(stored["name"]).toBe("<img src=x onerror=alert(2)>");
    await expect(toastRegion(page)).toContainText("Message sent successfully!");
    await expectEmpty(form);
    expect(dialogs).toBe(0);
  });

  test("a failure keeps the values and toasts 'Failed to send message' with the site's contact address", async ({
    page,
  }) => {
    await page.route(`**${ENDPOINT}`, (r) => r.fulfill({ status: 500, body: "x" }));
    const form = await openForm(page);
    await fill(form, { name: "Ada Lovelace", email: "ada@example.com", comment: "This will not arrive, sadly." });
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(toastRegion(page)).toContainText("Failed to send message");
    await expect(toastRegion(page)).toContainText(FAILURE_TEXT);
    await expect(page.locator('[data-variant="destructive"]')).toContainText(CONTACT_EMAIL);
    await expect(form.getByRole("button", { name: "Send Message" })).toBeEnabled();
    await expect(form.getByLabel("Name")).toHaveValue("Ada Lovelace");
    await expect(form.getByLabel("Comment")).toHaveValue("This will not arrive, sadly.");
  });

  test("the server's rate limit (429) says when to try again, and gives the address", async ({ page }) => {
    const ip = clientIp();
    // Use up this client's 20 POSTs a minute with bodies the server rejects (nothing is stored).
    for (let i = 0; i < 20; i++) {
      const r = await page.request.post(ENDPOINT, { data: {}, headers: { "x-nf-client-connection-ip": ip } });
      expect(r.status()).toBe(400);
    }
    const form = await openForm(page, ip);
    await fill(form, { name: "Ada Lovelace", email: "ada@example.com", comment: "One message too many." });
    const answer = page.waitForResponse(isContactPost);
    await form.getByRole("button", { name: "Send Message" }).click();
    const response = await answer;
    expect(response.status()).toBe(429);
    const wait = Number(await response.headerValue("retry-after"));
    expect(wait).toBeGreaterThan(0);
    await expect(toastRegion(page)).toContainText("Failed to send message");
    await expect(toastRegion(page)).toContainText(
      `Please try again in ${wait} ${wait === 1 ? "second" : "seconds"} or contact us directly at ${CONTACT_EMAIL}`,
    );
    await expect(form.getByLabel("Name")).toHaveValue("Ada Lovelace");
  });

  test("works with the keyboard alone, never reaching the honeypot", async ({ page }) => {
    const form = await openForm(page);
    const name = form.getByLabel("Name");
    await name.focus();
    await page.keyboard.type("Katherine Johnson");
    await page.keyboard.press("Tab");
    await expect(form.getByLabel("Email")).toBeFocused();
    await page.keyboard.type(`e2e.${unique()}@example.com`);
    await page.keyboard.press("Tab");
    await expect(form.getByLabel("Phone")).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(form.getByLabel("Comment")).toBeFocused();
    await page.keyboard.type("Sent without a mouse, all the way.");
    await page.keyboard.press("Tab");
    const button = form.getByRole("button", { name: "Send Message" });
    await expect(button).toBeFocused();
    await expect(form.locator('input[name="website"]')).toHaveValue("");

    const answer = page.waitForResponse(isContactPost);
    await page.keyboard.press("Enter");
    expect((await answer).status()).toBe(201);
    await expect(toastRegion(page)).toContainText("Message sent successfully!");
    await expectEmpty(form);
    // The focus stays in the form, on the button, ready for another message.
    await expect(button).toBeFocused();
    await page.keyboard.press("Shift+Tab");
    await expect(form.getByLabel("Comment")).toBeFocused();
  });

  test.describe("on a 390 px screen", () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test("fits the screen with 44 px targets, and no axe violations in either state", async ({ page }) => {
      const form = await openForm(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      const card = (await form.boundingBox())!;
      expect(card.x).toBeGreaterThanOrEqual(0);
      expect(card.x + card.width).toBeLessThanOrEqual(390);
      for (const label of ["Name", "Email", "Phone", "Comment"]) {
        const box = (await form.getByLabel(label).boundingBox())!;
        expect(box.x, label).toBeGreaterThanOrEqual(card.x);
        expect(box.x + box.width, label).toBeLessThanOrEqual(card.x + card.width);
        expect(box.height, label).toBeGreaterThanOrEqual(44);
      }
      const button = (await form.getByRole("button", { name: "Send Message" }).boundingBox())!;
      expect(button.height).toBeGreaterThanOrEqual(44);
      expect(button.x + button.width).toBeLessThanOrEqual(card.x + card.width);
      expect(await axeViolations(page)).toEqual([]);

      await form.getByRole("button", { name: "Send Message" }).click();
      await expect(form.getByText(MESSAGES.comment)).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      expect(await axeViolations(page)).toEqual([]);
    });
  });
});
