import { describe, expect, it } from "vitest";
import type { ScheduledRelease } from "../../../src/domain/release-calendar.ts";
import { releaseNotes } from "../../../src/domain/release-notes.ts";

// A state card shows payroll jobs and their growth to April (CES) and unemployment to July (LAUS): one release.
const STATE_SOURCES = [
  { id: "bls-ces-states", referencePeriod: "2025-04/2026-04" },
  { id: "bls-laus-states", referencePeriod: "2026-07" },
];
const release = (period: string, date: string): ScheduledRelease => ({
  release: "state-employment",
  period,
  date,
  time: "10:00",
});

describe("a card's release notes", () => {
  it("name the next release of the card's source from the calendar", () => {
    const calendar = [release("2026-07", "2026-08-18"), release("2026-08", "2026-09-18")];
    expect(releaseNotes(STATE_SOURCES, calendar, new Date("2026-09-01T12:00:00Z"))).toEqual({
      schedule: ["Next update: Sep 18, 2026 (State Employment and Unemployment for August 2026)"],
    });
  });

  it("freeze no staleness into the card: whether newer figures are out is decided when the page is read", () => {
    const calendar = [release("2026-05", "2026-06-19"), release("2026-06", "2026-07-17")];
    expect(releaseNotes(STATE_SOURCES, calendar, new Date("2026-09-01T12:00:00Z"))).toEqual({});
    expect(releaseNotes(STATE_SOURCES, null, new Date("2026-11-25T12:00:00Z"))).toEqual({});
  });
});
