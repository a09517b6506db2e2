// What the dashboard's two charts share: their size, thinned category labels (the "nice" value axis is domain/scale),
// and the width of the box they are drawn in.
export { SERVER_CHART_WIDTH, useContainerWidth } from "~/components/ui/container-width";

/** Chart height in CSS pixels, the same for both charts. */
export const CHART_HEIGHT = 350;

/**
 * The style of a plot's <svg>: the box inside the margins, at the width of its container, in CSS pixels (no
 * viewBox, so nothing is scaled: text stays at its size). Horizontal positions are percentages of the plot's width;
 * labels outside the plot (axes) draw in the margins, which the SVG lets show (overflow visible).
 */
export function plotBox(margin: { top: number; right: number; bottom: number; left: number }, height: number) {
  return {
    marginLeft: margin.left,
    marginTop: margin.top,
    width: `calc(100% - ${margin.left + margin.right}px)`,
    height: height - margin.top - margin.bottom,
    overflow: "visible",
  } as const;
}

/** A percentage of the plot's width, as an SVG length. */
export const pct = (value: number): string => `${Number(value.toFixed(3))}%`;

export const AXIS_COLOR = "#475569"; // slate-600: 7.6:1 on white, for tick labels and axis lines
export const GRID_COLOR = "#e2e8f0"; // slate-200: decoration only
export const TICK_FONT_SIZE = 12;

/** Class names of the floating tooltip box both charts show. */
export const CHART_TOOLTIP =
  "pointer-events-none absolute top-2 z-10 w-max max-w-[15rem] rounded-md bg-slate-900 px-3 py-2 text-xs text-white shadow-lg";

/** Label every n-th of `count` evenly spaced categories so labels at least `minSpacing` px apart fit in `width`. */
export function labelStride(count: number, width: number, minSpacing: number): number {
  if (count <= 1 || width <= 0) return 1;
  const spacing = width / (count - 1 || 1);
  return Math.max(1, Math.ceil(minSpacing / spacing));
}

/** The index of the position in `xs` (ascending) nearest to `x`. */
export function nearestIndex(xs: readonly number[], x: number): number {
  let best = 0;
  let bestDistance = Number.POSITIVE_INFINITY;
  xs.forEach((value, i) => {
    const distance = Math.abs(value - x);
    if (distance < bestDistance) {
      best = i;
      bestDistance = distance;
    }
  });
  return best;
}

export type MarkerShape = "circle" | "square" | "triangle" | "diamond" | "plus";

/** SVG path data of a point marker of `shape` centred on (x, y), about `size` px across. */
export function markerPath(shape: MarkerShape, x: number, y: number, size = 8): string {
  const r = size / 2;
  const f = (n: number) => Number(n.toFixed(2));
  switch (shape) {
    case "circle":
      return `M${f(x - r)},${f(y)}a${f(r)},${f(r)} 0 1,0 ${f(size)},0a${f(r)},${f(r)} 0 1,0 ${f(-size)},0Z`;
    case "square":
      return `M${f(x - r)},${f(y - r)}h${f(size)}v${f(size)}h${f(-size)}Z`;
    case "triangle":
      return `M${f(x)},${f(y - r - 1)}L${f(x + r + 1)},${f(y + r)}L${f(x - r - 1)},${f(y + r)}Z`;
    case "diamond":
      return `M${f(x)},${f(y - r - 1)}L${f(x + r + 1)},${f(y)}L${f(x)},${f(y + r + 1)}L${f(x - r - 1)},${f(y)}Z`;
    case "plus": {
      const t = size / 6;
      return `M${f(x - t)},${f(y - r)}h${f(2 * t)}v${f(r - t)}h${f(r - t)}v${f(2 * t)}h${f(t - r)}v${f(r - t)}h${f(-2 * t)}v${f(t - r)}h${f(t - r)}v${f(-2 * t)}h${f(r - t)}Z`;
    }
  }
}
