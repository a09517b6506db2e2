import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CLAIMS_FILES, parseWeeklyClaims } from "~/pipeline/readers/claims.ts";
import { fetchFredClaims } from "~/pipeline/sources/fred-claims.ts";
import type { AdapterContext } from "~/pipeline/sources/source-types.ts";
import { FAKE_FRED_KEY, type FakeFred, startFakeFred } from "../../../../helpers/fake-upstreams/fred.ts";
import { FIXTURE_DIR } from "../../../../helpers/refresh-fixture.ts";

// The fake FRED serves the committed fixture snapshot's claims files (every week since 1967).
const SNAPSHOT = FIXTURE_DIR;
const POLICY = { timeoutMs: 30_000, retries: 1, backoffMs: 10, maxBytes: 16 * 1024 * 1024 };
let fred: FakeFred;

beforeAll(async () => {
  fred = await startFakeFred(SNAPSHOT);
});
afterAll(() => fred?.stop());

function context(env: Record<string, string> = { FRED_API_KEY: FAKE_FRED_KEY }): AdapterContext {
  return {
    baseUrl: fred.url,
    root: SNAPSHOT,
    env,
    policy: POLICY,
    now: new Date("2026-08-07T13:00:00Z"),
    countRequest: () => {},
  };
}

describe("FRED claims adapter", () => {
  it("writes both series as the claims files the reader reads, newest week included", async () => {
    fred.options.holdBackWeeks = 0;
    const output = await fetchFredClaims(context());
    const initial = parseWeeklyClaims(output.files.get(CLAIMS_FILES.initial) ?? "", "ICSA", CLAIMS_FILES.initial);
    const continued = parseWeeklyClaims(output.files.get(CLAIMS_FILES.continued) ?? "", "CCSA", CLAIMS_FILES.continued);
    expect(initial.points[0]).toMatchObject({ week: "1967-01-07", value: 208000 });
    expect(initial.points.at(-1)).toMatchObject({ week: "2026-08-01", value: 199000, preliminary: true });
    expect(continued.points.at(-1)?.week).toBe("2026-07-18");
    expect(output.rows).toBe(initial.points.length + continued.points.length);
  });

  it("sees a new week arrive as a changed answer", async () => {
    fred.options.holdBackWeeks = 1;
    const before = await fetchFredClaims(context());
    fred.options.holdBackWeeks = 0;
    const after = await fetchFredClaims(context());
    expect(before.files.get(CLAIMS_FILES.initial)).not.toContain("2026-08-01");
    expect(after.fingerprint).not.toBe(before.fingerprint);
  });

  it("drops FRED's trailing missing value ('.')", async () => {
    fred.options.missingLast = true;
    const output = await fetchFredClaims(context());
    fred.options.missingLast = false;
    expect(output.files.get(CLAIMS_FILES.initial)).not.toContain("2099-01-03");
  });

  it("fails with the reason: no key, a refused key, a 500, a broken body, a week not ending on Saturday", async () => {
    await expect(fetchFredClaims(context({}))).rejects.toThrow("FRED_API_KEY is not set");
    await expect(fetchFredClaims(context({ FRED_API_KEY: "wrong" }))).rejects.toThrow("HTTP 400");
    for (const [fault, reason] of [
      ["500", "HTTP 500"],
      ["malformed", "malformed JSON"],
      ["not-saturday", "does not end on a Saturday"],
    ] as const) {
      fred.options.fault = fault;
      await expect(fetchFredClaims(context())).rejects.toThrow(reason);
    }
    delete fred.options.fault;
  });

  it("never writes the key into an error", async () => {
    fred.options.fault = "not-saturday";
    const invalid = await fetchFredClaims(context()).catch((e: Error) => e);
    fred.options.fault = "500";
    const failed = await fetchFredClaims(context()).catch((e: Error) => e);
    delete fred.options.fault;
    const refused = await fetchFredClaims(context({ FRED_API_KEY: "secret-key" })).catch((e: Error) => e);
    expect(String(invalid)).not.toContain(FAKE_FRED_KEY);
    expect(String(failed)).toContain("HTTP 500");
    expect(String(failed)).not.toContain(FAKE_FRED_KEY);
    expect(String(refused)).toContain("HTTP 400");
    expect(String(refused)).not.toContain("secret-key");
  });
});
