/**
 * Planned layoffs: the layoffs filed WARN notices give effective dates for in the 90 days after the snapshot's
 * reference date (confidence High: announced by employers, not forecast; a floor, as later notices add to it), and,
 * beside them and labelled as such, the most recent JOLTS layoff rates by industry, with their month — measured rates
 * of a past month, not forecasts, so they carry no confidence. The texts name their dates and no tense that depends on
 * the day they are read ("already scheduled" turns false once the window has passed).
 */

import { NOT_SPECIFIED } from "../../domain/constants.ts";
import type { LayoffForecast } from "../../domain/entities.ts";
import { formatPeriod } from "../../domain/format.ts";
import { spanOf } from "../../domain/periods.ts";
import type { Inputs } from "../load-inputs.ts";
import { naicsSector } from "../naics.ts";
import { compareText, grouped, round } from "../numbers.ts";
import type { JoltsIndustry } from "../readers/bls.ts";
import { latest } from "../series.ts";
import { SOURCE_CATALOGUE, sourceFor } from "../source-catalogue.ts";
import type { EntityBuild } from "./builder-types.ts";
import { addDays, selectNotices } from "./layoffs.ts";

export const HORIZON_DAYS = 90;
export const SECTOR_LIMIT = 6;
/** JOLTS industries reported, by code (labels of the JOLTS industry classification). */
export const JOLTS_SECTORS = ["300000", "510000", "510099", "540099", "620000", "610000", "440000"] as const;
/** Rate differences within ±0.1 point of the 12-month average read as "in line". */
export const RATE_TOLERANCE = 0.1;

function joltsRate(industry: JoltsIndustry, publishedAt: string): LayoffForecast {
  const rate = latest(industry.layoffsRate);
  const level = latest(industry.layoffsLevel);
  const prior = industry.layoffsRate.points.filter((p) => p.month < rate.month).slice(-12);
  const average = prior.reduce((s, p) => s + p.value, 0) / Math.max(prior.length, 1);
  const diff = rate.value - average;
  const direction = diff > RATE_TOLERANCE ? "above" : diff < -RATE_TOLERANCE ? "below" : "in line with";
  return {
    title: `${industry.name}: layoff rate ${rate.value.toFixed(1)}% in ${formatPeriod(rate.month)}, ${direction} its 12-month average`,
    description: `JOLTS layoffs and discharges in ${industry.name.toLowerCase()} were ${grouped(level.value * 1000)} (${rate.value.toFixed(1)}% of employment) in ${formatPeriod(rate.month)}, the newest month in this dataset, against an average rate of ${round(average, 2).toFixed(2)}% over the previous ${prior.length} months. A measured rate of that month, not a forecast.`,
    referencePeriod: rate.month,
    sector: industry.name,
    source: "BLS Job Openings and Labor Turnover Survey (JOLTS)",
    sourceUrl: SOURCE_CATALOGUE["bls-jolts-industries"].url,
    publishedAt,
  };
}

