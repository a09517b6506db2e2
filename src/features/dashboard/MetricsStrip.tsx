import SourceNote from "../../components/ui/SourceNote";
import { DataState } from "../../components/ui/states";
import { useApiData } from "../../components/ui/useApiData";
import type { EmploymentMetrics } from "../../domain/entities";
import { formatDate, formatPeriod, formatSigned, formatSignedCount } from "../../domain/format";
import type { Provenance } from "../../domain/provenance";

interface Card {
  label: string;
  value: string;
  detail: string;
  period: string;
}

/**
 * The four summary cards (Total Job Openings, Unemployment Rate, Fastest-Growing State, Est. Vacancy Duration). The
 * last two are named for what they measure: payroll growth is not hiring, and openings ÷ hires is not a time to fill.
 */
export function metricCards(m: EmploymentMetrics): Card[] {
  return [
    {
      label: "Total Job Openings",
      value: `${m.totalJobs.toFixed(1)}M`,
      detail: `${formatSigned(m.jobsGrowth)} from last month`,
      period: m.periods.totalJobs,
    },
    {
      label: "Unemployment Rate",
      value: `${m.unemploymentRate.toFixed(1)}%`,
      detail: `${formatSigned(m.unemploymentRateChange, 1, " pt")} from last month`,
      period: m.periods.unemploymentRate,
    },
    {
      label: "Fastest-Growing State",
      value: m.topState,
      detail: `${formatSigned(m.topStateGrowth)} payroll jobs over the year (${formatSignedCount(m.topStateJobs)})`,
      period: m.periods.topState,
    },
    {
      label: "Est. Vacancy Duration",
      value: `${m.timeToFill} days`,
      detail: "Days of hiring the openings represent (openings ÷ hires)",
      period: m.periods.timeToFill,
    },
  ];
}

const GRID = "grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4";
/** The four cards' places while the metrics load (keys only: the cards are always these four). */
const SKELETON_KEYS = ["openings", "unemployment", "top-state", "time-to-fill"];

/** The latest update of the served dataset: when a refresh published it, and what it brought. */
export interface LatestUpdate {
  readonly at: string;
  readonly summary: string;
}

export default function MetricsStrip({
  initialData,
  provenance,
  latestUpdate,
}: {
  initialData?: EmploymentMetrics;
  provenance: Provenance;
  latestUpdate?: LatestUpdate | undefined;
}) {
  const api = useApiData<EmploymentMetrics>("/api/employment-metrics", initialData);
  const data = api.data;
  // After a refresh, "Last updated" is the time it published; before any, the newest retrieval of the figures.
  const updatedOn = latestUpdate?.at ?? data?.lastUpdated;
  return (
    <div>
      <p className="mb-6 text-sm text-slate-700">
        <span data-testid="last-updated">
          {updatedOn ? `Last updated: ${formatDate(updatedOn)}` : "Data updating..."}
        </span>
        {latestUpdate && (
          <>
            {" "}
            <span data-testid="latest-update">— {latestUpdate.summary}.</span>{" "}
            <a href="/updates" className="text-blue-700 underline">
              Update history
            </a>
          </>
        )}
      </p>
      <section aria-label="Key employment metrics">
        <DataState
          query={api}
          skeleton={
            <ul className={GRID}>
              {SKELETON_KEYS.map((key) => (
                <li
                  key={key}
                  aria-hidden="true"
                  data-testid="metric-skeleton"
                  className="h-[142px] animate-pulse rounded-xl border border-slate-200 bg-slate-100"
                />
              ))}
            </ul>
          }
          error="Unable to load employment metrics"
        >
          {(metrics) => (
            <ul className={GRID}>
              {metricCards(metrics).map((card) => (
                <li
                  key={card.label}
                  className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
                  data-testid="metric-card"
                >
                  <p className="text-sm font-medium text-slate-700">{card.label}</p>
                  <p className="mt-2 text-3xl font-bold text-slate-900">{card.value}</p>
                  <p className="mt-1 text-sm text-slate-700">{card.detail}</p>
                  <p className="mt-2 text-xs text-slate-600">{formatPeriod(card.period)}</p>
                </li>
              ))}
            </ul>
          )}
        </DataState>
        {data && (
          <SourceNote
            provenance={provenance}
            note="Job openings: JOLTS, latest month. Unemployment: CPS; its change is in percentage points. Top hiring state: the largest over-the-year gain in nonfarm payroll jobs. Time to fill: openings ÷ hires × days in the month, an estimate of how long a vacancy stays open."
          />
        )}
      </section>
    </div>
  );
}
