import { describe, expect, it } from "vitest";
import { type ForecastRecord, withScore } from "~/domain/outlook/record.ts";
import type { Outlook } from "~/domain/outlook/schema.ts";
import {
  answerSentence,
  backtestCsv,
  changeText,
  finalText,
  methodText,
  rangeText,
  recordCsv,
  releaseDateOf,
  sahmText,
} from "~/features/outlook/outlook-text.ts";

function outlook(overrides: Partial<Outlook["forecast"]> = {}): Outlook {
  return {
    methodVersion: "1",
    forecast: {
      month: "2026-08",
      previous: { month: "2026-07", value: 4.1 },
      value: 3.9,
      intervals: [
        { probability: 0.68, low: 3.7, high: 4, backtestCoverage: 0.83 },
        { probability: 0.9, low: 3.6, high: 4.2, backtestCoverage: 0.94 },
      ],
      method: "initial-claims",
      fit: { intercept: -0.002, slope: 3.5741, months: 711 },
      signal: -0.0468,
      claims: {
        referenceWeek: "2026-08-15",
        initial: { through: "2026-08-01", leadWeeks: 2 },
        continued: { through: "2026-07-18", leadWeeks: 4 },
      },
      ...overrides,
    },
    backtest: {
      methods: [
        { id: "no-change", label: "No change" },
        { id: "initial-claims", label: "Initial claims" },
      ],
      chosen: "initial-claims",
      segments: [
        {
          label: "All months",
          from: "1970-03",
          to: "2026-07",
          months: 675,
          scores: [
            { method: "no-change", mae: 0.15, rmse: 0.46 },
            { method: "initial-claims", mae: 0.14, rmse: 0.32 },
          ],
        },
      ],
      rows: [
        {
          month: "2008-01",
          actual: 5,
          previous: 5,
          forecasts: { "no-change": 5, "initial-claims": 5.1, "continued-claims": null },
        },
        {
          month: "2019-06",
          actual: 3.6,
          previous: 3.6,
          forecasts: { "no-change": 3.6, "initial-claims": null, "continued-claims": null },
        },
      ],
      final: {
        methods: [
          { id: "no-change", label: "No change" },
          { id: "continued-claims", label: "Continued claims" },
        ],
        chosen: "continued-claims",
        segments: [
          {
            label: "All months",
            from: "1970-03",
            to: "2026-07",
            months: 675,
            scores: [
              { method: "no-change", mae: 0.15, rmse: 0.46 },
              { method: "continued-claims", mae: 0.14, rmse: 0.3 },
            ],
          },
        ],
      },
    },
    sahm: {
      threshold: 0.5,
      latest: { month: "2026-07", value: -0.03, signal: false },
      crossings: ["2020-04"],
      recent: [{ month: "2026-07", value: -0.03, signal: false }],
    },
    recessions: {
      source: { publisher: "NBER", title: "Cycles", url: "https://www.nber.org/" },
      periods: [{ peak: "2007-12", trough: "2009-06" }],
    },
  };
}

