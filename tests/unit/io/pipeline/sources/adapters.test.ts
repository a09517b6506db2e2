import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readBlsApiFile } from "~/pipeline/readers/bls-api.ts";
import { batches } from "~/pipeline/sources/bls-api.ts";
import { allBlsSeries } from "~/pipeline/sources/bls-series.ts";
import { fetchSources, type SourceRun } from "~/pipeline/sources/fetch-sources.ts";
import { isUsLocation } from "~/pipeline/sources/job-boards.ts";
import { baseUrlOf, isDue, LIVE_SOURCES, lastWeekly } from "~/pipeline/sources/registry.ts";
import { type FakeUpstreams, startFakeUpstreams } from "../../../../helpers/fake-upstreams/index.ts";
import { FIXTURE_DIR } from "../../../../helpers/refresh-fixture.ts";

// The fakes serve the committed fixture snapshot: every BLS series and claims week whole, a few boards and WARN states.
const RAW = FIXTURE_DIR;
// Generous timeouts (the fakes share the process and a busy machine); the timeout fault gets a short one.
const POLICY = { timeoutMs: 30_000, retries: 2, backoffMs: 10, maxBytes: 64 * 1024 * 1024 };
const SHORT = { ...POLICY, timeoutMs: 500 };
let fake: FakeUpstreams;

beforeAll(async () => {
  fake = await startFakeUpstreams(RAW);
});
afterAll(() => fake?.stop());

async function run(id: string, env: Record<string, string> = {}, previous = {}, policy = POLICY): Promise<SourceRun> {
  fake.resetCounts();
  const runs = await fetchSources({
    root: RAW,
    env: { ...fake.env, ...env },
    now: new Date("2026-11-23T12:00:00Z"),
    previous,
    only: [id],
    policy,
  });
  return runs.get(id) as SourceRun;
}

