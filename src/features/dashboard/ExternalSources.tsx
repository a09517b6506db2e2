import { useEffect, useState } from "react";
import { DataState, ErrorNote, SkeletonRows } from "~/components/ui/loading-states";
import SectionCard from "~/components/ui/SectionCard";
import { BUTTON_SECONDARY } from "~/components/ui/styles";
import { useApiData } from "~/components/ui/useApiData";
import type { ExternalJobs } from "~/domain/entities";
import { formatCount, formatDateTime } from "~/domain/format";
import { openPostings } from "~/domain/measures";
import type { Provenance } from "~/domain/provenance";
import { refreshOutcome } from "./external-refresh";

/** The button's name: it asks the site for the data it serves, which only a published refresh makes newer. */
export const CHECK_LABEL = "Check for newer data";

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
  // The data on screen when the visitor asked, and what the answer turned out to be.
  const [before, setBefore] = useState<ExternalJobs | undefined>(undefined);
  const [outcome, setOutcome] = useState("");
  const showSkeleton = loading || (asked && refreshing);
  useEffect(() => {
    if (asked && !refreshing && !failed && data) setOutcome(refreshOutcome(before, data));
  }, [asked, refreshing, failed, data, before]);
  return (
    <SectionCard
      title="External Job Sources"
      provenance={data ? provenance : undefined}
      note="Open US postings counted on public job boards (postings, not hires); each source's date is when it was fetched, or its newest posting where no fetch time is recorded. The site fetches them once a day; checking for newer data asks for what the site serves now."
      actions={
        <>
          {data && (
            <span
              className="rounded-full bg-blue-100 px-2 py-0.5 text-xs font-medium text-blue-800"
              data-testid="external-total"
            >
              {formatCount(openPostings(data))} open postings
            </span>
          )}
          <button
            type="button"
            className={BUTTON_SECONDARY}
            disabled={showSkeleton}
            onClick={() => {
              setBefore(data);
              setOutcome("");
              setAsked(true);
              revalidate();
            }}
          >
            {CHECK_LABEL}
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
                  <p className="text-2xl font-bold text-slate-900">
                    {formatCount(openPostings(s))}{" "}
                    <span className="text-sm font-normal text-slate-700">open postings</span>
                  </p>
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
      <p role="status" className="mt-3 text-sm text-slate-700 empty:hidden" data-testid="external-outcome">
        {asked && !failed && !showSkeleton ? outcome : ""}
      </p>
    </SectionCard>
  );
}
