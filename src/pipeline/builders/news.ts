/**
 * News: what the data itself says in its latest releases. Every item reports figures read from the snapshot and
 * is dated with a real date: a BLS release date from the release calendar where it covers the release, otherwise
 * the date the figure was retrieved from its publisher (or, for daily indexes, the date of the observation).
 */
import type { NewsItem } from "../../domain/entities.ts";
import { formatPeriod } from "../../domain/format.ts";
import { stateByCode } from "../../domain/geography.ts";
import {
  COMPLETE_MONTH_RULE,
  LAYOFF_MONTH_BASIS,
  lastCompleteMonth,
  layoffMonthOf,
  monthTotals,
} from "../../domain/layoffs.ts";
import { addMonths, spanOf } from "../../domain/periods.ts";
import type { Inputs } from "../load-inputs.ts";
import { compareText, grouped, percentChange, round } from "../numbers.ts";
import { PUBLICATIONS, type Publication } from "../readers/bls-release-dates.ts";
import type { WarnNotice } from "../readers/warn.ts";
import { latest, type MonthlySeries, valueAt } from "../series.ts";
import { INDEED_ATTRIBUTION, SOURCE_CATALOGUE, sourceFor } from "../source-catalogue.ts";
import type { EntityBuild } from "./builder-types.ts";
import { largestYearGain } from "./employment-metrics.ts";
import { addDays, layoffDateOf, selectNotices } from "./layoffs.ts";

/** Releases per publication taken from the calendar (newest first). */
export const RELEASES_PER_PUBLICATION: Readonly<Record<Publication, number>> = { ces: 4, sae: 3, qcew: 1 };

export type NewsInputs = Pick<
  Inputs,
  | "joltsNational"
  | "fredNational"
  | "stateUnemployment"
  | "stateEmployment"
  | "releases"
  | "indeedNational"
  | "usajobs"
  | "warn"
>;

function signed(value: number, unit = ""): string {
  return `${value >= 0 ? "up" : "down"} ${grouped(Math.abs(value))}${unit}`;
}

function joltsItem(inputs: NewsInputs): NewsItem | undefined {
  const openings = inputs.joltsNational.series.get("JTS000000000000000JOL");
  if (!openings) return undefined;
  const now = latest(openings);
  const before = valueAt(openings, addMonths(now.month, -1));
  const rate = (id: string) => {
    const s = inputs.joltsNational.series.get(id);
    return s ? valueAt(s, now.month) : undefined;
  };
  const [hires, quits, layoffs] = [
    rate("JTS000000000000000HIR"),
    rate("JTS000000000000000QUR"),
    rate("JTS000000000000000LDR"),
  ];
  const rates = [
    hires === undefined ? "" : `hires rate ${hires.toFixed(1)}%`,
    quits === undefined ? "" : `quits rate ${quits.toFixed(1)}%`,
    layoffs === undefined ? "" : `layoffs and discharges rate ${layoffs.toFixed(1)}%`,
  ].filter(Boolean);
  return {
    title: `Job openings at ${(now.value / 1000).toFixed(1)} million in ${formatPeriod(now.month)}`,
    description:
      `JOLTS counted ${grouped(now.value * 1000)} job openings in ${formatPeriod(now.month)}${now.preliminary ? " (preliminary)" : ""}` +
      (before === undefined
        ? ""
        : `, ${signed((now.value - before) * 1000)} from ${formatPeriod(addMonths(now.month, -1))}`) +
      (rates.length ? `; ${rates.join(", ")}.` : ".") +
      ` Retrieved from BLS on ${formatPeriod(inputs.joltsNational.retrieved)}.`,
    source: "BLS Job Openings and Labor Turnover Survey",
    publishedAt: inputs.joltsNational.retrieved,
    url: SOURCE_CATALOGUE["bls-jolts-national"].url,
    referencePeriod: now.month,
  };
}

