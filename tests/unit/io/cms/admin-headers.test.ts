// @vitest-environment node
// The CMS at /admin holds an editor's GitHub token: the local server (which applies netlify.toml's headers as Netlify
// does) serves the built admin page, and its Content-Security-Policy lets scripts come only from the site and lets
// the page connect only to the site, GitHub's API and the sign-in and local backends its configuration names.
import { copyFile, mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminHtml } from "~/cms/admin-page.ts";
import { cmsConfig } from "~/cms/config.ts";
import { startServer } from "../../../../scripts/serve.ts";

/** A policy's directives by name, each with its sources. */
function directives(policy: string | null): Map<string, string[]> {
  const entries = (policy ?? "")
    .split(";")
    .map((d) => d.trim().split(/\s+/))
    .filter((parts) => parts[0])
    .map(([name = "", ...sources]): [string, string[]] => [name.toLowerCase(), sources]);
  return new Map(entries);
}

const PAGE = adminHtml(["/_astro/site.css"], ["unemployment-rate"]);

describe("the CMS page's Content-Security-Policy", () => {
  let server: Awaited<ReturnType<typeof startServer>>;
  let root: string;
  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), "usja-admin-"));
    await mkdir(join(root, "dist/admin/decap"), { recursive: true });
    await copyFile(join(import.meta.dirname, "../../../../netlify.toml"), join(root, "netlify.toml"));
    await writeFile(join(root, "dist/admin/index.html"), PAGE);
    await writeFile(join(root, "dist/admin/decap/decap-cms.js"), "window.CMS = {};");
    await writeFile(join(root, "dist/index.html"), "<!doctype html><title>Home</title>");
    server = await startServer({ root, port: 0, blobsDir: join(root, "blobs"), quiet: true });
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    await rm(root, { recursive: true, force: true });
  });

  const policyOf = async (path: string) => {
    const res = await fetch(`${server.url}${path}`);
    expect(res.status, path).toBe(200);
    return directives(res.headers.get("content-security-policy"));
  };

  it("is served for /admin, /admin/ and the CMS's files", async () => {
    for (const path of ["/admin", "/admin/", "/admin/decap/decap-cms.js"]) {
      const policy = await policyOf(path);
      expect(policy.get("script-src"), path).toEqual(["'self'", "'unsafe-eval'"]);
    }
  });

  it("lets scripts come only from the site, and the page has no inline script for it to refuse", async () => {
    const policy = await policyOf("/admin/");
    expect(policy.get("default-src")).toEqual(["'self'"]);
    expect(policy.get("script-src")).not.toContain("'unsafe-inline'");
    expect(policy.get("object-src")).toEqual(["'none'"]);
    expect(policy.get("base-uri")).toEqual(["'self'"]);
    expect(policy.get("form-action")).toEqual(["'self'"]);
    // The "/*" rule's framing refusal is kept (this policy replaces that one).
    expect(policy.get("frame-ancestors")).toEqual(["'none'"]);
    const scripts = [...PAGE.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes = "", body] of scripts) {
      expect(attributes).toMatch(/\ssrc="\/admin\/[^"]+"/);
      expect(body?.trim()).toBe("");
    }
    expect(PAGE).not.toMatch(/\son[a-z]+=/i);
  });

  it("lets the page connect only to the site, GitHub's API and what the CMS configuration names", async () => {
    const policy = await policyOf("/admin/");
    const config = cmsConfig({ siteUrl: "https://usjobs.example", localBackend: true });
    const backend = config["backend"] as { base_url: string };
    const local = config["local_backend"] as { url: string };
    expect(new Set(policy.get("connect-src"))).toEqual(
      new Set(["'self'", "https://api.github.com", new URL(backend.base_url).origin, new URL(local.url).origin]),
    );
    expect(new Set(policy.get("img-src"))).toEqual(
      new Set([
        "'self'",
        "data:",
        "blob:",
        "https://avatars.githubusercontent.com",
        "https://raw.githubusercontent.com",
      ]),
    );
  });

  it("leaves the rest of the site's policy as it was", async () => {
    const policy = await policyOf("/");
    expect(policy.get("script-src")).toBeUndefined();
    expect(policy.get("frame-ancestors")).toEqual(["'none'"]);
  });
});
