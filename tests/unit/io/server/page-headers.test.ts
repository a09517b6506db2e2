// @vitest-environment node
// The pages the functions serve carry the security headers of the static pages: the same values, defined once, and
// netlify.toml says the same for "/*". Each page a function can answer with is asked for and checked.
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import type { Context } from "@netlify/functions";
import { parse } from "smol-toml";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { PAGE_SECURITY_HEADERS } from "~/server/page-headers.ts";
import contact from "../../../../netlify/functions/contact.mts";
import reportAccess from "../../../../netlify/functions/report-access.mts";
import reportResend from "../../../../netlify/functions/report-resend.mts";
import subscribe from "../../../../netlify/functions/subscribe.mts";
import confirm from "../../../../netlify/functions/subscription-confirm.mts";
import preferences from "../../../../netlify/functions/subscription-preferences.mts";
import unsubscribe from "../../../../netlify/functions/subscription-unsubscribe.mts";
import { makeContext, startLocalBlobs } from "../../../helpers/blobs.ts";

const SITE = "https://usjobs.example";
const form = (fields: Record<string, string>, headers: Record<string, string> = {}): RequestInit => ({
  method: "POST",
  headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
  body: new URLSearchParams(fields).toString(),
});
const KEY = "a".repeat(64);

/** Every kind of page a function answers with: what is asked, and of whom. */
const PAGES: [string, (req: Request, context: Context) => Promise<Response>, string, RequestInit?][] = [
  ["the Confirm page", confirm, `/api/notifications/confirm?k=${KEY}&t=token`],
  ["a broken confirmation link", confirm, "/api/notifications/confirm"],
  ["a failed confirmation", confirm, "/api/notifications/confirm", form({ k: KEY, t: "expired" })],
  ["a broken preferences link", preferences, `/api/notifications/preferences?k=${KEY}&s=x`],
  ["a broken unsubscribe link", unsubscribe, `/api/notifications/unsubscribe?k=${KEY}&s=x`],
  ["a broken report link", reportAccess, "/api/report/access?pi=pi_1&exp=1&sig=x"],
  ["“Lost your report?” refused", reportResend, "/api/report/resend", form({ email: "not an address" })],
  ["“Lost your report?” answered", reportResend, "/api/report/resend", form({ email: "nobody@example.com" })],
  ["the subscribe form to correct", subscribe, "/api/notifications/subscribe", form({ fullName: "" })],
  [
    "the subscribe form sent",
    subscribe,
    "/api/notifications/subscribe",
    form({ fullName: "Ada Lovelace", email: "ada.headers@example.com", subscriptionTypes: "layoffs" }),
  ],
  [
    "a form from another site",
    contact,
    "/api/contact",
    form({ name: "Eve" }, { Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" }),
  ],
  [
    "the contact form sent",
    contact,
    "/api/contact",
    form({ name: "Grace Hopper", email: "grace.headers@example.com", comment: "Headers on every page, please." }),
  ],
];

describe("the security headers of pages", () => {
  let blobs: Awaited<ReturnType<typeof startLocalBlobs>>;
  beforeAll(async () => {
    blobs = await startLocalBlobs();
    vi.stubEnv("REPORT_TOKEN_SECRET", "h".repeat(40));
    vi.stubEnv("SITE_URL", SITE);
    for (const level of ["log", "error", "warn"] as const) vi.spyOn(console, level).mockImplementation(() => {});
  });
  afterAll(async () => {
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
    await blobs.stop();
  });

  it('are those netlify.toml sends for "/*" (beside its cache rule)', () => {
    const toml = parse(readFileSync(path.join(import.meta.dirname, "../../../../netlify.toml"), "utf8")) as {
      headers: { for: string; values: Record<string, string> }[];
    };
    const { "Cache-Control": _cache, ...values } = toml.headers.find((h) => h.for === "/*")?.values ?? {};
    expect(values).toEqual(PAGE_SECURITY_HEADERS);
  });

  it.each(PAGES)("%s carries them", async (_name, handler, route, init) => {
    const later: Promise<unknown>[] = [];
    const res = await handler(
      new Request(`${SITE}${route}`, init),
      makeContext({ waitUntil: (work: Promise<unknown>) => void later.push(work) }),
    );
    await Promise.all(later);
    expect(res.headers.get("content-type")).toBe("text/html; charset=utf-8");
    for (const name of ["X-Content-Type-Options", "X-Frame-Options", "Cross-Origin-Opener-Policy"] as const) {
      expect(res.headers.get(name), name).toBe(PAGE_SECURITY_HEADERS[name]);
    }
    expect(res.headers.get("permissions-policy")).toBe(PAGE_SECURITY_HEADERS["Permissions-Policy"]);
    expect(res.headers.get("strict-transport-security")).toBe(PAGE_SECURITY_HEADERS["Strict-Transport-Security"]);
    // No referrer at all: these pages' addresses carry tokens.
    expect(res.headers.get("referrer-policy")).toBe("no-referrer");
    // The static pages' directives, and a whole policy besides that lets the page's own style in and nothing else.
    const csp = res.headers.get("content-security-policy") ?? "";
    const directives = csp.split(/\s*;\s*/);
    for (const d of (PAGE_SECURITY_HEADERS["Content-Security-Policy"] ?? "").split(/\s*;\s*/)) {
      expect(directives).toContain(d);
    }
    expect(directives).toContain("default-src 'none'");
    expect(directives).toContain("form-action 'self'");
    const style = /<style>([\s\S]*?)<\/style>/.exec(await res.text())?.[1] ?? "";
    expect(style).not.toBe("");
    expect(directives).toContain(`style-src 'sha256-${createHash("sha256").update(style).digest("base64")}'`);
  });
});
