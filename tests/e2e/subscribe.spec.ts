import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, type Response, test } from "@playwright/test";
import { islandReady } from "./hydration.ts";

// The dashboard mounts the subscription form below the fold (client:visible).
const PATH = "/";
const TITLE = "Get Employment Market Updates";
const ENDPOINT = "/api/notifications/subscribe";
const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];
const AREA = 'astro-island[component-url*="SubscribeForm"]';
const OPTIONS = [
  "All Updates",
  "Layoff Alerts",
  "Hiring Trends",
  "Skills Demand",
  "State Updates",
  "Forecast before each jobs report",
];

let clients = 0;
/** A client address of its own, so that tests never share the server's per-IP rate limit. */
function clientIp(): string {
  clients += 1;
  return `10.${process.pid % 250}.${Math.floor(Date.now() / 1000) % 250}.${clients % 250}`;
}

/** A fresh email, so every real submission is a new subscriber. */
function uniqueEmail(): string {
  return `e2e.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/** Opens the page, scrolls the form into view and waits until its island is hydrated. */
async function openForm(page: Page, ip = clientIp()) {
  await page.setExtraHTTPHeaders({ "x-nf-client-connection-ip": ip });
  await page.goto(PATH);
  const form = page.getByRole("region", { name: TITLE });
  await form.scrollIntoViewIfNeeded();
  await islandReady(page, form);
  return form;
}

function isSubscribePost(r: Response) {
  return new URL(r.url()).pathname === ENDPOINT && r.request().method() === "POST";
}

function toastRegion(page: Page) {
  return page.getByRole("region", { name: /Notifications/ });
}

test.describe("subscription form", () => {
  test("renders in the server HTML with every field and 'All Updates' checked", async ({ request }) => {
    const page = await (await request.get(PATH)).text();
    expect(page).toContain(TITLE);
    const start = page.indexOf('data-form="subscribe"');
    expect(start).toBeGreaterThan(0);
    const html = page.slice(start, page.indexOf("</form>", start));
    for (const text of ["Full name", "Email", "Phone number", "Comment", ...OPTIONS, "Subscribe to Updates"]) {
      expect(html).toContain(text);
    }
    const checkboxes = html.match(/<input[^>]*type="checkbox"[^>]*>/g) ?? [];
    expect(checkboxes.map((c) => /value="(\w+)"/.exec(c)?.[1])).toEqual([
      "all",
      "layoffs",
      "hiring",
      "skills",
      "states",
      "forecast",
    ]);
    expect(checkboxes.map((c) => c.includes("checked"))).toEqual([true, false, false, false, false, false]);
  });

  test("shows the form's validation messages and sends nothing until they are fixed", async ({ page }) => {
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
    await expect(form.getByRole("checkbox", { name: "All Updates" })).toBeChecked();
    for (const option of OPTIONS.slice(1)) await expect(form.getByRole("checkbox", { name: option })).not.toBeChecked();

    await form.getByRole("button", { name: "Subscribe to Updates" }).click();
    await expect(form.getByText("Full name must be at least 2 characters")).toBeVisible();
    await expect(form.getByText("Please enter a valid email address")).toBeVisible();
    await expect(form.getByLabel("Full name")).toBeFocused();
    await expect(form.getByLabel("Full name")).toHaveAttribute("aria-invalid", "true");
    await expect(form.getByLabel("Full name")).toHaveAccessibleDescription("Full name must be at least 2 characters");
    await expect(form.getByLabel("Email")).toHaveAccessibleDescription("Please enter a valid email address");

    // Revalidated on change from now on.
    await form.getByLabel("Full name").fill("A");
    await expect(form.getByText("Full name must be at least 2 characters")).toBeVisible();
    await form.getByLabel("Full name").fill("Ada Lovelace");
    await expect(form.getByText("Full name must be at least 2 characters")).toHaveCount(0);
    await form.getByLabel("Email").fill("ada@");
    await expect(form.getByText("Please enter a valid email address")).toBeVisible();
    await form.getByLabel("Email").fill(uniqueEmail());
    await expect(form.getByText("Please enter a valid email address")).toHaveCount(0);

    await form.getByRole("checkbox", { name: "All Updates" }).uncheck();
    await expect(form.getByText("Please select at least one notification type")).toBeVisible();
    await expect(form.getByRole("checkbox", { name: "Skills Demand" })).toHaveAccessibleDescription(
      "Please select at least one notification type",
    );
    await form.getByRole("button", { name: "Subscribe to Updates" }).click();
    await expect(form.getByText("Please select at least one notification type")).toBeVisible();
    expect(posts).toEqual([]);

    const results = await new AxeBuilder({ page }).include(AREA).withTags(WCAG_TAGS).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`)).toEqual([]);
  });

  test("subscribes for real (201), shows 'Check Your Inbox' and 'Subscribe Someone Else' returns to an empty form", async ({
    page,
  }) => {
    const form = await openForm(page);
    await form.getByLabel("Full name").fill("Ada Lovelace");
    await form.getByLabel("Email").fill(uniqueEmail());
    await form.getByLabel("Phone number").fill("555-0100");
    await form.getByLabel("Comment").fill("Interested in state figures.");
    await form.getByRole("checkbox", { name: "Layoff Alerts" }).check();
    await form.getByRole("checkbox", { name: "State Updates" }).check();

    const answer = page.waitForResponse(isSubscribePost);
    await form.getByRole("button", { name: "Subscribe to Updates" }).click();
    const response = await answer;
    expect(response.status()).toBe(201);
    expect(await response.json()).toEqual({ ok: true, status: "pending" });
    expect(response.request().postDataJSON()).toMatchObject({ website: "", phoneNumber: "555-0100" });

    const heading = form.getByRole("heading", { name: "Check Your Inbox" });
    await expect(heading).toBeVisible();
    await expect(heading).toBeFocused();
    await expect(form).toContainText("All Updates, Layoff Alerts, and State Updates");
    await expect(toastRegion(page)).toContainText("Check your inbox");
    await expect(toastRegion(page)).toContainText("Confirm your subscription with the link we emailed you.");

    const results = await new AxeBuilder({ page }).include(AREA).withTags(WCAG_TAGS).analyze();
    expect(results.violations.map((v) => v.id)).toEqual([]);

    await form.getByRole("button", { name: "Subscribe Someone Else" }).click();
    await expect(form.getByLabel("Full name")).toHaveValue("");
    await expect(form.getByLabel("Full name")).toBeFocused();
    await expect(form.getByLabel("Email")).toHaveValue("");
    await expect(form.getByLabel("Phone number")).toHaveValue("");
    await expect(form.getByLabel("Comment")).toHaveValue("");
    await expect(form.getByRole("checkbox", { name: "All Updates" })).toBeChecked();
    await expect(form.getByRole("checkbox", { name: "Layoff Alerts" })).not.toBeChecked();
    await expect(form.getByRole("checkbox", { name: "State Updates" })).not.toBeChecked();
  });

  test("a failed request keeps the values and shows 'Subscription failed' / 'Failed to subscribe'", async ({
    page,
  }) => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(`**${ENDPOINT}`, async (route) => {
      await held;
      await route.fulfill({ status: 500, body: "boom" });
    });
    const form = await openForm(page);
    await form.getByLabel("Full name").fill("Ada Lovelace");
    await form.getByLabel("Email").fill("ada@example.com");
    await form.getByRole("button", { name: "Subscribe to Updates" }).click();

    // Submitting: the button is disabled and says so.
    const busy = form.getByRole("button", { name: "Subscribing..." });
    await expect(busy).toBeDisabled();
    release();

    await expect(toastRegion(page)).toContainText("Subscription failed");
    await expect(toastRegion(page)).toContainText("Failed to subscribe");
    await expect(form.getByRole("button", { name: "Subscribe to Updates" })).toBeEnabled();
    await expect(form.getByLabel("Full name")).toHaveValue("Ada Lovelace");
    await expect(form.getByLabel("Email")).toHaveValue("ada@example.com");
    await expect(form.getByRole("heading", { name: "Check Your Inbox" })).toHaveCount(0);
  });

  test("a network failure says 'Please try again later.'", async ({ page }) => {
    await page.route(`**${ENDPOINT}`, (route) => route.abort("internetdisconnected"));
    const form = await openForm(page);
    await form.getByLabel("Full name").fill("Ada Lovelace");
    await form.getByLabel("Email").fill("ada@example.com");
    await form.getByRole("button", { name: "Subscribe to Updates" }).click();
    await expect(toastRegion(page)).toContainText("Subscription failed");
    await expect(toastRegion(page)).toContainText("Please try again later.");
  });

  test("the server's rate limit (429) says there were too many attempts and when to retry", async ({ page }) => {
    const ip = clientIp();
    // Use up this client's 20 POSTs a minute with bodies the server rejects (nothing is stored).
    for (let i = 0; i < 20; i++) {
      const r = await page.request.post(ENDPOINT, { data: {}, headers: { "x-nf-client-connection-ip": ip } });
      expect(r.status()).toBe(400);
    }
    const form = await openForm(page, ip);
    await form.getByLabel("Full name").fill("Ada Lovelace");
    await form.getByLabel("Email").fill(uniqueEmail());
    const answer = page.waitForResponse(isSubscribePost);
    await form.getByRole("button", { name: "Subscribe to Updates" }).click();
    const response = await answer;
    expect(response.status()).toBe(429);
    const wait = Number(await response.headerValue("retry-after"));
    expect(wait).toBeGreaterThan(0);
    await expect(toastRegion(page)).toContainText("Subscription failed");
    await expect(toastRegion(page)).toContainText(
      `Too many subscription attempts. Please try again in ${wait} ${wait === 1 ? "second" : "seconds"}.`,
    );
    await expect(form.getByLabel("Full name")).toHaveValue("Ada Lovelace");
  });

  test("the server's field errors (400) appear on the fields", async ({ page }) => {
    await page.route(`**${ENDPOINT}`, (route) =>
      route.fulfill({
        status: 400,
        json: {
          error: "validation_failed",
          message: "Please enter a valid email address",
          fieldErrors: { email: ["Please enter a valid email address"] },
        },
      }),
    );
    const form = await openForm(page);
    await form.getByLabel("Full name").fill("Ada Lovelace");
    await form.getByLabel("Email").fill("ada@example.com");
    await form.getByRole("button", { name: "Subscribe to Updates" }).click();
    await expect(toastRegion(page)).toContainText("Please enter a valid email address");
    await expect(form.getByLabel("Email")).toHaveAttribute("aria-invalid", "true");
    await expect(form.getByLabel("Email")).toHaveAccessibleDescription("Please enter a valid email address");
  });

  test("works with the keyboard alone, and the honeypot is never reached", async ({ page }) => {
    const form = await openForm(page);
    const name = form.getByLabel("Full name");
    // Tab from the top of the page until the form's first field has the focus.
    await page.locator("body").evaluate((body) => (body as HTMLElement).focus());
    for (let i = 0; i < 500 && !(await name.evaluate((el) => el === document.activeElement)); i++) {
      await page.keyboard.press("Tab");
    }
    await expect(name).toBeFocused();
    await page.keyboard.type("Grace Hopper");
    await page.keyboard.press("Tab");
    await expect(form.getByLabel("Email")).toBeFocused();
    await page.keyboard.type(uniqueEmail());
    await page.keyboard.press("Tab");
    await expect(form.getByLabel("Phone number")).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(form.getByLabel("Comment")).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(form.getByRole("checkbox", { name: "All Updates" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(form.getByRole("checkbox", { name: "Layoff Alerts" })).toBeFocused();
    await page.keyboard.press("Space");
    await expect(form.getByRole("checkbox", { name: "Layoff Alerts" })).toBeChecked();
    for (const option of OPTIONS.slice(2)) {
      await page.keyboard.press("Tab");
      await expect(form.getByRole("checkbox", { name: option })).toBeFocused();
    }
    await page.keyboard.press("Tab");
    await expect(form.getByRole("button", { name: "Subscribe to Updates" })).toBeFocused();
    await expect(form.locator('input[name="website"]')).toHaveValue("");

    const answer = page.waitForResponse(isSubscribePost);
    await page.keyboard.press("Enter");
    expect((await answer).status()).toBe(201);
    await expect(form.getByRole("heading", { name: "Check Your Inbox" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(form.getByRole("button", { name: "Subscribe Someone Else" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(name).toBeFocused();
    await expect(name).toHaveValue("");
  });

  test.describe("on a 390 px screen", () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test("fits the screen with 44 px targets and no axe violations", async ({ page }) => {
      test.slow(); // axe over the whole dashboard at phone size takes a while
      const form = await openForm(page);
      const card = await form.boundingBox();
      expect(card).not.toBeNull();
      expect(card!.x).toBeGreaterThanOrEqual(0);
      expect(card!.x + card!.width).toBeLessThanOrEqual(390);
      for (const field of ["Full name", "Email", "Phone number", "Comment"]) {
        const box = (await form.getByLabel(field).boundingBox())!;
        expect(box.x + box.width, field).toBeLessThanOrEqual(card!.x + card!.width);
        expect(box.height, field).toBeGreaterThanOrEqual(44);
      }
      for (const option of OPTIONS) {
        const box = (await form.locator("label", { hasText: option }).boundingBox())!;
        expect(box.height, option).toBeGreaterThanOrEqual(44);
        expect(box.x + box.width, option).toBeLessThanOrEqual(card!.x + card!.width);
      }
      const button = (await form.getByRole("button", { name: "Subscribe to Updates" }).boundingBox())!;
      expect(button.height).toBeGreaterThanOrEqual(44);
      expect(button.width).toBeGreaterThanOrEqual(44);
      expect(button.x + button.width).toBeLessThanOrEqual(card!.x + card!.width);

      const results = await new AxeBuilder({ page }).include(AREA).withTags(WCAG_TAGS).analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`)).toEqual([]);
    });
  });
});
