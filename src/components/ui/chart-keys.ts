// Moving between the bars (or points) of a chart with the keyboard, the same keys in every chart: the arrow keys
// step to the previous (Left, Up) or next (Right, Down) one, Home and End jump to the first and the last. Pure.

const STEPS: Readonly<Record<string, -1 | 1>> = { ArrowLeft: -1, ArrowUp: -1, ArrowRight: 1, ArrowDown: 1 };

/**
 * The index a key moves to from `current` among `count` bars, kept within them; undefined for a key that does not
 * move (the chart leaves it to the browser) or a chart without bars.
 */
export function chartKeyTarget(key: string, current: number, count: number): number | undefined {
  if (count <= 0) return undefined;
  const step = STEPS[key];
  const target = key === "Home" ? 0 : key === "End" ? count - 1 : step === undefined ? undefined : current + step;
  return target === undefined ? undefined : Math.min(count - 1, Math.max(0, target));
}
