import { describe, expect, it } from "vitest";
import { ENTITY_DATA_SCHEMAS } from "~/domain/dataset.ts";
import { buildOutlook } from "~/pipeline/builders/outlook.ts";
import { serialize } from "~/pipeline/serialize.ts";
import { fixtureInputs } from "../../../../helpers/fixture-inputs.ts";
import { fixtureRate } from "../../../../helpers/fixture-outlook.ts";

describe("buildOutlook", () => {
  const build = buildOutlook(fixtureInputs());
  const { forecast, backtest } = build.data;

  it("forecasts the month after the newest published rate, from claims in hand, within the schema", () => {
    expect(ENTITY_DATA_SCHEMAS.outlook.safeParse(build.data).success).toBe(true);
    expect(forecast.month).toBe("2026-08");
    expect(forecast.previous).toEqual({ month: "2026-07", value: 4.1 });
    expect(forecast.claims).toEqual({
      referenceWeek: "2026-08-15",
      initial: { through: "2026-07-25", leadWeeks: 3 },
      continued: { through: "2026-07-18", leadWeeks: 4 },
    });
  });

  it("chooses the claims method when the rate follows claims, and leaves out a series too far behind", () => {
    expect(backtest.methods.map((m) => m.id)).toEqual(["no-change", "initial-claims"]);
    expect(backtest.chosen).toBe("initial-claims");
    expect(forecast.method).toBe("initial-claims");
    const all = backtest.segments[0];
    expect(all?.label).toBe("All months");
    const [none, claims] = all?.scores ?? [];
    expect(claims?.mae).toBeLessThan(none?.mae ?? 0);
  });

  it("also backtests every method with the survey week's claims in hand (the last forecast before a release)", () => {
    expect(backtest.final.methods.map((m) => m.id)).toEqual(["no-change", "initial-claims", "continued-claims"]);
    const [none, ...claims] = backtest.final.segments[0]?.scores ?? [];
    for (const s of claims) expect(s.mae).toBeLessThan(none?.mae ?? 0);
  });

  it("gives a 90% range at least as wide as the 68% range, both around the forecast", () => {
    const [inner, outer] = forecast.intervals;
    expect(inner?.probability).toBe(0.68);
    expect(outer?.probability).toBe(0.9);
    expect(outer?.low).toBeLessThanOrEqual(inner?.low ?? 0);
    expect(outer?.high).toBeGreaterThanOrEqual(inner?.high ?? 0);
    expect(inner?.low).toBeLessThanOrEqual(forecast.value);
    expect(inner?.high).toBeGreaterThanOrEqual(forecast.value);
  });

  it("scores every backtest month against the rate the history holds", () => {
    const row = backtest.rows.find((r) => r.month === "2024-03");
    expect(row?.actual).toBe(fixtureRate("2024-03"));
    expect(row?.previous).toBe(fixtureRate("2024-02"));
    expect(row?.forecasts["no-change"]).toBe(fixtureRate("2024-02"));
  });

  it("is deterministic: the same inputs give the same bytes", () => {
    expect(serialize(buildOutlook(fixtureInputs()).data)).toBe(serialize(build.data));
  });

  it("names its sources with the periods read", () => {
    expect(build.sources.map((s) => [s.id, s.referencePeriod])).toEqual([
      ["bls-cps-unemployment-history", "2016-01/2026-05"],
      ["bls-cps-unemployment", "2026-06/2026-07"],
      ["dol-ui-claims", "2016-01-02/2026-07-25"],
    ]);
  });
});

describe("the outlook's shape", () => {
  it("stays the same when a release moves the forecast month and changes the methods in play", async () => {
    const { shapeOf } = await import("~/domain/plausibility.ts");
    const { series } = await import("../../../../helpers/fixture-inputs.ts");
    const before = buildOutlook({ ...fixtureInputs(), unemploymentRate: series("LNS14000000", "2026-06", [4.2]) }).data;
    const after = buildOutlook(fixtureInputs()).data;
    expect(before.backtest.methods.length).not.toBe(after.backtest.methods.length);
    expect(shapeOf(after)).toBe(shapeOf(before));
    const noChange = {
      ...after,
      forecast: {
        ...after.forecast,
        method: "no-change" as const,
        fit: { intercept: 0, slope: 0, months: 0 },
        signal: 0,
      },
    };
    expect(shapeOf(noChange)).toBe(shapeOf(after));
  });
});