describe("source registry", () => {
  it("lists every live source with its endpoint, documentation and override variable", () => {
    expect(LIVE_SOURCES.map((s) => s.id)).toEqual(["bls-api", "indeed", "greenhouse", "ashby", "warn", "fred-claims"]);
    for (const s of LIVE_SOURCES) {
      expect(s.endpoint).toMatch(/^https:\/\//);
      expect(s.docs).toMatch(/^https:\/\//);
      expect(baseUrlOf(s, { [s.baseUrlEnv]: "http://127.0.0.1:1/x/" })).toMatch(/^http:\/\/127\.0\.0\.1:1\/x/);
    }
  });
});

describe("a weekly source's due rule", () => {
  const claims = LIVE_SOURCES.find((s) => s.id === "fred-claims");

  it("finds the week's publication moment at or before now", () => {
    // 2026-11-26 is a Thursday.
    expect(lastWeekly(new Date("2026-11-26T14:00:00Z"), 4, 14).toISOString()).toBe("2026-11-26T14:00:00.000Z");
    expect(lastWeekly(new Date("2026-11-26T13:59:00Z"), 4, 14).toISOString()).toBe("2026-11-19T14:00:00.000Z");
    expect(lastWeekly(new Date("2026-11-25T09:00:00Z"), 4, 14).toISOString()).toBe("2026-11-19T14:00:00.000Z");
  });

  it("makes claims due once a Thursday's publication has passed since the last good fetch, and never fetched", () => {
    if (!claims) throw new Error("fred-claims is not in the registry");
    expect(claims.weekly).toEqual({ weekday: 4, hourUtc: 14 });
    expect(isDue(claims, undefined, new Date("2026-11-25T09:00:00Z"))).toBe(true);
    // Fetched on Friday: not due again until the next Thursday's publication.
    expect(isDue(claims, "2026-11-20T15:00:00Z", new Date("2026-11-25T09:00:00Z"))).toBe(false);
    expect(isDue(claims, "2026-11-20T15:00:00Z", new Date("2026-11-26T13:00:00Z"))).toBe(false);
    expect(isDue(claims, "2026-11-20T15:00:00Z", new Date("2026-11-26T14:30:00Z"))).toBe(true);
    // Fetched on Thursday morning before the publication: the least interval (20 h) holds it until Friday morning.
    expect(isDue(claims, "2026-11-26T08:00:00Z", new Date("2026-11-26T15:00:00Z"))).toBe(false);
    expect(isDue(claims, "2026-11-26T08:00:00Z", new Date("2026-11-27T04:00:00Z"))).toBe(true);
  });
});

describe("FRED claims adapter against the shared fake upstreams", () => {
  it("fetches ICSA and CCSA from /fred in FRED's JSON and writes the snapshot's weeks", async () => {
    const result = await run("fred-claims");
    expect(result.outcome, JSON.stringify(result.outcome)).toMatchObject({ status: "updated", requests: 2 });
    expect(fake.requests.fred).toBe(2);
    const files = result.output?.files as ReadonlyMap<string, string>;
    const initial = files.get("dol_ui_claims/ICSA_macro-observer.csv") ?? "";
    expect(initial.split("\n").slice(0, 2)).toEqual(["Date,Value", "1967-01-07,208000"]);
    expect(result.output?.detail).toBe("3109 weeks of initial claims, 3107 of continued claims");
  });

  it("fails, naming the variable, on every due run without FRED_API_KEY", async () => {
    for (let i = 0; i < 2; i++) {
      const result = await run("fred-claims", { FRED_API_KEY: "" });
      expect(result.outcome).toMatchObject({
        status: "failed",
        reason: expect.stringContaining("FRED_API_KEY is not set"),
      });
    }
    expect(fake.requests.fred).toBe(0);
  });
});

describe("BLS API v2 adapter", () => {
  it("asks for every series in batches of at most 50 with a key (25 without) and keeps footnotes", async () => {
    expect(batches(allBlsSeries(), 50).length).toBe(4);
    const withKey = await run("bls-api", { BLS_API_KEY: "test-key" });
    expect(withKey.outcome.status).toBe("updated");
    expect(fake.requests.bls).toBe(4);
    const file = readBlsApiFile([...(withKey.output?.files.values() ?? [])][0] ?? "");
    const payrolls = file.series.get("CES0000000001");
    expect(payrolls?.points.at(-1)).toMatchObject({ month: "2026-07", preliminary: true });
    expect(payrolls?.points.at(-3)?.preliminary).toBeUndefined();
    const withoutKey = await run("bls-api");
    expect(withoutKey.outcome.requests).toBe(7);
  });

  it.each([
    ["not-processed", /REQUEST_NOT_PROCESSED: .*daily threshold/],
    ["500", /HTTP 500/],
    ["malformed", /malformed JSON/],
    ["timeout", /timed out/],
    ["half-empty", /series came back empty/],
  ] as const)("fails on %s with the reason", async (fault, reason) => {
    fake.options.faults = { bls: fault };
    const result = await run("bls-api", {}, {}, fault === "timeout" ? SHORT : POLICY);
    fake.options.faults = {};
    expect(result.outcome.status).toBe("failed");
    expect(result.outcome.status === "failed" && result.outcome.reason).toMatch(reason);
    if (fault === "500" || fault === "timeout") expect(result.outcome.requests).toBe(1 + POLICY.retries);
  });
});

describe("CSV and board adapters", () => {
  it("fetch Indeed, WARN and both boards in their wire formats, and say unchanged for the same content", {
    timeout: 60_000,
  }, async () => {
    for (const id of ["indeed", "warn", "greenhouse", "ashby"]) {
      const first = await run(id);
      expect(first.outcome.status, id).toBe("updated");
      const again = await run(id, {}, { [id]: first.state });
      expect(again.outcome.status, id).toBe("unchanged");
    }
  });

  it("fails a renamed column and an answer that lost more than half its rows", { timeout: 60_000 }, async () => {
    const good = await run("indeed");
    fake.options.faults = { indeed: "renamed-column" };
    const renamed = await run("indeed");
    fake.options.faults = { indeed: "half-empty" };
    const half = await run("indeed", {}, { indeed: good.state });
    fake.options.faults = {};
    expect(renamed.outcome.status === "failed" && renamed.outcome.reason).toMatch(/missing required column/);
    expect(half.outcome.status === "failed" && half.outcome.reason).toMatch(/lost more than half/);
  });

  it("keeps US postings by the snapshot's rule", () => {
    for (const us of ["U.S. Remote", "Remote - TX", "Wyandanch, NY 11798", "Washington, D.C.", "New York, NY"])
      expect(isUsLocation(us), us).toBe(true);
    for (const other of ["Berlin, Germany", "Toronto, ON, Canada", "Remote", "London"])
      expect(isUsLocation(other), other).toBe(false);
  });
});
