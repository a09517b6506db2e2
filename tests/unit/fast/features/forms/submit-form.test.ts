import { describe, expect, it, vi } from "vitest";
import { HONEYPOT_FIELD } from "~/domain/constants.ts";
import {
  fieldErrorsFrom,
  retryAfterSeconds,
  type SubmitMessages,
  secondsText,
  submitForm,
} from "~/features/forms/submit-form.ts";

const messages: SubmitMessages = {
  failed: "It failed.",
  unreachable: "No answer.",
  rateLimited: (s) => `Wait ${s ?? "a while"}.`,
};

function answer(response: Response | Error) {
  return vi.fn<typeof fetch>(() => (response instanceof Error ? Promise.reject(response) : Promise.resolve(response)));
}

const parse = (body: unknown) => ({ body });
const send = (fetchImpl: typeof fetch, extra: { timeoutMs?: number } = {}) =>
  submitForm("/api/thing", { a: 1, [HONEYPOT_FIELD]: "" }, { messages, parse, fetchImpl, ...extra });

describe("submitForm", () => {
  it("POSTs the payload as JSON with credentials, asking for JSON back", async () => {
    const fetchImpl = answer(Response.json({ ok: true }, { status: 201 }));
    await send(fetchImpl);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    const [url, init] = fetchImpl.mock.calls[0]!;
    expect(url).toBe("/api/thing");
    expect(init).toMatchObject({ method: "POST", credentials: "include" });
    const headers = new Headers(init?.headers);
    expect(headers.get("content-type")).toBe("application/json");
    expect(headers.get("accept")).toBe("application/json");
    expect(JSON.parse(String(init?.body))).toEqual({ a: 1, website: "" });
    expect(init?.signal).toBeInstanceOf(AbortSignal);
  });

  it("sends no signal when the timeout is off", async () => {
    const fetchImpl = answer(Response.json({ ok: true }, { status: 201 }));
    await send(fetchImpl, { timeoutMs: 0 });
    expect(fetchImpl.mock.calls[0]![1]?.signal).toBeUndefined();
  });

  it("hands the success body to parse, or undefined when it is not JSON", async () => {
    const body = { ok: true, id: "x1", receivedAt: "2026-01-01T00:00:00.000Z" };
    expect(await send(answer(Response.json(body, { status: 201 })))).toEqual({ ok: true, data: { body } });
    expect(await send(answer(new Response("", { status: 201 })))).toEqual({ ok: true, data: { body: undefined } });
    expect(await send(answer(new Response("not json", { status: 200 })))).toEqual({
      ok: true,
      data: { body: undefined },
    });
  });

  it("gives the 'failed' message and the status for any other non-OK answer", async () => {
    for (const response of [
      new Response("x", { status: 500 }),
      new Response("", { status: 502 }),
      Response.json(
        { error: "storage_unavailable", message: "We could not save this right now." },
        { status: 503, headers: { "Retry-After": "5" } },
      ),
      Response.json({ error: "method_not_allowed" }, { status: 405 }),
      Response.json({ error: "invalid_json", message: "The body is not valid JSON." }, { status: 400 }),
      Response.json({ error: "validation_failed", message: "x", fieldErrors: { a: [] } }, { status: 400 }),
      new Response("<html>", { status: 400 }),
    ]) {
      expect(await send(answer(response))).toEqual({ ok: false, message: "It failed.", status: response.status });
    }
  });

  it("returns the server's message and well-formed field errors on a 400 validation failure", async () => {
    const body = {
      error: "validation_failed",
      message: "Name is required",
      fieldErrors: { name: ["Name is required"], email: [7, "Bad email"] },
    };
    expect(await send(answer(Response.json(body, { status: 400 })))).toEqual({
      ok: false,
      message: "Name is required",
      fieldErrors: { name: ["Name is required"], email: ["Bad email"] },
      status: 400,
    });
  });

  it("falls back to the first field message when the 400 has no message", async () => {
    const body = { error: "validation_failed", fieldErrors: { comment: ["Too short"] } };
    expect(await send(answer(Response.json(body, { status: 400 })))).toMatchObject({ ok: false, message: "Too short" });
  });

  it("reads a 429's Retry-After into the message and retryAfter", async () => {
    const limited = (headers: Record<string, string>) =>
      answer(Response.json({ error: "rate_limited", message: "Too many requests." }, { status: 429, headers }));
    expect(await send(limited({ "Retry-After": "12" }))).toEqual({
      ok: false,
      message: "Wait 12.",
      status: 429,
      retryAfter: 12,
    });
    expect(await send(limited({}))).toEqual({ ok: false, message: "Wait a while.", status: 429 });
  });

  it("gives the 'unreachable' message, without a status, when no answer comes", async () => {
    expect(await send(answer(new TypeError("Failed to fetch")))).toEqual({ ok: false, message: "No answer." });
    expect(await send(answer(new DOMException("The operation timed out.", "TimeoutError")))).toEqual({
      ok: false,
      message: "No answer.",
    });
  });

  it("gives up after the timeout", async () => {
    const fetchImpl = vi.fn<typeof fetch>(
      (_url, init) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener("abort", () => reject(init.signal?.reason));
        }),
    );
    expect(await send(fetchImpl, { timeoutMs: 20 })).toEqual({ ok: false, message: "No answer." });
  });
});

describe("retryAfterSeconds", () => {
  it("reads delta-seconds and HTTP dates", () => {
    const now = Date.parse("2026-06-01T12:00:00Z");
    expect(retryAfterSeconds("30", now)).toBe(30);
    expect(retryAfterSeconds(" 5 ", now)).toBe(5);
    expect(retryAfterSeconds("Mon, 01 Jun 2026 12:00:45 GMT", now)).toBe(45);
    expect(retryAfterSeconds("Mon, 01 Jun 2026 11:00:00 GMT", now)).toBe(0);
    expect(retryAfterSeconds("soon", now)).toBeUndefined();
    expect(retryAfterSeconds("", now)).toBeUndefined();
    expect(retryAfterSeconds(null, now)).toBeUndefined();
  });
});

describe("secondsText and fieldErrorsFrom", () => {
  it("uses the singular for one second", () => {
    expect(secondsText(1)).toBe("1 second");
    expect(secondsText(0)).toBe("0 seconds");
    expect(secondsText(42)).toBe("42 seconds");
  });

  it("keeps only non-empty string messages of an object", () => {
    expect(fieldErrorsFrom({ a: ["x", "", 3], b: "y", c: [], d: ["z"] })).toEqual({ a: ["x"], d: ["z"] });
    expect(fieldErrorsFrom({ a: [] })).toBeUndefined();
    expect(fieldErrorsFrom(["x"])).toBeUndefined();
    expect(fieldErrorsFrom(null)).toBeUndefined();
  });
});
