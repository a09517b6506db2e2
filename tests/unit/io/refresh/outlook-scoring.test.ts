// @vitest-environment node
// The record of live forecasts through whole refreshes of the fixture snapshot against the fake upstreams: July held
// back, a refresh publishes June's data and stores the forecast of July; July released (POST /__release), the next
// refresh scores that forecast against July's first print and stores the forecast of August.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readForecasts } from "~/server/outlook-record.ts";
import { writeCalendar } from "~/server/versions/history.ts";
import {
  freshStore,
  REFRESH_MS,
  type RefreshFixture,
  refreshFixture,
  startRefreshFixture,
} from "../../../helpers/refresh-fixture.ts";

let fixture: RefreshFixture;
let blobs: Awaited<ReturnType<typeof freshStore>>;

beforeAll(async () => {
  fixture = await startRefreshFixture();
  // Nothing served yet: the first refresh publishes the held-back data instead of being held as older than the seed.
  blobs = await freshStore(fixture, { served: false });
  await writeCalendar({
    fetchedAt: "2026-08-05T12:00:00.000Z",
    url: "test",
    releases: [
      { release: "employment-situation", period: "2026-07", date: "2026-08-07", time: "08:30" },
      { release: "employment-situation", period: "2026-08", date: "2026-09-04", time: "08:30" },
    ],
  });
}, REFRESH_MS);
afterAll(async () => {
  await blobs?.stop();
  await fixture?.stop();
});

async function control(action: string): Promise<void> {
  const answer = await fetch(`${fixture.fake.url}${action}`, { method: "POST" });
  expect(answer.status).toBe(200);
}

describe("scoring a forecast after a release, through the refresh", () => {
  it("stores July's forecast before the release and scores it against July's first print after", {
    timeout: REFRESH_MS,
  }, async () => {
    await control("/__hold-back?source=bls");
    const before: string[] = [];
    const first = await refreshFixture(fixture, new Date("2026-08-06T14:00:00Z"), {
      force: true,
      log: (l) => before.push(l),
    });
    expect(first.status, [...first.problems, ...before].join("\n")).toBe("published");
    expect(first.sources.find((s) => s.id === "fred-claims")?.status).toBe("updated");
    expect(before.join("\n")).toContain("forecast record: stored a forecast for 2026-07; scored none");
    const [july, ...none] = await readForecasts();
    expect(none).toEqual([]);
    expect(july).toMatchObject({
      month: "2026-07",
      madeAt: "2026-08-06T14:00:00.000Z",
      inputs: { rateThrough: "2026-06" },
      scores: [],
    });
    const june = fixture.fake.servedSeries("LNS14000000").find((p) => p.month === "2026-06")?.value;
    expect(july?.baseline).toBe(june);

    // The release: BLS serves July; the refresh on the release day scores the stored forecast and makes August's.
    await control("/__release?source=bls");
    const julyRate = fixture.fake.servedSeries("LNS14000000").find((p) => p.month === "2026-07")?.value as number;
    expect(julyRate).toBeGreaterThan(0);
    const after: string[] = [];
    const second = await refreshFixture(fixture, new Date("2026-08-07T13:00:00Z"), {
      force: true,
      log: (l) => after.push(l),
    });
    expect(second.status, [...second.problems, ...after].join("\n")).toBe("published");
    expect(after.join("\n")).toContain(`forecast record: stored a forecast for 2026-08; scored ${july?.key}`);
    const [scored, august, ...rest] = await readForecasts();
    expect(rest).toEqual([]);
    expect(scored?.scores).toEqual([
      {
        kind: "first print",
        at: "2026-08-07T13:00:00.000Z",
        actual: julyRate,
        error: Math.round((julyRate - (july?.value ?? 0)) * 100) / 100,
        baselineError: Math.round((julyRate - (june ?? 0)) * 100) / 100,
      },
    ]);
    // Scoring only added: the forecast as made is unchanged.
    expect({ ...scored, scores: [] }).toEqual(july);
    expect(august).toMatchObject({ month: "2026-08", inputs: { rateThrough: "2026-07" }, baseline: julyRate });

    // A third refresh the same day with the same inputs adds nothing: no second score, no second August forecast.
    const again: string[] = [];
    await refreshFixture(fixture, new Date("2026-08-07T15:00:00Z"), { force: true, log: (l) => again.push(l) });
    expect(await readForecasts()).toEqual([scored, august]);
  });
});