function employmentItem(inputs: NewsInputs): NewsItem | undefined {
  const payroll = inputs.fredNational.series.get("PAYEMS");
  const unrate = inputs.fredNational.series.get("UNRATE");
  if (!payroll || !unrate) return undefined;
  const month = [latest(payroll).month, latest(unrate).month].sort(compareText)[0] ?? "";
  const jobs = valueAt(payroll, month);
  const jobsBefore = valueAt(payroll, addMonths(month, -1));
  const rate = valueAt(unrate, month);
  const rateBefore = valueAt(unrate, addMonths(month, -1));
  if (jobs === undefined || rate === undefined) return undefined;
  return {
    title: `Unemployment rate ${rate.toFixed(1)}% in ${formatPeriod(month)}; payrolls ${(jobs / 1000).toFixed(1)} million`,
    description:
      `Nonfarm payroll employment was ${grouped(jobs * 1000)} in ${formatPeriod(month)}` +
      (jobsBefore === undefined
        ? ""
        : `, ${signed((jobs - jobsBefore) * 1000)} from ${formatPeriod(addMonths(month, -1))}`) +
      `; the unemployment rate was ${rate.toFixed(1)}%` +
      (rateBefore === undefined ? "." : ` (${rateBefore.toFixed(1)}% a month earlier).`) +
      ` Seasonally adjusted; retrieved from ${inputs.fredNational.via} on ${formatPeriod(inputs.fredNational.retrieved)}.`,
    source: `BLS The Employment Situation (via ${inputs.fredNational.via === "FRED" ? "FRED" : "the BLS API"})`,
    publishedAt: inputs.fredNational.retrieved,
    url: "https://www.bls.gov/ces/",
    referencePeriod: month,
  };
}

function stateUnemploymentItem(inputs: NewsInputs): NewsItem | undefined {
  const rows = [...inputs.stateUnemployment.states.values()].sort(
    (a, b) => b.rate - a.rate || compareText(a.code, b.code),
  );
  const high = rows[0];
  const low = rows.at(-1);
  if (!high || !low) return undefined;
  const name = (code: string) => stateByCode(code)?.name ?? code;
  const rose = rows.filter((r) => r.rate > r.rateYearAgo).length;
  const fell = rows.filter((r) => r.rate < r.rateYearAgo).length;
  const month = inputs.stateUnemployment.month;
  return {
    title: `State unemployment in ${formatPeriod(month)}: highest in ${name(high.code)} (${high.rate.toFixed(1)}%), lowest in ${name(low.code)} (${low.rate.toFixed(1)}%)`,
    description: `Over the year to ${formatPeriod(month)}, unemployment rates rose in ${rose} of the 50 states and DC and fell in ${fell} (seasonally adjusted). Retrieved from BLS on ${formatPeriod(inputs.stateUnemployment.retrieved)}.`,
    source: "BLS Local Area Unemployment Statistics",
    publishedAt: inputs.stateUnemployment.retrieved,
    url: SOURCE_CATALOGUE["bls-laus-states"].url,
    referencePeriod: month,
  };
}

/** Newest month of a series ("" when absent, which fails validation loudly). */
function lastMonth(series: MonthlySeries | undefined): string {
  return series ? latest(series).month : "";
}

function figure(series: MonthlySeries | undefined, month: string): number | undefined {
  return series ? valueAt(series, month) : undefined;
}

function releaseItems(inputs: NewsInputs): NewsItem[] {
  const items: NewsItem[] = [];
  const payroll = inputs.fredNational.series.get("PAYEMS");
  const unrate = inputs.fredNational.series.get("UNRATE");
  for (const publication of Object.keys(RELEASES_PER_PUBLICATION) as Publication[]) {
    const releases = inputs.releases
      .filter((r) => r.publication === publication)
      .sort((a, b) => compareText(b.released, a.released) || compareText(b.month, a.month))
      .slice(0, RELEASES_PER_PUBLICATION[publication]);
    for (const r of releases) {
      let detail = "";
      if (publication === "ces") {
        const jobs = figure(payroll, r.month);
        const rate = figure(unrate, r.month);
        if (jobs !== undefined && rate !== undefined) {
          detail = ` As currently revised: nonfarm payrolls ${grouped(jobs * 1000)}, unemployment rate ${rate.toFixed(1)}%.`;
        }
      } else if (publication === "sae") {
        const covered = [...inputs.stateEmployment.values()].every(
          (s) => valueAt(s, r.month) !== undefined && valueAt(s, addMonths(r.month, -12)) !== undefined,
        );
        if (covered) {
          const top = largestYearGain(inputs.stateEmployment, r.month);
          detail = ` As currently revised, the largest over-the-year payroll gain was in ${stateByCode(top.code)?.name ?? top.code} (${signed(top.gain * 1000, " jobs")}).`;
        }
      }
      const subject = publication === "qcew" ? `the quarter ending ${formatPeriod(r.month)}` : formatPeriod(r.month);
      items.push({
        title: `${PUBLICATIONS[publication]}: ${publication === "qcew" ? `quarter ending ${formatPeriod(r.month)}` : formatPeriod(r.month)}`,
        description: `BLS released ${PUBLICATIONS[publication]} for ${subject} on ${formatPeriod(r.released)}.${detail}`,
        source: `BLS ${PUBLICATIONS[publication]}`,
        publishedAt: r.released,
        url: SOURCE_CATALOGUE["bls-release-calendar"].url,
        referencePeriod: r.month,
      });
    }
  }
  return items;
}

