// "Nice" value axes for charts, shared by the site's charts and the report's: round steps and the ticks
// covering a range of values. Pure.

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
