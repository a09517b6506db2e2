import { type KeyboardEvent, type PointerEvent, useDeferredValue, useId, useMemo, useRef, useState } from "react";
import { chartKeyTarget } from "~/components/ui/chart-keys";
import DataTableDisclosure from "~/components/ui/DataTableDisclosure";
import DownloadCsvButton from "~/components/ui/DownloadCsvButton";
import { DataState, EmptyNote, SkeletonRows } from "~/components/ui/loading-states";
import SectionCard from "~/components/ui/SectionCard";
import { linearScale, pointScale } from "~/components/ui/scales";
import ToggleGroup from "~/components/ui/ToggleGroup";
import { useApiData } from "~/components/ui/useApiData";
import { useQueryState } from "~/components/ui/useQueryState";
import type { CsvColumn } from "~/domain/csv";
import type { HiringTrendIndustryId, HiringTrendMeasure, HiringTrends } from "~/domain/entities";
import { formatCount, formatMillions, formatMonthShort, formatPeriod, formatThousands } from "~/domain/format";
import { indexToFirst, measureOf, trendAnswer } from "~/domain/hiring-trends";
import type { Provenance } from "~/domain/provenance";
import { niceScale } from "~/domain/scale";
import {
  AXIS_COLOR,
  CHART_HEIGHT,
  CHART_TOOLTIP,
  labelStride,
  markerPath,
  nearestIndex,
  pct,
  plotBox,
  TICK_FONT_SIZE,
  useContainerWidth,
} from "./chart-utils";
import {
  INDUSTRY_STYLES,
  industriesParam,
  parseTrendView,
  pointsInRange,
  TREND_RANGES,
  TREND_SCALES,
  TREND_VIEW_DEFAULTS,
  type TrendIndustry,
  type TrendPoint,
  type TrendScale,
  toggleIndustry,
  valueExtent,
} from "./trends";
import ValueAxis from "./ValueAxis";

const MARGIN = { top: 16, right: 28, bottom: 36, left: 60 };
const RANGE_OPTIONS = TREND_RANGES.map((r) => ({ value: r.id, label: r.label }));
const SCALE_OPTIONS = TREND_SCALES.map((s) => ({ value: s.id, label: s.label }));
const TITLE = "National Hiring Trends by Industry";
const TOGGLE_CLASS = "inline-flex min-w-0 overflow-hidden rounded-md border border-slate-300";
const toggleButton = (on: boolean) =>
  `px-3 py-1.5 text-sm font-medium ${on ? "bg-blue-700 text-white" : "bg-white text-slate-800 hover:bg-slate-50"}`;

/** How a value of a measure reads: levels of jobs in millions, hires in thousands, an index as it is. */
export interface ValueFormat {
  axis: (v: number) => string;
  tooltip: (v: number) => string;
  minStep: number;
}

export function valueFormat(unit: string, scale: TrendScale): ValueFormat {
  if (scale === "index") return { axis: (v) => v.toFixed(0), tooltip: (v) => `${v.toFixed(1)} (index)`, minStep: 1 };
  if (unit === "jobs")
    return { axis: (v) => formatMillions(v, 1), tooltip: (v) => `${formatMillions(v, 2)} jobs`, minStep: 100_000 };
  return { axis: formatThousands, tooltip: (v) => `${formatThousands(v)} ${unit}`, minStep: 10_000 };
}

/** "Technology: 3.12M jobs": an industry's value as the tooltip says it. */
export function tooltipValue(name: string, value: number, format: ValueFormat = valueFormat("jobs", "level")): string {
  return `${name}: ${format.tooltip(value)}`;
}

type TrendView = typeof TREND_VIEW_DEFAULTS;

/** The measure a view asks for, its industries with a style, and those drawn: the ones chosen, or all when none of
 * the chosen is drawable (an industry the measure lacks stays chosen in the URL but is not drawn). */
