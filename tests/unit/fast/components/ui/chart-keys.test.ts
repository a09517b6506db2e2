// The keys that move between a chart's bars, the same in every chart.
import { describe, expect, it } from "vitest";
import { chartKeyTarget } from "~/components/ui/chart-keys.ts";

describe("chart keyboard navigation", () => {
  it("steps back with ArrowLeft and ArrowUp, forward with ArrowRight and ArrowDown", () => {
    expect(chartKeyTarget("ArrowLeft", 3, 10)).toBe(2);
    expect(chartKeyTarget("ArrowUp", 3, 10)).toBe(2);
    expect(chartKeyTarget("ArrowRight", 3, 10)).toBe(4);
    expect(chartKeyTarget("ArrowDown", 3, 10)).toBe(4);
  });

  it("jumps to the ends with Home and End, and stays within the bars", () => {
    expect(chartKeyTarget("Home", 7, 10)).toBe(0);
    expect(chartKeyTarget("End", 2, 10)).toBe(9);
    expect(chartKeyTarget("ArrowLeft", 0, 10)).toBe(0);
    expect(chartKeyTarget("ArrowDown", 9, 10)).toBe(9);
  });

  it("leaves other keys to the browser, and a chart without bars has nowhere to go", () => {
    expect(chartKeyTarget("Tab", 3, 10)).toBeUndefined();
    expect(chartKeyTarget("Escape", 3, 10)).toBeUndefined();
    expect(chartKeyTarget("Enter", 3, 10)).toBeUndefined();
    expect(chartKeyTarget("Home", 0, 0)).toBeUndefined();
  });
});
