import { Group } from "@visx/group";
import { Bar } from "@visx/shape";
import { type KeyboardEvent, useRef, useState } from "react";
import { chartKeyTarget } from "~/components/ui/chart-keys";
import DataTableDisclosure, { type TableColumn } from "~/components/ui/DataTableDisclosure";
import DownloadCsvButton from "~/components/ui/DownloadCsvButton";
import { DataState, SkeletonRows } from "~/components/ui/loading-states";
import SectionCard from "~/components/ui/SectionCard";
import { linearScale } from "~/components/ui/scales";
import { useApiData } from "~/components/ui/useApiData";
import { categoriesAnswer } from "~/domain/category-answer";
import { EMPLOYMENT_SHARE_BASE } from "~/domain/constants";
import type { JobCategory } from "~/domain/entities";
import { formatMillions, formatPercent } from "~/domain/format";
import type { Provenance } from "~/domain/provenance";
import { CATEGORY_CSV_COLUMNS, CHART_CATEGORIES, topCategories } from "./categories";

const ROW = 44; // each row: the category's name above its bar
const BAR_TOP = 20;
const BAR_HEIGHT = 16;
/** Bars span at most this share of the width, leaving room for the value after the longest. */
const MAX_BAR_PERCENT = 84;
const BAR_COLOR = "#1d4ed8"; // blue-700
const TEXT_COLOR = "#1e293b"; // slate-800
const FOCUS_COLOR = "#0f172a";

const TABLE_COLUMNS: TableColumn<JobCategory>[] = [
  { header: "Category", cell: (c) => c.name },
  { header: "Employment", cell: (c) => formatMillions(c.count), numeric: true },
  { header: "Share of wage-and-salary jobs", cell: (c) => formatPercent(c.percentage), numeric: true },
];

const barLabel = (c: JobCategory) =>
  `${c.name}: ${formatMillions(c.count)} employed, ${formatPercent(c.percentage)} of ${EMPLOYMENT_SHARE_BASE}`;

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
  const api = useApiData<JobCategory[]>("/api/job-categories", initialData);
  const bars = topCategories(api.data ?? []);
  return (
    <SectionCard
      title={`Top ${CHART_CATEGORIES} Job Categories`}
      answer={categoriesAnswer(bars)}
      provenance={provenance}
      className="mb-6"
      note={`Employment by SOC major occupational group (OEWS ${provenance.asOf}, national, all industries; excludes the self-employed). The share is the group's part of ${EMPLOYMENT_SHARE_BASE} (employees; the self-employed are not counted).`}
      actions={<DownloadCsvButton rows={bars} columns={CATEGORY_CSV_COLUMNS} filename="top-job-categories.csv" />}
    >
      <DataState
        query={api}
        skeleton={<SkeletonRows rows={1} height="h-[440px]" label="Loading job categories" />}
        error="Unable to load job categories data"
        isEmpty={() => bars.length === 0}
      >
        {() => (
          <>
            <CategoryBars bars={bars} />
            <DataTableDisclosure
              caption={`Employment in the top ${bars.length} job categories`}
              testId="categories-table"
              rows={bars}
              rowKey={(c) => c.id}
              columns={TABLE_COLUMNS}
            />
          </>
        )}
      </DataState>
    </SectionCard>
  );
}

/** The bars; one tab stop (the bar last focused), arrow keys move between bars. */
function CategoryBars({ bars }: { bars: JobCategory[] }) {
  const targets = useRef<(SVGRectElement | null)[]>([]);
  const [current, setCurrent] = useState(0);
  const [focused, setFocused] = useState<number | null>(null);
  const height = bars.length * ROW;
  // Rows of fixed height and a linear x scale from 0 (the site's own scales: @visx/scale's would add about 20 KB
  // gzipped of d3 to the page, JS budget 110 KB).
  const x = linearScale([0, Math.max(1, ...bars.map((c) => c.count))], [0, MAX_BAR_PERCENT]);
  const tabStop = current < bars.length ? current : 0;

  const onKeyDown = (e: KeyboardEvent, i: number) => {
    const next = chartKeyTarget(e.key, i, bars.length);
    if (next === undefined) return;
    e.preventDefault();
    setCurrent(next);
    targets.current[next]?.focus();
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: an <svg> cannot be a <fieldset>; role="group" names the set of focusable bars inside it
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
            {/* biome-ignore lint/a11y/noAriaHiddenOnFocusable: an SVG <text> is not focusable; the focusable bar below says the same name and value */}
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
              className="category-bar"
            />
            {/* biome-ignore lint/a11y/noAriaHiddenOnFocusable: an SVG <text> is not focusable; the focusable bar below says the same name and value */}
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
            {/* biome-ignore lint/a11y/noInteractiveElementToNoninteractiveRole: an SVG <rect> is not an interactive element; tabIndex makes it a tab stop so keyboard users reach each bar, and role="img" gives it the bar's name and value */}
            <rect
              ref={(el) => {
                targets.current[i] = el;
              }}
              tabIndex={i === tabStop ? 0 : -1}
              role="img"
              aria-label={barLabel(c)}
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
