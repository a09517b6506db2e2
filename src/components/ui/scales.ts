// The three chart scales the site's charts use, written out so that charts do not ship a general
// scale library to the browser (d3-scale and d3-array cost ~12 KB gzipped). Same geometry as the
// d3/visx scales of the same names. Pure.

export type LinearScale = (value: number) => number;

/** Maps [d0, d1] linearly onto [r0, r1]. */
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
