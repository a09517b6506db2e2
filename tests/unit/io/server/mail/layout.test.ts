// @vitest-environment node
// The frame every email shares: a footer paragraph made of several parts (text and links) renders without React's
// warning about children without keys, which the server log printed on every notification sent.
import { afterEach, describe, expect, it, vi } from "vitest";
import { forecastEmail } from "~/server/mail/templates/forecast.ts";
import { notificationEmail } from "~/server/mail/templates/notification.ts";

afterEach(() => {
  vi.restoreAllMocks();
});

describe("email frame", () => {
  it("renders a footer of text and links, and an update's figures, without a React key warning", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const { text } = await notificationEmail({
      name: "Grace",
      updates: [
        {
          date: "Published Nov 25, 2026",
          figures: ["Unemployment rate: 4.3% in July 2026, up 0.1 point from June 2026 (BLS Employment Situation)"],
          lines: ["Employment Situation data for July 2026 added"],
        },
      ],
      links: [{ path: "/updates", label: "Update history" }],
      next: [],
      origin: "https://usjobs.example",
      manage: { preferences: "https://usjobs.example/p", unsubscribe: "https://usjobs.example/u" },
      digest: false,
    });
    expect(text).toContain("Change what you receive https://usjobs.example/p or unsubscribe https://usjobs.example/u.");
    expect(text).toContain("What the release said:");
    expect(errors.mock.calls.map((call) => call.join(" "))).toEqual([]);
  });

  it("gives the forecast email the same manage links, with its own reason", async () => {
    const { text } = await forecastEmail({
      name: "Grace",
      note: {
        methodVersion: "1",
        month: "2026-11",
        value: 4.4,
        intervals: [],
        previous: { month: "2026-10", value: 4.3 },
      },
      release: { release: "employment-situation", period: "2026-11", date: "2026-12-04", time: "8:30 AM" },
      origin: "https://usjobs.example",
      manage: { preferences: "https://usjobs.example/p", unsubscribe: "https://usjobs.example/u" },
    });
    expect(text).toContain(
      "You receive this because you chose “Forecast before each jobs report” on US Jobs Analytics. Change what you receive https://usjobs.example/p or unsubscribe https://usjobs.example/u.",
    );
  });
});
