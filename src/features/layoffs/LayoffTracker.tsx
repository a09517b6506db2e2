import { useCallback, useDeferredValue } from "react";
import ExplorerResults from "~/components/ui/ExplorerResults";
import { ResultCount } from "~/components/ui/explorer-controls";
import { ErrorNote, SkeletonRows } from "~/components/ui/loading-states";
import SectionCard from "~/components/ui/SectionCard";
import { BUTTON_SECONDARY } from "~/components/ui/styles";
import { useApiData } from "~/components/ui/useApiData";
import { useQueryState } from "~/components/ui/useQueryState";
import type { Layoff } from "~/domain/entities";
import { formatCount, formatDate } from "~/domain/format";
import { type LayoffSummary, lastCompleteMonth } from "~/domain/layoffs";
import type { Provenance } from "~/domain/provenance";
import LayoffCard from "./LayoffCard";
import LayoffControls from "./LayoffControls";
import LayoffMonthlyChart from "./LayoffMonthlyChart";
import LayoffSummaryCards from "./LayoffSummaryCards";
import { layoffsAnswer } from "./layoff-answers";
import { csvUrl, FIRST_PAGE, isDefaultView, LAYOFF_VIEW_DEFAULTS, parseLayoffView, summaryUrl } from "./layoff-view";
import { useLayoffPages } from "./useLayoffPages";

interface Props {
  /** The first page of the default view, built into the HTML (never the whole list). */
  initialPage?: Layoff[];
  /** The default view's summary as of the build. */
  initialSummary?: LayoffSummary;
  /** The data's industries, for the filter (computed at build time). */
  industries: string[];
  provenance: Provenance;
  /** The snapshot date statuses are relative to ("YYYY-MM-DD"). */
  statusDate: string;
  /** The first notice date the register keeps ("YYYY-MM-DD"): the totals count from it. */
  noticesFrom?: string;
}

/**
 * /layoffs: WARN notices, searched and filtered on the server (the view lives in the query string),
 * the totals and monthly series of what is selected, and the notices a page at a time.
 */
export default function LayoffTracker({
  initialPage,
  initialSummary,
  industries,
  provenance,
  statusDate,
  noticesFrom,
}: Props) {
  const parse = useCallback((params: URLSearchParams) => parseLayoffView(params, industries), [industries]);
  const [view, setView] = useQueryState(LAYOFF_VIEW_DEFAULTS, parse);
  // What follows a change of the search or the filter (the totals, the chart, the notices, and the skeletons while
  // they load) is drawn in a render after the controls', which the next input can interrupt: the list box and the
  // address answer a press first.
  const shown = useDeferredValue(view);
  const built = isDefaultView(shown);
  const summary = useApiData<LayoffSummary>(summaryUrl(shown), built ? initialSummary : undefined);
  const pages = useLayoffPages(shown, built ? initialPage : undefined);

  // The newest month whose notices are complete, by the rule the news uses: later months are still arriving.
  const completeThrough = lastCompleteMonth(statusDate);
  const rows = pages.rows;
  const total = summary.data?.notices;
  const remaining = rows && total !== undefined ? Math.max(0, total - rows.length) : undefined;
  const canLoadMore =
    rows !== undefined && rows.length > 0 && (remaining !== undefined ? remaining > 0 : pages.mayHaveMore);

  return (
    <SectionCard
      title="Layoff Notices"
      answer={summary.data ? layoffsAnswer(summary.data.byMonth, completeThrough) : undefined}
      provenance={provenance}
      note="WARN Act notices filed with state workforce agencies, newest first. Employees affected are as filed; size is that of the notice, not of the company. A notice is dated by its notice date, or by its effective date where the notice gives none; the chart counts notices by that date, and the CSV's notice date is empty where there is none."
      actions={
        <a href={csvUrl(view)} download className={BUTTON_SECONDARY} data-testid="layoffs-csv">
          Download CSV<span className="sr-only"> of every notice matching the search and filter</span>
        </a>
      }
    >
      <LayoffControls
        q={view.q}
        industry={view.industry}
        industries={industries}
        onSearch={(q) => setView({ q })}
        onIndustry={(industry) => setView({ industry })}
      />

      <div className="mt-5 grid grid-cols-1 gap-5 lg:grid-cols-2" data-testid="layoff-summary">
        {summary.loading ? (
          <div className="lg:col-span-2">
            <SkeletonRows rows={2} height="h-20" label="Loading totals" />
          </div>
        ) : summary.data ? (
          <>
            <div>
              <LayoffSummaryCards summary={summary.data} since={noticesFrom} />
            </div>
            <div className="min-w-0">
              {summary.data.notices > 0 && (
                <LayoffMonthlyChart months={summary.data.byMonth} completeThrough={completeThrough} />
              )}
            </div>
          </>
        ) : pages.error ? null : (
          <div className="lg:col-span-2">
            <ErrorNote message="Unable to load the totals for this search" />
          </div>
        )}
      </div>

      <ResultCount className="mt-6">
        {rows &&
          rows.length > 0 &&
          total !== undefined &&
          `Showing ${formatCount(Math.min(rows.length, total))} of ${formatCount(total)} notices · status as of ${formatDate(statusDate)}`}
      </ResultCount>
      <ExplorerResults
        view={
          pages.loading
            ? { status: "loading" }
            : pages.error || !rows || (rows.length === 0 && built)
              ? { status: "error" }
              : { status: "ready", shown: rows }
        }
        skeleton={<SkeletonRows rows={FIRST_PAGE} height="h-40" label="Loading layoffs" />}
        error="Unable to load layoffs data"
        empty="No layoffs found matching your search criteria"
        list={{ as: "ul", label: "Layoff notices", className: "grid grid-cols-1 gap-4 md:grid-cols-2" }}
        item={(l) => <LayoffCard key={l.id} layoff={l} />}
        footer={
          pages.moreFailed && (
            <div className="mt-4">
              <ErrorNote message="Unable to load more layoffs. Please try again." />
            </div>
          )
        }
        loadMore={{
          label: "Load More Layoffs",
          remaining,
          hasMore: canLoadMore,
          busy: pages.loadingMore,
          onLoadMore: pages.loadMore,
        }}
      />
    </SectionCard>
  );
}
