// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import ContactForm from "~/features/contact/ContactForm.tsx";
import { $toasts } from "~/stores/toast.ts";

const EMAIL = "help@example.org";
type FetchArgs = [input: RequestInfo | URL, init?: RequestInit];

function jsonResponse(status: number, body: unknown, headers: Record<string, string> = {}) {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json", ...headers } });
}
function mockFetch(answer: () => Promise<Response>) {
  const fn = vi.fn<(...args: FetchArgs) => Promise<Response>>(answer);
  vi.stubGlobal("fetch", fn);
  return fn;
}
const stored = () =>
  Promise.resolve(jsonResponse(201, { ok: true, id: "2026-05-01_abc", receivedAt: "2026-05-01T10:00:00.000Z" }));

function field(label: string | RegExp) {
  return screen.getByLabelText(label) as HTMLInputElement | HTMLTextAreaElement;
}
function type(label: string | RegExp, value: string) {
  fireEvent.change(field(label), { target: { value } });
}
function button() {
  return screen.getByRole("button") as HTMLButtonElement;
}
async function submit() {
  await act(async () => void fireEvent.click(button()));
}
function fillValid() {
  type("Name", "Ada Lovelace");
  type("Email", "ada@example.com");
  type(/Phone/, "555-0100");
  type("Comment", "Your state figures helped a lot.");
}
function describedBy(el: HTMLElement) {
  return document.getElementById(el.getAttribute("aria-describedby") ?? "")?.textContent;
}
const lastToast = () => $toasts.get()[0];