function indeedItem(inputs: NewsInputs): NewsItem | undefined {
  const points = inputs.indeedNational;
  const now = points.at(-1);
  if (!now) return undefined;
  const yearAgoDate = addDays(now.date, -365);
  const yearAgo = [...points].reverse().find((p) => p.date <= yearAgoDate);
  const vsBase = round(now.value - 100, 1);
  return {
    title: `Indeed Job Postings Index at ${now.value.toFixed(1)} on ${formatPeriod(now.date)}`,
    description:
      `US job postings on Indeed stood ${Math.abs(vsBase).toFixed(1)}% ${vsBase >= 0 ? "above" : "below"} their 1 February 2020 level (seasonally adjusted)` +
      (yearAgo ? `, against ${yearAgo.value.toFixed(1)} on ${formatPeriod(yearAgo.date)}.` : ".") +
      ` Source: ${INDEED_ATTRIBUTION} (CC BY 4.0).`,
    source: "Indeed Hiring Lab",
    publishedAt: now.date,
    url: SOURCE_CATALOGUE.indeed.url,
    referencePeriod: now.date,
  };
}

function usajobsItem(inputs: NewsInputs): NewsItem {
  const { date_range: range, totals, generated_at: generated } = inputs.usajobs;
  return {
    title: `Federal job announcements in ${range.current_year.year} at ${totals.percentage}% of ${range.previous_year.year}`,
    description: `USAJOBS listed ${grouped(totals.current_year)} job announcements opened ${formatPeriod(range.current_year.start)} – ${formatPeriod(range.current_year.end)}, against ${grouped(totals.previous_year)} in the same window of ${range.previous_year.year}.`,
    source: "USAJOBS (U.S. Office of Personnel Management)",
    publishedAt: generated.slice(0, 10),
    url: SOURCE_CATALOGUE.usajobs.url,
    referencePeriod: `${range.current_year.start}/${range.current_year.end}`,
  };
}

/**
 * The states whose dated WARN register covers the whole of `month`: it has a notice filed in an earlier month and
 * one filed in a later month. A state that has not yet published the month, or only its first days, is left out
 * rather than read as a state with fewer layoffs.
 */
export function statesCovering(
  notices: readonly Pick<WarnNotice, "state" | "noticeDate">[],
  month: string,
): Set<string> {
  const span = new Map<string, { first: string; last: string }>();
  for (const n of notices) {
    if (!n.noticeDate) continue;
    const m = n.noticeDate.slice(0, 7);
    const s = span.get(n.state);
    if (!s) span.set(n.state, { first: m, last: m });
    else {
      if (m < s.first) s.first = m;
      if (m > s.last) s.last = m;
    }
  }
  return new Set([...span].filter(([, s]) => s.first < month && s.last > month).map(([state]) => state));
}

/**
 * The WARN item: the newest complete month (COMPLETE_MONTH_RULE) and its total as the layoffs chart gives it
 * (monthTotals over the notices the site lists, by LAYOFF_MONTH_BASIS); the year-earlier comparison only in the
 * states whose dated register covers the whole of both months.
 */
