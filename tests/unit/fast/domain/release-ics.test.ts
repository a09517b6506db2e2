import { sync as parseIcs, type VEvent } from "node-ical";
import { describe, expect, it } from "vitest";
import type { ScheduledRelease } from "~/domain/release-calendar.ts";
import { RELEASE_ICS_NAME, releaseCalendarIcs, washingtonToUtc } from "~/domain/release-ics.ts";

describe("washingtonToUtc", () => {
  it("writes Washington time in UTC, in winter and in summer", () => {
    expect(washingtonToUtc("2026-12-04", "08:30").toISOString()).toBe("2026-12-04T13:30:00.000Z");
    expect(washingtonToUtc("2026-07-02", "08:30").toISOString()).toBe("2026-07-02T12:30:00.000Z");
    // The days the clocks change.
    expect(washingtonToUtc("2026-03-08", "10:00").toISOString()).toBe("2026-03-08T14:00:00.000Z");
    expect(washingtonToUtc("2026-11-01", "10:00").toISOString()).toBe("2026-11-01T15:00:00.000Z");
  });
});

describe("releaseCalendarIcs", () => {
  const releases: ScheduledRelease[] = [
    { release: "employment-situation", period: "2026-11", date: "2026-12-04", time: "08:30" },
    { release: "state-employment", period: "2026-10", date: "2026-12-19" },
  ];
  const ics = releaseCalendarIcs(releases, {
    site: new URL("https://usjobs.example"),
    fetchedAt: "2026-11-20T10:00:00Z",
  });

  it("parses as iCalendar, one event per release with a stable id", () => {
    const events = Object.values(parseIcs.parseICS(ics)).filter((c): c is VEvent => c?.type === "VEVENT");
    expect(events.map((e) => e.uid)).toEqual([
      "employment-situation-2026-11@usjobs.example",
      "state-employment-2026-10@usjobs.example",
    ]);
    const [timed, allDay] = events;
    expect(String(timed?.summary)).toBe("Employment Situation for November 2026");
    expect(timed?.start.toISOString()).toBe("2026-12-04T13:30:00.000Z");
    expect(timed?.end?.toISOString()).toBe("2026-12-04T14:00:00.000Z");
    expect(allDay?.datetype).toBe("date");
    expect(String(allDay?.summary)).toBe("State Employment and Unemployment for October 2026");
    expect(ics).toContain(`X-WR-CALNAME:${RELEASE_ICS_NAME}`);
    expect(ics).toContain("METHOD:PUBLISH");
  });
});
