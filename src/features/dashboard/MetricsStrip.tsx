import { DataState } from "~/components/ui/loading-states";
import SourceNote from "~/components/ui/SourceNote";
import { useApiData } from "~/components/ui/useApiData";
import type { EmploymentMetrics } from "~/domain/entities";
import { formatDate, formatSigned, formatSignedCount } from "~/domain/format";
import { monthLabel, openingsAnswer, topStateAnswer, unemploymentAnswer, vacancyAnswer } from "~/domain/metric-answers";
import type { Provenance } from "~/domain/provenance";

interface Card {
  label: string;
  /** The answer in plain words, said first. */
  answer: string;
  value: string;
  detail: string;
  period: string;
  /** Whether the publisher still calls the figure's month preliminary. */
  preliminary: boolean;
  /** The card's one short source line, "BLS JOLTS, June 2026 (preliminary)". */
  source: string;
  /** What the figure is, for the cards' source note: named as the card names it. */
  definition: string;
}

/**
 * The four summary cards (Total Job Openings, Unemployment Rate, Fastest-Growing State, Est. Vacancy Duration). The
 * last two are named for what they measure: payroll growth is not hiring, and openings ÷ hires is not a time to fill.
 */
export function metricCards(m: EmploymentMetrics): Card[] {
  const prelim = new Set(m.preliminary ?? []);
  const openingsPrelim = prelim.has("jobOpenings");
  const vacancyPrelim = prelim.has("vacancyDurationDays");
  return [
    {
      label: "Total Job Openings",
      answer: openingsAnswer(m.jobOpenings, m.jobsGrowth, m.periods.jobOpenings, openingsPrelim),
      value: `${m.jobOpenings.toFixed(1)}M`,
      detail: `${formatSigned(m.jobsGrowth)} from last month`,
      period: m.periods.jobOpenings,
      preliminary: openingsPrelim,
      source: `BLS JOLTS, ${monthLabel(m.periods.jobOpenings, openingsPrelim)}`,
      definition:
        "JOLTS job openings, total nonfarm, the newest month; the change is a percent change from the month before.",
    },
    {
      label: "Unemployment Rate",
      answer: unemploymentAnswer(m.unemploymentRate, m.unemploymentRateChange, m.periods.unemploymentRate),
      value: `${m.unemploymentRate.toFixed(1)}%`,
      detail: `${formatSigned(m.unemploymentRateChange, 1, " pt")} from last month`,
      period: m.periods.unemploymentRate,
      preliminary: false,
      source: `BLS CPS, ${monthLabel(m.periods.unemploymentRate)}`,
      definition: "CPS, the newest month; its change is in percentage points.",
    },
    {
      label: "Fastest-Growing State",
      answer: topStateAnswer(m.topState, m.topStateGrowth, m.periods.topState),
      value: m.topState,
      detail: `${formatSigned(m.topStateGrowth)} payroll jobs over the year (${formatSignedCount(m.topStateJobs)})`,
      period: m.periods.topState,
      preliminary: false,
      source: `BLS CES, ${monthLabel(m.periods.topState)}`,
      definition:
        "the state with the largest over-the-year percent change in nonfarm payroll jobs (CES), ranked on the unrounded change; payroll growth is a net change in jobs, not hires.",
    },
    {
      label: "Est. Vacancy Duration",
      answer: vacancyAnswer(m.vacancyDurationDays, m.periods.vacancyDurationDays, vacancyPrelim),
      value: `${m.vacancyDurationDays} days`,
      detail: "Days of hiring the openings represent (openings ÷ hires)",
      period: m.periods.vacancyDurationDays,
      preliminary: vacancyPrelim,
      source: `BLS JOLTS, ${monthLabel(m.periods.vacancyDurationDays, vacancyPrelim)}`,
      definition:
        "job openings ÷ hires × days in the month (JOLTS): how many days of hiring at that month's pace the openings represent. An estimate, not a measured time to fill.",
    },
  ];
}

/** The cards' source note: each card's definition under the card's own name. */
export function metricsNote(cards: readonly Card[]): string {
  return cards.map((c) => `${c.label}: ${c.definition}`).join(" ");
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
                  <p className="mt-1 text-sm text-slate-900" data-testid="metric-answer">
                    {card.answer}
                  </p>
                  <p className="mt-2 text-3xl font-bold text-slate-900">{card.value}</p>
                  <p className="mt-1 text-sm text-slate-700">{card.detail}</p>
                  <p className="mt-2 text-xs text-slate-600" data-testid="metric-source">
                    {card.source}
                  </p>
                </li>
              ))}
            </ul>
          )}
        </DataState>
        {data && <SourceNote provenance={provenance} note={metricsNote(metricCards(data))} />}
      </section>
    </div>
  );
}
