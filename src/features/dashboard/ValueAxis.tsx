import { AXIS_COLOR, GRID_COLOR, TICK_FONT_SIZE } from "./chart-utils";

/**
 * The value (y) axis of a dashboard chart: a grid line and a label at each tick. Hidden from screen
 * readers: the chart's own names, tooltip and table say every value.
 */
export default function ValueAxis({
  ticks,
  y,
  width,
  format,
}: {
  ticks: readonly number[];
  y: (value: number) => number;
  /** The plot's inner width, which the grid lines span (a length: "100%" in a plot drawn at its box's width). */
  width: number | string;
  format: (value: number) => string;
}) {
  return (
    // biome-ignore lint/a11y/noAriaHiddenOnFocusable: an SVG <g> is not focusable; aria-hidden keeps the tick labels out of the chart's accessible content
    <g aria-hidden="true" fill={AXIS_COLOR} fontSize={TICK_FONT_SIZE} data-axis="y">
      {ticks.map((t) => (
        <g key={t}>
          <line x1={-6} x2={width} y1={y(t)} y2={y(t)} stroke={GRID_COLOR} />
          <text x={-10} y={y(t)} dy="0.32em" textAnchor="end">
            {format(t)}
          </text>
        </g>
      ))}
    </g>
  );
}
