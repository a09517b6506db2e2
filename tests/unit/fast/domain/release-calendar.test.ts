import { describe, expect, it } from "vitest";
import {
  heldPeriods,
  nextRelease,
  parseBlsCalendar,
  releasesDue,
  type ScheduledRelease,
  staleDailySources,
  washingtonDate,
} from "~/domain/release-calendar.ts";

const ICS = [
  "BEGIN:VCALENDAR",
  "VERSION:2.0",
  "BEGIN:VEVENT",
  "DTSTART;TZID=US-Eastern:20260904T083000",
  "SUMMARY:Employment Situation for August 2026",
  "END:VEVENT",
  "BEGIN:VEVENT",
  "DTSTART;TZID=US-Eastern:20260911T083000",
  "SUMMARY:Consumer Price Index for August 2026",
  "END:VEVENT",
  "BEGIN:VEVENT",
  "DTSTART;VALUE=DATE:20260907",
  "SUMMARY:Labor Day",
  "END:VEVENT",
  "BEGIN:VEVENT",
  "DTSTART;TZID=US-Eastern:20260929T100000",
  // A folded line: the title continues on the next line after one space.
  "SUMMARY:Job Openings and Labor Turnover Survey for",
  "  August 2026",
  "END:VEVENT",
  "BEGIN:VEVENT",
  "DTSTART;TZID=US-Eastern:20260918T100000",
  "SUMMARY:State Employment and Unemployment for August 2026",
  "END:VEVENT",
  "END:VCALENDAR",
].join("\r\n");

const calendar: ScheduledRelease[] = parseBlsCalendar(ICS);
const at = (iso: string) => new Date(iso);

describe("BLS release calendar", () => {
  it("reads the releases the site shows from BLS's iCalendar feed, skipping others and unfolding lines", () => {
    expect(calendar).toEqual([
      { release: "employment-situation", period: "2026-08", date: "2026-09-04", time: "08:30" },
      { release: "state-employment", period: "2026-08", date: "2026-09-18", time: "10:00" },
      { release: "jolts", period: "2026-08", date: "2026-09-29", time: "10:00" },
    ]);
  });

  it("refuses what is not a calendar, and an event of ours it cannot read", () => {
    expect(() => parseBlsCalendar("<html>Access Denied</html>")).toThrow(/not an iCalendar feed/);
    const broken = ICS.replace("for August 2026", "for Augst 2026");
    expect(() => parseBlsCalendar(broken)).toThrow(/unreadable calendar event: Employment Situation for Augst 2026/);
  });

  it("dates days in Washington, where BLS sets its release dates", () => {
    expect(washingtonDate(at("2026-09-05T03:00:00Z"))).toBe("2026-09-04");
    expect(washingtonDate(at("2026-09-05T05:00:00Z"))).toBe("2026-09-05");
  });

  it("finds the next release of each kind from a given day", () => {
    expect(nextRelease(calendar, "jolts", at("2026-09-10T12:00:00Z"))?.date).toBe("2026-09-29");
    expect(nextRelease(calendar, "employment-situation", at("2026-09-04T12:00:00Z"))?.date).toBe("2026-09-04");
    expect(nextRelease(calendar, "employment-situation", at("2026-09-05T12:00:00Z"))).toBeNull();
  });

  it("says which releases are due: out today or in the last 3 days, with a month the data lacks", () => {
    const held = { "employment-situation": "2026-07", jolts: "2026-07", "state-employment": "2026-07" };
    // Release day.
    expect(releasesDue(calendar, held, at("2026-09-04T13:00:00Z")).map((r) => r.release)).toEqual([
      "employment-situation",
    ]);
    // The day after, still without August: catch up. With August held: nothing.
    expect(releasesDue(calendar, held, at("2026-09-05T13:00:00Z"))).toHaveLength(1);
    expect(releasesDue(calendar, { ...held, "employment-situation": "2026-08" }, at("2026-09-05T13:00:00Z"))).toEqual(
      [],
    );
    // A weekend a week later, and an ordinary Wednesday: nothing due.
    expect(releasesDue(calendar, held, at("2026-09-12T13:00:00Z"))).toEqual([]);
    expect(releasesDue(calendar, held, at("2026-09-09T13:00:00Z"))).toEqual([]);
  });

  it("takes the month a release holds from the oldest of its sources' newest months", () => {
    expect(
      heldPeriods([
        { id: "bls-cps-unemployment", referencePeriod: "2000-01/2026-07" },
        { id: "bls-ces-industries", referencePeriod: "2024-06/2026-05" },
        { id: "bls-ces-industries", referencePeriod: "2026-06" },
        { id: "bls-laus-states", referencePeriod: "2026-07" },
        { id: "warn", referencePeriod: "2026-08-08" },
      ]),
    ).toEqual({ "employment-situation": "2026-06", "state-employment": "2026-07" });
  });
});

describe("daily and weekly sources", () => {
  it("are stale once their newest date is older than their cadence allows", () => {
    const sources = [
      { id: "greenhouse", referencePeriod: "2026-08-01/2026-08-22" },
      { id: "indeed", referencePeriod: "2020-02-01/2026-08-14" },
      { id: "warn", referencePeriod: "2020-01-01/2026-08-08" },
      { id: "bls-laus-states", referencePeriod: "2026-07" },
    ];
    expect(staleDailySources(sources, at("2026-08-24T12:00:00Z"))).toEqual([]);
    expect(staleDailySources(sources, at("2026-08-26T12:00:00Z")).map((s) => s.id)).toEqual(["greenhouse"]);
    expect(staleDailySources(sources, at("2026-11-23T12:00:00Z")).map((s) => s.id)).toEqual([
      "greenhouse",
      "indeed",
      "warn",
    ]);
  });
});
