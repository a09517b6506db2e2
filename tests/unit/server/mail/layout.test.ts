// @vitest-environment node
// The frame every email shares: a footer paragraph made of several parts (text and links) renders without React's
// warning about children without keys, which the server log printed on every notification sent.
import { afterEach, describe, expect, it, vi } from "vitest";
import { notificationEmail } from "../../../../src/server/mail/templates/notification.ts";

afterEach(() => {
  vi.restoreAllMocks();
});

describe("email frame", () => {
  it("renders a footer of text and links without a React key warning", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const { text } = await notificationEmail({
      name: "Grace",
      updates: [{ date: "Published Nov 25, 2026", lines: ["Employment Situation data for July 2026 added"] }],
      links: [{ path: "/updates", label: "Update history" }],
      next: [],
      origin: "https://usjobs.example",
      manage: { preferences: "https://usjobs.example/p", unsubscribe: "https://usjobs.example/u" },
      digest: false,
    });
    expect(text).toContain("Change what you receive https://usjobs.example/p or unsubscribe https://usjobs.example/u.");
    expect(errors.mock.calls.map((call) => call.join(" "))).toEqual([]);
  });
});
