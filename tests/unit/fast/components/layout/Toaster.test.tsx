// @vitest-environment happy-dom
import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import Toaster from "~/components/layout/Toaster.tsx";
import { TOAST_DURATION_MS, TOAST_REMOVE_DELAY_MS } from "~/stores/timing.ts";
import { $toasts, dismissToast, toast } from "~/stores/toast.ts";

describe("toasts", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    $toasts.set([]);
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it("shows a toast with its title and description", () => {
    render(<Toaster />);
    act(() => void toast({ title: "Successfully subscribed!", description: "You'll receive updates." }));
    const root = screen.getByText("Successfully subscribed!").closest("[data-variant]");
    expect(root?.getAttribute("data-variant")).toBe("default");
    expect(root?.textContent).toContain("You'll receive updates.");
  });

  it("keeps at most one toast: a new one replaces the old", () => {
    render(<Toaster />);
    act(() => void toast({ title: "First" }));
    act(() => void toast({ title: "Second", variant: "destructive" }));
    expect(screen.queryByText("First")).toBeNull();
    expect(screen.getByText("Second").closest("[data-variant]")?.getAttribute("data-variant")).toBe("destructive");
    expect($toasts.get()).toHaveLength(1);
  });

  it("styles destructive toasts differently from default ones", () => {
    render(<Toaster />);
    act(() => void toast({ title: "Failed to send message", variant: "destructive" }));
    const root = screen.getByText("Failed to send message").closest("[data-variant]");
    expect(root?.getAttribute("data-variant")).toBe("destructive");
    expect(root?.className).toContain("bg-red-700");
  });

  it("closes after the display time and is dropped after the removal delay", () => {
    render(<Toaster />);
    act(() => void toast({ title: "Bye" }));
    act(() => void vi.advanceTimersByTime(TOAST_DURATION_MS + 50));
    expect($toasts.get()[0]?.open).toBe(false);
    act(() => void vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS));
    expect($toasts.get()).toEqual([]);
  });

  it("dismissToast closes only the named toast", () => {
    const id = toast({ title: "One" });
    dismissToast(id + 1000);
    expect($toasts.get()[0]?.open).toBe(true);
    dismissToast(id);
    expect($toasts.get()[0]?.open).toBe(false);
  });
});
