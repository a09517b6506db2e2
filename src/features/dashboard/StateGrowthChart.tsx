import { type KeyboardEvent, useRef, useState } from "react";
import DownloadCsvButton from "../../components/ui/DownloadCsvButton";
import type { Provenance } from "../../components/ui/provenance";
import SectionCard from "../../components/ui/SectionCard";
import { bandScale, linearScale } from "../../components/ui/scales";
import { EmptyNote, ErrorNote, SkeletonRows } from "../../components/ui/states";
import { useApiData } from "../../components/ui/useApiData";
import type { CsvColumn } from "../../domain/csv";
import type { State } from "../../domain/entities";
import { formatPercent } from "../../domain/format";
import { niceScale } from "../../domain/scale";
import { AXIS_COLOR, CHART_HEIGHT, CHART_TOOLTIP, GRID_COLOR, TICK_FONT_SIZE, useContainerWidth } from "./chart-utils";

/** How many states the chart shows, in the API's order (fastest growth first). */
export const GROWTH_CHART_STATES = 8;
const MARGIN = { top: 16, right: 12, bottom: 32, left: 56 };
const POSITIVE = "#1d4ed8"; // blue-700, 6.7:1 on white
const NEGATIVE = "#b91c1c"; // red-700, 6.5:1 on white; bars below zero also sit below the zero line
const HIGHLIGHT = "#f1f5f9"; // slate-100 behind the bar in focus

interface Bar {
  code: string;
  name: string;
  growthRate: string;
  value: number;
}

/** "Growth Rate: 1.9%": a bar's value as the tooltip says it. */
export function growthLabel(value: number): string {
  return `Growth Rate: ${formatPercent(value, 1)}`;
}

const CSV_COLUMNS: CsvColumn<Bar>[] = [
  { header: "Code", value: (b) => b.code },
  { header: "State", value: (b) => b.name },
  { header: "Growth Rate (%)", value: (b) => b.growthRate },
];

