import { describe, expect, it } from "vitest";
import { HIRING_TREND_INDUSTRY_IDS } from "~/domain/constants.ts";
import { niceScale } from "~/domain/scale.ts";
import { labelStride, markerPath, nearestIndex } from "~/features/dashboard/chart-utils.ts";
import {
  DEFAULT_TREND_RANGE,
  INDUSTRY_STYLES,
  industriesParam,
  parseIndustries,
  parseRange,
  parseTrendView,
  pointsInRange,
  TREND_VIEW_DEFAULTS,
  type TrendPoint,
  toggleIndustry,
  valueExtent,
} from "~/features/dashboard/trends.ts";

const months = (n: number): TrendPoint[] =>
  Array.from({ length: n }, (_, i) => ({
    month: `20${24 + Math.floor((i + 5) / 12)}-${String(((i + 5) % 12) + 1).padStart(2, "0")}`,
    values: {
      technology: 3_000_000 + i,
      healthcare: 26_000_000,
      finance: 9_000_000,
      manufacturing: 12_000_000,
      education: 26_000_000,
    },
  }));

describe("pointsInRange", () => {
  const points = months(24);
  it("shows the last 6, 12 and 24 months for 6mo, 1yr and 2yr", () => {
    expect(pointsInRange(points, "6mo")).toEqual(points.slice(18));
    expect(pointsInRange(points, "1yr")).toEqual(points.slice(12));
    expect(pointsInRange(points, "2yr")).toEqual(points);
  });
  it("shows what there is when the series is shorter than the range", () => {
    expect(pointsInRange(points.slice(0, 4), "1yr")).toHaveLength(4);
    expect(pointsInRange([], "6mo")).toEqual([]);
  });
});

describe("toggleIndustry", () => {
  it("hides a visible industry and shows a hidden one in display order", () => {
    expect(toggleIndustry(["technology", "finance"], "technology")).toEqual(["finance"]);
    expect(toggleIndustry(["finance"], "technology")).toEqual(["technology", "finance"]);
    expect(toggleIndustry(["education"], "healthcare")).toEqual(["healthcare", "education"]);
  });
  it("keeps the last visible industry on", () => {
    expect(toggleIndustry(["finance"], "finance")).toEqual(["finance"]);
  });
});

describe("query string", () => {
  it("reads a known range and falls back to 1yr", () => {
    expect(parseRange("6mo")).toBe("6mo");
    expect(parseRange("2yr")).toBe("2yr");
    expect(parseRange(undefined)).toBe(DEFAULT_TREND_RANGE);
    expect(parseRange("5yr")).toBe("1yr");
  });
  it("reads industries in display order, ignoring unknown ones; nothing valid means all", () => {
    expect(parseIndustries("finance,technology")).toEqual(["technology", "finance"]);
    expect(parseIndustries(" Finance , bogus")).toEqual(["finance"]);
    expect(parseIndustries("bogus")).toEqual([...HIRING_TREND_INDUSTRY_IDS]);
    expect(parseIndustries(undefined)).toEqual([...HIRING_TREND_INDUSTRY_IDS]);
  });
  it("defaults to one year and every industry, and writes industries in display order", () => {
    expect(TREND_VIEW_DEFAULTS).toEqual({
      measure: "hires",
      scale: "level",
      trend: "1yr",
      industries: HIRING_TREND_INDUSTRY_IDS.join(","),
    });
    expect(industriesParam(["finance", "technology"])).toBe("technology,finance");
    expect(parseTrendView(new URLSearchParams(""))).toEqual(TREND_VIEW_DEFAULTS);
  });
  it("round-trips every view", () => {
    for (const measure of ["hires", "employment"] as const)
      for (const scale of ["level", "index"] as const)
        for (const trend of ["6mo", "1yr", "2yr"] as const) {
          const view = { measure, scale, trend, industries: industriesParam(["healthcare", "education"]) };
          expect(parseTrendView(new URLSearchParams(view))).toEqual(view);
        }
  });
  it("ignores an unknown measure or scale", () => {
    const view = parseTrendView(new URLSearchParams("measure=openings&scale=log"));
    expect([view.measure, view.scale]).toEqual(["hires", "level"]);
  });
});

