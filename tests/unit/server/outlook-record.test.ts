// @vitest-environment node
// The record of live forecasts on the real local Blobs server: a simulated release on the fixture's history (July held
// back, forecast, July released, July revised), immutability and concurrent writers.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Outlook } from "../../../src/domain/outlook/schema.ts";
import { buildOutlook } from "../../../src/pipeline/builders/outlook.ts";
import {
  readForecasts,
  recordOutlook,
  recordPublishedOutlook,
  scoreForecasts,
  storeForecast,
} from "../../../src/server/outlook-record.ts";
import { forecastsStore } from "../../../src/server/stores.ts";
import { startLocalBlobs } from "../../helpers/blobs.ts";
import { fixtureInputs, series } from "../pipeline/fixture-inputs.ts";

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
    expect(await recordOutlook(before, "2026-07-20T12:00:00.000Z")).toEqual({ scored: [], stored: "stored" });
    const [made] = await readForecasts();
    expect(made).toMatchObject({
      key: "v1/2026-07",
      month: "2026-07",
      baseline: 4.2,
      value: before.forecast.value,
      scores: [],
    });

    // The release: July is published at 4.1. Scoring adds the first print; the August forecast is stored beside it.
    const released = await recordOutlook(outlookWith(4.1), "2026-08-07T13:00:00.000Z");
    expect(released).toEqual({ scored: ["v1/2026-07"], stored: "stored" });
    // A revision of July to 4.0 adds a score; the same figure again adds nothing.
    expect((await recordOutlook(outlookWith(4.0), "2026-09-04T13:00:00.000Z")).scored).toEqual(["v1/2026-07"]);
    expect((await recordOutlook(outlookWith(4.0), "2026-10-02T13:00:00.000Z")).scored).toEqual([]);

    const [july, august] = await readForecasts();
    expect(july?.scores.map((s) => [s.kind, s.actual, s.at])).toEqual([
      ["first print", 4.1, "2026-08-07T13:00:00.000Z"],
      ["revision", 4, "2026-09-04T13:00:00.000Z"],
    ]);
    expect({ ...july, scores: [] }).toEqual(made);
    expect(august?.month).toBe("2026-08");
  });

  it("keeps the first forecast of a month: a later one for the same method version and month is not written", async () => {
    const first = outlookWith();
    expect(await storeForecast(first, "2026-07-20T12:00:00.000Z")).toBe("stored");
    const later = { ...first, forecast: { ...first.forecast, value: first.forecast.value + 0.5 } };
    expect(await storeForecast(later, "2026-07-27T12:00:00.000Z")).toBe("kept");
    const [kept] = await readForecasts();
    expect(kept?.value).toBe(first.forecast.value);
    expect(kept?.madeAt).toBe("2026-07-20T12:00:00.000Z");
  });

  it("lets only one of two concurrent writers store a month's forecast", async () => {
    const first = outlookWith();
    const other = { ...first, forecast: { ...first.forecast, value: first.forecast.value + 0.5 } };
    const results = await Promise.all([
      storeForecast(first, "2026-07-20T12:00:00.000Z"),
      storeForecast(other, "2026-07-20T12:00:01.000Z"),
    ]);
    expect(results.sort()).toEqual(["kept", "stored"]);
    expect(await readForecasts()).toHaveLength(1);
  });

  it("scores once when two refreshes score the same release at the same time", async () => {
    await storeForecast(outlookWith(), "2026-07-20T12:00:00.000Z");
    const rate = (m: string) => (m === "2026-07" ? 4.1 : undefined);
    const [a, b] = await Promise.all([
      scoreForecasts(rate, "2026-08-07T13:00:00.000Z"),
      scoreForecasts(rate, "2026-08-07T13:00:01.000Z"),
    ]);
    expect([...a, ...b]).toEqual(["v1/2026-07"]);
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
      "stored forecast for 2026-08; scored none",
    );
    expect(await recordPublishedOutlook(text, "2026-08-14T13:00:00.000Z")).toBe(
      "kept the stored forecast for 2026-08; scored none",
    );
    expect(await recordPublishedOutlook("{", "2026-08-14T13:00:00.000Z")).toMatch(/^failed: /);
    expect(await recordPublishedOutlook(undefined, "2026-08-14T13:00:00.000Z")).toBe(
      "skipped (the dataset has no outlook)",
    );
  });
});
