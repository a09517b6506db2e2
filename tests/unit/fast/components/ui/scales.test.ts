import { scaleBand, scaleLinear, scalePoint } from "@visx/scale";
import { describe, expect, it } from "vitest";
import { bandScale, linearScale, pointScale } from "~/components/ui/scales.ts";
import { endsAndMiddle, lineFrame, niceTicks } from "~/domain/scale.ts";

// The site's scales must place things exactly where the d3/visx scales would.
describe("chart scales", () => {
  it("linear matches scaleLinear, including inverted ranges", () => {
    const ours = linearScale([2, 12], [300, 0]);
    const theirs = scaleLinear<number>({ domain: [2, 12], range: [300, 0] });
    for (const v of [2, 3.5, 7, 12, 15, -1]) expect(ours(v)).toBeCloseTo(theirs(v), 9);
  });

  it("point matches scalePoint with padding", () => {
    const months = ["a", "b", "c", "d", "e", "f", "g"];
    const ours = pointScale(months, [0, 700], 0.5);
    const theirs = scalePoint<string>({ domain: months, range: [0, 700], padding: 0.5 });
    for (const m of months) expect(ours(m)).toBeCloseTo(theirs(m)!, 9);
    expect(ours.step()).toBeCloseTo(theirs.step(), 9);
    expect(ours("zz")).toBeUndefined();
  });

  it("band matches scaleBand with padding", () => {
    const codes = ["CA", "TX", "NY", "FL", "WA", "NV", "UT", "NC"];
    const ours = bandScale(codes, [0, 640], 0.3);
    const theirs = scaleBand<string>({ domain: codes, range: [0, 640], padding: 0.3 });
    for (const c of codes) expect(ours(c)).toBeCloseTo(theirs(c)!, 9);
    expect(ours.bandwidth()).toBeCloseTo(theirs.bandwidth(), 9);
    expect(ours.step()).toBeCloseTo(theirs.step(), 9);
  });

  it("a single point sits in the middle", () => {
    expect(pointScale(["only"], [0, 100], 0.5)("only")).toBeCloseTo(
      scalePoint<string>({ domain: ["only"], range: [0, 100], padding: 0.5 })("only")!,
      9,
    );
  });
});

describe("the static charts' frame and axes", () => {
  it("puts the first point at the plot's left edge, the last at its right, values on a nice axis", () => {
    const margin = { top: 12, right: 24, bottom: 32, left: 64 };
    const frame = lineFrame(640, 260, margin, 13, [3.4, 4.1, 3.9]);
    expect(frame.axis).toEqual({ domain: [3.4, 4.2], ticks: [3.4, 3.6, 3.8, 4, 4.2] });
    expect(frame.x(0)).toBe(64);
    expect(frame.x(12)).toBe(616);
    expect(frame.x(6)).toBe(340);
    expect(frame.y(4.2)).toBeCloseTo(12, 9);
    expect(frame.y(3.4)).toBeCloseTo(228, 9);
    expect(frame.y(3.8)).toBeCloseTo(120, 9);
    // One point stands at the left edge rather than dividing by zero.
    expect(lineFrame(640, 260, margin, 1, [5]).x(0)).toBe(64);
  });

  it("labels the first, middle and last point, each once", () => {
    expect(endsAndMiddle(36)).toEqual([0, 17, 35]);
    expect(endsAndMiddle(2)).toEqual([0, 1]);
    expect(endsAndMiddle(1)).toEqual([0]);
    expect(endsAndMiddle(0)).toEqual([]);
  });

  it("gives the report's axes steps of 1, 2, 2.5 or 5 × 10^n", () => {
    expect(niceTicks(0, 23, 6)).toEqual([0, 5, 10, 15, 20, 25]);
    expect(niceTicks(0, 9, 5)).toEqual([0, 2.5, 5, 7.5, 10]);
    expect(niceTicks(4, 4, 5)).toEqual([4, 4.25, 4.5, 4.75, 5]);
  });
});
