// @vitest-environment node
// The record of live forecasts on the real local Blobs server: a simulated release on the fixture's history (July held
// back, forecast, July released, July revised), immutability and concurrent writers.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Outlook } from "~/domain/outlook/schema.ts";
import { buildOutlook } from "~/pipeline/builders/outlook.ts";
import {
  readForecasts,
  recordOutlook,
  recordPublishedOutlook,
  scoreForecasts,
  storeForecast,
} from "~/server/outlook-record.ts";
import { forecastsStore } from "~/server/stores.ts";
import { startLocalBlobs } from "../../../helpers/blobs.ts";
import { fixtureInputs, series } from "../../../helpers/fixture-inputs.ts";

/** The fixture's outlook with the rate published through June (July held back), or with July at `july`. */
function outlookWith(july?: number): Outlook {
  const inputs = fixtureInputs();
  const rate =
    july === undefined ? series("LNS14000000", "2026-06", [4.2]) : series("LNS14000000", "2026-06", [4.2, july]);
  return buildOutlook({ ...inputs, unemploymentRate: rate }).data;
}

describe("record of live forecasts", () => {
  let blobs: Awaited<ReturnType<typeof startLocalBlobs>>;
  beforeAll(async () => {
    blobs = await startLocalBlobs();
  });
  afterAll(() => blobs.stop());
  beforeEach(() => forecastsStore().deleteAll());

  it("holds July back, forecasts it, scores the first print on release, then a revision, and never edits the forecast", async () => {
    const before = outlookWith();
    expect(before.forecast.month).toBe("2026-07");
    expect(await recordOutlook(before, "2026-07-20T12:00:00.000Z")).toEqual({ scored: [], stored: { stored: true } });
    const [made] = await readForecasts();
    const julyKey = `v1/2026-07/${before.forecast.claims.initial.through}+${before.forecast.claims.continued.through}`;
    expect(made).toMatchObject({
      key: julyKey,
      month: "2026-07",
      baseline: 4.2,
      value: before.forecast.value,
      scores: [],
    });

    // The release: July is published at 4.1. Scoring adds the first print; the August forecast is stored beside it.
    const released = await recordOutlook(outlookWith(4.1), "2026-08-07T13:00:00.000Z");
    expect(released).toEqual({ scored: [julyKey], stored: { stored: true } });
    // A revision of July to 4.0 adds a score; the same figure again adds nothing.
    expect((await recordOutlook(outlookWith(4.0), "2026-09-04T13:00:00.000Z")).scored).toEqual([julyKey]);
    expect((await recordOutlook(outlookWith(4.0), "2026-10-02T13:00:00.000Z")).scored).toEqual([]);

    const [july, august] = await readForecasts();
    expect(july?.scores.map((s) => [s.kind, s.actual, s.at])).toEqual([
      ["first print", 4.1, "2026-08-07T13:00:00.000Z"],
      ["revision", 4, "2026-09-04T13:00:00.000Z"],
    ]);
    expect({ ...july, scores: [] }).toEqual(made);
    expect(august?.month).toBe("2026-08");
  });

  it("keeps the first forecast from a set of inputs: a later one from the same claims weeks is not written", async () => {
    const first = outlookWith();
    expect(await storeForecast(first, "2026-07-20T12:00:00.000Z")).toEqual({ stored: true });
    const later = { ...first, forecast: { ...first.forecast, value: first.forecast.value + 0.5 } };
    expect(await storeForecast(later, "2026-07-27T12:00:00.000Z")).toEqual({
      stored: false,
      reason: "a forecast from the same inputs is stored",
    });
    const [kept, ...rest] = await readForecasts();
    expect(rest).toEqual([]);
    expect(kept?.value).toBe(first.forecast.value);
    expect(kept?.madeAt).toBe("2026-07-20T12:00:00.000Z");
  });

  it("adds a forecast from a newer week of claims while the release is ahead, and none once it is out or due", async () => {
    const first = outlookWith();
    await storeForecast(first, "2026-07-20T12:00:00.000Z", "2026-08-07");
    const claims = first.forecast.claims;
    const newer = {
      ...first,
      forecast: {
        ...first.forecast,
        value: first.forecast.value + 0.1,
        claims: { ...claims, initial: { ...claims.initial, through: "2099-01-03" } },
      },
    };
    // On the release day (Washington), even before 8:30, no new forecast: it could have seen the release.
    expect(await storeForecast(newer, "2026-08-07T12:00:00.000Z", "2026-08-07")).toEqual({
      stored: false,
      reason: "the release for 2026-07 is due on 2026-08-07",
    });
    expect(await storeForecast(newer, "2026-08-06T20:00:00.000Z", "2026-08-07")).toEqual({ stored: true });
    const stored = await readForecasts();
    expect(stored.map((r) => [r.madeAt, r.value])).toEqual([
      ["2026-07-20T12:00:00.000Z", first.forecast.value],
      ["2026-08-06T20:00:00.000Z", first.forecast.value + 0.1],
    ]);
    // Once a forecast of the month is scored, the month takes no new one, whatever the calendar says.
    await scoreForecasts((m) => (m === "2026-07" ? 4.1 : undefined), "2026-08-07T13:00:00.000Z");
    const third = {
      ...newer,
      forecast: { ...newer.forecast, claims: { ...claims, continued: { ...claims.continued, through: "2099-01-03" } } },
    };
    expect(await storeForecast(third, "2026-08-07T14:00:00.000Z")).toEqual({
      stored: false,
      reason: "the rate for 2026-07 is out",
    });
    expect((await readForecasts()).every((r) => r.scores.length === 1)).toBe(true);
  });

  it("lets only one of two concurrent writers store a month's forecast", async () => {
    const first = outlookWith();
    const other = { ...first, forecast: { ...first.forecast, value: first.forecast.value + 0.5 } };
    const results = await Promise.all([
      storeForecast(first, "2026-07-20T12:00:00.000Z"),
      storeForecast(other, "2026-07-20T12:00:01.000Z"),
    ]);
    expect(results.map((r) => r.stored).sort()).toEqual([false, true]);
    expect(await readForecasts()).toHaveLength(1);
  });

  it("scores once when two refreshes score the same release at the same time", async () => {
    await storeForecast(outlookWith(), "2026-07-20T12:00:00.000Z");
    const rate = (m: string) => (m === "2026-07" ? 4.1 : undefined);
    const [a, b] = await Promise.all([
      scoreForecasts(rate, "2026-08-07T13:00:00.000Z"),
      scoreForecasts(rate, "2026-08-07T13:00:01.000Z"),
    ]);
    expect([...a, ...b]).toHaveLength(1);
    const [july] = await readForecasts();
    expect(july?.scores).toHaveLength(1);
  });
});

describe("the refresh's record step", () => {
  let blobs: Awaited<ReturnType<typeof startLocalBlobs>>;
  beforeAll(async () => {
    blobs = await startLocalBlobs();
  });
  afterAll(() => blobs.stop());

  it("stores from the published outlook file and says what it did; a broken file is reported, not thrown", async () => {
    const text = JSON.stringify({ entity: "outlook", data: outlookWith(4.1) });
    expect(await recordPublishedOutlook(text, "2026-08-07T13:00:00.000Z")).toBe(
      "stored a forecast for 2026-08; scored none",
    );
    expect(await recordPublishedOutlook(text, "2026-08-14T13:00:00.000Z")).toBe(
      "stored no forecast for 2026-08 (a forecast from the same inputs is stored); scored none",
    );
    expect(await recordPublishedOutlook("{", "2026-08-14T13:00:00.000Z")).toMatch(/^failed: /);
    expect(await recordPublishedOutlook(undefined, "2026-08-14T13:00:00.000Z")).toBe(
      "skipped (the dataset has no outlook)",
    );
  });
});
