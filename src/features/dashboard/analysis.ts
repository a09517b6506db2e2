// The Detailed State Analysis filters: ids, labels and their place in the query string. Pure.

import {
  ANALYTICS_INDUSTRY_IDS,
  ANALYTICS_INDUSTRY_LABELS,
  ANALYTICS_PERIOD_IDS,
  ANALYTICS_PERIOD_LABELS,
  ANALYTICS_PERIOD_MONTHS,
} from "~/domain/constants";
import type { CsvColumn } from "~/domain/csv";
import type { AnalyticsIndustryId, AnalyticsPeriodId, StateRow } from "~/domain/entities";
import { formatMonthShort } from "~/domain/format";
import { countedJobs } from "~/domain/measures";
import { FIELD_OCCUPATIONS } from "~/domain/occupation-fields";
import { addMonths, periodEnd } from "~/domain/periods";
import type { Source } from "~/domain/provenance";
import { sourcePeriod } from "~/domain/source-lookup";

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

/** The months the table's columns are from: CES payroll jobs, LAUS unemployment and OEWS occupations ("YYYY-MM"). */
export interface AnalysisMonths {
  payroll: string;
  unemployment: string;
  occupations: string;
}

/** The months of the analytics dataset, read from its sources' reference periods. */
export function analysisMonths(sources: readonly Pick<Source, "id" | "referencePeriod">[]): AnalysisMonths {
  const end = (id: string) => periodEnd(sourcePeriod(sources, id)).slice(0, 7);
  return { payroll: end("bls-ces-states"), unemployment: end("bls-laus-states"), occupations: end("bls-oews-states") };
}

/** The months the growth column spans, in words: "from Oct 2026 to Nov 2026". */
export function analysisSpan(months: AnalysisMonths, period: AnalyticsPeriodId): string {
  const n = ANALYTICS_PERIOD_MONTHS[period];
  return `from ${formatMonthShort(addMonths(months.payroll, -n))} to ${formatMonthShort(months.payroll)}`;
}

/**
 * The table's column headers for an industry and period, each saying what its figure is and when it is from: the
 * jobs column is payroll jobs, or with an industry chosen OEWS employment in that field's occupations; growth is
 * always all-industry payroll growth (there is no monthly state series by industry).
 */
export function analysisHeaders(months: AnalysisMonths, industry: AnalyticsIndustryId, period: AnalyticsPeriodId) {
  const n = ANALYTICS_PERIOD_MONTHS[period];
  const from = formatMonthShort(addMonths(months.payroll, -n));
  const to = formatMonthShort(months.payroll);
  return {
    jobs:
      industry === "all"
        ? `Payroll Jobs (${to})`
        : `Jobs in ${FIELD_OCCUPATIONS[industry].short} (OEWS ${formatMonthShort(months.occupations)})`,
    growth: `Payroll Growth (${from}–${to}${industry === "all" ? "" : ", all industries"})`,
    unemployment: `Unemployment (${formatMonthShort(months.unemployment)})`,
    field: "Most Specialised Occupation Group",
    trend: `Trend (${from}–${to})`,
  };
}

/** The table's columns, as the CSV download writes them (the headers of the chosen industry and period). */
export function analysisCsvColumns(headers: ReturnType<typeof analysisHeaders>): readonly CsvColumn<StateRow>[] {
  return [
    ["State", "name"],
    ["Code", "code"],
    [headers.jobs, countedJobs],
    [`${headers.growth} %`, "growthRate"],
    [`${headers.unemployment} %`, "unemploymentRate"],
    [headers.field, "topOccupationGroup"],
    [headers.trend, (r) => TREND_LABELS[r.trend] ?? r.trend],
  ];
}