/** Over-the-year payroll growth of the first eight states, as bars above or below zero. */
export default function StateGrowthChart({
  initialData,
  provenance,
}: {
  initialData: State[];
  provenance: Provenance;
}) {
  const { data, error, loading } = useApiData<State[]>("/api/states", initialData);
  const bars: Bar[] = (data ?? [])
    .slice(0, GROWTH_CHART_STATES)
    .map((s) => ({ code: s.code, name: s.name, growthRate: s.growthRate, value: Number(s.growthRate) }));

  return (
    <SectionCard
      title="State Employment Growth"
      provenance={data ? provenance : undefined}
      note="Growth Rate: percent change of the state's total nonfarm payroll jobs over the year to the latest month published for every state (BLS CES, seasonally adjusted). States are listed fastest-growing first."
      actions={<DownloadCsvButton rows={bars} columns={CSV_COLUMNS} filename="state-employment-growth.csv" />}
    >
      {loading ? (
        <SkeletonRows rows={1} height="h-[350px]" label="Loading state growth" />
      ) : error || !data ? (
        <ErrorNote message="Unable to load state growth data" />
      ) : bars.length === 0 ? (
        <EmptyNote message="No state growth data to show" />
      ) : (
        <>
          <GrowthPlot bars={bars} />
          <details className="mt-3 text-sm">
            <summary className="cursor-pointer font-medium text-blue-800">Show data table</summary>
            <table className="mt-2 w-full text-left text-sm" data-testid="growth-table">
              <caption className="sr-only">Over-the-year employment growth by state</caption>
              <thead className="border-b border-slate-200 text-slate-700">
                <tr>
                  <th scope="col" className="py-1 pr-4 font-semibold">
                    State
                  </th>
                  <th scope="col" className="py-1 pr-4 font-semibold">
                    Code
                  </th>
                  <th scope="col" className="py-1 text-right font-semibold">
                    Growth Rate
                  </th>
                </tr>
              </thead>
              <tbody>
                {bars.map((b) => (
                  <tr key={b.code} className="border-b border-slate-100">
                    <th scope="row" className="py-1 pr-4 font-normal">
                      {b.name}
                    </th>
                    <td className="py-1 pr-4">{b.code}</td>
                    <td className="py-1 text-right tabular-nums">{formatPercent(b.value, 1)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </details>
        </>
      )}
    </SectionCard>
  );
}

/** The bars, each focusable with its name and value; arrow keys move between them. */
function GrowthPlot({ bars }: { bars: Bar[] }) {
  const box = useRef<HTMLDivElement>(null);
  const width = useContainerWidth(box);
  const targets = useRef<(SVGRectElement | null)[]>([]);
  const [active, setActive] = useState<number | null>(null);

  const innerWidth = Math.max(10, width - MARGIN.left - MARGIN.right);
  const innerHeight = CHART_HEIGHT - MARGIN.top - MARGIN.bottom;
  const values = bars.map((b) => b.value);
  const yAxis = niceScale(Math.min(...values), Math.max(...values), {
    intervals: 5,
    minStep: 0.1,
    includeZero: true,
  });
  const y = linearScale(yAxis.domain, [innerHeight, 0]);
  const x = bandScale(
    bars.map((b) => b.code),
    [0, innerWidth],
    0.3,
  );
  const zero = y(0);
  const step = x.step();

  const index = active !== null && active < bars.length ? active : null;
  const bar = index === null ? undefined : bars[index];
  const onKeyDown = (e: KeyboardEvent, i: number) => {
    const moves: Record<string, number> = { ArrowLeft: i - 1, ArrowRight: i + 1, Home: 0, End: bars.length - 1 };
    if (e.key in moves) {
      e.preventDefault();
      targets.current[Math.min(bars.length - 1, Math.max(0, moves[e.key]!))]?.focus();
    } else if (e.key === "Escape") setActive(null);
  };
  const tipX = index === null ? 0 : MARGIN.left + (x(bars[index]!.code) ?? 0) + x.bandwidth() / 2;

  return (
    <div ref={box} className="relative h-[350px] w-full" data-testid="growth-plot">
      <svg
        width="100%"
        height={CHART_HEIGHT}
        viewBox={`0 0 ${width} ${CHART_HEIGHT}`}
        role="group"
        aria-label={`Bar chart of over-the-year employment growth in ${bars.length} states`}
        className="block"
      >
        <g transform={`translate(${MARGIN.left},${MARGIN.top})`}>
          <g aria-hidden="true" fill={AXIS_COLOR} fontSize={TICK_FONT_SIZE} data-axis="y">
            {yAxis.ticks.map((t) => (
              <g key={t}>
                <line x1={-6} x2={innerWidth} y1={y(t)} y2={y(t)} stroke={GRID_COLOR} />
                <text x={-10} y={y(t)} dy="0.32em" textAnchor="end">
                  {formatPercent(t, 1)}
                </text>
              </g>
            ))}
          </g>
          <g aria-hidden="true" fill={AXIS_COLOR} fontSize={TICK_FONT_SIZE} data-axis="x">
            {bars.map((b) => (
              <text key={b.code} x={(x(b.code) ?? 0) + x.bandwidth() / 2} y={innerHeight + 20} textAnchor="middle">
                {b.code}
              </text>
            ))}
          </g>
          {bars.map((b, i) => {
            const left = x(b.code) ?? 0;
            const top = Math.min(y(b.value), zero);
            const height = Math.max(1, Math.abs(y(b.value) - zero));
            return (
              <g key={b.code} data-state={b.code}>
                {i === index && (
                  <rect
                    x={left - (step - x.bandwidth()) / 2}
                    y={0}
                    width={step}
                    height={innerHeight}
                    fill={HIGHLIGHT}
                    aria-hidden="true"
                  />
                )}
                <rect
                  className="growth-bar"
                  x={left}
                  y={top}
                  width={x.bandwidth()}
                  height={height}
                  fill={b.value < 0 ? NEGATIVE : POSITIVE}
                  stroke={i === index ? "#0f172a" : "none"}
                  strokeWidth={2}
                  aria-hidden="true"
                />
                <rect
                  ref={(el) => void (targets.current[i] = el)}
                  tabIndex={0}
                  role="img"
                  aria-label={`${b.name} (${b.code}), ${growthLabel(b.value)}`}
                  x={left - (step - x.bandwidth()) / 2}
                  y={0}
                  width={step}
                  height={innerHeight}
                  fill="transparent"
                  className="outline-none"
                  onFocus={() => setActive(i)}
                  onBlur={() => setActive(null)}
                  onMouseEnter={() => setActive(i)}
                  onMouseLeave={() => setActive(null)}
                  onKeyDown={(e) => onKeyDown(e, i)}
                />
              </g>
            );
          })}
          <line
            x1={0}
            x2={innerWidth}
            y1={zero}
            y2={zero}
            stroke="#0f172a"
            strokeWidth={1.5}
            aria-hidden="true"
            pointerEvents="none"
          />
        </g>
      </svg>
      {bar && (
        <div
          role="tooltip"
          className={CHART_TOOLTIP}
          style={tipX > width / 2 ? { left: tipX - 12, transform: "translateX(-100%)" } : { left: tipX + 12 }}
        >
          <p className="font-semibold">
            {bar.name} ({bar.code})
          </p>
          <p>{growthLabel(bar.value)}</p>
        </div>
      )}
    </div>
  );
}
