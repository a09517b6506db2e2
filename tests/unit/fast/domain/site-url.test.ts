// @vitest-environment node
import { afterEach, describe, expect, it, vi } from "vitest";
import { siteOrigin } from "~/domain/site-url.ts";
import { siteUrl } from "~/server/configured-site-url.ts";

describe("the site's public address", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.unstubAllGlobals();
  });

  it.each([
    [{ URL: "https://usjobs.example", SITE_URL: "http://localhost:9000" }, "https://usjobs.example"],
    [{ SITE_URL: "https://staging.usjobs.example/some/path/" }, "https://staging.usjobs.example"],
    [{ URL: "not a url", SITE_URL: "http://127.0.0.1:8898" }, "http://127.0.0.1:8898"],
    [{ URL: "javascript:alert(1)" }, "http://localhost:8888"],
    [{}, "http://localhost:8888"],
    [{ PORT: "9000" }, "http://localhost:9000"],
    [{ PORT: "nine" }, "http://localhost:8888"],
  ])("%j → %s", (settings, expected) => {
    expect(siteOrigin(settings)).toBe(expected);
  });

  it("functions read it from their environment (Netlify.env on the platform), and from a given set of variables", () => {
    vi.stubEnv("URL", "");
    vi.stubEnv("SITE_URL", "https://local.usjobs.example/");
    expect(siteUrl()).toBe("https://local.usjobs.example");
    vi.stubGlobal("Netlify", { env: { get: (k: string) => (k === "URL" ? "https://usjobs.example" : undefined) } });
    expect(siteUrl()).toBe("https://usjobs.example");
    expect(siteUrl({ SITE_URL: "https://other.example", PORT: "1" })).toBe("https://other.example");
    expect(siteUrl({ PORT: "9123" })).toBe("http://localhost:9123");
  });
});
