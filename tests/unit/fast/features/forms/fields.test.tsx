// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useForm } from "react-hook-form";
import { afterEach, describe, expect, it, vi } from "vitest";
import { errorIdOf, fieldA11y, Honeypot, TextField } from "~/features/forms/fields.tsx";
import { showServerFieldErrors } from "~/features/forms/server-errors.ts";

afterEach(cleanup);

describe("fieldA11y and errorIdOf", () => {
  it("links the error only while there is one", () => {
    expect(errorIdOf("f-name")).toBe("f-name-error");
    expect(fieldA11y(undefined, "e")).toEqual({ "aria-invalid": false });
    expect(fieldA11y("", "e")).toEqual({ "aria-invalid": false });
    expect(fieldA11y("Bad", "e")).toEqual({ "aria-invalid": true, "aria-describedby": "e" });
  });
});

function Demo({
  error,
  onSubmit,
}: {
  error?: string;
  onSubmit?: (v: { a: string; b: string; website: string }) => void;
}) {
  const { register, handleSubmit, setError, formState } = useForm({ defaultValues: { a: "", b: "", website: "" } });
  return (
    <form onSubmit={handleSubmit((v) => onSubmit?.(v))}>
      <TextField
        id="d-a"
        label="Alpha"
        autoComplete="name"
        maxLength={5}
        error={error ?? formState.errors.a?.message}
        registration={register("a")}
      />
      <TextField
        id="d-b"
        label="Beta"
        optional
        rows={4}
        error={formState.errors.b?.message}
        registration={register("b")}
      />
      <Honeypot id="d-website" registration={register("website")} />
      <button
        type="button"
        onClick={() =>
          showServerFieldErrors(
            { b: ["B is wrong", "ignored"], a: ["A is wrong"], x: ["not a field"] },
            ["a", "b"],
            setError,
          )
        }
      >
        server
      </button>
      <button type="submit">go</button>
    </form>
  );
}

describe("TextField", () => {
  it("renders a visible label bound to an input, with no error", () => {
    render(<Demo />);
    const input = screen.getByLabelText("Alpha") as HTMLInputElement;
    expect(input.tagName).toBe("INPUT");
    expect(input.type).toBe("text");
    expect(input.id).toBe("d-a");
    expect(input.name).toBe("a");
    expect(input.maxLength).toBe(5);
    expect(input.getAttribute("autocomplete")).toBe("name");
    expect(input.getAttribute("aria-invalid")).toBe("false");
    expect(input.hasAttribute("aria-describedby")).toBe(false);
    expect(document.getElementById("d-a-error")).toBeNull();
  });

  it("renders a textarea with '(optional)' in its label", () => {
    render(<Demo />);
    const area = screen.getByLabelText("Beta (optional)") as HTMLTextAreaElement;
    expect(area.tagName).toBe("TEXTAREA");
    expect(area.getAttribute("rows")).toBe("4");
  });

  it("shows the error below the field and links it", () => {
    render(<Demo error="Alpha is wrong" />);
    const input = screen.getByLabelText("Alpha");
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect(input.getAttribute("aria-describedby")).toBe("d-a-error");
    expect(document.getElementById("d-a-error")?.textContent).toBe("Alpha is wrong");
  });
});

describe("Honeypot", () => {
  it("is out of the tab order and of the accessibility tree, and submitted with the form", async () => {
    const onSubmit = vi.fn();
    const { container } = render(<Demo onSubmit={onSubmit} />);
    const honeypot = container.querySelector<HTMLInputElement>('input[name="website"]')!;
    expect(honeypot.tabIndex).toBe(-1);
    expect(honeypot.getAttribute("autocomplete")).toBe("off");
    expect(honeypot.closest('[aria-hidden="true"]')?.className).toContain("sr-only");
    expect(screen.queryByRole("textbox", { name: "Website" })).toBeNull();
    fireEvent.change(honeypot, { target: { value: "spam" } });
    await act(async () => void fireEvent.click(screen.getByRole("button", { name: "go" })));
    expect(onSubmit).toHaveBeenCalledWith({ a: "", b: "", website: "spam" });
  });
});

describe("showServerFieldErrors", () => {
  it("puts the first message of each listed field on it and focuses the first field in form order", async () => {
    render(<Demo />);
    await act(async () => void fireEvent.click(screen.getByRole("button", { name: "server" })));
    expect(document.getElementById("d-a-error")?.textContent).toBe("A is wrong");
    expect(document.getElementById("d-b-error")?.textContent).toBe("B is wrong");
    expect(document.activeElement).toBe(screen.getByLabelText("Alpha"));
    expect(screen.queryByText("not a field")).toBeNull();
  });

  it("says whether it set anything", () => {
    const setError = vi.fn();
    expect(showServerFieldErrors(undefined, ["a"], setError)).toBe(false);
    expect(showServerFieldErrors({ z: ["x"] }, ["a"], setError)).toBe(false);
    expect(setError).not.toHaveBeenCalled();
    expect(showServerFieldErrors({ a: ["x"] }, ["a"], setError)).toBe(true);
    expect(setError).toHaveBeenCalledWith("a", { type: "server", message: "x" }, { shouldFocus: true });
  });
});
