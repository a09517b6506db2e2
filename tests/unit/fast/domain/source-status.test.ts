import { describe, expect, it } from "vitest";
import { sourceStatusText } from "~/domain/source-status.ts";

describe("the state of the sources on /updates", () => {
  it("says when no refresh has run", () => {
    expect(sourceStatusText(null)).toEqual({
      summary: "No refresh of the sources has run since this page was built.",
      failing: [],
    });
  });

  it("says every source answered at the last check", () => {
    expect(
      sourceStatusText({ lastRunAt: "2026-09-04T14:00:00.000Z", lastRunStatus: "published", failing: [] }),
    ).toEqual({
      summary: "Last check of the sources: Sep 04, 2026 14:00 UTC (published); every source checked answered.",
      failing: [],
    });
  });

  it("names each failing source, since when, why, and the last good data shown", () => {
    const text = sourceStatusText({
      lastRunAt: "2026-09-04T15:00:00.000Z",
      lastRunStatus: "unchanged",
      failing: [
        {
          source: "bls-api",
          reason: "HTTP 500",
          since: "2026-09-04T14:00:00.000Z",
          lastGood: { fetchedAt: "2026-08-07T13:00:00.000Z", period: "2026-07" },
        },
        {
          source: "warn",
          reason: "no rows",
          since: "2026-09-04T15:00:00.000Z",
          lastGood: { fetchedAt: null, period: null },
        },
      ],
    });
    expect(text.summary).toBe("Last check of the sources: Sep 04, 2026 15:00 UTC (unchanged); 2 sources are failing.");
    expect(text.failing).toEqual([
      "BLS Public Data API failing since Sep 04, 2026 14:00 UTC (HTTP 500). The site shows its last good data, for July 2026, fetched Aug 07, 2026 13:00 UTC.",
      "WARN notices failing since Sep 04, 2026 15:00 UTC (no rows). The site shows no data from it yet.",
    ]);
  });

  it("says when the last refresh stopped with an error", () => {
    expect(
      sourceStatusText({ lastRunAt: "2026-09-04T15:00:00.000Z", lastRunStatus: "failed", failing: [] }).summary,
    ).toMatch(/\(failed\); the refresh stopped with an error; the site keeps serving its last good data\.$/);
  });
});