function warnItem(inputs: NewsInputs): NewsItem | undefined {
  const { referenceDate, kept } = selectNotices(inputs.warn.notices);
  const month = lastCompleteMonth(referenceDate);
  const yearAgo = addMonths(month, -12);
  const rows = kept.map((n) => ({ state: n.state, layoffDate: layoffDateOf(n), employeesLaidOff: n.employees ?? 0 }));
  const now = monthTotals(rows, month);
  if (now.notices === 0) return undefined;
  const publishing = new Set(rows.filter((r) => layoffMonthOf(r) === month).map((r) => r.state));
  const before = statesCovering(kept, yearAgo);
  const both = new Set([...statesCovering(kept, month)].filter((s) => before.has(s)));
  const inBoth = rows.filter((r) => both.has(r.state));
  const nowBoth = monthTotals(inBoth, month);
  const beforeBoth = monthTotals(inBoth, yearAgo);
  const states = (count: number) => `${count} ${count === 1 ? "state" : "states"}`;
  const notices = (count: number) => `${grouped(count)} ${count === 1 ? "notice" : "notices"}`;
  const change = beforeBoth.employees > 0 ? percentChange(nowBoth.employees, beforeBoth.employees) : undefined;
  const comparison =
    both.size > 0
      ? ` Like for like, in the ${states(both.size)} whose ${both.size === 1 ? "register covers" : "registers cover"} the whole of both ${formatPeriod(month)} and ${formatPeriod(yearAgo)}: ${notices(nowBoth.notices)} covering ${grouped(nowBoth.employees)} workers, against ${notices(beforeBoth.notices)} covering ${grouped(beforeBoth.employees)} workers a year before${change === undefined ? "" : ` (${change >= 0 ? "up" : "down"} ${Math.abs(round(change, 0))}%)`}.`
      : ` No state's register covers both ${formatPeriod(month)} and ${formatPeriod(yearAgo)}, so the two are not compared.`;
  const newer =
    addMonths(month, 1) <= referenceDate.slice(0, 7)
      ? ` Later months are still filling in: ${COMPLETE_MONTH_RULE}.`
      : "";
  return {
    title: `${grouped(now.employees)} workers in WARN notices in ${formatPeriod(month)}`,
    description: `${notices(now.notices)} of layoffs and closures in ${formatPeriod(month)} (by ${LAYOFF_MONTH_BASIS}), in ${states(publishing.size)}: the newest complete month.${comparison}${newer}`,
    source: "State WARN notices (WARN Notice Register)",
    publishedAt: referenceDate,
    url: SOURCE_CATALOGUE.warn.url,
    referencePeriod: month,
  };
}

export function buildNews(inputs: NewsInputs): EntityBuild<"news"> {
  const items = [
    joltsItem(inputs),
    employmentItem(inputs),
    stateUnemploymentItem(inputs),
    indeedItem(inputs),
    usajobsItem(inputs),
    warnItem(inputs),
    ...releaseItems(inputs),
  ].filter((i): i is NewsItem => i !== undefined);
  items.sort((a, b) => compareText(b.publishedAt, a.publishedAt) || compareText(a.title, b.title));
  const dates = items.map((i) => i.publishedAt);
  const referencePeriod = spanOf(dates);
  const latestRelease = inputs.releases.map((r) => r.released).sort(compareText);
  const { referenceDate } = selectNotices(inputs.warn.notices);
  return {
    entity: "news",
    data: items,
    referencePeriod,
    asOf: `Items dated up to ${formatPeriod(dates.sort(compareText).at(-1) ?? "")}`,
    sources: [
      sourceFor("bls-jolts-national", lastMonth(inputs.joltsNational.series.get("JTS000000000000000JOL"))),
      sourceFor("bls-national-fred", lastMonth(inputs.fredNational.series.get("PAYEMS"))),
      sourceFor("bls-laus-states", inputs.stateUnemployment.month),
      sourceFor("bls-ces-states", lastMonth([...inputs.stateEmployment.values()][0])),
      sourceFor("bls-release-calendar", `${latestRelease[0] ?? ""}/${latestRelease.at(-1) ?? ""}`),
      sourceFor("indeed", inputs.indeedNational.at(-1)?.date ?? "", INDEED_ATTRIBUTION),
      sourceFor(
        "usajobs",
        `${inputs.usajobs.date_range.previous_year.start}/${inputs.usajobs.date_range.current_year.end}`,
      ),
      sourceFor("warn", referenceDate),
    ],
    methodology: {
      title: "Written from the figures of the release or source; no text is copied from publishers.",
      publishedAt:
        "A real date, never invented: the BLS release date from the release calendar (which ends with the releases of early 2026); for newer figures, the date the figure was retrieved from the publisher by the compiling repository (the release happened on or before it); for the Indeed index, the date of the observation; for WARN, the register's snapshot date; for USAJOBS, the date the counts were generated.",
      description: "Figures as currently published (later BLS revisions included), not as first released.",
      order: "Newest publishedAt first.",
      "WARN item": `Workers and notices of the newest complete month, where ${COMPLETE_MONTH_RULE}; counted as the layoffs chart counts them (by ${LAYOFF_MONTH_BASIS}, each notice once; see the layoffs methodology), so the two give one total for a month. The year-earlier comparison counts only the states whose register covers the whole of both months — a notice filed in an earlier month and one in a later month — because states publish with different delays: a state that has not yet published the month, or only its first days, would otherwise read as a fall in layoffs. The number of those states is given with the comparison.`,
      "release items": `The newest ${Object.entries(RELEASES_PER_PUBLICATION)
        .map(([p, n]) => `${n} ${PUBLICATIONS[p as Publication]}`)
        .join(", ")} releases of the calendar.`,
    },
    count: items.length,
  };
}