describe("outlook page texts", () => {
  it("answers with the month, the rate, both ranges and the release date from the calendar, in words true before and after that date", () => {
    expect(answerSentence(outlook(), "2026-09-04")).toBe(
      "Our forecast for the US unemployment rate in August 2026 is 3.9% (68% range 3.7–4.0%, 90% range 3.6–4.2%). BLS's release date for that month: September 4, 2026.",
    );
  });

  it("names the release instead of a date when the calendar does not list it", () => {
    expect(answerSentence(outlook(), undefined)).toContain(
      "BLS publishes it in The Employment Situation for August 2026 (its release calendar gives the date).",
    );
  });

  it("finds the Employment Situation of the forecast month in the calendar, not another release or month", () => {
    const releases = [
      { release: "jolts", period: "2026-08", date: "2026-10-06" },
      { release: "employment-situation", period: "2026-07", date: "2026-08-07" },
      { release: "employment-situation", period: "2026-08", date: "2026-09-04" },
    ];
    expect(releaseDateOf("2026-08", releases)).toBe("2026-09-04");
    expect(releaseDateOf("2026-09", releases)).toBeUndefined();
    expect(releaseDateOf("2026-08", null)).toBeUndefined();
  });

  it("says the direction and size of the change from the last published month", () => {
    expect(changeText(outlook())).toBe("down 0.2 point from 4.1% in July 2026");
    expect(changeText(outlook({ value: 4.3 }))).toBe("up 0.2 point from 4.1% in July 2026");
    expect(changeText(outlook({ value: 4.1 }))).toBe("unchanged from 4.1% in July 2026");
  });

  it("labels each range with its probability", () => {
    expect(rangeText({ probability: 0.9, low: 3.6, high: 4.2 })).toBe("90% range 3.6–4.2%");
  });

  it("explains the choice with both methods' average misses", () => {
    expect(methodText(outlook())).toBe(
      'Initial claims missed by 0.14 point on average over 675 months of the backtest, against 0.15 for "no change", so the forecast uses initial claims.',
    );
  });

  it("reads the Sahm rule against its threshold", () => {
    expect(sahmText(outlook())).toBe(
      "In July 2026 the Sahm rule indicator was -0.03 point, below the 0.50 point that signals a recession.",
    );
  });

  it("writes the backtest CSV with each method's forecast and the recession months, leaving no forecast empty", () => {
    expect(backtestCsv(outlook())).toBe(
      "month,unemployment_rate_percent,previous_month_rate_percent,forecast_no_change_percent,forecast_initial_claims_percent,nber_recession\r\n" +
        "2008-01,5,5,5,5.1,yes\r\n" +
        "2019-06,3.6,3.6,3.6,,no\r\n",
    );
  });
});

describe("the final backtest in words", () => {
  it("names the method that misses least once the survey week's claims are out, and the others' misses", () => {
    const o = outlook();
    expect(finalText(o)).toBe(
      "Once the claims for the survey week itself are out, continued claims misses least: 0.14 point on average, against no change 0.15. The forecast is remade with each week of claims until the release.",
    );
  });
});

describe("the record's CSV", () => {
  const made: ForecastRecord = {
    key: "v1/2026-08/2026-08-01+2026-07-18",
    madeAt: "2026-08-07T14:00:00.000Z",
    methodVersion: "1",
    method: "initial-claims",
    month: "2026-08",
    inputs: { rateThrough: "2026-07", initialClaimsThrough: "2026-08-01", continuedClaimsThrough: "2026-07-18" },
    value: 3.9,
    baseline: 4.1,
    intervals: [
      { probability: 0.68, low: 3.7, high: 4 },
      { probability: 0.9, low: 3.6, high: 4.2 },
    ],
    scores: [],
  };
  const header =
    "month,method_version,method,made_at,rate_through,initial_claims_through,continued_claims_through,forecast_percent,no_change_percent,range_68_low,range_68_high,range_90_low,range_90_high,last_before_release,first_print_percent,first_print_at,latest_percent,error_points,no_change_error_points\r\n";

  it("is a header alone before the first forecast", () => {
    expect(recordCsv([])).toBe(header);
  });

  it("lists every forecast of a month in the order made, marks the last before the release, and gives its scores", () => {
    const later = { ...made, key: "v1/2026-08/2026-08-29+2026-08-22", madeAt: "2026-09-02T14:00:00.000Z", value: 4 };
    const scoredLater = withScore(later, 4.2, "2026-09-04T13:00:00.000Z") as ForecastRecord;
    expect(recordCsv([scoredLater, made])).toBe(
      header +
        "2026-08,1,initial-claims,2026-08-07T14:00:00.000Z,2026-07,2026-08-01,2026-07-18,3.9,4.1,3.7,4,3.6,4.2,no,,,,,\r\n" +
        "2026-08,1,initial-claims,2026-09-02T14:00:00.000Z,2026-07,2026-08-01,2026-07-18,4,4.1,3.7,4,3.6,4.2,yes,4.2,2026-09-04T13:00:00.000Z,4.2,0.2,0.1\r\n",
    );
  });
});
