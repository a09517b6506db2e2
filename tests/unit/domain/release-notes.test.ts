import { describe, expect, it } from "vitest";
import type { ScheduledRelease } from "../../../src/domain/release-calendar.ts";
import { releaseNotes } from "../../../src/domain/release-notes.ts";
import { readSeed } from "../../helpers/seed.ts";

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
  it("date its figures by the oldest month the card shows from a release, not the newest", () => {
    const calendar = [
      release("2026-05", "2026-06-19"),
      release("2026-06", "2026-07-17"),
      release("2026-07", "2026-08-18"),
    ];
    const notes = releaseNotes(STATE_SOURCES, calendar, new Date("2026-09-01T12:00:00Z"));
    expect(notes.stale).toBe(
      "Not yet updated: State Employment and Unemployment figures end in April 2026, and BLS has published newer months since.",
    );
  });

  it("apply the same rule without a calendar (months behind the build date)", () => {
    const notes = releaseNotes(STATE_SOURCES, null, new Date("2026-08-25T12:00:00Z"));
    expect(notes.stale).toContain("figures end in April 2026");
    expect(notes.stale).not.toContain("July 2026");
  });

  it("say nothing when every month the card shows is the newest published", () => {
    const calendar = [release("2026-07", "2026-08-18"), release("2026-08", "2026-09-18")];
    const sources = [
      { id: "bls-ces-states", referencePeriod: "2025-07/2026-07" },
      { id: "bls-laus-states", referencePeriod: "2026-07" },
    ];
    expect(releaseNotes(sources, calendar, new Date("2026-09-01T12:00:00Z")).stale).toBeUndefined();
  });

  it("date the seed's state cards by their payroll month", () => {
    const notes = releaseNotes(readSeed("states").sources, null, new Date("2026-11-25T12:00:00Z"));
    expect(notes.stale).toContain("State Employment and Unemployment figures end in April 2026");
  });
});
