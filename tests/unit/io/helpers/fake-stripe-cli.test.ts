// @vitest-environment node
// The offline checkout of docs/payments-and-email.md, end to end: `npm run fake-stripe` (the CLI, as its own process)
// forwarding its signed webhooks to the site's functions, `npm run fake-stripe -- buy` paying as the
// checkout page does, and the receipt arriving at a real SMTP server. Real local Blobs server.
import { type ChildProcess, execFile, spawn } from "node:child_process";
import { type AddressInfo, createServer } from "node:net";
import { createInterface } from "node:readline";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { findPurchase } from "~/server/payments/purchases.ts";
import createPaymentIntent from "../../../../netlify/functions/create-payment-intent.mts";
import stripeWebhook from "../../../../netlify/functions/stripe-webhook.mts";
import updatePaymentIntent from "../../../../netlify/functions/update-payment-intent.mts";
import { startSeededBlobs } from "../../../helpers/dataset.ts";
import { serveFunction } from "../../../helpers/serve-function.ts";
import { startSmtp, type TestSmtp } from "../../../helpers/smtp.ts";

const CLI = "tests/helpers/fake-stripe/cli.ts";
const ROUTES: Record<string, (req: Request) => Promise<Response>> = {
  "/api/create-payment-intent": (req) => createPaymentIntent(req, { ip: "127.0.0.1" }),
  "/api/update-payment-intent": (req) => updatePaymentIntent(req),
  "/api/stripe-webhook": (req) => stripeWebhook(req),
};

describe("npm run fake-stripe: the offline checkout", () => {
  let blobs: Awaited<ReturnType<typeof startSeededBlobs>>;
  let smtp: TestSmtp;
  let site: Awaited<ReturnType<typeof serveFunction>>;
  let fake: ChildProcess;
  const lines: string[] = [];
  const waiters: Array<{ pattern: RegExp; resolve: (line: string) => void }> = [];
  /** The first line the fake prints (or has printed) that matches. */
  const printed = (pattern: RegExp) =>
    new Promise<string>((resolve) => {
      const seen = lines.find((l) => pattern.test(l));
      if (seen) resolve(seen);
      else waiters.push({ pattern, resolve });
    });

  beforeAll(async () => {
    blobs = await startSeededBlobs();
    smtp = await startSmtp();
    site = await serveFunction(async (req) => {
      const route = ROUTES[new URL(req.url).pathname];
      return route ? route(req) : new Response("not found", { status: 404 });
    });
    fake = spawn(process.execPath, [CLI, "--port", "0", "--forward-to", `${site.url}/api/stripe-webhook`], {
      stdio: ["ignore", "pipe", "inherit"],
    });
    createInterface({ input: fake.stdout! }).on("line", (line) => {
      lines.push(line);
      for (const w of waiters.filter((w) => w.pattern.test(line))) {
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve(line);
      }
    });
    // The settings it prints are the site's settings.
    for (const line of await Promise.all([
      printed(/^STRIPE_API_BASE=/),
      printed(/^STRIPE_SECRET_KEY=/),
      printed(/^STRIPE_PUBLISHABLE_KEY=/),
      printed(/^STRIPE_WEBHOOK_SECRET=/),
      printed(/^REPORT_TOKEN_SECRET=/),
    ])) {
      const [name, value] = line.split("=") as [string, string];
      vi.stubEnv(name, value);
    }
    vi.stubEnv("SMTP_URL", smtp.url);
    vi.stubEnv("URL", "https://usjobs.example");
    for (const level of ["log", "warn"] as const) vi.spyOn(console, level).mockImplementation(() => {});
  });
  afterAll(async () => {
    fake.kill();
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
    await Promise.all([site.stop(), smtp.stop()]);
    await blobs.stop();
  });

  it("buys from the terminal; the fake delivers payment_intent.succeeded and the receipt is emailed", async () => {
    const { stdout } = await promisify(execFile)(process.execPath, [
      CLI,
      "buy",
      "--site",
      site.url,
      "--stripe",
      process.env["STRIPE_API_BASE"] ?? "",
      "--email",
      "offline-buyer@example.com",
    ]);
    const id = /PaymentIntent (pi_\w+): succeeded/.exec(stdout)?.[1] ?? "";
    expect(id).not.toBe("");
    expect(stdout).toContain(
      `${site.url}/payment-success?payment_intent=${id}&payment_intent_client_secret=${id}_secret_`,
    );
    // Logged once the site has answered the delivery, which it does after recording and emailing.
    expect(await printed(/^webhook payment_intent\.succeeded evt_\w+ → /)).toMatch(/→ 200$/);
    expect(await findPurchase(id)).toMatchObject({ paymentIntentId: id, amount: 19_900 });
    expect(smtp.received.map((r) => [r.envelopeTo, r.mail.subject])).toEqual([
      [["offline-buyer@example.com"], "Your US Jobs Analytics market report"],
    ]);
  });

  it("buys on the site and the fake that the site's settings name (PORT, STRIPE_API_BASE), without --site or --stripe", async () => {
    const port = new URL(site.url).port;
    // As `npm run fake-stripe -- buy` runs with a .env that moved the site to another port: no URL or SITE_URL.
    const env = { ...process.env, URL: "", SITE_URL: "", PORT: port, FAKE_STRIPE_PORT: "" };
    const { stdout } = await promisify(execFile)(process.execPath, [CLI, "buy", "--email", "env-buyer@example.com"], {
      env,
    });
    const id = /PaymentIntent (pi_\w+): succeeded/.exec(stdout)?.[1] ?? "";
    expect(id).not.toBe("");
    expect(stdout).toContain(`http://localhost:${port}/payment-success?payment_intent=${id}&`);
    expect(await findPurchase(id)).toMatchObject({ paymentIntentId: id });
  });

  it("names the address that does not answer", async () => {
    // A port that was free a moment ago: nothing listens on it.
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const nowhere = `http://127.0.0.1:${port}`;
    await expect(
      promisify(execFile)(process.execPath, [CLI, "buy", "--email", "a@example.com", "--site", nowhere]),
    ).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringContaining(`nothing answers at ${nowhere} (ECONNREFUSED): is it running? (--site`),
    });
  });

  it("refuses a buy without an email, and a malformed forward URL, with a message", async () => {
    await expect(promisify(execFile)(process.execPath, [CLI, "buy"])).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringContaining("--email"),
    });
    await expect(
      promisify(execFile)(process.execPath, [CLI, "--port", "0", "--forward-to", "localhost:8888"]),
    ).rejects.toMatchObject({ code: 2, stderr: expect.stringContaining("--forward-to must be an http(s) URL") });
  });
});