export function buildLayoffForecasts(
  inputs: Pick<Inputs, "warn" | "joltsIndustries">,
): EntityBuild<"layoff-forecasts"> {
  const { referenceDate, kept } = selectNotices(inputs.warn.notices);
  const start = addDays(referenceDate, 1);
  const end = addDays(referenceDate, HORIZON_DAYS);
  const upcoming = kept.filter((n) => n.effectiveDate && n.effectiveDate >= start && n.effectiveDate <= end);
  const bySector = new Map<string, { employees: number; notices: number; states: Set<string> }>();
  for (const n of upcoming) {
    const sector = naicsSector(n.naics) ?? NOT_SPECIFIED;
    const entry = bySector.get(sector) ?? { employees: 0, notices: 0, states: new Set<string>() };
    entry.employees += n.employees ?? 0;
    entry.notices += 1;
    entry.states.add(n.state);
    bySector.set(sector, entry);
  }
  const window = `${formatPeriod(start)} – ${formatPeriod(end)}`;
  const warnUrl = SOURCE_CATALOGUE.warn.url;
  const totalEmployees = upcoming.reduce((s, n) => s + (n.employees ?? 0), 0);
  const withSector = upcoming.length - (bySector.get(NOT_SPECIFIED)?.notices ?? 0);
  const sectorShare = `${grouped(withSector)} of the ${grouped(upcoming.length)} notice${upcoming.length === 1 ? "" : "s"} with effective dates ${window} name${withSector === 1 ? "s" : ""} an industry`;
  const forecasts: LayoffForecast[] = [];
  if (upcoming.length > 0) {
    forecasts.push({
      title: `${grouped(totalEmployees)} planned layoffs with effective dates ${window}`,
      description: `${grouped(upcoming.length)} WARN notices filed by ${formatPeriod(referenceDate)} in ${new Set(upcoming.map((n) => n.state)).size} states give effective dates from ${formatPeriod(start)} to ${formatPeriod(end)}: layoffs employers announced, not a forecast. Notices filed after ${formatPeriod(referenceDate)} can add to this (employers must notify at least 60 days ahead). ${sectorShare}.`,
      confidence: "High",
      sector: "All sectors",
      source: "State WARN notices (WARN Notice Register)",
      sourceUrl: warnUrl,
      publishedAt: referenceDate,
    });
  }
  const sectors = [...bySector]
    .filter(([sector]) => sector !== NOT_SPECIFIED)
    .sort((a, b) => b[1].employees - a[1].employees || compareText(a[0], b[0]))
    .slice(0, SECTOR_LIMIT);
  for (const [sector, entry] of sectors) {
    forecasts.push({
      title: `${sector}: ${grouped(entry.employees)} planned layoffs with effective dates ${window}`,
      description: `${grouped(entry.notices)} WARN notice${entry.notices === 1 ? "" : "s"} filed by ${formatPeriod(referenceDate)} in ${entry.states.size} state${entry.states.size === 1 ? "" : "s"} give ${grouped(entry.employees)} job losses in ${sector.toLowerCase()} effective from ${formatPeriod(start)} to ${formatPeriod(end)}. Counts only notices that name an industry: ${grouped(withSector)} of the ${grouped(upcoming.length)} in this window do.`,
      confidence: "High",
      sector,
      source: "State WARN notices (WARN Notice Register)",
      sourceUrl: warnUrl,
      publishedAt: referenceDate,
    });
  }
  const joltsByCode = new Map(inputs.joltsIndustries.industries.map((i) => [i.code, i]));
  for (const code of JOLTS_SECTORS) {
    const industry = joltsByCode.get(code);
    if (industry) forecasts.push(joltsRate(industry, inputs.joltsIndustries.retrieved));
  }
  const joltsMonth =
    inputs.joltsIndustries.industries
      .map((i) => latest(i.layoffsRate).month)
      .sort(compareText)
      .at(-1) ?? "";
  const firstJoltsMonth = inputs.joltsIndustries.industries[0]?.layoffsRate.points[0]?.month ?? joltsMonth;
  const referencePeriod = spanOf([joltsMonth, referenceDate.slice(0, 7)]);
  return {
    entity: "layoff-forecasts",
    data: forecasts,
    referencePeriod,
    asOf: `Effective dates ${window}; notices filed by ${formatPeriod(referenceDate)}`,
    sources: [sourceFor("warn", referenceDate), sourceFor("bls-jolts-industries", `${firstJoltsMonth}/${joltsMonth}`)],
    methodology: {
      horizon: `The ${HORIZON_DAYS} days after the WARN snapshot's reference date (${window}).`,
      "confidence High": `Not a forecast: layoffs announced in filed WARN notices effective in the window, in total and by NAICS sector (top ${SECTOR_LIMIT}); notices without an industry count in the total only. A floor: later notices add to it.`,
      "recent layoff rates": `Not forecasts: the JOLTS layoffs and discharges rate (% of employment) of ${JOLTS_SECTORS.length} industries in the newest month of the series in this dataset (${joltsMonth}; referencePeriod), against the average of the 12 months before; 'above'/'below' when the difference exceeds ${RATE_TOLERANCE} point. They describe that month, not the coming quarter, and carry no confidence.`,
      publishedAt: `WARN items: the snapshot's reference date. JOLTS rates: the date the industry series were retrieved from BLS by their compiler (${inputs.joltsIndustries.retrieved}); the month they describe is referencePeriod.`,
      sourceUrl: "The WARN Notice Register repository, or the BLS JOLTS home page.",
    },
    count: forecasts.length,
  };
}
