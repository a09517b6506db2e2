import { describe, expect, it } from "vitest";
import { describeHolder, holderState, type Lock, lockHealth } from "~/domain/refresh-lock.ts";

const RENEWED = Date.parse("2026-09-04T14:00:00.000Z");
const lock: Lock = {
  owner: "refresh-2026-09-04T13:58:00.000Z-abc123",
  acquiredAt: "2026-09-04T13:58:00.000Z",
  renewedAt: new Date(RENEWED).toISOString(),
  expiresAt: new Date(RENEWED + 60_000).toISOString(),
  renewEveryMs: 10_000,
  pid: 4242,
};
const msLater = (ms: number) => new Date(RENEWED + ms);

describe("the refresh lock's holder", () => {
  it("is running while it renews on time (one renewal may come late), stopped after, expired at its expiry", () => {
    expect(holderState(lock, msLater(5_000))).toBe("running");
    expect(holderState(lock, msLater(20_000))).toBe("running");
    expect(holderState(lock, msLater(22_000))).toBe("stopped");
    expect(holderState(lock, msLater(59_999))).toBe("stopped");
    expect(holderState(lock, msLater(60_000))).toBe("expired");
  });

  it("is judged by its own renewal interval, or the default one on an older lock", () => {
    expect(holderState({ ...lock, renewEveryMs: 250 }, msLater(2_000))).toBe("stopped");
    const { renewEveryMs: _, ...older } = lock;
    expect(holderState(older, msLater(15_000))).toBe("running");
    expect(holderState(older, msLater(25_000))).toBe("stopped");
  });

  it("never renewed counts as expired", () => {
    const { renewedAt: _, ...never } = lock;
    expect(holderState(never, msLater(1_000))).toBe("expired");
  });

  it("is described with its process id and its last renewal", () => {
    expect(describeHolder(lock, msLater(3_000))).toBe(
      "refresh-2026-09-04T13:58:00.000Z-abc123 (pid 4242), since 2026-09-04T13:58:00.000Z " +
        "(last renewed 3 s ago, expires 2026-09-04T14:01:00.000Z)",
    );
  });

  it("shows /api/health its holder, since when and its last renewal", () => {
    expect(lockHealth(lock, msLater(30_000))).toEqual({
      holder: "refresh-2026-09-04T13:58:00.000Z-abc123",
      pid: 4242,
      since: "2026-09-04T13:58:00.000Z",
      lastRenewedAt: "2026-09-04T14:00:00.000Z",
      expiresAt: "2026-09-04T14:01:00.000Z",
      state: "stopped",
    });
  });
});
