import { HeaderRow } from "~/components/ui/DataTableDisclosure";
import DownloadCsvButton from "~/components/ui/DownloadCsvButton";
import { ViewFields } from "~/components/ui/explorer-controls";
import { DataState, SkeletonRows } from "~/components/ui/loading-states";
import SectionCard from "~/components/ui/SectionCard";
import { useApiData } from "~/components/ui/useApiData";
import { oneOf, useQueryState } from "~/components/ui/useQueryState";
import type { StateRow } from "~/domain/entities";
import { formatCount, formatPercent, formatSigned } from "~/domain/format";
import { countedJobs } from "~/domain/measures";
import type { Provenance } from "~/domain/provenance";
import { stateGrowthAnswer } from "~/domain/state-growth-answer";
import {
  ANALYSIS_ROWS,
  type AnalysisMonths,
  analysisCsvColumns,
  analysisHeaders,
  analysisSpan,
  analysisUrl,
  DEFAULT_INDUSTRY,
  DEFAULT_PERIOD,
  INDUSTRY_OPTIONS,
  PERIOD_OPTIONS,
  TREND_LABELS,
} from "./analysis";
import ViewAllLink from "./ViewAllLink";

/** The table's view at its defaults; its keys are the query parameters that hold it. */
export const ANALYSIS_VIEW_DEFAULTS = { industry: DEFAULT_INDUSTRY, period: DEFAULT_PERIOD };
const parseView = (params: URLSearchParams) => ({
  industry: oneOf(
    params.get("industry"),
    INDUSTRY_OPTIONS.map((o) => o.id),
    DEFAULT_INDUSTRY,
  ),
  period: oneOf(
    params.get("period"),
    PERIOD_OPTIONS.map((o) => o.id),
    DEFAULT_PERIOD,
  ),
});

/** The two filters' options in the shape the shared selects take. */
const SELECTS = {
  industry: INDUSTRY_OPTIONS.map((o) => ({ value: o.id, label: o.label })),
  period: PERIOD_OPTIONS.map((o) => ({ value: o.id, label: o.label })),
};

const TREND_ICONS: Readonly<Record<string, string>> = { up: "▲", down: "▼", stable: "■" };

export default function StateAnalysisTable({
  initialData,
  provenance,
  months,
}: {
  initialData?: StateRow[];
  provenance: Provenance;
  /** When the columns' figures are from (payroll, unemployment, occupations). */
  months: AnalysisMonths;
}) {
  const [{ industry, period }, setView] = useQueryState(ANALYSIS_VIEW_DEFAULTS, parseView);

  const isDefault = industry === DEFAULT_INDUSTRY && period === DEFAULT_PERIOD;
  const api = useApiData<StateRow[]>(analysisUrl(industry, period), isDefault ? initialData : undefined);
  const rows = api.data?.slice(0, ANALYSIS_ROWS) ?? [];
  const periodLabel = PERIOD_OPTIONS.find((p) => p.id === period)?.label ?? period;
  const industryLabel = INDUSTRY_OPTIONS.find((o) => o.id === industry)?.label ?? industry;
  const headers = analysisHeaders(months, industry, period);

  return (
    <SectionCard
      title="Detailed State Analysis"
      answer={stateGrowthAnswer(rows, analysisSpan(months, period))}
      provenance={api.data ? provenance : undefined}
      note="Payroll growth: the percent change of the state's nonfarm payroll jobs (CES, monthly) over 1, 3 or 12 months ending in the newest month. With an industry chosen, the jobs column is OEWS employment in that field's occupations (e.g. Technology = computer and mathematical occupations, in every industry); growth stays the all-industry figure, as no monthly state series by industry exists. Each header says when its figures are from."
      actions={
        <ViewFields
          view={{ industry, period }}
          onChange={(patch) => setView(patch)}
          hideLabels
          fields={[
            { select: "industry", label: "Industry", options: SELECTS.industry },
            { select: "period", label: "Period", options: SELECTS.period },
          ]}
        />
      }
    >
      <DataState
        query={api}
        skeleton={<SkeletonRows rows={ANALYSIS_ROWS + 1} height="h-9" />}
        error="Unable to load detailed analysis data"
      >
        {(data) => (
          <>
            {/* Scrolls sideways on small screens; focusable so keyboard users can scroll it too. */}
            {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls must be focusable, or keyboard users cannot scroll it */}
            <section className="overflow-x-auto" tabIndex={0} aria-label="State analysis table">
              <table className="w-full min-w-[640px] text-left text-sm">
                <caption className="sr-only">
                  States by {industryLabel}, {periodLabel.toLowerCase()}
                </caption>
                <thead className="border-b border-slate-200 text-slate-700">
                  <HeaderRow
                    names={["State", headers.jobs, headers.growth, headers.unemployment, headers.field, headers.trend]}
                  />
                </thead>
                <tbody>
                  {rows.map((r) => (
                    <tr key={r.id} className="border-b border-slate-100" data-testid="analysis-row">
                      <th scope="row" className="py-2 pr-4 font-medium text-slate-900">
                        {r.name}
                      </th>
                      <td className="py-2 pr-4">{formatCount(countedJobs(r))}</td>
                      <td className={`py-2 pr-4 ${Number(r.growthRate) >= 0 ? "text-green-800" : "text-red-800"}`}>
                        {formatSigned(Number(r.growthRate))}
                      </td>
                      <td className="py-2 pr-4">{formatPercent(r.unemploymentRate)}</td>
                      <td className="py-2 pr-4">{r.topOccupationGroup}</td>
                      <td className="py-2 pr-4">
                        <span
                          aria-hidden="true"
                          className={
                            r.trend === "up" ? "text-green-700" : r.trend === "down" ? "text-red-700" : "text-slate-600"
                          }
                        >
                          {TREND_ICONS[r.trend]}{" "}
                        </span>
                        {TREND_LABELS[r.trend] ?? r.trend}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </section>
            <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
              <p className="text-sm text-slate-700">
                Showing 1 to {rows.length} of {data.length} states
              </p>
              <DownloadCsvButton
                rows={rows}
                columns={analysisCsvColumns(headers)}
                filename={`state-analysis-${industry}-${period}.csv`}
              />
            </div>
          </>
        )}
      </DataState>
      <ViewAllLink href="/states">View All States</ViewAllLink>
    </SectionCard>
  );
}
