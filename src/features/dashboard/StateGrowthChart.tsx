import { type KeyboardEvent, useRef, useState } from "react";
import { chartKeyTarget } from "~/components/ui/chart-keys";
import DataTableDisclosure, { type TableColumn } from "~/components/ui/DataTableDisclosure";
import DownloadCsvButton from "~/components/ui/DownloadCsvButton";
import { DataState, SkeletonRows } from "~/components/ui/loading-states";
import SectionCard from "~/components/ui/SectionCard";
import { bandScale, linearScale } from "~/components/ui/scales";
import { useApiData } from "~/components/ui/useApiData";
import type { CsvColumn } from "~/domain/csv";
import type { State } from "~/domain/entities";
import { formatPercent } from "~/domain/format";
import type { Provenance } from "~/domain/provenance";
import { niceScale } from "~/domain/scale";
import { stateGrowthAnswer } from "~/domain/state-growth-answer";
import {
  AXIS_COLOR,
  CHART_HEIGHT,
  CHART_TOOLTIP,
  pct,
  plotBox,
  TICK_FONT_SIZE,
  useContainerWidth,
} from "./chart-utils";
import ValueAxis from "./ValueAxis";

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

const TABLE_COLUMNS: TableColumn<Bar>[] = [
  { header: "State", cell: (b) => b.name },
  { header: "Code", cell: (b) => b.code },
  { header: "Growth Rate", cell: (b) => formatPercent(b.value, 1), numeric: true },
];

const CSV_COLUMNS: readonly CsvColumn<Bar>[] = [
  ["Code", "code"],
  ["State", "name"],
  ["Growth Rate (%)", "growthRate"],
];

/** Over-the-year payroll growth of the first eight states, as bars above or below zero. */
export default function StateGrowthChart({
  initialData,
  provenance,
}: {
  initialData: State[];
  provenance: Provenance;
}) {
  const api = useApiData<State[]>("/api/states", initialData);
  const bars: Bar[] = (api.data ?? [])
    .slice(0, GROWTH_CHART_STATES)
    .map((s) => ({ code: s.code, name: s.name, growthRate: s.growthRate, value: Number(s.growthRate) }));

  return (
    <SectionCard
      title="State Employment Growth"
      answer={stateGrowthAnswer(bars, "over the year")}
      provenance={api.data ? provenance : undefined}
      note="Growth Rate: percent change of the state's total nonfarm payroll jobs over the year to the latest month published for every state (BLS CES, seasonally adjusted). States are listed fastest-growing first."
      actions={<DownloadCsvButton rows={bars} columns={CSV_COLUMNS} filename="state-employment-growth.csv" />}
    >
      <DataState
        query={api}
        skeleton={<SkeletonRows rows={1} height="h-[350px]" label="Loading state growth" />}
        error="Unable to load state growth data"
        isEmpty={() => bars.length === 0}
        empty="No state growth data to show"
      >
        {() => (
          <>
            <GrowthPlot bars={bars} />
            <DataTableDisclosure
              caption="Over-the-year employment growth by state"
              testId="growth-table"
              rows={bars}
              rowKey={(b) => b.code}
              columns={TABLE_COLUMNS}
            />
          </>
        )}
      </DataState>
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
  // Horizontal positions in percent of the plot's width: the SVG is drawn at its box's width, never scaled.
  const x = bandScale(
    bars.map((b) => b.code),
    [0, 100],
    0.3,
  );
  const zero = y(0);
  const step = x.step();

  const index = active !== null && active < bars.length ? active : null;
  const bar = index === null ? undefined : bars[index];
  const onKeyDown = (e: KeyboardEvent, i: number) => {
    const next = chartKeyTarget(e.key, i, bars.length);
    if (next !== undefined) {
      e.preventDefault();
      targets.current[next]?.focus();
    } else if (e.key === "Escape") setActive(null);
  };
  const tipX = bar ? MARGIN.left + (((x(bar.code) ?? 0) + x.bandwidth() / 2) / 100) * innerWidth : 0;

  return (
    <div ref={box} className="relative h-[350px] w-full" data-testid="growth-plot">
      {/* biome-ignore lint/a11y/useSemanticElements: an <svg> cannot be a <fieldset>; role="group" names the set of focusable bars inside it */}
      <svg
        role="group"
        aria-label={`Bar chart of over-the-year employment growth in ${bars.length} states`}
        className="block"
        style={plotBox(MARGIN, CHART_HEIGHT)}
      >
        <g>
          <ValueAxis ticks={yAxis.ticks} y={y} width="100%" format={(t) => formatPercent(t, 1)} />
          {/* biome-ignore lint/a11y/noAriaHiddenOnFocusable: an SVG <g> is not focusable; it hides the axis labels, which the bars' names already say */}
          <g aria-hidden="true" fill={AXIS_COLOR} fontSize={TICK_FONT_SIZE} data-axis="x">
            {bars.map((b) => (
              <text key={b.code} x={pct((x(b.code) ?? 0) + x.bandwidth() / 2)} y={innerHeight + 20} textAnchor="middle">
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
                    x={pct(left - (step - x.bandwidth()) / 2)}
                    y={0}
                    width={pct(step)}
                    height={innerHeight}
                    fill={HIGHLIGHT}
                  />
                )}
                <rect
                  className="growth-bar"
                  x={pct(left)}
                  y={top}
                  width={pct(x.bandwidth())}
                  height={height}
                  fill={b.value < 0 ? NEGATIVE : POSITIVE}
                  stroke={i === index ? "#0f172a" : "none"}
                  strokeWidth={2}
                />
                {/* biome-ignore lint/a11y/noInteractiveElementToNoninteractiveRole: an SVG <rect> is not an interactive element; tabIndex makes it a tab stop so keyboard users reach each bar, and role="img" gives it the bar's name and value */}
                <rect
                  ref={(el) => {
                    targets.current[i] = el;
                  }}
                  tabIndex={0}
                  role="img"
                  aria-label={`${b.name} (${b.code}), ${growthLabel(b.value)}`}
                  x={pct(left - (step - x.bandwidth()) / 2)}
                  y={0}
                  width={pct(step)}
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
          <line x1={0} x2="100%" y1={zero} y2={zero} stroke="#0f172a" strokeWidth={1.5} pointerEvents="none" />
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
