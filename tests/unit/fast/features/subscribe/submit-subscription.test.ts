import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { type SubscriptionPayload, SubscriptionPayloadSchema } from "~/domain/forms.ts";
import { schemaResolver } from "~/features/forms/schema-resolver.ts";
import SubscribeForm from "~/features/subscribe/SubscribeForm.tsx";
import { rateLimitedMessage, submitSubscription } from "~/features/subscribe/submit-subscription.ts";
import { SUBSCRIBE_ENDPOINT } from "~/features/subscribe/subscribe-copy.ts";

const payload: SubscriptionPayload = {
  fullName: "Ada Lovelace",
  email: "ada@example.com",
  phoneNumber: "",
  comment: "",
  subscriptionTypes: ["all"],
};

function answer(response: Response | Error) {
  return vi.fn<typeof fetch>(() => (response instanceof Error ? Promise.reject(response) : Promise.resolve(response)));
}

describe("submitSubscription", () => {
  it("POSTs JSON with credentials to the subscribe endpoint", async () => {
    const fetchImpl = answer(
      Response.json({ ok: true, status: "subscribed", subscriptionTypes: ["all"] }, { status: 201 }),
    );
    await submitSubscription({ ...payload, website: "" }, fetchImpl);
    const [url, init] = fetchImpl.mock.calls[0]!;
    expect(url).toBe(SUBSCRIBE_ENDPOINT);
    expect(url).toBe("/api/notifications/subscribe");
    expect(init).toMatchObject({ method: "POST", credentials: "include" });
    expect(JSON.parse(String(init?.body))).toEqual({ ...payload, website: "" });
  });

  it("returns the pending status on 201, and nothing it does not know", async () => {
    const body = { ok: true, status: "pending", subscriptionTypes: ["skills"] };
    expect(await submitSubscription(payload, answer(Response.json(body, { status: 201 })))).toEqual({
      ok: true,
      data: { status: "pending" },
    });
    const odd = { ok: true, status: "subscribed" };
    expect(await submitSubscription(payload, answer(Response.json(odd, { status: 201 })))).toEqual({
      ok: true,
      data: {},
    });
  });

  it("succeeds with no details when the body says nothing (the honeypot answer)", async () => {
    expect(await submitSubscription(payload, answer(Response.json({ ok: true }, { status: 201 })))).toEqual({
      ok: true,
      data: {},
    });
    expect(await submitSubscription(payload, answer(new Response("", { status: 201 })))).toEqual({
      ok: true,
      data: {},
    });
  });

  it("says 'Failed to subscribe' for other non-OK answers", async () => {
    for (const response of [
      new Response("boom", { status: 500 }),
      Response.json({ error: "storage_unavailable", message: "We could not save this right now." }, { status: 503 }),
      Response.json({ error: "unsupported_media_type", message: "Send JSON." }, { status: 415 }),
      Response.json({ error: "invalid_json", message: "The body is not valid JSON." }, { status: 400 }),
      Response.json({ error: "validation_failed", message: "x", fieldErrors: {} }, { status: 400 }),
    ]) {
      const status = response.status;
      expect(await submitSubscription(payload, answer(response))).toEqual({
        ok: false,
        message: "Failed to subscribe",
        status,
      });
    }
  });

  it("returns the server's message and field errors on a 400 validation failure", async () => {
    const body = {
      error: "validation_failed",
      message: "Full name must be at least 2 characters",
      fieldErrors: {
        fullName: ["Full name must be at least 2 characters"],
        email: ["Please enter a valid email address", 3],
      },
    };
    expect(await submitSubscription(payload, answer(Response.json(body, { status: 400 })))).toEqual({
      ok: false,
      message: "Full name must be at least 2 characters",
      fieldErrors: {
        fullName: ["Full name must be at least 2 characters"],
        email: ["Please enter a valid email address"],
      },
      status: 400,
    });
  });

  it("says there were too many attempts on a 429, with the wait when known", async () => {
    const limited = (headers: Record<string, string>) =>
      answer(Response.json({ error: "rate_limited", message: "Too many requests." }, { status: 429, headers }));
    expect(await submitSubscription(payload, limited({ "Retry-After": "17" }))).toEqual({
      ok: false,
      message: "Too many subscription attempts. Please try again in 17 seconds.",
      status: 429,
      retryAfter: 17,
    });
    expect(await submitSubscription(payload, limited({}))).toEqual({
      ok: false,
      message: "Too many subscription attempts. Please try again later.",
      status: 429,
    });
  });

  it("says 'Please try again later.' when the request cannot be made", async () => {
    expect(await submitSubscription(payload, answer(new TypeError("Failed to fetch")))).toEqual({
      ok: false,
      message: "Please try again later.",
    });
  });
});

describe("rateLimitedMessage", () => {
  it("uses the singular for one second", () => {
    expect(rateLimitedMessage(1)).toBe("Too many subscription attempts. Please try again in 1 second.");
  });
});

describe("schemaResolver", () => {
  const resolve = schemaResolver(SubscriptionPayloadSchema);
  const run = (values: Record<string, unknown>) =>
    resolve(values, undefined, { fields: {}, shouldUseNativeValidation: false });

  it("returns the parsed values when valid", async () => {
    expect(await run({ ...payload, fullName: "  Ada  ", website: "" })).toEqual({
      values: { ...payload, fullName: "Ada" },
      errors: {},
    });
  });

  it("returns one message per field, the form's", async () => {
    const result = await run({ fullName: "A", email: "x", phoneNumber: "", comment: "", subscriptionTypes: [] });
    expect(result.values).toEqual({});
    expect(result.errors).toEqual({
      fullName: { type: "validation", message: "Full name must be at least 2 characters" },
      email: { type: "validation", message: "Please enter a valid email address" },
      subscriptionTypes: { type: "validation", message: "Please select at least one notification type" },
    });
  });
});

describe("server rendering", () => {
  it("renders the whole form with 'all' checked and no error", () => {
    const html = renderToString(createElement(SubscribeForm, { idPrefix: "sub" }));
    expect(html).toContain("Get Employment Market Updates");
    for (const label of [
      "Full name",
      "Email",
      "Phone number",
      "Comment",
      "All Updates",
      "Layoff Alerts",
      "Hiring Trends",
      "Skills Demand",
      "State Updates",
      "Forecast before each jobs report",
    ]) {
      expect(html).toContain(label);
    }
    expect(html).toMatch(/<input[^>]*value="all"[^>]*checked=""|<input[^>]*checked=""[^>]*value="all"/);
    expect(html.match(/checked=""/g)).toHaveLength(1);
    expect(html).toContain('name="website"');
    expect(html).toContain("Subscribe to Updates");
    expect(html).not.toContain("must be at least");
  });
});
