// The Detailed State Analysis filters: ids, labels and their place in the query string. Pure.

import {
  ANALYTICS_INDUSTRY_IDS,
  ANALYTICS_INDUSTRY_LABELS,
  ANALYTICS_PERIOD_IDS,
  ANALYTICS_PERIOD_LABELS,
} from "../../domain/constants";
import type { CsvColumn } from "../../domain/csv";
import type { AnalyticsIndustryId, AnalyticsPeriodId, StateRow } from "../../domain/entities";

export const INDUSTRY_OPTIONS: readonly { id: AnalyticsIndustryId; label: string }[] = ANALYTICS_INDUSTRY_IDS.map(
  (id) => ({ id, label: ANALYTICS_INDUSTRY_LABELS[id] }),
);
export const PERIOD_OPTIONS: readonly { id: AnalyticsPeriodId; label: string }[] = ANALYTICS_PERIOD_IDS.map((id) => ({
  id,
  label: ANALYTICS_PERIOD_LABELS[id],
}));
export const DEFAULT_INDUSTRY: AnalyticsIndustryId = "all";
export const DEFAULT_PERIOD: AnalyticsPeriodId = "30d";
export const ANALYSIS_ROWS = 5;

/** The API URL of one industry and period. */
export function analysisUrl(industry: AnalyticsIndustryId, period: AnalyticsPeriodId): string {
  return `/api/analytics/states?industry=${industry}&period=${period}`;
}

export const TREND_LABELS: Readonly<Record<string, string>> = { up: "Up", down: "Down", stable: "Stable" };

/** The table's columns, as the CSV download writes them. */
export const ANALYSIS_CSV_COLUMNS: readonly CsvColumn<StateRow>[] = [
  ["State", "name"],
  ["Code", "code"],
  ["Total Jobs", "totalJobs"],
  ["Growth Rate (%)", "growthRate"],
  ["Unemployment (%)", "unemploymentRate"],
  ["Top Industry", "topIndustry"],
  ["Trend", (r) => TREND_LABELS[r.trend] ?? r.trend],
];
