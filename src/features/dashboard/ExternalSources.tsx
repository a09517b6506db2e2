import { useState } from "react";
import SectionCard from "../../components/ui/SectionCard";
import { DataState, ErrorNote, SkeletonRows } from "../../components/ui/states";
import { BUTTON_SECONDARY } from "../../components/ui/styles";
import { useApiData } from "../../components/ui/useApiData";
import type { ExternalJobs } from "../../domain/entities";
import { formatCount, formatDateTime } from "../../domain/format";
import type { Provenance } from "../../domain/provenance";

export default function ExternalSources({
  initialData,
  provenance,
}: {
  initialData?: ExternalJobs;
  provenance: Provenance;
}) {
  const { data, error, loading, refreshing, failed, revalidate } = useApiData<ExternalJobs>(
    "/api/external/jobs",
    initialData,
  );
  const [asked, setAsked] = useState(false);
  const showSkeleton = loading || (asked && refreshing);
  return (
    <SectionCard
      title="External Job Sources"
      provenance={data ? provenance : undefined}
      note="US postings counted on public job boards; each source's date is when it was fetched, or its newest posting where no fetch time is recorded."
      actions={
        <>
          {data && (
            <span
              className="rounded-full bg-blue-100 px-2 py-0.5 text-xs font-medium text-blue-800"
              data-testid="external-total"
            >
              {formatCount(data.totalJobs)} jobs
            </span>
          )}
          <button
            type="button"
            className={BUTTON_SECONDARY}
            disabled={showSkeleton}
            onClick={() => {
              setAsked(true);
              revalidate();
            }}
          >
            Refresh
          </button>
        </>
      }
    >
      <DataState
        query={{ data, error, loading: showSkeleton }}
        skeleton={<SkeletonRows rows={3} height="h-24" />}
        error="Unable to load external job data"
      >
        {(data) => (
          <>
            {asked && failed && (
              <div className="mb-4">
                <ErrorNote message="Unable to load external job data" />
              </div>
            )}
            <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {data.sources.map((s) => (
                <li key={s.source} className="rounded-lg border border-slate-200 p-4" data-testid="external-source">
                  <p className="font-semibold text-slate-900">{s.source}</p>
                  <p className="text-2xl font-bold text-slate-900">{formatCount(s.totalJobs)}</p>
                  <p className="mt-1 text-sm text-slate-700">{s.locations.slice(0, 3).join(" · ")}</p>
                  <p className="mt-1 text-sm text-slate-700">{s.categories.slice(0, 2).join(" · ")}</p>
                  <p className="mt-1 text-xs text-slate-600" data-testid="external-fetched">
                    Fetched {formatDateTime(s.lastUpdated)} UTC
                  </p>
                </li>
              ))}
            </ul>
            <p className="mt-3 text-sm text-slate-700">
              Data aggregated from {data.sources.length} external sources, each fetched on the date its card gives (they
              are not refreshed together).
            </p>
          </>
        )}
      </DataState>
    </SectionCard>
  );
}
