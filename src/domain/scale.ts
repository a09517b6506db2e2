// The geometry every chart of the site shares — the dashboard's islands, the static charts of the insights and
// outlook pages, and the report's PDF charts: "nice" value axes (round steps and the ticks covering a range of
// values), the linear, point and band scales, and the frame of a static line chart. Written out rather than taken
// from d3/visx, so that charts do not ship a general scale library to the browser (d3-scale and d3-array cost
// ~12 KB gzipped); the scales have the same geometry as the d3/visx scales of the same names. Pure.

export interface NiceScale {
  domain: [number, number];
  ticks: number[];
}

export interface NiceScaleOptions {
  /** How many intervals the axis should have, roughly (the step is the first nice one at least range / intervals). */
  intervals?: number;
  /** Never a step below this, so labels at a fixed number of decimals stay distinct. */
  minStep?: number;
  /** Span 0 too (bars grow from zero). */
  includeZero?: boolean;
  /** The multiples of a power of ten a step may be, ascending and ending at 10. */
  multiples?: readonly number[];
}

/**
 * A value axis covering [min, max] with round steps (by default 1, 2 or 5 × a power of ten). An empty
 * or non-finite range still gets an axis of one step.
 */
export function niceScale(
  min: number,
  max: number,
  { intervals = 5, minStep = 0, includeZero = false, multiples = [1, 2, 5, 10] }: NiceScaleOptions = {},
): NiceScale {
  let lo = includeZero ? Math.min(0, min) : min;
  let hi = includeZero ? Math.max(0, max) : max;
  if (!Number.isFinite(lo) || !Number.isFinite(hi)) lo = hi = 0;
  const raw = (hi - lo) / Math.max(1, intervals);
  let step = minStep;
  if (raw > 0) {
    const magnitude = 10 ** Math.floor(Math.log10(raw));
    const multiple = multiples.find((m) => m * magnitude >= raw) ?? 10;
    step = Math.max(minStep, multiple * magnitude);
  }
  if (!(step > 0)) step = 1;
  const start = Math.floor(round(lo / step)) * step;
  let end = Math.ceil(round(hi / step)) * step;
  if (end <= start) end = start + step;
  const ticks: number[] = [];
  for (let i = 0; start + i * step <= end + step / 1e6; i += 1) ticks.push(round(start + i * step));
  return { domain: [round(start), round(end)], ticks };
}

/** Drops floating-point noise (0.30000000000000004 → 0.3). */
function round(value: number): number {
  return Number(value.toFixed(9));
}

/** Axis ticks covering min…max in steps of 1, 2, 2.5 or 5 × 10^n, about `count` of them (the report's axes). */
export function niceTicks(min: number, max: number, count = 5): number[] {
  return niceScale(min, max > min ? max : min + 1, { intervals: count - 1, multiples: [1, 2, 2.5, 5, 10] }).ticks;
}

export type LinearScale = (value: number) => number;

/** Maps [d0, d1] linearly onto [r0, r1] (an empty domain maps as if it were one unit wide). */
export function linearScale(domain: readonly [number, number], range: readonly [number, number]): LinearScale {
  const [d0, d1] = domain;
  const [r0, r1] = range;
  const span = d1 - d0 || 1;
  return (value: number) => r0 + ((value - d0) / span) * (r1 - r0);
}

export interface PointScale<T> {
  (value: T): number | undefined;
  step: () => number;
}

/**
 * Where each value of the domain stands: `inner` of a step is gap between neighbours, `outer` steps of space
 * lie at each end, and the whole is centred in the range. A point scale is a band scale whose bands are all
 * gap (inner 1), as in d3.
 */
function steps<T>(domain: readonly T[], range: readonly [number, number], inner: number, outer: number) {
  const [start, stop] = range;
  const n = domain.length;
  const step = (stop - start) / Math.max(1, n - inner + outer * 2);
  const first = start + (stop - start - step * (n - inner)) / 2;
  const index = new Map(domain.map((d, i) => [d, i]));
  const at = (value: T) => {
    const i = index.get(value);
    return i === undefined ? undefined : first + step * i;
  };
  return { step, at };
}

/** Evenly spaced points across the range, with `padding` steps of space at each end (d3 scalePoint). */
export function pointScale<T>(domain: readonly T[], range: readonly [number, number], padding = 0): PointScale<T> {
  const { step, at } = steps(domain, range, 1, padding);
  return Object.assign(at, { step: () => step });
}

export interface BandScale<T> {
  (value: T): number | undefined;
  step: () => number;
  bandwidth: () => number;
}

/** Equal bands across the range; `padding` (0–1) of each step is gap, inside and at the ends (d3 scaleBand). */
export function bandScale<T>(domain: readonly T[], range: readonly [number, number], padding = 0): BandScale<T> {
  const { step, at } = steps(domain, range, padding, padding);
  return Object.assign(at, { step: () => step, bandwidth: () => step * (1 - padding) });
}

export interface ChartMargin {
  readonly top: number;
  readonly right: number;
  readonly bottom: number;
  readonly left: number;
}

/** A line chart drawn at a fixed size: where the i-th of `count` points and a value stand, and the value axis. */
export interface LineFrame {
  readonly x: LinearScale;
  readonly y: LinearScale;
  readonly axis: NiceScale;
}

/**
 * The frame of a static line chart of `count` evenly spaced points (months) and `values`, in a `width` × `height`
 * box with `margin` around the plot: a nice value axis of about four intervals covering the values, the first point
 * at the left edge of the plot and the last at its right edge.
 */
export function lineFrame(
  width: number,
  height: number,
  margin: ChartMargin,
  count: number,
  values: readonly number[],
): LineFrame {
  const axis = niceScale(Math.min(...values), Math.max(...values), { intervals: 4 });
  return {
    x: linearScale([0, Math.max(1, count - 1)], [margin.left, width - margin.right]),
    y: linearScale(axis.domain, [height - margin.bottom, margin.top]),
    axis,
  };
}

/** The points of a category axis that carry a label when only the ends and the middle fit: first, middle, last. */
export function endsAndMiddle(count: number): number[] {
  return count > 0 ? [...new Set([0, Math.floor((count - 1) / 2), count - 1])] : [];
}
