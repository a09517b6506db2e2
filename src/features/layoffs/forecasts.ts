// Which layoff forecasts the page lists under the coming quarter, and how it names their periods. Pure.
import type { LayoffForecast } from "~/domain/entities";
import { FORECAST_HORIZON_DAYS, forecastReachesQuarter, nextQuarter } from "~/domain/layoffs";
import { addDays } from "~/domain/periods";

/** A calendar date as "YYYY-MM-DD" in the visitor's own time zone. */
export function localIsoDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The days a forecast made on `publishedAt` looks at: the FORECAST_HORIZON_DAYS after it. */
export function forecastPeriod(publishedAt: string): { start: string; end: string } {
  const day = publishedAt.slice(0, 10);
  return { start: addDays(day, 1), end: addDays(day, FORECAST_HORIZON_DAYS) };
}

/** Forecasts made on the same day, which therefore cover the same period. */
export interface ForecastGroup {
  publishedAt: string;
  period: { start: string; end: string };
  forecasts: LayoffForecast[];
}

/** Forecasts grouped by the day they were made, newest first (order within a day kept). */
export function groupByPeriod(forecasts: readonly LayoffForecast[]): ForecastGroup[] {
  const groups = new Map<string, LayoffForecast[]>();
  for (const f of forecasts) {
    const day = f.publishedAt.slice(0, 10);
    groups.set(day, [...(groups.get(day) ?? []), f]);
  }
  return [...groups]
    .sort(([a], [b]) => b.localeCompare(a))
    .map(([publishedAt, list]) => ({ publishedAt, period: forecastPeriod(publishedAt), forecasts: list }));
}

/** A measured figure of a past month (a recent layoff rate), not a forecast. */
export function isMeasured(item: LayoffForecast): boolean {
  return item.referencePeriod !== undefined;
}

export interface ForecastSelection {
  /** The quarter after `today` ("Q1 2027"). */
  quarter: ReturnType<typeof nextQuarter>;
  /** The forecasts whose horizon reaches into that quarter. */
  covering: LayoffForecast[];
  /** When none does: every forecast available, by period, newest first. */
  latest: ForecastGroup[];
  /** The last day any forecast looks at (undefined without forecasts). */
  horizonEnd: string | undefined;
  /** The measured layoff rates, listed apart under the month they describe, never under a forecast period. */
  rates: LayoffForecast[];
}

/** What the forecasting section shows on `today` ("YYYY-MM-DD"). */
export function selectForecasts(items: readonly LayoffForecast[], today: string): ForecastSelection {
  const quarter = nextQuarter(today);
  const forecasts = items.filter((f) => !isMeasured(f));
  const covering = forecasts.filter((f) => forecastReachesQuarter(f.publishedAt.slice(0, 10), quarter.start));
  const groups = groupByPeriod(forecasts);
  return {
    quarter,
    covering,
    latest: covering.length > 0 ? [] : groups,
    horizonEnd: groups[0]?.period.end,
    rates: items.filter(isMeasured),
  };
}
