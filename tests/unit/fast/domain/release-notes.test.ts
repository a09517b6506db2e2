import { describe, expect, it } from "vitest";
import type { ScheduledRelease } from "~/domain/release-calendar.ts";
import { nextReleaseNote } from "~/domain/release-notes.ts";

const calendar: ScheduledRelease[] = [
  { release: "state-employment", period: "2026-08", date: "2026-09-18", time: "10:00" },
  { release: "employment-situation", period: "2026-08", date: "2026-09-04", time: "08:30" },
  { release: "jolts", period: "2026-08", date: "2026-09-30", time: "10:00" },
];

describe("the next release note", () => {
  it("names the soonest release still to come, and moves on as the clock does", () => {
    expect(nextReleaseNote(calendar, new Date("2026-09-01T12:00:00Z"))).toBe(
      "Next BLS release: Employment Situation for August 2026, Sep 04, 2026.",
    );
    expect(nextReleaseNote(calendar, new Date("2026-09-10T12:00:00Z"))).toBe(
      "Next BLS release: State Employment and Unemployment for August 2026, Sep 18, 2026.",
    );
  });

  it("says nothing without a calendar or once the calendar has nothing still to come", () => {
    expect(nextReleaseNote(null, new Date("2026-09-01T12:00:00Z"))).toBeUndefined();
    expect(nextReleaseNote(calendar, new Date("2026-10-05T12:00:00Z"))).toBeUndefined();
  });
});
