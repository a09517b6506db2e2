import { renderToString } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import ContactForm from "~/features/contact/ContactForm.tsx";
import { CONTACT_ENDPOINT, contactFailureMessage, contactRateLimitedMessage } from "~/features/contact/contact-copy.ts";
import { submitContact } from "~/features/contact/submit-contact.ts";

const EMAIL = "help@example.org";
const payload = {
  name: "Ada Lovelace",
  email: "ada@example.com",
  phone: "",
  comment: "The numbers look great.",
  website: "",
};

function answer(response: Response | Error) {
  return vi.fn<typeof fetch>(() => (response instanceof Error ? Promise.reject(response) : Promise.resolve(response)));
}

describe("the contact messages", () => {
  it("are the form's, with the configured address", () => {
    expect(contactFailureMessage(EMAIL)).toBe("Please try again later or contact us directly at help@example.org");
    expect(contactRateLimitedMessage(30, EMAIL)).toBe(
      "Too many messages were sent. Please try again in 30 seconds or contact us directly at help@example.org",
    );
    expect(contactRateLimitedMessage(1, EMAIL)).toContain("in 1 second or");
    expect(contactRateLimitedMessage(undefined, EMAIL)).toContain(
      "Please try again later or contact us directly at help@example.org",
    );
  });
});

describe("submitContact", () => {
  it("POSTs name, email, phone, comment and the honeypot as JSON with credentials to /api/contact", async () => {
    const fetchImpl = answer(
      Response.json({ ok: true, id: "k1", receivedAt: "2026-05-01T10:00:00.000Z" }, { status: 201 }),
    );
    const result = await submitContact(payload, EMAIL, fetchImpl);
    expect(result).toEqual({ ok: true, data: { id: "k1", receivedAt: "2026-05-01T10:00:00.000Z" } });
    const [url, init] = fetchImpl.mock.calls[0]!;
    expect(url).toBe(CONTACT_ENDPOINT);
    expect(url).toBe("/api/contact");
    expect(init).toMatchObject({ method: "POST", credentials: "include" });
    expect(JSON.parse(String(init?.body))).toEqual(payload);
  });

  it("succeeds with an empty receipt when the server says nothing (the honeypot answer)", async () => {
    expect(await submitContact(payload, EMAIL, answer(Response.json({ ok: true }, { status: 201 })))).toEqual({
      ok: true,
      data: {},
    });
    expect(await submitContact(payload, EMAIL, answer(Response.json({ ok: true, id: 3 }, { status: 201 })))).toEqual({
      ok: true,
      data: {},
    });
  });

  it("says to try later or write to the configured address on 5xx, odd 4xx and no answer", async () => {
    const expected = "Please try again later or contact us directly at help@example.org";
    for (const response of [
      new Response("x", { status: 500 }),
      Response.json({ error: "storage_unavailable" }, { status: 503, headers: { "Retry-After": "5" } }),
      Response.json({ error: "unsupported_media_type" }, { status: 415 }),
    ]) {
      expect(await submitContact(payload, EMAIL, answer(response))).toEqual({
        ok: false,
        message: expected,
        status: response.status,
      });
    }
    expect(await submitContact(payload, EMAIL, answer(new TypeError("Failed to fetch")))).toEqual({
      ok: false,
      message: expected,
    });
  });

  it("says when to try again on a 429", async () => {
    const response = Response.json({ error: "rate_limited" }, { status: 429, headers: { "Retry-After": "42" } });
    expect(await submitContact(payload, EMAIL, answer(response))).toEqual({
      ok: false,
      message: "Too many messages were sent. Please try again in 42 seconds or contact us directly at help@example.org",
      status: 429,
      retryAfter: 42,
    });
  });

  it("returns the server's field errors on a 400", async () => {
    const body = {
      error: "validation_failed",
      message: "Name is required",
      fieldErrors: { name: ["Name is required"] },
    };
    expect(await submitContact(payload, EMAIL, answer(Response.json(body, { status: 400 })))).toEqual({
      ok: false,
      message: "Name is required",
      fieldErrors: { name: ["Name is required"] },
      status: 400,
    });
  });
});

describe("server rendering", () => {
  it("renders the titled card with every field, the honeypot and the button, and no error", () => {
    const html = renderToString(<ContactForm contactEmail={EMAIL} idPrefix="c" />);
    expect(html).toContain("Contact Us");
    expect(html).toContain('data-form="contact"');
    expect(html).toContain('method="post"');
    for (const id of ["c-name", "c-email", "c-phone", "c-comment", "c-website"]) expect(html).toContain(`id="${id}"`);
    expect(html).toContain('type="tel"');
    expect(html).toContain('type="email"');
    expect(html).toContain("<textarea");
    expect(html).toContain("Send Message");
    expect(html).toContain(`mailto:${EMAIL}`);
    expect(html).not.toContain("aria-describedby");
    expect(html).not.toContain("is required");
  });
});