function drawable(data: HiringTrends | undefined, view: TrendView) {
  const measure = data ? measureOf(data, view.measure) : undefined;
  const visible = view.industries.split(",") as HiringTrendIndustryId[];
  const industries = (measure?.industries ?? []).filter((i) => i.id in INDUSTRY_STYLES);
  const chosen = industries.filter((i) => visible.includes(i.id));
  return { measure, industries, drawn: chosen.length > 0 ? chosen : industries };
}

/** What the plot and its table show for a view: the points in range (indexed to the first month on the index
 * scale), how values read, the unit label and the scale. */
function trendChart(data: HiringTrends | undefined, view: TrendView) {
  const { measure, drawn } = drawable(data, view);
  const levels = measure ? pointsInRange(measure.points, view.trend) : [];
  const points =
    view.scale === "index"
      ? indexToFirst(
          levels,
          drawn.map((i) => i.id),
        )
      : levels;
  const unitLabel =
    view.scale === "index" ? `index, ${formatPeriod(levels[0]?.month ?? "")} = 100` : (measure?.unit ?? "");
  return {
    measure,
    drawn,
    points,
    format: valueFormat(measure?.unit ?? "jobs", view.scale),
    unitLabel,
    scale: view.scale,
  };
}

/** The plot and its table of numbers for a view's chart. */
function TrendBody({ chart }: { chart: ReturnType<typeof trendChart> }) {
  const { measure, drawn, points, format, unitLabel, scale } = chart;
  return points.length === 0 ? (
    <EmptyNote message="No hiring trends data to show" />
  ) : (
    <>
      <TrendPlot points={points} industries={drawn} format={format} unit={unitLabel} />
      <DataTableDisclosure
        caption={`${measure?.name ?? ""} by industry and month (${unitLabel}), last ${points.length} months`}
        testId="trend-table"
        rows={points}
        rowKey={(p) => p.month}
        columns={[
          { header: "Month", cell: (p) => formatPeriod(p.month) },
          ...drawn.map((i) => ({
            header: `${i.name} (${i.plotted})`,
            cell: (p: TrendPoint) =>
              scale === "index" ? (p.values[i.id] ?? 0).toFixed(1) : formatCount(p.values[i.id] ?? 0),
            numeric: true,
          })),
        ]}
      />
    </>
  );
}

