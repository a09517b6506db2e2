import { describe, expect, it } from "vitest";
import type { ScheduledRelease } from "~/domain/release-calendar.ts";
import {
  behindNotes,
  formatHeld,
  heldByCadence,
  newerDataLabel,
  parseHeld,
  periodsSince,
  publishedAsOf,
  siteStatus,
} from "~/domain/source-cadence.ts";
import { readSeed } from "../../../helpers/seed.ts";

const at = (iso: string) => new Date(iso);
const es = (period: string, date: string): ScheduledRelease => ({
  release: "employment-situation",
  period,
  date,
  time: "08:30",
});

describe("what each source has published at a moment", () => {
  it("names more months published since as the clock moves on (no calendar: the usual schedule)", () => {
    const september = siteStatus("2026-07", publishedAsOf(null, at("2026-09-20T12:00:00Z")));
    const november = siteStatus("2026-07", publishedAsOf(null, at("2026-11-25T12:00:00Z")));
    expect(september).toEqual({
      upTo: "Figures up to July 2026.",
      since: "BLS should have published August since; this site updates on the next refresh.",
    });
    expect(november.since).toBe(
      "BLS should have published August, September and October since; this site updates on the next refresh.",
    );
  });

  it("says nothing more than the month held before BLS has published a newer one", () => {
    expect(siteStatus("2026-07", publishedAsOf(null, at("2026-08-05T12:00:00Z")))).toEqual({
      upTo: "Figures up to July 2026.",
    });
  });

  it("follows the calendar to the minute of release in Washington, and then says BLS has published", () => {
    const calendar = [es("2026-08", "2026-09-04"), es("2026-09", "2026-10-02"), es("2026-10", "2026-11-06")];
    // 08:00 in Washington on October 2: September is not out yet.
    expect(publishedAsOf(calendar, at("2026-10-02T12:00:00Z"))["employment-situation"]).toEqual({
      newest: "2026-08",
      basis: "calendar",
    });
    // 08:30 in Washington: it is.
    const after = publishedAsOf(calendar, at("2026-10-02T12:30:00Z"));
    expect(after["employment-situation"]).toEqual({ newest: "2026-09", basis: "calendar" });
    expect(siteStatus("2026-07", after).since).toBe(
      "BLS has published August and September since; this site updates on the next refresh.",
    );
  });

  it("falls back on the usual schedule once the calendar lists nothing still to come", () => {
    const calendar = [es("2026-08", "2026-09-04")];
    expect(publishedAsOf(calendar, at("2027-01-20T12:00:00Z"))["employment-situation"]).toEqual({
      newest: "2026-12",
      basis: "schedule",
    });
  });

  it("checks the annual and quarterly sources against their own cadence", () => {
    const spring = publishedAsOf(null, at("2026-03-01T12:00:00Z"));
    const summer = publishedAsOf(null, at("2026-06-15T12:00:00Z"));
    expect(spring.oews.newest).toBe("2024-05");
    expect(summer.oews.newest).toBe("2025-05");
    expect(summer.projections.newest).toBe("2024-01");
    expect(publishedAsOf(null, at("2026-10-01T12:00:00Z")).projections.newest).toBe("2025-01");
    expect(summer.onet.newest).toBe("2026-05");
    expect(periodsSince("onet", "2025-05", "2026-05")).toEqual(["30.0", "30.1", "30.2", "30.3"]);
    expect(periodsSince("projections", "2024-01", "2025-01")).toEqual(["2025–35"]);
  });
});

describe("a card's mark", () => {
  it("holds the oldest month a card shows from a release, per cadence, and each daily source's newest date", () => {
    expect(heldByCadence(readSeed("states").sources)).toMatchObject({
      "state-employment": "2026-04",
      oews: "2025-05",
      indeed: "2026-08-14",
    });
    expect(heldByCadence(readSeed("job-roles").sources)).toMatchObject({
      oews: "2025-05",
      projections: "2024-01",
      onet: "2025-05",
    });
  });

  it("says which newer figures are out, more of them as time passes, and nothing for a current card", () => {
    const held = { "state-employment": "2026-04", oews: "2025-05" };
    const now = at("2026-06-10T12:00:00Z");
    expect(behindNotes(held, publishedAsOf(null, now), now)).toEqual([]);
    const later = at("2026-07-10T12:00:00Z");
    expect(behindNotes(held, publishedAsOf(null, later), later)).toEqual([
      "the State Employment and Unemployment release for May 2026 should be out (BLS publishes each month)",
    ]);
    const autumn = at("2026-11-25T12:00:00Z");
    expect(behindNotes(held, publishedAsOf(null, autumn), autumn)).toEqual([
      "the State Employment and Unemployment releases for May 2026 to September 2026 should be out (BLS publishes each month)",
    ]);
  });

  it("marks a projections card once the next September has passed, and a daily source past its cadence", () => {
    const held = { projections: "2024-01", warn: "2026-08-08" };
    const august = at("2026-08-20T12:00:00Z");
    expect(behindNotes(held, publishedAsOf(null, august), august)).toEqual([]);
    const october = at("2026-10-01T12:00:00Z");
    expect(behindNotes(held, publishedAsOf(null, october), october)).toEqual([
      "the Employment Projections release for 2025–35 should be out (BLS publishes each September)",
      "the newest WARN layoff notices shown are from Aug 08, 2026",
    ]);
  });
});

describe("what a page holds, as it asks about it", () => {
  it("reads back what it writes, and refuses unknown sources, malformed periods and repeats", () => {
    const held = { "state-employment": "2026-04", oews: "2025-05", indeed: "2026-08-14" };
    expect(formatHeld(held)).toBe("state-employment:2026-04,oews:2025-05,indeed:2026-08-14");
    expect(parseHeld(formatHeld(held))).toEqual(held);
    for (const bad of [
      "toString:2026-04",
      "jolts:2026-4",
      "indeed:2026-08",
      "jolts:2026-04,jolts:2026-05",
      "jolts",
      "",
    ])
      expect(parseHeld(bad), bad).toBeNull();
  });

  it("labels a card's mark with what is newer, and gives none for a current card", () => {
    const autumn = at("2026-10-01T12:00:00Z");
    expect(newerDataLabel({ projections: "2024-01" }, publishedAsOf(null, autumn), autumn)).toBe(
      "Newer data out: The Employment Projections release for 2025–35 should be out (BLS publishes each September).",
    );
    expect(newerDataLabel({ projections: "2025-01" }, publishedAsOf(null, autumn), autumn)).toBeNull();
  });
});
