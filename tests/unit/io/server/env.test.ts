// @vitest-environment node
import { readFile } from "node:fs/promises";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  DEFAULT_PUBLIC_CONTACT_EMAIL,
  ENV_SCHEMAS,
  environmentProblems,
  PAGE_VARIABLES,
  variableOf,
} from "~/domain/environment.ts";
import { type EnvSource, env } from "~/server/env.ts";

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

describe("one list of settings", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
  });

  it("says by name, once, that a set variable is unusable, without its value, and reads it as unset", () => {
    const errors: string[] = [];
    vi.spyOn(console, "error").mockImplementation((line: unknown) => {
      errors.push(String(line));
    });
    vi.stubEnv("SMTP_URL", "mail.example.com:587");
    expect(env("SMTP_URL")).toBeUndefined();
    expect(env("SMTP_URL")).toBeUndefined();
    expect(errors).toHaveLength(1);
    expect(errors[0]).toBe(
      "[env] SMTP_URL is set but not usable (expected smtp://… or smtps://…); it is treated as unset",
    );
    expect(errors[0]).not.toContain("mail.example.com");
  });

  it("reads a source handed in (a function's or a test's environment) instead of the process's", () => {
    vi.stubEnv("URL", "https://process.example");
    const source: EnvSource = { URL: " https://given.example ", PORT: "8921" };
    expect(env("URL", source)).toBe("https://given.example");
    expect(env("PORT", source)).toBe("8921");
    expect(env("SITE_URL", source)).toBeUndefined();
  });

  it("lists every unusable setting of a source by name", () => {
    const source: EnvSource = { REFRESH_SECRET: "short", BLS_API_BASE_URL: "not a url", URL: "https://ok.example" };
    expect(environmentProblems(source).map((line) => line.split(" ")[0])).toEqual([
      "REFRESH_SECRET",
      "BLS_API_BASE_URL",
    ]);
    expect(variableOf("URL", source)).toBe("https://ok.example");
    expect(variableOf("REFRESH_SECRET", source)).toBeUndefined();
  });

  it("declares astro:env's page variables from the list, with a default the list accepts", async () => {
    const config = await readFile(new URL("../../../../astro.config.mjs", import.meta.url), "utf8");
    const schema = /env: \{\s*schema: \{([\s\S]*?)\n {4}\},/.exec(config)?.[1] ?? "";
    const declared = [...schema.matchAll(/^\s{6}(\w+): envField/gm)].map((m) => m[1]);
    expect(declared).toEqual([...PAGE_VARIABLES]);
    for (const name of PAGE_VARIABLES) expect(ENV_SCHEMAS[name]).toBeDefined();
    expect(variableOf("PUBLIC_CONTACT_EMAIL", { PUBLIC_CONTACT_EMAIL: DEFAULT_PUBLIC_CONTACT_EMAIL })).toBe(
      DEFAULT_PUBLIC_CONTACT_EMAIL,
    );
  });
});
