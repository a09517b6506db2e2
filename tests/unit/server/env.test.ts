// @vitest-environment node
import { afterEach, describe, expect, it, vi } from "vitest";
import { env } from "../../../src/server/env.ts";

describe("the server's environment", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.unstubAllGlobals();
  });

  it("reads process.env when there is no Netlify global, trimmed", () => {
    vi.stubEnv("STRIPE_WEBHOOK_SECRET", "  whsec_abc  ");
    expect(env("STRIPE_WEBHOOK_SECRET")).toBe("whsec_abc");
  });

  it("prefers Netlify.env when the platform provides it", () => {
    vi.stubEnv("STRIPE_WEBHOOK_SECRET", "whsec_from_process");
    vi.stubGlobal("Netlify", { env: { get: (name: string) => (name === "STRIPE_WEBHOOK_SECRET" ? "whsec_n" : "") } });
    expect(env("STRIPE_WEBHOOK_SECRET")).toBe("whsec_n");
  });

  it.each([
    ["STRIPE_SECRET_KEY", "pk_test_abc", undefined],
    ["STRIPE_SECRET_KEY", "rk_live_abc", "rk_live_abc"],
    ["STRIPE_PUBLISHABLE_KEY", "sk_test_abc", undefined],
    ["REPORT_TOKEN_SECRET", "x".repeat(31), undefined],
    ["REPORT_TOKEN_SECRET", ` ${"x".repeat(32)} `, "x".repeat(32)],
    ["STRIPE_API_BASE", "   ", undefined],
  ] as const)("%s=%j reads as %j", (name, value, expected) => {
    vi.stubEnv(name, value);
    expect(env(name)).toBe(expected);
  });

  it("reads an unset variable as undefined", () => {
    vi.stubEnv("STRIPE_WEBHOOK_SECRET", undefined);
    expect(env("STRIPE_WEBHOOK_SECRET")).toBeUndefined();
  });
});
