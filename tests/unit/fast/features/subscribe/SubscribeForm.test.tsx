// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { FORM_MESSAGES, SUBSCRIPTION_TYPE_LABELS, SUBSCRIPTION_TYPES } from "~/domain/forms.ts";
import SubscribeForm from "~/features/subscribe/SubscribeForm.tsx";
import { $toasts } from "~/stores/toast.ts";

type FetchArgs = [input: RequestInfo | URL, init?: RequestInit];

function jsonResponse(status: number, body: unknown, headers: Record<string, string> = {}) {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json", ...headers } });
}

function mockFetch(answer: () => Promise<Response>) {
  const fn = vi.fn<(...args: FetchArgs) => Promise<Response>>(answer);
  vi.stubGlobal("fetch", fn);
  return fn;
}

const ok = () => Promise.resolve(jsonResponse(201, { ok: true, status: "pending" }));

function input(label: string | RegExp) {
  return screen.getByLabelText(label) as HTMLInputElement;
}
function checkbox(type: (typeof SUBSCRIPTION_TYPES)[number]) {
  return screen.getByRole("checkbox", { name: SUBSCRIPTION_TYPE_LABELS[type] }) as HTMLInputElement;
}
function type(label: string | RegExp, value: string) {
  fireEvent.change(input(label), { target: { value } });
}
async function submit() {
  await act(async () => {
    fireEvent.click(screen.getByRole("button", { name: /subscrib/i }));
  });
}
function fillValid() {
  type("Full name", "Ada Lovelace");
  type("Email", "ada@example.com");
}
function lastToast() {
  return $toasts.get()[0];
}
/** Whether a control is marked invalid, and the text of the error it is described by (null: none). */
function errorOf(control: HTMLElement) {
  const id = control.getAttribute("aria-describedby");
  return { invalid: control.getAttribute("aria-invalid"), error: id ? document.getElementById(id)?.textContent : null };
}

