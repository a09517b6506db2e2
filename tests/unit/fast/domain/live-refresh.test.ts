import { describe, expect, it } from "vitest";
import {
  afterConfiguredCheck,
  afterRun,
  LIVE_REFRESH_OK,
  liveRefreshNow,
  nextLiveRefresh,
  notConfigured,
  stoppedBy,
} from "~/domain/live-refresh.ts";

const NO_SNAPSHOT = "no raw snapshot for the background refresh: DATA_RAW_DIR is unset and none was uploaded";

describe("the live refresh's verdict", () => {
  it("says a verdict once, in one line, and not again while it is unchanged", () => {
    const first = nextLiveRefresh(null, notConfigured([NO_SNAPSHOT]), "2026-09-04T14:00:00.000Z");
    expect(first.line).toBe(`live refresh not configured: ${NO_SNAPSHOT}`);
    expect(first.record).toEqual({
      state: "not-configured",
      reason: NO_SNAPSHOT,
      since: "2026-09-04T14:00:00.000Z",
      checkedAt: "2026-09-04T14:00:00.000Z",
    });
    const again = nextLiveRefresh(first.record, notConfigured([NO_SNAPSHOT]), "2026-09-04T14:30:00.000Z");
    expect(again.line).toBeNull();
    expect(again.record).toEqual({ ...first.record, checkedAt: "2026-09-04T14:30:00.000Z" });
  });

  it("says it again when the reason changes, with the new since", () => {
    const first = nextLiveRefresh(null, notConfigured([NO_SNAPSHOT]), "2026-09-04T14:00:00.000Z").record;
    const next = nextLiveRefresh(first, notConfigured(["URL is not set"]), "2026-09-04T14:30:00.000Z");
    expect(next.line).toBe("live refresh not configured: URL is not set");
    expect(next.record.since).toBe("2026-09-04T14:30:00.000Z");
  });

  it("names each failing source with its upstream's error, and is ok without one", () => {
    const verdict = afterRun([
      { source: "bls-api", reason: "https://api.bls.gov/publicAPI/v2/timeseries/data/: network error: fetch failed" },
      { source: "indeed", reason: "…/aggregate_job_postings_US.csv: timed out after 20000 ms" },
    ]);
    expect(verdict).toEqual({
      state: "failing",
      reason:
        "bls-api: https://api.bls.gov/publicAPI/v2/timeseries/data/: network error: fetch failed; " +
        "indeed: …/aggregate_job_postings_US.csv: timed out after 20000 ms",
    });
    expect(afterRun([])).toEqual(LIVE_REFRESH_OK);
  });

  it("puts an error's multi-line message on one line, without its stack", () => {
    const error = new Error("raw snapshot file bls_ces/state.csv\n  does not match its hash");
    const verdict = stoppedBy(error);
    expect(verdict.reason).toBe("refresh stopped: raw snapshot file bls_ces/state.csv does not match its hash");
    expect(nextLiveRefresh(null, verdict, "2026-09-04T14:00:00.000Z").line).not.toContain("\n");
    expect(stoppedBy("x".repeat(2_000)).reason?.length).toBeLessThanOrEqual(600);
  });

  it("ends a not-configured verdict once configured, and leaves a run's verdict alone", () => {
    const at = "2026-09-04T14:00:00.000Z";
    expect(afterConfiguredCheck(null)).toEqual(LIVE_REFRESH_OK);
    expect(afterConfiguredCheck(nextLiveRefresh(null, notConfigured([NO_SNAPSHOT]), at).record)).toEqual(
      LIVE_REFRESH_OK,
    );
    const failing = nextLiveRefresh(null, afterRun([{ source: "warn", reason: "HTTP 500" }]), at).record;
    expect(afterConfiguredCheck(failing)).toBeNull();
  });

  it("shows the configuration as it is now, else the last run's verdict", () => {
    const at = "2026-09-04T14:00:00.000Z";
    const unconfigured = nextLiveRefresh(null, notConfigured([NO_SNAPSHOT]), at).record;
    expect(liveRefreshNow([NO_SNAPSHOT], unconfigured)).toEqual({
      state: "not-configured",
      reason: NO_SNAPSHOT,
      since: at,
      checkedAt: at,
    });
    // Configured since the scheduler last looked: ok at once, with no since of its own yet.
    expect(liveRefreshNow([], unconfigured)).toEqual({ state: "ok", reason: null, since: null, checkedAt: at });
    const failing = nextLiveRefresh(null, afterRun([{ source: "warn", reason: "HTTP 500" }]), at).record;
    expect(liveRefreshNow([], failing)).toMatchObject({ state: "failing", reason: "warn: HTTP 500", since: at });
    // Before the scheduled refresh ever looked.
    expect(liveRefreshNow(["URL is not set"], null)).toEqual({
      state: "not-configured",
      reason: "URL is not set",
      since: null,
      checkedAt: null,
    });
  });
});
