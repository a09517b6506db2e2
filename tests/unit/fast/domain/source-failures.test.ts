import { describe, expect, it } from "vitest";
import type { SourceResult } from "~/domain/changes.ts";
import {
  describeFailure,
  type LastGood,
  nextFailures,
  type SourceFailure,
  unannounced,
} from "~/domain/source-failures.ts";

const good: LastGood = { fetchedAt: "2026-09-01T10:00:00.000Z", period: "2026-07" };
const lastGood = () => good;
const result = (id: string, status: SourceResult["status"], detail = "ok"): SourceResult => ({
  id,
  status,
  detail,
  requests: 1,
});
const T1 = "2026-09-04T14:00:00.000Z";
const T2 = "2026-09-04T14:30:00.000Z";
const T3 = "2026-09-04T15:00:00.000Z";

describe("source failure episodes", () => {
  it("starts an episode at a source's first failure, with the reason and the last good data", () => {
    const next = nextFailures([], [result("bls-api", "failed", "HTTP 500"), result("indeed", "updated")], T1, lastGood);
    expect(next).toEqual([{ source: "bls-api", reason: "HTTP 500", since: T1, lastFailedAt: T1, lastGood: good }]);
    expect(unannounced(next).map((f) => f.source)).toEqual(["bls-api"]);
  });

  it("keeps the episode's start and its announcement through further failures", () => {
    const open: SourceFailure = {
      source: "bls-api",
      reason: "HTTP 500",
      since: T1,
      lastFailedAt: T1,
      lastGood: good,
      notifiedAt: T1,
    };
    const next = nextFailures([open], [result("bls-api", "failed", "timed out")], T2, lastGood);
    expect(next).toEqual([{ ...open, reason: "timed out", lastFailedAt: T2 }]);
    expect(unannounced(next)).toEqual([]);
  });

  it("keeps an episode through a run that did not try the source", () => {
    const open: SourceFailure = {
      source: "warn",
      reason: "HTTP 500",
      since: T1,
      lastFailedAt: T1,
      lastGood: good,
      notifiedAt: T1,
    };
    expect(
      nextFailures([open], [result("warn", "skipped", "not due"), result("indeed", "unchanged")], T2, lastGood),
    ).toEqual([open]);
    expect(nextFailures([open], [], T2, lastGood)).toEqual([open]);
  });

  it("ends the episode when the source answers, and starts a new one (to announce) when it fails anew", () => {
    const open: SourceFailure = {
      source: "bls-api",
      reason: "HTTP 500",
      since: T1,
      lastFailedAt: T1,
      lastGood: good,
      notifiedAt: T1,
    };
    const healed = nextFailures([open], [result("bls-api", "unchanged")], T2, lastGood);
    expect(healed).toEqual([]);
    const again = nextFailures(healed, [result("bls-api", "failed", "HTTP 503")], T3, lastGood);
    expect(again).toEqual([{ source: "bls-api", reason: "HTTP 503", since: T3, lastFailedAt: T3, lastGood: good }]);
    expect(unannounced(again)).toHaveLength(1);
  });

  it("keeps the reason to one line of bounded length", () => {
    const [f] = nextFailures([], [result("indeed", "failed", `bad\n  column ${"x".repeat(500)}`)], T1, lastGood);
    expect(f?.reason.startsWith("bad column x")).toBe(true);
    expect(f?.reason.length).toBe(300);
  });

  it("describes a failure in one line", () => {
    expect(
      describeFailure({ source: "bls-api", reason: "HTTP 500", since: T1, lastFailedAt: T2, lastGood: good }),
    ).toBe(
      "bls-api failing since 2026-09-04T14:00:00.000Z: HTTP 500; last good data 2026-07 (fetched 2026-09-01T10:00:00.000Z)",
    );
  });
});
