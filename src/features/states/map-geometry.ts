// Build-time geometry of the /states map: the 50 states and DC from us-atlas's `states-albers-10m`
// topology, which is already projected (Albers USA, Alaska and Hawaii inset) onto a 975 × 610 plane.
// So no projection is needed: we simplify the shared borders once, then write compact SVG path data.
// Imported only by StatesMap.astro (prerendered), never by an island, so none of it reaches the browser.
import { feature } from "topojson-client";
import type { GeometryCollection, Topology } from "topojson-specification";
import { stateByFips } from "~/domain/geography";
import { compareText } from "~/domain/text";
import { MAP_HEIGHT, MAP_WIDTH } from "./map-scale";

export type Point = readonly [number, number];

export { MAP_HEIGHT, MAP_WIDTH };

/** Border simplification tolerance in map units (~0.7 px at full width): invisible, halves the bytes. */
export const DEFAULT_TOLERANCE = 0.7;

/** Small eastern states that get a labelled box off the coast, so a pointer can reach them (DC is ~4 units wide). */
export const CALLOUT_CODES = ["VT", "NH", "MA", "RI", "CT", "NJ", "DE", "MD", "DC"] as const;

/** The point at index `i` of `points`; an index outside them is a bug in the caller, so it throws. */
function pointAt(points: readonly Point[], i: number): Point {
  const point = points[i];
  if (!point) throw new RangeError(`no point ${i} among ${points.length}`);
  return point;
}

/** Douglas–Peucker: the points of `line` needed to stay within `tolerance` of it (ends always kept). */
export function simplifyLine(line: readonly Point[], tolerance: number): Point[] {
  if (line.length <= 2 || tolerance <= 0) return [...line];
  const keep = new Uint8Array(line.length);
  keep[0] = keep[line.length - 1] = 1;
  const limit = tolerance * tolerance;
  const stack: [number, number][] = [[0, line.length - 1]];
  for (let range = stack.pop(); range !== undefined; range = stack.pop()) {
    const [from, to] = range;
    const [ax, ay] = pointAt(line, from);
    const [bx, by] = pointAt(line, to);
    const dx = bx - ax;
    const dy = by - ay;
    const length2 = dx * dx + dy * dy;
    let farthest = -1;
    let farthestDistance = -1;
    for (let i = from + 1; i < to; i++) {
      const [px, py] = pointAt(line, i);
      // Distance to the segment (to the point itself when the ends coincide, as in a closed arc).
      const t = length2 === 0 ? 0 : Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / length2));
      const distance = (px - ax - t * dx) ** 2 + (py - ay - t * dy) ** 2;
      if (distance > farthestDistance) {
        farthestDistance = distance;
        farthest = i;
      }
    }
    if (farthestDistance > limit) {
      keep[farthest] = 1;
      stack.push([from, farthest], [farthest, to]);
    }
  }
  return line.filter((_, i) => keep[i] === 1);
}

/** A number as SVG path data writes it shortest: "0.5" → ".5", "-0.5" → "-.5". */
function short(n: number): string {
  return String(n).replace(/^(-?)0\./, "$1.");
}

/** Two numbers joined as SVG allows: no space before "-", nor before "." after a number that has one. */
function pair(a: string, b: string): string {
  return b.startsWith("-") || (b.startsWith(".") && a.includes(".")) ? a + b : `${a} ${b}`;
}

/**
 * SVG path data of closed rings in map units: coordinates rounded to `decimals`, relative moves
 * (h/v when one of them is 0), repeated points dropped, rings that collapse to fewer than 3 points left out.
 */
export function ringsToPath(rings: readonly (readonly Point[])[], decimals = 1): string {
  const scale = 10 ** decimals;
  let d = "";
  for (const ring of rings) {
    const points: [number, number][] = [];
    for (const [x, y] of ring) {
      const p: [number, number] = [Math.round(x * scale), Math.round(y * scale)];
      const last = points[points.length - 1];
      if (!last || last[0] !== p[0] || last[1] !== p[1]) points.push(p);
    }
    const first = points[0];
    const last = points[points.length - 1];
    if (first && last && points.length > 1 && first[0] === last[0] && first[1] === last[1]) points.pop(); // "z" closes it
    if (points.length < 3) continue;
    let [px, py] = pointAt(points, 0);
    d += `M${pair(short(px / scale), short(py / scale))}`;
    for (const [x, y] of points.slice(1)) {
      const dx = short((x - px) / scale);
      const dy = short((y - py) / scale);
      d += x === px ? `v${dy}` : y === py ? `h${dx}` : `l${pair(dx, dy)}`;
      [px, py] = [x, y];
    }
    d += "z";
  }
  return d;
}

