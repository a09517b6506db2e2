import { Group } from "@visx/group";
import { Bar } from "@visx/shape";
import { memo } from "react";
import DataTableDisclosure, { type TableColumn } from "~/components/ui/DataTableDisclosure";
import { formatCount, formatMonthShort, formatPeriod } from "~/domain/format";
import { ARRIVING_REASON, arrivingSpan, LAYOFF_MONTH_BASIS, type LayoffSummary, stillArriving } from "~/domain/layoffs";

type Month = LayoffSummary["byMonth"][number];

// The bars are drawn in a fixed box stretched to the card's width; the labels are HTML, so they stay
// legible at any width (no text is scaled with the bars).
const WIDTH = 480;
const HEIGHT = 160;
const BAR_COLOR = "#b91c1c"; // red-700
/** A month still filling in: a light fill, outlined in the bar colour so it keeps its contrast with the card. */
const ARRIVING_FILL = "#fecaca"; // red-200
/** Share of each month's slot left empty between bars. */
const GAP = 0.2;

// A month still filling in says so beside its name: a fourth column would not fit a phone's width.
const tableColumns = (completeThrough: string): TableColumn<Month>[] => [
  {
    header: "Month",
    cell: (m) => `${formatPeriod(m.month)}${stillArriving(m.month, completeThrough) ? " (still arriving)" : ""}`,
  },
  { header: "Employees affected", cell: (m) => formatCount(m.employees), numeric: true },
  { header: "Notices", cell: (m) => formatCount(m.notices), numeric: true },
];

/** The month with the most employees affected (the first of equals), or undefined. */
export function peakMonth(months: readonly Month[]): Month | undefined {
  return months.reduce<Month | undefined>((peak, m) => (!peak || m.employees > peak.employees ? m : peak), undefined);
}

/**
 * Employees affected per month of LAYOFF_MONTH_BASIS: bars, their labels, and the same figures as a table. Months
 * after `completeThrough` (the newest complete month, lastCompleteMonth) are drawn light and named as still arriving.
 */
function LayoffMonthlyChart({ months, completeThrough }: { months: readonly Month[]; completeThrough: string }) {
  const first = months[0];
  const last = months.at(-1);
  const peak = peakMonth(months);
  const middle = months[Math.floor(months.length / 2)];
  if (!first || !last || !peak || !middle) return null;
  const max = Math.max(1, peak.employees);
  // Plain arithmetic rather than d3 scales: a band per month and a linear height (saves ~12 KB of JavaScript).
  const step = WIDTH / months.length;
  const barWidth = step * (1 - GAP);
  const barHeight = (employees: number) => (employees / max) * HEIGHT;
  const arrivingText = arrivingSpan(
    months.map((m) => m.month),
    completeThrough,
  );
  const summary = `Employees affected per month, ${formatPeriod(first.month)} to ${formatPeriod(last.month)}; the highest month is ${formatPeriod(peak.month)} with ${formatCount(peak.employees)}.${arrivingText ? ` ${arrivingText}: notices still arriving.` : ""}`;

  return (
    <figure className="m-0" data-testid="layoff-chart">
      <figcaption className="text-sm font-medium text-slate-900">
        Employees affected per month ({LAYOFF_MONTH_BASIS}; last {months.length} months)
      </figcaption>
      <div className="mt-2 flex gap-2">
        <div
          className="flex w-14 shrink-0 flex-col justify-between text-right text-xs text-slate-700"
          aria-hidden="true"
        >
          <span>{formatCount(max)}</span>
          <span>0</span>
        </div>
        <svg
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          preserveAspectRatio="none"
          width="100%"
          height={HEIGHT}
          role="img"
          aria-label={summary}
          className="block min-w-0 flex-1 border-b border-l border-slate-300"
        >
          <Group>
            {months.map((m, i) => {
              const height = barHeight(m.employees);
              const partial = stillArriving(m.month, completeThrough);
              return (
                <Bar
                  key={m.month}
                  x={i * step + (step - barWidth) / 2}
                  y={HEIGHT - height}
                  width={barWidth}
                  height={height}
                  fill={partial ? ARRIVING_FILL : BAR_COLOR}
                  stroke={partial ? BAR_COLOR : undefined}
                  strokeWidth={partial ? 1 : undefined}
                  vectorEffect="non-scaling-stroke"
                  data-arriving={partial || undefined}
                >
                  <title>{`${formatPeriod(m.month)}: ${formatCount(m.employees)} employees in ${formatCount(m.notices)} notices${partial ? " (still arriving)" : ""}`}</title>
                </Bar>
              );
            })}
          </Group>
        </svg>
      </div>
      <div className="ml-16 flex justify-between text-xs text-slate-700" aria-hidden="true">
        <span>{formatMonthShort(first.month)}</span>
        <span>{formatMonthShort(middle.month)}</span>
        <span>{formatMonthShort(last.month)}</span>
      </div>
      {arrivingText && (
        <p className="mt-2 flex items-start gap-2 text-xs text-slate-700" data-testid="layoff-chart-arriving">
          <span
            aria-hidden="true"
            className="mt-0.5 inline-block h-3 w-3 shrink-0 border border-red-700"
            style={{ background: ARRIVING_FILL }}
          />
          <span>
            Light bars: {arrivingText}, notices still arriving. {ARRIVING_REASON}
          </span>
        </p>
      )}
      <DataTableDisclosure
        summary="Show the figures as a table"
        className="mt-2 text-sm"
        caption={`Employees affected and notices per month (${LAYOFF_MONTH_BASIS})`}
        testId="layoff-chart-table"
        rows={months}
        rowKey={(m) => m.month}
        columns={tableColumns(completeThrough)}
      />
    </figure>
  );
}

// Drawn again only when its months change (not when a filter press re-renders the tracker around it).
export default memo(LayoffMonthlyChart);
