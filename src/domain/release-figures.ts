/**
 * What a release said, in figures: the headline value of each source that moved in a published version, with its
 * month and source, read from that version's digest ("Unemployment rate: 4.3% in July 2026, up 0.1 point from June
 * 2026 (BLS Employment Situation)"). A figure the digest does not hold is left out, never estimated. Pure; the
 * release email quotes these lines.
 */
import { rateChangeWords } from "./change-text.ts";
import type { ChangeRecord, DatasetDigest } from "./changes.ts";
import { formatCount, formatPeriod, formatSignedCount } from "./format.ts";
import { stateByCode } from "./geography.ts";
import {
  cesStateId,
  JOB_OPENINGS_SERIES,
  lausRateId,
  PAYROLL_SERIES,
  UNEMPLOYMENT_RATE_SERIES,
} from "./headline-series.ts";
import { addMonths } from "./periods.ts";
import { RELEASE_OF_SOURCE, RELEASES, type ReleaseId } from "./release-ids.ts";

type Series = DatasetDigest["series"];

/** The value of a series for a month, if the digest holds it. */
function valueAt(series: Series, id: string, month: string): number | undefined {
  return series[id]?.find((p) => p[0] === month)?.[1];
}

/** "(BLS Employment Situation)": where a figure comes from. */
function sourceNote(release: ReleaseId): string {
  return `(BLS ${RELEASES[release]})`;
}

/** Jobs given in thousands, in words: "159.4 million" from a million up, else the count ("290,300"). */
export function jobsWords(thousands: number): string {
  return thousands >= 1000 ? `${(thousands / 1000).toFixed(1)} million` : formatCount(thousands * 1000);
}

/** "<label>: 4.3% in July 2026, up 0.1 point from June 2026 (source)"; without the comparison if its month is missing. */
function rateLine(series: Series, id: string, label: string, month: string, from: string, release: ReleaseId) {
  const value = valueAt(series, id, month);
  if (value === undefined) return undefined;
  const before = valueAt(series, id, from);
  const change = before === undefined ? "" : `, ${rateChangeWords(before, value)} from ${formatPeriod(from)}`;
  return `${label}: ${value.toFixed(1)}% in ${formatPeriod(month)}${change} ${sourceNote(release)}`;
}

/** "<label>: +73,000 in July 2026, to 159.4 million (source)": the month's change of a level in thousands. */
function jobsChangeLine(series: Series, id: string, label: string, month: string, release: ReleaseId) {
  const value = valueAt(series, id, month);
  const before = valueAt(series, id, addMonths(month, -1));
  if (value === undefined || before === undefined) return undefined;
  const change = formatSignedCount(Math.round((value - before) * 1000));
  return `${label}: ${change} in ${formatPeriod(month)}, to ${jobsWords(value)} ${sourceNote(release)}`;
}

/** "Job openings: 7.2 million in June 2026, down 181,000 from May 2026 (BLS Job Openings and Labor Turnover Survey)". */
function openingsLine(series: Series, month: string) {
  const value = valueAt(series, JOB_OPENINGS_SERIES, month);
  if (value === undefined) return undefined;
  const from = addMonths(month, -1);
  const before = valueAt(series, JOB_OPENINGS_SERIES, from);
  const delta = before === undefined ? undefined : Math.round((value - before) * 1000);
  const change =
    delta === undefined
      ? ""
      : delta === 0
        ? `, unchanged from ${formatPeriod(from)}`
        : `, ${delta > 0 ? "up" : "down"} ${formatCount(Math.abs(delta))} from ${formatPeriod(from)}`;
  return `Job openings: ${jobsWords(value)} in ${formatPeriod(month)}${change} ${sourceNote("jolts")}`;
}

/** The newest month the version brought for any of `sources` ("YYYY-MM"), if one of them moved. */
function newMonth(record: ChangeRecord, sources: readonly string[]): string | undefined {
  const months = record.newPeriods
    .filter((p) => sources.includes(p.source) && /^\d{4}-\d{2}$/.test(p.to))
    .map((p) => p.to)
    .sort();
  return months.at(-1);
}

/** The catalogue sources of a release. */
function sourcesOf(release: ReleaseId, only?: readonly string[]): string[] {
  return Object.keys(RELEASE_OF_SOURCE).filter(
    (s) => RELEASE_OF_SOURCE[s] === release && (only === undefined || only.includes(s)),
  );
}

/** National headline figures: unemployment rate and payroll jobs (Employment Situation), job openings (JOLTS). */
function nationalFigures(record: ChangeRecord, series: Series): (string | undefined)[] {
  const unemployment = newMonth(record, ["bls-cps-unemployment", "bls-national-fred"]);
  const payrolls = newMonth(record, ["bls-ces-industries", "bls-national-fred"]);
  const openings = newMonth(record, ["bls-jolts-national", "bls-jolts-levels"]);
  return [
    unemployment &&
      rateLine(
        series,
        UNEMPLOYMENT_RATE_SERIES,
        "Unemployment rate",
        unemployment,
        addMonths(unemployment, -1),
        "employment-situation",
      ),
    payrolls && jobsChangeLine(series, PAYROLL_SERIES, "Nonfarm payroll jobs", payrolls, "employment-situation"),
    openings && openingsLine(series, openings),
  ];
}

/** Each watched state's payroll jobs and unemployment rate, when the State Employment and Unemployment moved. */
function stateFigures(record: ChangeRecord, series: Series, states: readonly string[]): (string | undefined)[] {
  const payrolls = newMonth(record, sourcesOf("state-employment", ["bls-ces-states"]));
  const rates = newMonth(record, sourcesOf("state-employment", ["bls-laus-states"]));
  return states.flatMap((code) => {
    const state = stateByCode(code);
    if (!state) return [];
    return [
      payrolls &&
        jobsChangeLine(series, cesStateId(state.fips), `${state.name} payroll jobs`, payrolls, "state-employment"),
      // The digest keeps a state's rate for its month and a year before (as BLS's state release compares them).
      rates &&
        rateLine(
          series,
          lausRateId(state.fips),
          `${state.name} unemployment rate`,
          rates,
          addMonths(rates, -12),
          "state-employment",
        ),
    ];
  });
}

/**
 * The headline figures of what `record` brought, from the version's `digest`: national figures of each release that
 * moved, and the figures of each of `states` when the state release moved (none when no state is named: fifty-one
 * states would bury the rest). `record` is already narrowed to what the reader asked for.
 */
export function releaseFigures(record: ChangeRecord, digest: DatasetDigest, states: readonly string[]): string[] {
  return [...nationalFigures(record, digest.series), ...stateFigures(record, digest.series, states)].filter(
    (line): line is string => line !== undefined && line !== "",
  );
}
