import { scaleBand, scaleLinear, scalePoint } from "@visx/scale";
import { describe, expect, it } from "vitest";
import { bandScale, linearScale, pointScale } from "../../../../src/components/ui/scales.ts";

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
