import { describe, expect, it } from "vitest";
import { forecastNoticeDue } from "~/domain/forecast-notice.ts";
import type { ForecastNote } from "~/domain/outlook/announce.ts";
import type { ScheduledRelease } from "~/domain/release-calendar.ts";

const note: ForecastNote = {
  methodVersion: "1",
  month: "2026-08",
  value: 4.3,
  intervals: [{ probability: 0.68, low: 4.2, high: 4.4 }],
  previous: { month: "2026-07", value: 4.2 },
};
const releases: ScheduledRelease[] = [
  { release: "employment-situation", period: "2026-07", date: "2026-08-07", time: "08:30" },
  { release: "jolts", period: "2026-08", date: "2026-09-01", time: "10:00" },
  { release: "employment-situation", period: "2026-08", date: "2026-09-04", time: "08:30" },
];

describe("when the forecast is emailed", () => {
  it("is due on the two Washington days before the Employment Situation of the month forecast", () => {
    // 2026-09-02 00:30 UTC is still 1 September in Washington: three days before, not yet.
    expect(forecastNoticeDue(note, releases, new Date("2026-09-02T00:30:00Z"))).toBeUndefined();
    const due = forecastNoticeDue(note, releases, new Date("2026-09-02T14:00:00Z"));
    expect(due).toEqual({ id: "forecast-v1-2026-08", note, release: releases[2] });
    expect(forecastNoticeDue(note, releases, new Date("2026-09-03T23:59:00Z"))?.id).toBe("forecast-v1-2026-08");
  });

  it("is not due on the release day, even before 8:30, nor after", () => {
    expect(forecastNoticeDue(note, releases, new Date("2026-09-04T05:00:00Z"))).toBeUndefined();
    expect(forecastNoticeDue(note, releases, new Date("2026-09-10T14:00:00Z"))).toBeUndefined();
  });

  it("is not due without the release's date, nor for another release of the month", () => {
    expect(forecastNoticeDue(note, releases.slice(0, 2), new Date("2026-09-02T14:00:00Z"))).toBeUndefined();
    expect(forecastNoticeDue(note, [], new Date("2026-09-02T14:00:00Z"))).toBeUndefined();
  });

  it("is one email per method version and month: a new version of the method makes a new one", () => {
    const v2 = forecastNoticeDue({ ...note, methodVersion: "2" }, releases, new Date("2026-09-03T14:00:00Z"));
    expect(v2?.id).toBe("forecast-v2-2026-08");
  });
});