describe("valueExtent", () => {
  it("spans only the visible industries", () => {
    const points = months(3);
    expect(valueExtent(points, ["technology"])).toEqual([3_000_000, 3_000_002]);
    expect(valueExtent(points, ["technology", "healthcare"])).toEqual([3_000_000, 26_000_000]);
    expect(valueExtent([], ["technology"])).toBeUndefined();
  });
});

describe("niceScale", () => {
  it("covers the values with round steps", () => {
    expect(niceScale(2_930_000, 26_474_000, { minStep: 100_000 })).toEqual({
      domain: [0, 30_000_000],
      ticks: [0, 5_000_000, 10_000_000, 15_000_000, 20_000_000, 25_000_000, 30_000_000],
    });
  });
  it("never steps below minStep, so one-decimal labels stay distinct", () => {
    const { ticks } = niceScale(2_900_000, 2_950_000, { minStep: 100_000 });
    expect(ticks).toEqual([2_900_000, 3_000_000]);
    expect(new Set(ticks.map((t) => (t / 1e6).toFixed(1))).size).toBe(ticks.length);
  });
  it("includes zero for bars, also when values are negative", () => {
    expect(niceScale(-0.3, 1.9, { includeZero: true, minStep: 0.1 })).toEqual({
      domain: [-0.5, 2],
      ticks: [-0.5, 0, 0.5, 1, 1.5, 2],
    });
    expect(niceScale(-1.2, -0.4, { includeZero: true, minStep: 0.1 }).domain).toEqual([-1.5, 0]);
  });
  it("gives a usable axis for a single value or no values", () => {
    expect(niceScale(5, 5).ticks.length).toBeGreaterThanOrEqual(2);
    expect(niceScale(0, 0, { includeZero: true, minStep: 0.1 }).domain).toEqual([0, 0.1]);
    expect(niceScale(Infinity, -Infinity).domain[1]).toBeGreaterThan(0);
  });
});

describe("labelStride and nearestIndex", () => {
  it("thins labels so they keep their spacing", () => {
    expect(labelStride(12, 1100, 76)).toBe(1);
    expect(labelStride(24, 1100, 76)).toBe(2);
    expect(labelStride(12, 260, 76)).toBe(4);
    expect(labelStride(1, 300, 76)).toBe(1);
  });
  it("finds the nearest position", () => {
    expect(nearestIndex([10, 20, 30], 24)).toBe(1);
    expect(nearestIndex([10, 20, 30], -50)).toBe(0);
    expect(nearestIndex([10, 20, 30], 500)).toBe(2);
  });
});

/** WCAG relative luminance contrast of a hex colour against white. */
function contrastOnWhite(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const v = parseInt(hex.slice(i, i + 2), 16) / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  const l = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  return 1.05 / (l + 0.05);
}

describe("industry styles", () => {
  it("cover exactly the API's industries", () => {
    expect(Object.keys(INDUSTRY_STYLES).sort()).toEqual([...HIRING_TREND_INDUSTRY_IDS].sort());
  });
  it("have colours with at least 3:1 contrast on white (WCAG 1.4.11)", () => {
    for (const { color } of Object.values(INDUSTRY_STYLES)) expect(contrastOnWhite(color)).toBeGreaterThanOrEqual(3);
  });
  it("tell lines apart without colour: distinct colours, dash patterns and markers", () => {
    const styles = Object.values(INDUSTRY_STYLES);
    for (const key of ["color", "dash", "marker"] as const)
      expect(new Set(styles.map((s) => s[key])).size).toBe(styles.length);
  });
  it("draw closed marker paths", () => {
    for (const { marker } of Object.values(INDUSTRY_STYLES))
      expect(markerPath(marker, 10, 10)).toMatch(/^M[\d.,-]+.*Z$/);
  });
});