describe("ContactForm", () => {
  beforeEach(() => $toasts.set([]));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("is a 'Contact Us' card with an intro line and labelled fields of the right kinds", () => {
    render(<ContactForm contactEmail={EMAIL} />);
    const heading = screen.getByRole("heading", { level: 2, name: "Contact Us" });
    expect(heading.tagName).toBe("H2");
    const card = screen.getByRole("region", { name: "Contact Us" });
    expect(card.contains(heading)).toBe(true);
    expect(card.contains(screen.getByText(/Send us a message\./))).toBe(true);
    expect((field("Name") as HTMLInputElement).type).toBe("text");
    expect(field("Name").getAttribute("autocomplete")).toBe("name");
    expect((field("Email") as HTMLInputElement).type).toBe("email");
    expect((field("Phone (optional)") as HTMLInputElement).type).toBe("tel");
    expect(field("Comment").tagName).toBe("TEXTAREA");
    expect(button().textContent).toBe("Send Message");
    expect(button().type).toBe("submit");
  });

  it("uses the ids of idPrefix when given", () => {
    render(<ContactForm contactEmail={EMAIL} idPrefix="cf" />);
    expect(field("Name").id).toBe("cf-name");
    expect(field("Comment").id).toBe("cf-comment");
  });

  it("shows the form's messages on an empty submit, linked to the fields, focuses the first and sends nothing", async () => {
    const fetch = mockFetch(stored);
    render(<ContactForm contactEmail={EMAIL} />);
    await submit();
    for (const [label, message] of [
      ["Name", "Name is required"],
      ["Email", "Please enter a valid email address"],
      ["Comment", "Please provide at least 10 characters in your comment"],
    ] as const) {
      expect(field(label).getAttribute("aria-invalid")).toBe("true");
      expect(describedBy(field(label))).toBe(message);
    }
    expect(field(/Phone/).getAttribute("aria-invalid")).toBe("false");
    expect(field(/Phone/).hasAttribute("aria-describedby")).toBe(false);
    expect(document.activeElement).toBe(field("Name"));
    expect(fetch).not.toHaveBeenCalled();
  });

  it("takes a name of spaces as missing, 9 characters of comment as too short, and 10 as enough", async () => {
    const fetch = mockFetch(stored);
    render(<ContactForm contactEmail={EMAIL} />);
    type("Name", "   ");
    type("Email", "ada@example");
    type("Comment", "  123456789  ");
    await submit();
    expect(describedBy(field("Name"))).toBe("Name is required");
    expect(describedBy(field("Email"))).toBe("Please enter a valid email address");
    expect(describedBy(field("Comment"))).toBe("Please provide at least 10 characters in your comment");
    // Revalidated on change from now on.
    await act(async () => type("Comment", "1234567890"));
    expect(screen.queryByText("Please provide at least 10 characters in your comment")).toBeNull();
    await act(async () => type("Name", "A"));
    expect(screen.queryByText("Name is required")).toBeNull();
    await act(async () => type("Email", "a@example.com"));
    expect(screen.queryByText("Please enter a valid email address")).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });

  it("does not validate while typing before the first submit", async () => {
    render(<ContactForm contactEmail={EMAIL} />);
    await act(async () => type("Email", "nope"));
    expect(screen.queryByText("Please enter a valid email address")).toBeNull();
  });

  it("POSTs the trimmed payload with an empty honeypot to /api/contact", async () => {
    const fetch = mockFetch(stored);
    render(<ContactForm contactEmail={EMAIL} />);
    fillValid();
    type("Name", "  Ada Lovelace ");
    await submit();
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe("/api/contact");
    expect(init?.method).toBe("POST");
    expect(init?.credentials).toBe("include");
    expect(JSON.parse(String(init?.body))).toEqual({
      name: "Ada Lovelace",
      email: "ada@example.com",
      phone: "555-0100",
      comment: "Your state figures helped a lot.",
      website: "",
    });
  });

  it("reads 'Sending...' with the button disabled while sending", async () => {
    let release!: (r: Response) => void;
    mockFetch(() => new Promise<Response>((resolve) => (release = resolve)));
    render(<ContactForm contactEmail={EMAIL} />);
    fillValid();
    await submit();
    expect(button().textContent).toBe("Sending...");
    expect(button().disabled).toBe(true);
    expect(document.querySelector("form")?.getAttribute("aria-busy")).toBe("true");
    await act(async () => release(jsonResponse(201, { ok: true, id: "x", receivedAt: "2026-05-01T10:00:00.000Z" })));
    expect(button().textContent).toBe("Send Message");
    expect(button().disabled).toBe(false);
    expect(document.querySelector("form")?.getAttribute("aria-busy")).toBe("false");
  });

  it("on success toasts 'Message sent successfully!' and resets the form", async () => {
    mockFetch(stored);
    render(<ContactForm contactEmail={EMAIL} />);
    fillValid();
    await submit();
    expect(lastToast()).toMatchObject({
      title: "Message sent successfully!",
      description: "Thank you for your feedback. We'll get back to you soon.",
      variant: "default",
    });
    for (const label of ["Name", "Email", /Phone/, "Comment"]) expect(field(label).value).toBe("");
    expect(screen.queryByText("Name is required")).toBeNull();
    expect(field("Name").getAttribute("aria-invalid")).toBe("false");
  });

  it("after a success, an empty submit shows the messages again and a second message can be sent", async () => {
    const fetch = mockFetch(stored);
    render(<ContactForm contactEmail={EMAIL} />);
    fillValid();
    await submit();
    await submit();
    expect(describedBy(field("Name"))).toBe("Name is required");
    fillValid();
    await submit();
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  describe("on failure it keeps the values and toasts 'Failed to send message' with the configured address", () => {
    async function failWith(answer: () => Promise<Response>) {
      mockFetch(answer);
      render(<ContactForm contactEmail={EMAIL} />);
      fillValid();
      await submit();
      expect(field("Name").value).toBe("Ada Lovelace");
      expect(field("Comment").value).toBe("Your state figures helped a lot.");
      expect(button().disabled).toBe(false);
      expect(button().textContent).toBe("Send Message");
      expect(lastToast()).toMatchObject({ title: "Failed to send message", variant: "destructive" });
      return lastToast()?.description;
    }

    it("500", async () => {
      expect(await failWith(() => Promise.resolve(new Response("x", { status: 500 })))).toBe(
        "Please try again later or contact us directly at help@example.org",
      );
    });

    it("503", async () => {
      const body = { error: "storage_unavailable", message: "We could not save this right now. Please try again." };
      expect(await failWith(() => Promise.resolve(jsonResponse(503, body, { "Retry-After": "5" })))).toBe(
        "Please try again later or contact us directly at help@example.org",
      );
    });

    it("network error", async () => {
      expect(await failWith(() => Promise.reject(new TypeError("Failed to fetch")))).toBe(
        "Please try again later or contact us directly at help@example.org",
      );
    });

    it("429: when to try again", async () => {
      const body = { error: "rate_limited", message: "Too many requests." };
      expect(await failWith(() => Promise.resolve(jsonResponse(429, body, { "Retry-After": "37" })))).toBe(
        "Too many messages were sent. Please try again in 37 seconds or contact us directly at help@example.org",
      );
    });

    it("400 with field errors: the server's messages on the fields, the first focused", async () => {
      const body = {
        error: "validation_failed",
        message: "Please enter a valid email address",
        fieldErrors: { email: ["Please enter a valid email address"] },
      };
      expect(await failWith(() => Promise.resolve(jsonResponse(400, body)))).toBe("Please enter a valid email address");
      expect(field("Email").getAttribute("aria-invalid")).toBe("true");
      expect(describedBy(field("Email"))).toBe("Please enter a valid email address");
      expect(document.activeElement).toBe(field("Email"));
    });
  });

  it("uses the address it is given", async () => {
    mockFetch(() => Promise.resolve(new Response("x", { status: 500 })));
    render(<ContactForm contactEmail="desk@jobs.example" />);
    fillValid();
    await submit();
    expect(lastToast()?.description).toBe("Please try again later or contact us directly at desk@jobs.example");
  });

  it("has a honeypot named 'website' that is empty, hidden from assistive tech and not focusable by Tab", () => {
    const { container } = render(<ContactForm contactEmail={EMAIL} />);
    const honeypot = container.querySelector<HTMLInputElement>('input[name="website"]')!;
    expect(honeypot).toBeTruthy();
    expect(honeypot.value).toBe("");
    expect(honeypot.tabIndex).toBe(-1);
    expect(honeypot.getAttribute("autocomplete")).toBe("off");
    expect(honeypot.closest('[aria-hidden="true"]')).toBeTruthy();
    expect(screen.queryByRole("textbox", { name: "Website" })).toBeNull();
    const tabbable = [...container.querySelectorAll<HTMLElement>("input, textarea, button, a[href]")]
      .filter((el) => el.tabIndex >= 0)
      .map((el) => el.getAttribute("name") ?? el.textContent);
    expect(tabbable).toEqual(["name", "email", "phone", "comment", "Send Message"]);
  });

  it("sends what a bot put in the honeypot, for the server to drop", async () => {
    const fetch = mockFetch(() => Promise.resolve(jsonResponse(201, { ok: true })));
    const { container } = render(<ContactForm contactEmail={EMAIL} />);
    fillValid();
    fireEvent.change(container.querySelector('input[name="website"]')!, { target: { value: "http://spam.example" } });
    await submit();
    expect(JSON.parse(String(fetch.mock.calls[0]![1]?.body)).website).toBe("http://spam.example");
    expect(lastToast()?.title).toBe("Message sent successfully!");
  });
});
