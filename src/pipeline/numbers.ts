/** Rounding and small numeric helpers; deterministic (no locale, no clock). */

/** Rounds to `digits` decimals, half away from zero, without binary noise (0.1 + 0.2 → 0.3). */
export function round(value: number, digits = 0): number {
  const factor = 10 ** digits;
  // toPrecision(12) drops binary noise (2.35 * 10 = 23.499999999999996) before rounding half up.
  const scaled = Math.round(Number((Math.abs(value) * factor).toPrecision(12)));
  const out = (Math.sign(value) * scaled) / factor;
  return Object.is(out, -0) ? 0 : out;
}

/** A decimal string with exactly `digits` decimals ("4.1", "-0.3"). */
export function decimalString(value: number, digits = 1): string {
  const rounded = round(value, digits);
  return rounded.toFixed(digits);
}

/** Percent change from `before` to `after`. */
export function percentChange(after: number, before: number): number {
  if (before === 0) throw new Error("percent change from zero");
  return ((after - before) / before) * 100;
}

/** Thousands (BLS unit) → a whole count. */
export function fromThousands(value: number): number {
  return Math.round(value * 1000);
}

/** "1,234,567" (en-US grouping, deterministic). */
export function grouped(value: number): string {
  const sign = value < 0 ? "-" : "";
  const digits = String(Math.round(Math.abs(value)));
  return sign + digits.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
}

/** Bytewise string comparison for stable sorts (locale-independent). */
export function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