describe("SubscribeForm", () => {
  beforeEach(() => {
    $toasts.set([]);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("shows the card title, the fields with their types and the five options with 'all' checked", () => {
    render(<SubscribeForm />);
    expect(screen.getByRole("heading", { level: 2, name: "Get Employment Market Updates" }).tagName).toBe("H2");
    expect(input("Full name").type).toBe("text");
    expect(input("Full name").autocomplete).toBe("name");
    expect(input("Email").type).toBe("email");
    expect(input("Email").autocomplete).toBe("email");
    expect(input(/Phone number/).type).toBe("tel");
    expect(screen.getByLabelText(/Comment/).tagName).toBe("TEXTAREA");
    expect(screen.getAllByRole("checkbox").map((c) => (c as HTMLInputElement).value)).toEqual([...SUBSCRIPTION_TYPES]);
    expect(SUBSCRIPTION_TYPES.filter((t) => checkbox(t).checked)).toEqual(["all"]);
    expect(screen.getByRole("group", { name: "Notification types" }).contains(checkbox("all"))).toBe(true);
  });

  it("uses the ids of idPrefix when given", () => {
    render(<SubscribeForm idPrefix="sub" />);
    expect(input("Full name").id).toBe("sub-fullName");
  });

  it("validates on submit with the form's messages, linked to the fields, and sends nothing", async () => {
    const fetch = mockFetch(ok);
    render(<SubscribeForm />);
    expect(screen.queryByText(FORM_MESSAGES.fullName)).toBeNull();
    await submit();
    const name = input("Full name");
    const nameError = screen.getByText(FORM_MESSAGES.fullName);
    expect(name.getAttribute("aria-invalid")).toBe("true");
    expect(name.getAttribute("aria-describedby")).toBe(nameError.id);
    const email = input("Email");
    expect(email.getAttribute("aria-invalid")).toBe("true");
    expect(document.getElementById(email.getAttribute("aria-describedby") ?? "")?.textContent).toBe(
      FORM_MESSAGES.email,
    );
    expect(input(/Phone number/).getAttribute("aria-invalid")).toBe("false");
    expect(document.activeElement).toBe(name);
    expect(fetch).not.toHaveBeenCalled();
  });

  it("says 'Full name must be at least 2 characters' for one character, even padded with spaces", async () => {
    mockFetch(ok);
    render(<SubscribeForm />);
    type("Full name", "  A  ");
    type("Email", "ada@example.com");
    await submit();
    expect(errorOf(input("Full name"))).toEqual({ invalid: "true", error: "Full name must be at least 2 characters" });
  });

  it("says 'Please enter a valid email address' for a malformed email", async () => {
    mockFetch(ok);
    render(<SubscribeForm />);
    type("Full name", "Ada");
    type("Email", "ada@");
    await submit();
    expect(errorOf(input("Email"))).toEqual({ invalid: "true", error: "Please enter a valid email address" });
    expect(screen.queryByText(FORM_MESSAGES.fullName)).toBeNull();
  });

  it("says 'Please select at least one notification type' when every option is cleared", async () => {
    mockFetch(ok);
    render(<SubscribeForm />);
    fillValid();
    fireEvent.click(checkbox("all"));
    expect(checkbox("all").checked).toBe(false);
    await submit();
    const message = screen.getByText("Please select at least one notification type");
    for (const t of SUBSCRIPTION_TYPES) {
      expect(checkbox(t).getAttribute("aria-invalid")).toBe("true");
      expect(checkbox(t).getAttribute("aria-describedby")).toBe(message.id);
    }
  });

  it("revalidates on change once submitted, and not before", async () => {
    mockFetch(ok);
    render(<SubscribeForm />);
    type("Full name", "A");
    await act(async () => type("Email", "nope"));
    expect(screen.queryByText(FORM_MESSAGES.email)).toBeNull();
    await submit();
    expect(errorOf(input("Full name"))).toEqual({ invalid: "true", error: FORM_MESSAGES.fullName });
    await act(async () => type("Full name", "Al"));
    expect(screen.queryByText(FORM_MESSAGES.fullName)).toBeNull();
    await act(async () => type("Email", "al@example.com"));
    expect(screen.queryByText(FORM_MESSAGES.email)).toBeNull();
    await act(async () => void fireEvent.click(checkbox("all")));
    expect(errorOf(checkbox("all"))).toEqual({ invalid: "true", error: FORM_MESSAGES.subscriptionTypes });
    await act(async () => void fireEvent.click(checkbox("skills")));
    expect(screen.queryByText(FORM_MESSAGES.subscriptionTypes)).toBeNull();
  });

  it("POSTs the JSON payload with credentials, optional fields empty and the honeypot empty", async () => {
    const fetch = mockFetch(ok);
    render(<SubscribeForm />);
    fillValid();
    fireEvent.click(checkbox("layoffs"));
    await submit();
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe("/api/notifications/subscribe");
    expect(init?.method).toBe("POST");
    expect(init?.credentials).toBe("include");
    expect(new Headers(init?.headers).get("content-type")).toBe("application/json");
    expect(JSON.parse(String(init?.body))).toEqual({
      fullName: "Ada Lovelace",
      email: "ada@example.com",
      phoneNumber: "",
      comment: "",
      subscriptionTypes: ["all", "layoffs"],
      website: "",
    });
  });

  it("disables the button and reads 'Subscribing...' while submitting", async () => {
    let answer!: (r: Response) => void;
    mockFetch(() => new Promise<Response>((resolve) => (answer = resolve)));
    render(<SubscribeForm />);
    fillValid();
    await submit();
    const button = screen.getByRole("button", { name: "Subscribing..." }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    await act(async () => answer(jsonResponse(201, { ok: true, status: "pending" })));
    await screen.findByRole("heading", { name: "Check Your Inbox" });
    expect(screen.queryByRole("button", { name: "Subscribing..." })).toBeNull();
  });

  it("shows 'Check Your Inbox' with the chosen types, focuses it and toasts success", async () => {
    mockFetch(() => Promise.resolve(jsonResponse(201, { ok: true, status: "pending" })));
    render(<SubscribeForm />);
    fillValid();
    await submit();
    const heading = await screen.findByRole("heading", { level: 3, name: "Check Your Inbox" });
    expect(document.activeElement).toBe(heading);
    expect(heading.parentElement?.textContent).toContain("start receiving All Updates");
    expect(screen.queryByLabelText("Full name")).toBeNull();
    expect(lastToast()).toMatchObject({
      title: "Check your inbox",
      description: "Confirm your subscription with the link we emailed you.",
      variant: "default",
    });
  });

  it("names the address the confirmation went to and how long the link works", async () => {
    mockFetch(ok);
    render(<SubscribeForm />);
    fillValid();
    await submit();
    const heading = await screen.findByRole("heading", { name: "Check Your Inbox" });
    expect(heading.parentElement?.textContent).toMatch(
      /We sent an email to \S+@\S+\. Open the link in it and press Confirm/,
    );
    expect(heading.parentElement?.textContent).toContain("The link works for 48 hours");
  });

  it("'Subscribe Someone Else' returns to an empty form with 'all' checked and focus on Full name", async () => {
    mockFetch(ok);
    render(<SubscribeForm />);
    fillValid();
    type(/Comment/, "Hello");
    fireEvent.click(checkbox("hiring"));
    await submit();
    await act(async () => void fireEvent.click(await screen.findByRole("button", { name: "Subscribe Someone Else" })));
    expect(input("Full name").value).toBe("");
    expect(input("Email").value).toBe("");
    expect(input(/Comment/).value).toBe("");
    expect(SUBSCRIPTION_TYPES.filter((t) => checkbox(t).checked)).toEqual(["all"]);
    expect((screen.getByRole("button", { name: "Subscribe to Updates" }) as HTMLButtonElement).disabled).toBe(false);
    await waitFor(() => expect(document.activeElement).toBe(input("Full name")));
  });

  describe("on failure it stays on the form with the values and a destructive toast", () => {
    async function failWith(answer: () => Promise<Response>) {
      mockFetch(answer);
      render(<SubscribeForm />);
      fillValid();
      type(/Phone number/, "555-0100");
      await submit();
      expect(screen.queryByRole("heading", { name: "Check Your Inbox" })).toBeNull();
      expect(input("Full name").value).toBe("Ada Lovelace");
      expect(input(/Phone number/).value).toBe("555-0100");
      expect((screen.getByRole("button", { name: "Subscribe to Updates" }) as HTMLButtonElement).disabled).toBe(false);
      const t = lastToast();
      expect(t).toMatchObject({ title: "Subscription failed", variant: "destructive" });
      return t?.description;
    }

    it("500: 'Failed to subscribe'", async () => {
      expect(await failWith(() => Promise.resolve(new Response("boom", { status: 500 })))).toBe("Failed to subscribe");
    });

    it("503: 'Failed to subscribe'", async () => {
      const body = { error: "storage_unavailable", message: "We could not save this right now. Please try again." };
      expect(await failWith(() => Promise.resolve(jsonResponse(503, body, { "Retry-After": "5" })))).toBe(
        "Failed to subscribe",
      );
    });

    it("429: too many attempts, with the wait from Retry-After", async () => {
      const body = { error: "rate_limited", message: "Too many requests. Please try again later." };
      expect(await failWith(() => Promise.resolve(jsonResponse(429, body, { "Retry-After": "42" })))).toBe(
        "Too many subscription attempts. Please try again in 42 seconds.",
      );
    });

    it("400 with field errors: the server's messages on the fields and in the toast", async () => {
      const body = {
        error: "validation_failed",
        message: "Please enter a valid email address",
        fieldErrors: { email: ["Please enter a valid email address"] },
      };
      expect(await failWith(() => Promise.resolve(jsonResponse(400, body)))).toBe("Please enter a valid email address");
      const email = input("Email");
      expect(email.getAttribute("aria-invalid")).toBe("true");
      expect(document.getElementById(email.getAttribute("aria-describedby") ?? "")?.textContent).toBe(
        "Please enter a valid email address",
      );
      expect(document.activeElement).toBe(email);
    });

    it("network error: 'Please try again later.'", async () => {
      expect(await failWith(() => Promise.reject(new TypeError("Failed to fetch")))).toBe("Please try again later.");
    });
  });

  it("has a honeypot named 'website' that is empty, hidden from assistive tech and out of the tab order", () => {
    const { container } = render(<SubscribeForm />);
    const honeypot = container.querySelector<HTMLInputElement>('input[name="website"]')!;
    expect(honeypot).toBeTruthy();
    expect(honeypot.value).toBe("");
    expect(honeypot.tabIndex).toBe(-1);
    expect(honeypot.getAttribute("autocomplete")).toBe("off");
    expect(honeypot.closest('[aria-hidden="true"]')).toBeTruthy();
    expect(screen.queryByRole("textbox", { name: "Website" })).toBeNull();
    const tabbable = [...container.querySelectorAll<HTMLElement>("input, textarea, button")]
      .filter((el) => el.tabIndex >= 0)
      .map((el) => el.getAttribute("name") ?? el.textContent);
    expect(tabbable).toEqual([
      "fullName",
      "email",
      "phoneNumber",
      "comment",
      ...SUBSCRIPTION_TYPES.map(() => "subscriptionTypes"),
      "Subscribe to Updates",
    ]);
  });
});
