import { describe, expect, it } from "vitest";
import type { State } from "~/domain/entities.ts";
import { LOW_UNEMPLOYMENT_PERCENT } from "~/domain/thresholds.ts";
import {
  classCounts,
  classOf,
  fillOf,
  MAP_MEASURES,
  MEASURE_SCALES,
  NO_DATA_FILL,
  stateMapLabel,
} from "~/features/states/map-scale.ts";
import { seedData } from "../../../../helpers/seed.ts";

const seedStates = seedData("states");
const state = (patch: Partial<State>): State => ({
  id: "tx",
  name: "Texas",
  code: "TX",
  topIndustry: "Management",
  topOccupationGroup: "Management",
  totalJobs: 14_394_300,
  unemploymentRate: "4.5",
  growthRate: "0.6",
  trend: "up",
  ...patch,
});

/** WCAG relative luminance contrast of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, bl] = [1, 3, 5]
      .map((i) => parseInt(hex.slice(i, i + 2), 16) / 255)
      .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

const classOfValue = (measure: keyof typeof MEASURE_SCALES, patch: Partial<State>) =>
  MEASURE_SCALES[measure].colors.indexOf(fillOf(state(patch), measure) as never);

describe("map classes", () => {
  it("counts the lower bounds a value reaches", () => {
    expect(classOf(-5, [0, 1, 2, 3])).toBe(0);
    expect(classOf(0, [0, 1, 2, 3])).toBe(1);
    expect(classOf(2.5, [0, 1, 2, 3])).toBe(3);
    expect(classOf(99, [0, 1, 2, 3])).toBe(4);
  });

  it("unemployment: 3.0 | 3.1–3.5 | 3.6–4.0 | 4.1–4.5 | 4.6+, the first two being the site's low unemployment", () => {
    const cases: [string, number][] = [
      ["2.0", 0],
      ["3.0", 0],
      ["3.1", 1],
      ["3.5", 1],
      ["3.6", 2],
      ["4.0", 2],
      ["4.1", 3],
      ["4.5", 3],
      ["4.6", 4],
      ["9.9", 4],
    ];
    for (const [rate, expected] of cases)
      expect(classOfValue("unemployment", { unemploymentRate: rate }), rate).toBe(expected);
    expect(classOfValue("unemployment", { unemploymentRate: String(LOW_UNEMPLOYMENT_PERCENT) })).toBe(1);
  });

  it("growth diverges around about flat (−0.1 to +0.1), reading the figure as shown (one decimal)", () => {
    const cases: [string, number][] = [
      ["-5.1", 0],
      ["-1.1", 0],
      ["-1.0", 1],
      ["-0.2", 1],
      ["-0.1", 2],
      ["0.0", 2],
      ["0.1", 2],
      ["0.2", 3],
      ["0.9", 3],
      ["1.0", 4],
      ["4.0", 4],
      ["0.04", 2],
      ["-0.14", 2],
      ["-0.16", 1],
    ];
    for (const [rate, expected] of cases) expect(classOfValue("growth", { growthRate: rate }), rate).toBe(expected);
  });

  it("total jobs: under 1M | 1M–2.5M | 2.5M–5M | 5M–10M | 10M+", () => {
    const cases: [number, number][] = [
      [999_999, 0],
      [1_000_000, 1],
      [2_499_999, 1],
      [2_500_000, 2],
      [5_000_000, 3],
      [9_999_999, 3],
      [10_000_000, 4],
    ];
    for (const [jobs, expected] of cases)
      expect(classOfValue("jobs", { totalJobs: jobs }), String(jobs)).toBe(expected);
  });

  it("accepts growth given as a number (an API client may send it so)", () => {
    expect(classOfValue("growth", { growthRate: 1.5 as unknown as string })).toBe(4);
  });

  it("gives states without a usable figure the no-data fill", () => {
    expect(fillOf(undefined, "jobs")).toBe(NO_DATA_FILL);
    expect(fillOf(state({ unemploymentRate: "n/a" }), "unemployment")).toBe(NO_DATA_FILL);
  });

  it("every measure has five classes, five labels and five distinct colours", () => {
    for (const m of MAP_MEASURES) {
      const scale = MEASURE_SCALES[m];
      expect(scale.classLabels).toHaveLength(5);
      expect(new Set(scale.colors).size).toBe(5);
      expect([...scale.lowerBounds]).toEqual([...scale.lowerBounds].sort((a, b) => a - b));
    }
  });

  it("the darkest colours stand out from the white card (≥ 3:1), and so does the no-data fill's border", () => {
    expect(contrast(MEASURE_SCALES.unemployment.colors[4], "#ffffff")).toBeGreaterThanOrEqual(3);
    expect(contrast(MEASURE_SCALES.jobs.colors[4], "#ffffff")).toBeGreaterThanOrEqual(3);
    expect(contrast(MEASURE_SCALES.growth.colors[0], "#ffffff")).toBeGreaterThanOrEqual(3);
    expect(contrast(MEASURE_SCALES.growth.colors[4], "#ffffff")).toBeGreaterThanOrEqual(3);
    // The state borders (slate-500) separate even the lightest fills from the card.
    expect(contrast("#64748b", "#ffffff")).toBeGreaterThanOrEqual(3);
    for (const m of MAP_MEASURES) {
      const lightest = [...MEASURE_SCALES[m].colors].sort(
        (a, b) => contrast(b, "#000000") - contrast(a, "#000000"),
      )[0]!;
      expect(contrast("#64748b", lightest), m).toBeGreaterThanOrEqual(3);
    }
  });

  it("counts every seeded state in exactly one class", () => {
    for (const m of MAP_MEASURES) {
      const counts = classCounts(seedStates, m);
      expect(counts.reduce((a, b) => a + b, 0)).toBe(51);
    }
  });
});

describe("stateMapLabel", () => {
  it("names the state and its three figures", () => {
    expect(stateMapLabel(state({}))).toBe("Texas: unemployment 4.5%, growth +0.6%, 14,394,300 jobs");
    expect(
      stateMapLabel(
        state({ name: "District of Columbia", growthRate: "-5.1", unemploymentRate: "5.9", totalJobs: 720_900 }),
      ),
    ).toBe("District of Columbia: unemployment 5.9%, growth -5.1%, 720,900 jobs");
  });
});