/** Monthly hires (JOLTS) or employment (CES) of five industries: measure, scale and range buttons, industry toggles, tooltip, table and CSV. */
export default function HiringTrendsChart({
  initialData,
  provenance,
}: {
  initialData: HiringTrends;
  provenance: Provenance;
}) {
  const api = useApiData<HiringTrends>("/api/hiring-trends", initialData);
  const data = api.data;
  // The view lives in the query string (read after mount, so the first render matches the server's).
  const [view, setView] = useQueryState(TREND_VIEW_DEFAULTS, parseTrendView);
  const range = view.trend;
  const show = (next: Partial<typeof view>) => setView({ ...view, ...next });

  // The buttons follow the view at once; the plot and its table follow it as a deferred value, so a press shows
  // pressed in the frame after it and the chart redraws in the next render, which a later press may interrupt.
  const buttons = drawable(data, view);
  const shown = useDeferredValue(view);
  const chart = useMemo(() => trendChart(data, shown), [data, shown]);
  const { measure, drawn, points, unitLabel } = chart;
  const columns: readonly CsvColumn<TrendPoint>[] = [
    ["Month", "month"],
    ...drawn.map((i): CsvColumn<TrendPoint> => [`${i.name} (${i.plotted}, ${unitLabel})`, (p) => p.values[i.id]]),
  ];
  const plot = useMemo(() => <TrendBody chart={chart} />, [chart]);
  const measureOptions = (data?.measures ?? []).map((m) => ({ value: m.id, label: m.name }));

  return (
    <SectionCard
      title={TITLE}
      provenance={data ? provenance : undefined}
      answer={measure ? trendAnswer(measure) : undefined}
      method={measure && <MeasureLines measure={measure} />}
      actions={
        <>
          {measureOptions.length > 1 && (
            <ToggleGroup
              label="Measure"
              options={measureOptions}
              value={buttons.measure?.id ?? view.measure}
              onChange={(m) => show({ measure: m })}
              param={{ name: "measure", defaultValue: TREND_VIEW_DEFAULTS.measure }}
              className={TOGGLE_CLASS}
              buttonClass={toggleButton}
            />
          )}
          <ToggleGroup
            label="Show as"
            options={SCALE_OPTIONS}
            value={view.scale}
            onChange={(scale) => show({ scale })}
            param={{ name: "scale", defaultValue: TREND_VIEW_DEFAULTS.scale }}
            className={TOGGLE_CLASS}
            buttonClass={toggleButton}
          />
          <ToggleGroup
            label="Time range"
            options={RANGE_OPTIONS}
            value={range}
            onChange={(trend) => show({ trend })}
            param={{ name: "trend", defaultValue: TREND_VIEW_DEFAULTS.trend }}
            className={TOGGLE_CLASS}
            buttonClass={toggleButton}
          />
          <DownloadCsvButton
            rows={points}
            columns={columns}
            filename={`hiring-trends-${measure?.id ?? "data"}-${shown.scale}-${shown.trend}.csv`}
          />
        </>
      }
    >
      <DataState
        query={api}
        skeleton={<SkeletonRows rows={1} height="h-[350px]" label="Loading hiring trends" />}
        error="Unable to load hiring trends data"
      >
        {() => (
          <>
            <fieldset aria-label="Industries shown" className="mb-2 flex min-w-0 flex-wrap gap-2">
              {buttons.industries.map((i) => {
                const on = buttons.drawn.includes(i);
                const last = on && buttons.drawn.length === 1;
                return (
                  <button
                    key={i.id}
                    type="button"
                    aria-pressed={on}
                    aria-disabled={last || undefined}
                    title={last ? "At least one industry stays visible" : undefined}
                    onClick={() =>
                      !last &&
                      show({
                        industries: industriesParam(
                          toggleIndustry(
                            buttons.drawn.map((d) => d.id),
                            i.id,
                          ),
                        ),
                      })
                    }
                    className={`inline-flex items-center gap-2 rounded-full border px-3 py-1 text-sm font-medium ${
                      on
                        ? "border-slate-500 bg-white text-slate-900"
                        : "border-dashed border-slate-400 bg-slate-100 text-slate-600 line-through"
                    }`}
                  >
                    <LegendSample id={i.id} on={on} />
                    {i.name}
                  </button>
                );
              })}
            </fieldset>
            {plot}
            {/* Without JavaScript the buttons cannot switch measures: the other measures' figures are in the HTML. */}
            {(data?.measures ?? [])
              .filter((m) => m !== measure)
              .map((m) => (
                <noscript key={m.id}>
                  <MeasureTable measure={m} />
                </noscript>
              ))}
          </>
        )}
      </DataState>
    </SectionCard>
  );
}

/** What the measure is, and each line's published industry and series id (for the "How this is measured" disclosure). */
function MeasureLines({ measure }: { measure: HiringTrendMeasure }) {
  return (
    <>
      <p data-testid="trend-measure">{measure.description}</p>
      <ul className="space-y-0.5" data-testid="trend-lines">
        {measure.industries.map((i) => (
          <li key={i.id}>
            <span className="font-semibold">{i.name}</span> plots {i.plotted} ({i.series}){i.note ? `. ${i.note}` : "."}
          </li>
        ))}
        {measure.unavailable.map((u) => (
          <li key={u.id}>
            <span className="font-semibold">{u.name}</span> is not shown here: {u.reason}
          </li>
        ))}
      </ul>
    </>
  );
}

/** Every month of a measure as a table, each column saying what it plots (for reading without JavaScript). */
function MeasureTable({ measure }: { measure: HiringTrendMeasure }) {
  return (
    <DataTableDisclosure
      summary={`Show ${measure.name.toLowerCase()} data table`}
      caption={`${measure.name} by industry and month (${measure.unit}), ${measure.points.length} months. ${measure.description}`}
      testId={`trend-table-${measure.id}`}
      rows={measure.points}
      rowKey={(p) => p.month}
      columns={[
        { header: "Month", cell: (p) => formatPeriod(p.month) },
        ...measure.industries.map((i) => ({
          header: `${i.name} (${i.plotted})`,
          cell: (p: TrendPoint) => formatCount(p.values[i.id] ?? 0),
          numeric: true,
        })),
      ]}
    />
  );
}

