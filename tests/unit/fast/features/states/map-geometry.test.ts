import { readFileSync } from "node:fs";
import type { Topology } from "topojson-specification";
import { describe, expect, it } from "vitest";
import { US_STATES } from "~/domain/geography.ts";
import {
  CALLOUT_CODES,
  calloutLayout,
  type Point,
  ringCentroid,
  ringsToPath,
  simplifyLine,
  stateShapes,
} from "~/features/states/map-geometry.ts";
import { MAP_VIEW_WIDTH } from "~/features/states/map-scale.ts";

const topology = JSON.parse(readFileSync("node_modules/us-atlas/states-albers-10m.json", "utf8")) as Topology;

describe("simplifyLine (Douglas–Peucker)", () => {
  it("keeps both ends and drops points within the tolerance", () => {
    const line: Point[] = [
      [0, 0],
      [1, 0.1],
      [2, -0.1],
      [3, 0],
    ];
    expect(simplifyLine(line, 0.5)).toEqual([
      [0, 0],
      [3, 0],
    ]);
  });
  it("keeps a point farther than the tolerance, and what that point needs", () => {
    const line: Point[] = [
      [0, 0],
      [1, 0.1],
      [2, 3],
      [3, 0.1],
      [4, 0],
    ];
    expect(simplifyLine(line, 1)).toEqual([
      [0, 0],
      [2, 3],
      [4, 0],
    ]);
    // (1, 0.1) is 0.78 from the segment (0, 0)–(2, 3): kept at a smaller tolerance.
    expect(simplifyLine(line, 0.5)).toEqual(line);
  });
  it("simplifies a closed arc (first point = last) without collapsing it", () => {
    const square: Point[] = [
      [0, 0],
      [5, 0],
      [10, 0],
      [10, 10],
      [0, 10],
      [0, 0],
    ];
    expect(simplifyLine(square, 1)).toEqual([
      [0, 0],
      [10, 0],
      [10, 10],
      [0, 10],
      [0, 0],
    ]);
  });
  it("returns the line unchanged at tolerance 0 or with two points", () => {
    const line: Point[] = [
      [0, 0],
      [1, 0],
      [2, 0],
    ];
    expect(simplifyLine(line, 0)).toEqual(line);
    expect(
      simplifyLine(
        [
          [0, 0],
          [1, 1],
        ],
        5,
      ),
    ).toEqual([
      [0, 0],
      [1, 1],
    ]);
  });
});

describe("ringsToPath", () => {
  it("writes relative moves rounded to one decimal, h/v for straight runs, and lets z draw the closing edge", () => {
    expect(
      ringsToPath([
        [
          [10, 20],
          [30, 20],
          [30, 45.04],
          [12.55, 40],
          [10, 20],
        ],
      ]),
    ).toBe("M10 20h20v25l-17.4-5z");
  });
  it("drops the leading zero of fractions and the space where a sign or a second decimal point separates numbers", () => {
    expect(
      ringsToPath([
        [
          [0.5, 0.5],
          [1, 1.3],
          [0.7, 0.9],
        ],
      ]),
    ).toBe("M.5.5l.5.8l-.3-.4z");
    expect(
      ringsToPath([
        [
          [1, 0.5],
          [3, 1],
          [2, 2],
        ],
      ]),
    ).toBe("M1 .5l2 .5l-1 1z");
  });
  it("drops repeated points and rings that collapse below three points", () => {
    expect(
      ringsToPath([
        [
          [0, 0],
          [0.01, 0.02],
          [5, 0],
          [5, 5],
        ],
        [
          [1, 1],
          [1.01, 1],
          [1, 1.02],
        ],
      ]),
    ).toBe("M0 0h5v5z");
  });
  it("rounds to whole units with decimals = 0", () => {
    expect(
      ringsToPath(
        [
          [
            [0.4, 0.6],
            [10.6, 0.6],
            [10.6, 9.4],
          ],
        ],
        0,
      ),
    ).toBe("M0 1h11v8z");
  });
  it("writes several rings (islands) one after another", () => {
    const square = (x: number): Point[] => [
      [x, 0],
      [x + 1, 0],
      [x + 1, 1],
      [x, 1],
    ];
    expect(ringsToPath([square(0), square(5)])).toBe("M0 0h1v1h-1zM5 0h1v1h-1z");
  });
});

describe("ringCentroid", () => {
  it("is the centre of a square, with its area", () => {
    expect(
      ringCentroid([
        [0, 0],
        [4, 0],
        [4, 2],
        [0, 2],
      ]),
    ).toEqual({ x: 2, y: 1, area: 8 });
  });
  it("falls back to the first point of a ring without area", () => {
    expect(
      ringCentroid([
        [3, 4],
        [3, 4],
        [3, 4],
      ]),
    ).toEqual({ x: 3, y: 4, area: 0 });
  });
});

describe("stateShapes on us-atlas states-albers-10m", () => {
  const shapes = stateShapes(topology);

  it("has the 50 states and DC once each, in alphabetical order (the map's Tab order)", () => {
    expect(shapes.map((s) => s.code).sort()).toEqual(US_STATES.map((s) => s.code).sort());
    const names = shapes.map((s) => s.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, "en-US")));
  });

  it("gives every state, DC included, a non-empty path inside the 975 × 610 plane", () => {
    for (const shape of shapes) {
      expect(shape.d, shape.code).toMatch(/^M[\d.]+[ -]?[\d.-]+.*z$/);
      expect(shape.anchor.x).toBeGreaterThan(0);
      expect(shape.anchor.x).toBeLessThan(975);
      expect(shape.anchor.y).toBeGreaterThan(0);
      expect(shape.anchor.y).toBeLessThan(610);
    }
    const dc = shapes.find((s) => s.code === "DC")!;
    expect(dc.anchor.x).toBeCloseTo(827, -1);
  });

  it("keeps the map small: under 40 KB of path data, a fraction of the unsimplified size", () => {
    const bytes = shapes.reduce((sum, s) => sum + s.d.length, 0);
    const full = stateShapes(topology, { tolerance: 0 }).reduce((sum, s) => sum + s.d.length, 0);
    expect(bytes).toBeLessThan(40_000);
    expect(bytes).toBeLessThan(full * 0.6);
  });

  it("places one callout per small eastern state, stacked without overlap, east of the coast", () => {
    const callouts = calloutLayout(shapes);
    expect(callouts.map((c) => c.code)).toEqual([...CALLOUT_CODES]);
    for (const [i, c] of callouts.entries()) {
      expect(c.x).toBeGreaterThan(c.from.x);
      // Room for a two-letter label at 40 units (a phone's size) inside the drawing.
      expect(c.x + c.size + 5 + 55).toBeLessThanOrEqual(MAP_VIEW_WIDTH);
      // Labels 40 units tall (their boxes a little taller) a row apart.
      if (i > 0) expect(c.y).toBeGreaterThanOrEqual(callouts[i - 1]!.y + 46);
    }
    expect(callouts.at(-1)!.y + callouts.at(-1)!.size).toBeLessThanOrEqual(610);
  });
});
