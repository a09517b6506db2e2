import { afterEach, describe, expect, it, vi } from "vitest";
import { publishableKey, stripeClient } from "~/server/payments/stripe/client.ts";
import { REPORT_PRODUCT } from "~/server/payments/stripe/payment-intents.ts";
import { PaymentsNotConfiguredError } from "~/server/payments/stripe/stripe-errors.ts";

/** Whether a Stripe client can be made from the environment as it is. */
const paymentsConfigured = () => {
  try {
    stripeClient();
    return true;
  } catch (error) {
    if (error instanceof PaymentsNotConfiguredError) return false;
    throw error;
  }
};

describe("payments configuration", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
  });

  it("sells the report for 19900 US cents", () => {
    expect(REPORT_PRODUCT).toMatchObject({ id: "us-jobs-market-report", amount: 19900, currency: "usd" });
  });

  it.each([
    ["sk_test_abc123", true],
    ["rk_live_abc123", true],
    ["  sk_test_abc123  ", true],
    ["", false],
    ["   ", false],
    ["pk_test_abc123", false],
    ["sk_test_", false],
    ["not a key", false],
  ])("STRIPE_SECRET_KEY=%j → configured: %s", (key, configured) => {
    vi.stubEnv("STRIPE_SECRET_KEY", key);
    vi.stubEnv("STRIPE_API_BASE", "");
    vi.spyOn(console, "warn").mockImplementation(() => {});
    expect(paymentsConfigured()).toBe(configured);
  });

  it("is not configured when the variable is absent, and says so without creating a client", () => {
    vi.stubEnv("STRIPE_SECRET_KEY", undefined);
    vi.spyOn(console, "warn").mockImplementation(() => {});
    expect(paymentsConfigured()).toBe(false);
    expect(() => stripeClient()).toThrow(PaymentsNotConfiguredError);
  });

  it("creates the client once and reuses it while the environment stays the same", () => {
    vi.stubEnv("STRIPE_SECRET_KEY", "sk_test_abc123");
    vi.stubEnv("STRIPE_API_BASE", "http://127.0.0.1:12111");
    const client = stripeClient();
    expect(stripeClient()).toBe(client);
    vi.stubEnv("STRIPE_API_BASE", "http://127.0.0.1:12112");
    expect(stripeClient()).not.toBe(client);
  });

  it("never uses live keys in a deploy preview (test keys work there)", () => {
    const warned = vi.spyOn(console, "warn").mockImplementation(() => {});
    vi.stubEnv("CONTEXT", "deploy-preview");
    vi.stubEnv("STRIPE_SECRET_KEY", "sk_live_preview1");
    vi.stubEnv("STRIPE_PUBLISHABLE_KEY", "pk_live_preview1");
    expect(paymentsConfigured()).toBe(false);
    expect(() => publishableKey()).toThrow(PaymentsNotConfiguredError);
    expect(warned).toHaveBeenCalledWith(expect.stringContaining("deploy preview never uses a live Stripe key"));
    vi.stubEnv("STRIPE_SECRET_KEY", "sk_test_preview1");
    vi.stubEnv("STRIPE_PUBLISHABLE_KEY", "pk_test_preview1");
    expect(paymentsConfigured()).toBe(true);
    expect(publishableKey()).toBe("pk_test_preview1");
  });

  it("refuses STRIPE_API_BASE with a live key, and a base that is not a URL", () => {
    const warned = vi.spyOn(console, "warn").mockImplementation(() => {});
    vi.stubEnv("STRIPE_SECRET_KEY", "sk_live_abc123");
    vi.stubEnv("STRIPE_API_BASE", "http://127.0.0.1:12111");
    expect(paymentsConfigured()).toBe(false);
    expect(() => stripeClient()).toThrow(PaymentsNotConfiguredError);
    expect(warned).toHaveBeenCalledWith(expect.stringContaining("live key"));
    expect(warned.mock.calls.flat().join(" ")).not.toContain("sk_live_abc123");
    vi.stubEnv("STRIPE_SECRET_KEY", "sk_test_abc123");
    vi.stubEnv("STRIPE_API_BASE", "not a url");
    expect(paymentsConfigured()).toBe(false);
    expect(() => stripeClient()).toThrow(PaymentsNotConfiguredError);
  });
});