/** The line sample of a legend badge: the industry's colour, dash pattern and marker. */
function LegendSample({ id, on }: { id: HiringTrendIndustryId; on: boolean }) {
  const s = INDUSTRY_STYLES[id];
  return (
    <svg width="28" height="12" viewBox="0 0 28 12" aria-hidden="true" focusable="false" opacity={on ? 1 : 0.35}>
      <line x1="1" y1="6" x2="27" y2="6" stroke={s.color} strokeWidth="2.5" strokeDasharray={s.dash} />
      <path d={markerPath(s.marker, 14, 6, 7)} fill={s.color} stroke="#fff" strokeWidth="1" />
    </svg>
  );
}

/** The plot: lines with markers, axes, and a tooltip that follows the mouse or the arrow keys. */
function TrendPlot({
  points,
  industries,
  format,
  unit,
}: {
  points: TrendPoint[];
  industries: TrendIndustry[];
  format: ValueFormat;
  unit: string;
}) {
  const box = useRef<HTMLDivElement>(null);
  const width = useContainerWidth(box);
  const tooltipId = useId();
  const [active, setActive] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState("");

  const innerWidth = Math.max(10, width - MARGIN.left - MARGIN.right);
  const innerHeight = CHART_HEIGHT - MARGIN.top - MARGIN.bottom;
  const months = points.map((p) => p.month);
  // Horizontal positions in percent of the plot's width: the SVG is drawn at its box's width, never scaled.
  const x = pointScale(months, [0, 100], 0.5);
  const extent = valueExtent(
    points,
    industries.map((i) => i.id),
  ) ?? [0, 1];
  const yAxis = niceScale(extent[0], extent[1], { intervals: 5, minStep: format.minStep });
  const y = linearScale(yAxis.domain, [innerHeight, 0]);
  const xs = months.map((m) => x(m) ?? 0);
  const span = `${formatPeriod(months[0] ?? "")} to ${formatPeriod(months.at(-1) ?? "")}`;
  const stride = labelStride(months.length, innerWidth, 76);
  const labelled = months.filter((_, i) => (months.length - 1 - i) % stride === 0);

  const index = active !== null && active < points.length ? active : null;
  const point = index === null ? undefined : points[index];
  const lines = point ? industries.map((i) => tooltipValue(i.name, point.values[i.id] ?? 0, format)) : [];
  const moveTo = (i: number, announce: boolean) => {
    const next = Math.min(points.length - 1, Math.max(0, i));
    const p = points[next];
    if (!p) return;
    setActive(next);
    if (announce)
      setAnnouncement(
        [formatPeriod(p.month), ...industries.map((d) => tooltipValue(d.name, p.values[d.id] ?? 0, format))].join(", "),
      );
  };
  const onKeyDown = (e: KeyboardEvent) => {
    const move = chartKeyTarget(e.key, index ?? points.length - 1, points.length);
    if (move !== undefined) {
      e.preventDefault();
      moveTo(move, true);
    } else if (e.key === "Escape") {
      setActive(null);
      setAnnouncement("");
    }
  };
  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    const rect = e.currentTarget.getBoundingClientRect();
    if (rect.width <= 0) return;
    const plotWidth = rect.width - MARGIN.left - MARGIN.right;
    if (plotWidth <= 0) return;
    moveTo(nearestIndex(xs, ((e.clientX - rect.left - MARGIN.left) / plotWidth) * 100), false);
  };
  const tipX = index === null ? 0 : MARGIN.left + ((xs[index] ?? 0) / 100) * innerWidth;
  const tipLeft = tipX > width / 2;

  return (
    <div ref={box} className="relative h-[350px] w-full" data-testid="trend-plot">
      {/* biome-ignore lint/a11y/useSemanticElements: role="group" names the focusable plot; a <fieldset> is a form grouping, not a focusable widget */}
      <div
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the plot is one keyboard widget: it takes focus, and the arrow keys read each month aloud
        tabIndex={0}
        role="group"
        aria-label={`Line chart by month (${unit}), ${span}. Use the left and right arrow keys to read each month's values.`}
        aria-describedby={point ? tooltipId : undefined}
        onKeyDown={onKeyDown}
        onFocus={() => index === null && moveTo(points.length - 1, true)}
        onBlur={() => setActive(null)}
        onPointerMove={onPointerMove}
        onPointerLeave={(e) => e.pointerType !== "touch" && setActive(null)} // a tap keeps its tooltip until focus leaves
        className="h-full w-full rounded-md outline-none focus-visible:ring-2 focus-visible:ring-blue-700"
      >
        <svg aria-hidden="true" focusable="false" className="block" style={plotBox(MARGIN, CHART_HEIGHT)}>
          <g>
            <ValueAxis ticks={yAxis.ticks} y={y} width="100%" format={format.axis} />
            <g fill={AXIS_COLOR} fontSize={TICK_FONT_SIZE} data-axis="x">
              <line x1={0} x2="100%" y1={innerHeight} y2={innerHeight} stroke={AXIS_COLOR} />
              {labelled.map((m) => (
                <g key={m}>
                  <line
                    x1={pct(x(m) ?? 0)}
                    x2={pct(x(m) ?? 0)}
                    y1={innerHeight}
                    y2={innerHeight + 6}
                    stroke={AXIS_COLOR}
                  />
                  <text x={pct(x(m) ?? 0)} y={innerHeight + 20} textAnchor="middle">
                    {formatMonthShort(m)}
                  </text>
                </g>
              ))}
            </g>
            {index !== null && (
              <line
                x1={pct(xs[index] ?? 0)}
                x2={pct(xs[index] ?? 0)}
                y1={0}
                y2={innerHeight}
                stroke={AXIS_COLOR}
                strokeDasharray="3 3"
              />
            )}
            {industries.map((i) => {
              const s = INDUSTRY_STYLES[i.id];
              const yOf = (p: TrendPoint) => y(p.values[i.id] ?? 0);
              return (
                <g key={i.id} data-series={i.id}>
                  {/* Segments, not one path: a path cannot take percentages. */}
                  {points.slice(1).map((p, n) => (
                    <line
                      key={p.month}
                      x1={pct(xs[n] ?? 0)}
                      y1={yOf(points[n] ?? p)}
                      x2={pct(xs[n + 1] ?? 0)}
                      y2={yOf(p)}
                      stroke={s.color}
                      strokeWidth={2.5}
                      strokeDasharray={s.dash}
                      strokeLinecap="round"
                    />
                  ))}
                  {/* Each marker in its own origin at the point, so it keeps its shape at any width. */}
                  {points.map((p, n) => (
                    <svg key={p.month} aria-hidden="true" x={pct(xs[n] ?? 0)} y={yOf(p)} overflow="visible">
                      <path
                        d={markerPath(s.marker, 0, 0, n === index ? 11 : 7)}
                        fill={s.color}
                        stroke="#fff"
                        strokeWidth={1}
                      />
                    </svg>
                  ))}
                </g>
              );
            })}
          </g>
        </svg>
      </div>
      {point && (
        <div
          id={tooltipId}
          role="tooltip"
          className={CHART_TOOLTIP}
          style={tipLeft ? { left: tipX - 12, transform: "translateX(-100%)" } : { left: tipX + 12 }}
        >
          <p className="mb-1 font-semibold">{formatPeriod(point.month)}</p>
          <ul>
            {industries.map((i, n) => (
              <li key={i.id} className="flex items-center gap-2 whitespace-nowrap">
                <span
                  aria-hidden="true"
                  className="inline-block size-2.5 rounded-sm"
                  style={{ background: INDUSTRY_STYLES[i.id].color }}
                />
                {lines[n]}
              </li>
            ))}
          </ul>
        </div>
      )}
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </div>
  );
}
