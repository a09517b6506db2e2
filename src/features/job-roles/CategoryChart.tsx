import { Group } from "@visx/group";
import { Bar } from "@visx/shape";
import { type KeyboardEvent, useRef, useState } from "react";
import DownloadCsvButton from "../../components/ui/DownloadCsvButton";
import type { Provenance } from "../../components/ui/provenance";
import SectionCard from "../../components/ui/SectionCard";
import { ErrorNote, SkeletonRows } from "../../components/ui/states";
import { useApiData } from "../../components/ui/useApiData";
import type { JobCategory } from "../../domain/entities";
import { formatMillions, formatPercent } from "../../domain/format";
import { CATEGORY_CSV_COLUMNS, CHART_CATEGORIES, topCategories } from "./categories";

const ROW = 44; // each row: the category's name above its bar
const BAR_TOP = 20;
const BAR_HEIGHT = 16;
/** Bars span at most this share of the width, leaving room for the value after the longest. */
const MAX_BAR_PERCENT = 84;
const BAR_COLOR = "#1d4ed8"; // blue-700
const TEXT_COLOR = "#1e293b"; // slate-800
const FOCUS_COLOR = "#0f172a";

const describe = (c: JobCategory) =>
  `${c.name}: ${formatMillions(c.count)} employed, ${formatPercent(c.percentage)} of all US jobs`;

/**
 * Employment in the ten largest occupational groups, in millions, as horizontal bars. Widths are
 * percentages of the box, so the server's SVG fits any screen without measuring it. Each bar is
 * reachable by keyboard (Tab to the chart, then the arrow keys) and names its value; a table and a
 * CSV hold the same numbers.
 */
export default function CategoryChart({
  initialData,
  provenance,
}: {
  initialData?: JobCategory[];
  provenance: Provenance;
}) {
  const { data, error, loading } = useApiData<JobCategory[]>("/api/job-categories", initialData);
  const bars = topCategories(data ?? []);
  return (
    <SectionCard
      title={`Top ${CHART_CATEGORIES} Job Categories`}
      provenance={provenance}
      className="mb-6"
      note="Employment by SOC major occupational group (OEWS May 2025, national, all industries; excludes the self-employed). The share is the group's part of all US employment."
      actions={<DownloadCsvButton rows={bars} columns={CATEGORY_CSV_COLUMNS} filename="top-job-categories.csv" />}
    >
      {loading ? (
        <SkeletonRows rows={1} height="h-[440px]" label="Loading job categories" />
      ) : error || bars.length === 0 ? (
        <ErrorNote message="Unable to load job categories data" />
      ) : (
        <>
          <CategoryBars bars={bars} />
          <details className="mt-3 text-sm">
            <summary className="cursor-pointer font-medium text-blue-800">Show data table</summary>
            <table className="mt-2 w-full text-left text-sm" data-testid="categories-table">
              <caption className="sr-only">Employment in the top {bars.length} job categories</caption>
              <thead className="border-b border-slate-200 text-slate-700">
                <tr>
                  <th scope="col" className="py-1 pr-4 font-semibold">
                    Category
                  </th>
                  <th scope="col" className="py-1 pr-4 text-right font-semibold">
                    Employment
                  </th>
                  <th scope="col" className="py-1 text-right font-semibold">
                    Share of all jobs
                  </th>
                </tr>
              </thead>
              <tbody>
                {bars.map((c) => (
                  <tr key={c.id} className="border-b border-slate-100">
                    <th scope="row" className="py-1 pr-4 font-normal">
                      {c.name}
                    </th>
                    <td className="py-1 pr-4 text-right tabular-nums">{formatMillions(c.count)}</td>
                    <td className="py-1 text-right tabular-nums">{formatPercent(c.percentage)}</td>
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

/** The bars; one tab stop (the bar last focused), arrow keys move between bars. */
function CategoryBars({ bars }: { bars: JobCategory[] }) {
  const targets = useRef<(SVGRectElement | null)[]>([]);
  const [current, setCurrent] = useState(0);
  const [focused, setFocused] = useState<number | null>(null);
  const height = bars.length * ROW;
  // Rows of fixed height and a linear x scale from 0, written out: @visx/scale's scales would add
  // about 20 KB gzipped of d3 to the page (JS budget: 110 KB) for a multiplication and a division.
  const max = Math.max(1, ...bars.map((c) => c.count));
  const x = (count: number) => (count / max) * MAX_BAR_PERCENT;
  const tabStop = current < bars.length ? current : 0;

  const onKeyDown = (e: KeyboardEvent, i: number) => {
    const moves: Record<string, number> = {
      ArrowUp: i - 1,
      ArrowLeft: i - 1,
      ArrowDown: i + 1,
      ArrowRight: i + 1,
      Home: 0,
      End: bars.length - 1,
    };
    if (!(e.key in moves)) return;
    e.preventDefault();
    const next = Math.min(bars.length - 1, Math.max(0, moves[e.key]!));
    setCurrent(next);
    targets.current[next]?.focus();
  };

  return (
    <svg
      width="100%"
      height={height}
      role="group"
      aria-label={`Bar chart: employment in the top ${bars.length} job categories, in millions. Use the arrow keys to move between bars.`}
      className="block overflow-visible"
      data-testid="categories-chart"
    >
      {bars.map((c, i) => {
        const width = Math.max(0.5, x(c.count));
        return (
          <Group key={c.id} top={i * ROW} data-category={c.id}>
            <text x={0} y={14} fontSize={13} fill={TEXT_COLOR} aria-hidden="true">
              {c.name}
            </text>
            <Bar
              x={0}
              y={BAR_TOP}
              width={`${width}%`}
              height={BAR_HEIGHT}
              rx={2}
              fill={BAR_COLOR}
              aria-hidden="true"
              className="category-bar"
            />
            <text
              x={`${width + 1.5}%`}
              y={BAR_TOP + 12.5}
              fontSize={12}
              fontWeight={600}
              fill={TEXT_COLOR}
              aria-hidden="true"
              data-value
            >
              {formatMillions(c.count)}
            </text>
            <rect
              ref={(el) => void (targets.current[i] = el)}
              tabIndex={i === tabStop ? 0 : -1}
              role="img"
              aria-label={describe(c)}
              x={0}
              y={1}
              width="100%"
              height={ROW - 2}
              rx={4}
              fill="transparent"
              stroke={focused === i ? FOCUS_COLOR : "none"}
              strokeWidth={2}
              className="outline-none"
              onFocus={() => {
                setFocused(i);
                setCurrent(i);
              }}
              onBlur={() => setFocused(null)}
              onKeyDown={(e) => onKeyDown(e, i)}
            />
          </Group>
        );
      })}
    </svg>
  );
}
