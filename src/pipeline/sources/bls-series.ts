/**
 * Every BLS time series the site shows (or the refresh keeps for the next chart), by BLS series id, and how each
 * maps onto the pipeline's inputs. One list, so the adapter's request and the reader's overlay cannot drift apart.
 */
import { US_STATES } from "../../domain/geography.ts";
import { cesStateId, lausRateId, PAYROLL_SERIES, UNEMPLOYMENT_RATE_SERIES } from "../../domain/headline-series.ts";
import { CES_SECTOR_SERIES, JOLTS_HIRES_SERIES } from "../readers/bls.ts";

/** JOLTS national total nonfarm, seasonally adjusted: levels (thousands) and rates (percent). */
export const JOLTS_NATIONAL = [
  "JTS000000000000000JOL",
  "JTS000000000000000HIL",
  "JTS000000000000000QUL",
  "JTS000000000000000TSL",
  "JTS000000000000000HIR",
  "JTS000000000000000QUR",
  "JTS000000000000000LDR",
] as const;

/** JOLTS industry codes whose layoffs (level and rate) feed the layoff forecasts. */
export const JOLTS_LAYOFF_INDUSTRIES = [
  "100000",
  "110099",
  "230000",
  "300000",
  "320000",
  "340000",
  "400000",
  "420000",
  "440000",
  "480099",
  "510000",
  "510099",
  "540099",
  "600000",
  "610000",
  "620000",
  "700000",
  "710000",
  "720000",
  "810000",
  "900000",
] as const;

/** JOLTS industry series id: industry (6) + state (2) + area (5) + size class (2) + element (2) + level/rate (1). */
export function joltsIndustryId(code: string, element: "LD" | "HI", kind: "L" | "R"): string {
  return `JTS${code}000000000${element}${kind}`;
}

/** Hires by industry (levels, SA): the "national hiring trends by industry" chart. */
export const JOLTS_HIRES_BY_INDUSTRY = JOLTS_HIRES_SERIES;

/** CES national: total nonfarm, the supersectors the readers know, and the two sectors the chart separates. */
export const CES_NATIONAL: Readonly<Record<string, string>> = {
  "Total nonfarm": PAYROLL_SERIES,
  ...CES_SECTOR_SERIES,
  "Health care and social assistance": "CES6562000001",
  "Educational services": "CES6561000001",
};

export const CPS_UNEMPLOYMENT_RATE = UNEMPLOYMENT_RATE_SERIES;

export { cesStateId, lausRateId };

/** All series ids a full refresh asks the BLS API for, in a stable order. */
export function allBlsSeries(): string[] {
  const ids = [
    ...JOLTS_NATIONAL,
    ...JOLTS_LAYOFF_INDUSTRIES.flatMap((c) => [joltsIndustryId(c, "LD", "L"), joltsIndustryId(c, "LD", "R")]),
    ...Object.values(JOLTS_HIRES_BY_INDUSTRY),
    CPS_UNEMPLOYMENT_RATE,
    ...Object.values(CES_NATIONAL),
    ...US_STATES.map((s) => lausRateId(s.fips)),
    ...US_STATES.map((s) => cesStateId(s.fips)),
  ];
  return [...new Set(ids)];
}

/**
 * Series a refresh may find empty without failing: BLS publishes hires by industry and the two separate CES
 * sectors, but the snapshot holds no full copy of them, so an empty answer for these keeps the last good data.
 */
export const OPTIONAL_BLS_SERIES: ReadonlySet<string> = new Set([
  ...Object.values(JOLTS_HIRES_BY_INDUSTRY),
  CES_NATIONAL["Health care and social assistance"] ?? "",
  CES_NATIONAL["Educational services"] ?? "",
]);