/** Area-weighted centroid of a ring (its first point when the ring has no area). */
export function ringCentroid(ring: readonly Point[]): { x: number; y: number; area: number } {
  let area = 0;
  let cx = 0;
  let cy = 0;
  for (let i = 0; i < ring.length; i++) {
    const [x0, y0] = pointAt(ring, i);
    const [x1, y1] = pointAt(ring, (i + 1) % ring.length);
    const cross = x0 * y1 - x1 * y0;
    area += cross;
    cx += (x0 + x1) * cross;
    cy += (y0 + y1) * cross;
  }
  if (area === 0) return { x: ring[0]?.[0] ?? 0, y: ring[0]?.[1] ?? 0, area: 0 };
  return { x: cx / (3 * area), y: cy / (3 * area), area: Math.abs(area / 2) };
}

export interface StateShape {
  /** USPS code, "TX". */
  code: string;
  name: string;
  /** SVG path data in map units. */
  d: string;
  /** Centroid of the state's largest piece, where a callout's leader line starts. */
  anchor: { x: number; y: number };
}

/** Decodes the topology's quantized, delta-encoded arcs into absolute points and simplifies each arc once. */
function simplifiedTopology(topology: Topology, tolerance: number): Topology {
  const [sx, sy] = topology.transform?.scale ?? [1, 1];
  const [tx, ty] = topology.transform?.translate ?? [0, 0];
  const delta = topology.transform !== undefined;
  const arcs = topology.arcs.map((arc) => {
    let x = 0;
    let y = 0;
    // A position is [x, y]; a missing coordinate would be a malformed topology, read as 0.
    const points = arc.map(([ax = 0, ay = 0]): Point => {
      x = delta ? x + ax : ax;
      y = delta ? y + ay : ay;
      return [x * sx + tx, y * sy + ty];
    });
    // Arcs are shared by the two states they separate, so simplifying arcs keeps neighbours seamless.
    return simplifyLine(points, tolerance) as unknown as number[][];
  });
  const { transform: _quantized, ...rest } = topology;
  return { ...rest, arcs };
}

/** The 50 states and DC as SVG shapes, in alphabetical order of name (the map's Tab order). */
export function stateShapes(topology: Topology, { tolerance = DEFAULT_TOLERANCE, decimals = 1 } = {}): StateShape[] {
  const plain = simplifiedTopology(topology, tolerance);
  const states = plain.objects["states"] as GeometryCollection;
  const collection = feature(plain, states);
  const shapes: StateShape[] = [];
  for (const f of collection.features) {
    const jurisdiction = stateByFips(String(f.id));
    if (!jurisdiction) continue; // only the 50 states and DC
    const polygons =
      f.geometry.type === "Polygon"
        ? [f.geometry.coordinates]
        : f.geometry.type === "MultiPolygon"
          ? f.geometry.coordinates
          : [];
    const rings = polygons.flat() as unknown as Point[][];
    const outer = polygons
      .map((p) => ringCentroid((p[0] ?? []) as unknown as Point[]))
      .sort((a, b) => b.area - a.area)[0] ?? { x: 0, y: 0 };
    shapes.push({
      code: jurisdiction.code,
      name: jurisdiction.name,
      d: ringsToPath(rings, decimals),
      anchor: { x: round1(outer.x), y: round1(outer.y) },
    });
  }
  return shapes.sort((a, b) => compareText(a.name, b.name));
}

const round1 = (n: number) => Math.round(n * 10) / 10;

export interface Callout {
  code: string;
  /** Top-left corner of the box. */
  x: number;
  y: number;
  size: number;
  /** The leader line from the state to the box. */
  from: { x: number; y: number };
}

/**
 * Boxes for CALLOUT_CODES in a column in the Atlantic, east of the coast, top to bottom, spaced so that their
 * labels, drawn larger on a phone to stay legible, do not touch.
 */
export function calloutLayout(
  shapes: readonly StateShape[],
  { x = 912, top = 180, size = 24, gap = 23 } = {},
): Callout[] {
  const byCode = new Map(shapes.map((s) => [s.code, s]));
  return CALLOUT_CODES.flatMap((code, i) => {
    const shape = byCode.get(code);
    return shape ? [{ code, x, y: top + i * (size + gap), size, from: shape.anchor }] : [];
  });
}
