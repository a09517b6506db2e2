import { useEffect, useState } from "react";
import { BADGE } from "~/components/ui/badges";
import { DataState, SkeletonRows } from "~/components/ui/loading-states";
import SectionCard from "~/components/ui/SectionCard";
import { useApiData } from "~/components/ui/useApiData";
import type { LayoffForecast } from "~/domain/entities";
import { formatDate, formatPeriod, formatReferencePeriod } from "~/domain/format";
import { FORECAST_HORIZON_DAYS } from "~/domain/layoffs";
import type { Provenance } from "~/domain/provenance";
import { isHttpUrl } from "~/domain/validation";
import { type ForecastGroup, localIsoDate, selectForecasts } from "./forecasts";

interface Props {
  initialData?: LayoffForecast[];
  provenance: Provenance;
  /** The day the page was built ("YYYY-MM-DD"): the quarter the HTML names until the browser knows today. */
  builtOn: string;
  /** The newest day of the WARN notices the forecasts rest on ("YYYY-MM-DD"). */
  noticesThrough: string;
}

/** What the section says when /api/layoff-forecasts fails: what it holds, in the words its title and note use. */
export const PLANNED_LAYOFFS_ERROR = "Unable to load planned layoffs and layoff rates";

/** "August 9 – November 6, 2026" (the year once when both ends share it). */
export function periodText(period: { start: string; end: string }): string {
  const start = formatPeriod(period.start);
  const end = formatPeriod(period.end);
  return period.start.slice(0, 4) === period.end.slice(0, 4)
    ? `${start.replace(/, \d{4}$/, "")} – ${end}`
    : `${start} – ${end}`;
}

/**
 * Planned layoffs for the coming quarter (the product's "market forecasting" section): layoffs that employers
 * announced in WARN notices, which are not a forecast, so the section and its badges say "planned" and "filed WARN
 * notices". The quarter is named from today's date in the browser (the HTML names the quarter after the build date;
 * the effect corrects it after hydration, so both renders match). When no notice reaches that quarter it says so,
 * and why, and lists the latest notices under the dates they give.
 */
export default function MarketForecasts({ initialData, provenance, builtOn, noticesThrough }: Props) {
  const [today, setToday] = useState(builtOn);
  useEffect(() => setToday(localIsoDate(new Date())), []);
  const api = useApiData<LayoffForecast[]>("/api/layoff-forecasts", initialData);
  const selection = selectForecasts(api.data ?? [], today);
  const label = selection.quarter.label;

  return (
    <SectionCard
      title={`Planned Layoffs: ${label}`}
      provenance={api.data ? provenance : undefined}
      note={`Layoffs that employers announced in filed WARN notices, with effective dates in the ${FORECAST_HORIZON_DAYS} days after the newest notices: not a forecast, and a floor (notices filed later add to it). Many notices name no industry; they count only in the total. The recent layoff rates by industry below are BLS JOLTS measurements of the month they name, not forecasts.`}
    >
      <DataState
        query={api}
        skeleton={<SkeletonRows rows={3} height="h-24" label="Loading planned layoffs" />}
        // Not the specification's wording (it gives none for this section; its /layoffs errors are the notices'): the
        // section holds planned layoffs and measured layoff rates, and calls neither a forecast.
        error={PLANNED_LAYOFFS_ERROR}
      >
        {() =>
          selection.covering.length > 0 ? (
            <ForecastList forecasts={selection.covering} />
          ) : (
            <>
              <div
                className="rounded-md border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950"
                data-testid="forecast-integrity-notice"
              >
                <p className="font-semibold">Data integrity notice</p>
                <p className="mt-1">
                  No planned layoffs in this dataset fall in {label} yet. The newest WARN notices in it were filed by{" "}
                  {formatPeriod(noticesThrough)}, and they are counted for the {FORECAST_HORIZON_DAYS} days after that
                  {selection.horizonEnd ? <> (to {formatPeriod(selection.horizonEnd)})</> : null}. Rather than stretch
                  them to {label}, the latest are listed below under the dates they give.
                </p>
              </div>
              {selection.latest.map((group) => (
                <ForecastGroupList key={group.publishedAt} group={group} />
              ))}
            </>
          )
        }
      </DataState>
      {api.data && selection.rates.length > 0 ? <RecentRates rates={selection.rates} /> : null}
    </SectionCard>
  );
}

function ForecastGroupList({ group }: { group: ForecastGroup }) {
  return (
    <div className="mt-5">
      <h3 className="font-semibold text-slate-900" data-testid="forecast-period">
        Planned for {periodText(group.period)}
        <span className="block text-sm font-normal text-slate-700">
          WARN notices filed by {formatPeriod(group.publishedAt)}
        </span>
      </h3>
      <ForecastList forecasts={group.forecasts} />
    </div>
  );
}

/** The measured layoff rates by industry, under the months they describe. */
function RecentRates({ rates }: { rates: readonly LayoffForecast[] }) {
  const months = [...new Set(rates.map((r) => r.referencePeriod ?? ""))].sort().map(formatReferencePeriod);
  const sources = [...new Set(rates.map((r) => r.source))].join("; ");
  return (
    <div className="mt-6" data-testid="recent-rates">
      <h3 className="font-semibold text-slate-900">
        Recent layoff rates by industry
        <span className="block text-sm font-normal text-slate-700">
          {months.join(", ")} · {sources} · measured rates of that month, not forecasts
        </span>
      </h3>
      <ForecastList forecasts={rates} />
    </div>
  );
}

function ForecastList({ forecasts }: { forecasts: readonly LayoffForecast[] }) {
  return (
    <ul className="mt-3 grid grid-cols-1 gap-4 md:grid-cols-2">
      {forecasts.map((f) => {
        const high = f.confidence === "High";
        return (
          <li
            key={`${f.publishedAt}-${f.title}`}
            className="flex min-w-0 flex-col rounded-lg border border-slate-200 p-4"
            data-testid="forecast-card"
          >
            <div className="flex flex-wrap items-center gap-2">
              {f.confidence ? (
                <span
                  className={`${BADGE} ${high ? "bg-emerald-700 text-white" : "border border-slate-400 bg-white text-slate-800"}`}
                  data-testid="confidence-badge"
                  data-confidence={high ? "high" : "other"}
                >
                  {high ? "Filed WARN notices" : `${f.confidence} confidence`}
                </span>
              ) : f.referencePeriod ? (
                <span className={`${BADGE} border border-slate-400 bg-white text-slate-800`} data-testid="period-badge">
                  {formatReferencePeriod(f.referencePeriod)}
                </span>
              ) : null}
              <span className={`${BADGE} bg-slate-100 text-slate-800`}>{f.sector}</span>
            </div>
            <h4 className="mt-2 font-semibold break-words text-slate-900">{f.title}</h4>
            <p className="mt-1 text-sm break-words text-slate-700">{f.description}</p>
            <p className="mt-auto flex flex-wrap items-center justify-between gap-2 pt-3 text-xs text-slate-700">
              <span className="min-w-0 break-words">
                Source:{" "}
                {isHttpUrl(f.sourceUrl) ? (
                  <a
                    href={f.sourceUrl}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="font-medium text-blue-800 underline underline-offset-2"
                  >
                    {f.source}
                    <span className="sr-only"> (opens in a new tab)</span>
                  </a>
                ) : (
                  f.source
                )}
              </span>
              <time dateTime={f.publishedAt}>{formatDate(f.publishedAt)}</time>
            </p>
          </li>
        );
      })}
    </ul>
  );
}
