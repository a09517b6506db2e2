// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import NewsList, { newestFirst } from "~/features/news/NewsList.tsx";
import { queryControls } from "~/stores/fetcher.ts";

const provenance = { asOf: "August 2026", sources: [{ publisher: "BLS", title: "Release calendar" }] };
const item = (publishedAt: string, title: string) => ({ title, description: "d", source: "BLS", publishedAt });

describe("news", () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    queryControls.mutateCache(() => true, undefined);
  });

  it("orders items newest first", () => {
    expect(
      newestFirst([item("2026-01-02", "a"), item("2026-03-01", "b"), item("2025-12-31", "c")]).map((i) => i.title),
    ).toEqual(["b", "a", "c"]);
  });

  it("shows its error message when news cannot be loaded", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response("down", { status: 503 })),
    );
    render(<NewsList provenance={provenance} />);
    const message = await screen.findByText("Unable to load news at this time. Please check back later.");
    expect(message.getAttribute("role")).toBe("alert");
  });

  it("renders a title containing markup as text", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Response.json([item("2026-01-01", "<img src=x onerror=alert(1)> Jobs")])),
    );
    const { container } = render(<NewsList provenance={provenance} />);
    const title = await screen.findByText("<img src=x onerror=alert(1)> Jobs");
    expect(title.innerHTML).toBe("&lt;img src=x onerror=alert(1)&gt; Jobs");
    expect(container.querySelector("img")).toBeNull();
  });
});
