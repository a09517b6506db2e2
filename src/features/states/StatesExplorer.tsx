import type { ReactNode } from "react";
import DownloadCsvButton from "~/components/ui/DownloadCsvButton";
import ExplorerResults from "~/components/ui/ExplorerResults";
import { ViewFields } from "~/components/ui/explorer-controls";
import { SkeletonRows } from "~/components/ui/loading-states";
import SectionCard from "~/components/ui/SectionCard";
import { BUTTON_SECONDARY } from "~/components/ui/styles";
import Tooltip from "~/components/ui/Tooltip";
import { useApiData } from "~/components/ui/useApiData";
import { useQueryState } from "~/components/ui/useQueryState";
import type { State } from "~/domain/entities";
import {
  fastGrowthThreshold,
  isFastGrowing,
  STATE_FILTER_LABELS,
  STATE_FILTERS,
  STATE_SORT_LABELS,
  STATE_SORTS,
} from "~/domain/explore";
import type { Provenance } from "~/domain/provenance";
import StateCard from "./StateCard";
import StateLeaders from "./StateLeaders";
import StatesMapPanel from "./StatesMapPanel";
import {
  csvFileName,
  listedStates,
  type MeasurePeriods,
  PAGE_SIZE,
  parseStatesView,
  STATES_CSV_COLUMNS,
  VIEW_DEFAULTS,
} from "./states-view";

const FILTER_OPTIONS = STATE_FILTERS.map((f) => ({ value: f, label: STATE_FILTER_LABELS[f] }));
const SORT_OPTIONS = STATE_SORTS.map((s) => ({ value: s, label: STATE_SORT_LABELS[s] }));

/** When each figure of the cards is from: the surveys publish on their own schedules, so they differ. */
export const cardPeriods = (p: MeasurePeriods) =>
  `Figures by date: total jobs ${p.jobs}; job growth ${p.growth}; unemployment ${p.unemployment}; occupation group OEWS ${p.occupations}.`;

/** What "Top industry" is, with the OEWS period it is from. */
const topIndustryNote = (occupations: string) =>
  `“Top industry” is the occupation group in which the state is most specialised: the group whose share of the state's jobs is highest relative to its national share (BLS OEWS, ${occupations}). It is an occupation field, not an industry in the strict sense.`;

interface Props {
  /** The states the page was built with (static-first); revalidated from /api/states. */
  initialData?: State[];
  provenance: Provenance;
  periods: MeasurePeriods;
  /** The server-rendered map (StatesMap.astro). */
  children?: ReactNode;
  /** The map's lead sentences, one per measure (StatesMapAnswers.astro, the page's "map-answer" slot). */
  mapAnswer?: ReactNode;
}

/** /states: top-3 cards, the map, and the searchable, filterable, sortable list of states. */
export default function StatesExplorer({ initialData, provenance, periods, children, mapAnswer }: Props) {
  const [view, setView] = useQueryState(VIEW_DEFAULTS, parseStatesView);
  const { data, error, loading } = useApiData<State[]>("/api/states", initialData);

  const states = data ?? [];
  const failed = !loading && (error !== undefined || states.length === 0);
  const rows = listedStates(states, view);
  const fastGrowth = fastGrowthThreshold(states);
  const shown = rows.slice(0, view.shown);
  const selected = view.state ? states.find((s) => s.code === view.state) : undefined;

  // A new search, filter or sort starts from the first page and drops the map's choice.
  const refine = (patch: Partial<typeof view>) => setView({ ...patch, shown: PAGE_SIZE, state: "" });

  return (
    <>
      {loading ? (
        <SkeletonRows rows={3} height="h-28" label="Loading states" />
      ) : (
        !failed && <StateLeaders states={states} periods={periods} />
      )}

      <div id="map" className="mt-6 scroll-mt-4">
        <StatesMapPanel
          states={states}
          measure={view.measure}
          selected={view.state}
          onMeasure={(measure) => setView({ measure })}
          onSelect={(state) => setView({ state, shown: PAGE_SIZE })}
          periods={periods}
          provenance={provenance}
          answer={mapAnswer}
        >
          {children}
        </StatesMapPanel>
      </div>

      <div id="states-list" className="mt-6 scroll-mt-4">
        <SectionCard
          title="All States"
          provenance={failed ? undefined : provenance}
          note={topIndustryNote(periods.occupations)}
        >
          <div className="flex flex-col gap-3 lg:flex-row">
            <ViewFields
              view={view}
              onChange={refine}
              hideLabels
              fields={[
                {
                  search: "q",
                  label: "Search states",
                  placeholder: "Search by state, code or top industry…",
                  className: "lg:flex-1",
                },
                { select: "filter", label: "Filter", options: FILTER_OPTIONS },
                { select: "sort", label: "Sort by", options: SORT_OPTIONS },
              ]}
            />
          </div>

          {selected && (
            <p
              className="mt-3 flex flex-wrap items-center gap-2 rounded-md bg-blue-50 px-3 py-2 text-sm text-blue-900"
              data-testid="map-selection"
            >
              Showing {selected.name}, chosen on the map.
              <button type="button" className={BUTTON_SECONDARY} onClick={() => setView({ state: "" })}>
                Clear selection
              </button>
            </p>
          )}

          <div className="mt-4">
            <ExplorerResults
              view={loading ? { status: "loading" } : failed ? { status: "error" } : { status: "ready", shown }}
              skeleton={<SkeletonRows rows={4} height="h-32" label="Loading states" />}
              error="Error loading states data"
              empty="No states found matching your criteria"
              header={
                <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
                  <p className="text-sm text-slate-700" data-testid="states-count" aria-live="polite">
                    Showing {shown.length} of {rows.length} {rows.length === 1 ? "state" : "states"}
                  </p>
                  <div className="flex flex-wrap items-center gap-3 text-sm text-slate-700">
                    <Tooltip label="What is “Top industry”?" content={topIndustryNote(periods.occupations)} />
                    <DownloadCsvButton rows={rows} columns={STATES_CSV_COLUMNS} filename={csvFileName(view)} />
                  </div>
                  <p className="w-full text-xs text-slate-700" data-testid="state-periods">
                    {cardPeriods(periods)}
                  </p>
                </div>
              }
              list={{ as: "div", className: "grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4" }}
              item={(s) => <StateCard key={s.code} state={s} fastGrowing={isFastGrowing(s, fastGrowth)} />}
              loadMore={{
                label: "Load More States",
                remaining: rows.length - shown.length,
                onLoadMore: () => setView({ shown: view.shown + PAGE_SIZE }),
              }}
            />
          </div>
        </SectionCard>
      </div>
    </>
  );
}
