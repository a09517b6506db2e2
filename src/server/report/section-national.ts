// National overview, hiring trends, and the comparisons of all states.

import type { HiringTrendMeasure } from "../../domain/entities.ts";
import { stateLeaders } from "../../domain/explore.ts";
import {
  formatCount,
  formatDate,
  formatMillions,
  formatMonthShort,
  formatPercent,
  formatPeriod,
  formatReferencePeriod,
  formatSigned,
  formatSignedCount,
} from "../../domain/format.ts";
import { yearOverYearTotals } from "../../domain/hiring-trends.ts";
import { openPostings, payrollJobs } from "../../domain/measures.ts";
import { periodEnd } from "../../domain/periods.ts";
import { required } from "../../domain/required.ts";
import { sourceById } from "../../domain/source-lookup.ts";
import { compareText } from "../../domain/text.ts";
import { axisPercent, barChart, legend, lineChart } from "./charts.ts";
import type { ReportContext } from "./context.ts";
import { COLOR, CONTENT_WIDTH, FONT, PAGE } from "./pdf-writer.ts";
import { median } from "./report-figures.ts";

/** Line colours of the hiring-trends industries, in the dataset's order. */
const SERIES_COLORS = ["#2563eb", "#dc2626", "#16a34a", "#d97706", "#7c3aed", "#0891b2", "#db2777"] as const;

export function drawNationalOverview(ctx: ReportContext): void {
  const { w, input } = ctx;
  const file = input.entities["employment-metrics"];
  const m = file.data;
  w.beginSection("National overview", {
    intro: `The national labor market in the latest published months (${file.asOf}).`,
  });
  w.cards([
    {
      label: "UNEMPLOYMENT RATE",
      value: formatPercent(m.unemploymentRate),
      note: `${formatPeriod(m.periods.unemploymentRate)}; ${formatSigned(m.unemploymentRateChange, 1, " pts")} on the month`,
    },
    {
      label: "JOB OPENINGS",
      value: formatMillions(m.jobOpenings * 1_000_000),
      note: `${formatPeriod(m.periods.jobOpenings)}; ${formatSigned(m.jobsGrowth)} on the month`,
    },
    {
      label: "FASTEST PAYROLL GROWTH",
      value: m.topStateCode,
      note: `${m.topState}: ${formatSigned(m.topStateGrowth)} (${formatSignedCount(m.topStateJobs)} jobs), year to ${formatPeriod(m.periods.topState)}`,
    },
    {
      label: "EST. VACANCY DURATION",
      value: `${m.vacancyDurationDays} days`,
      note: `${formatPeriod(m.periods.vacancyDurationDays)}; openings / hires x days`,
    },
  ]);

  const source = (id: string) =>
    sourceById(file.sources, id)?.title ?? required(file.sources[0], "an employment-metrics source").title;
  const rows = [
    {
      figure: "Unemployment rate",
      value: formatPercent(m.unemploymentRate),
      period: formatPeriod(m.periods.unemploymentRate),
      source: source("bls-cps-unemployment"),
    },
    {
      figure: "Change of the unemployment rate",
      value: formatSigned(m.unemploymentRateChange, 1, " percentage points"),
      period: formatPeriod(m.periods.unemploymentRate),
      source: source("bls-cps-unemployment"),
    },
    {
      figure: "Job openings",
      value: `${formatMillions(m.jobOpenings * 1_000_000, 2)} (${formatCount(m.jobOpenings * 1_000_000)})`,
      period: formatPeriod(m.periods.jobOpenings),
      source: source("bls-jolts-national"),
    },
    {
      figure: "Change of job openings",
      value: formatSigned(m.jobsGrowth),
      period: formatPeriod(m.periods.jobOpenings),
      source: source("bls-jolts-national"),
    },
    {
      figure: `Fastest over-the-year payroll growth (${m.topState})`,
      value: `${formatSigned(m.topStateGrowth)} (${formatSignedCount(m.topStateJobs)} jobs)`,
      period: `Year to ${formatPeriod(m.periods.topState)}`,
      source: source("bls-ces-states"),
    },
    {
      figure: "Estimated vacancy duration (openings / hires x days in month)",
      value: `${m.vacancyDurationDays} days`,
      period: formatPeriod(m.periods.vacancyDurationDays),
      source: source("bls-jolts-levels"),
    },
  ];
  w.heading("Headline figures", { size: 12 });
  w.table(
    [
      { header: "Figure", width: 150, value: (r) => r.figure, bold: true },
      { header: "Value", width: 104, align: "right", value: (r) => r.value },
      { header: "Reference period", width: 70, value: (r) => r.period },
      { header: "Source", width: 180, value: (r) => r.source },
    ],
    rows,
    { size: 8 },
  );
  w.paragraph(`Latest retrieval of these figures from their publisher: ${formatDate(m.lastUpdated)}.`, {
    size: 8,
    color: COLOR.muted,
  });

  const states = input.entities.states;
  const ces = sourceById(states.sources, "bls-ces-states");
  const laus = sourceById(states.sources, "bls-laus-states");
  const leaders = stateLeaders(states.data);
  w.heading("State leaders", { size: 12, keep: 90 });
  const lists = [
    {
      title: `Most payroll jobs (${ces ? formatPeriod(periodEnd(ces.referencePeriod)) : states.asOf})`,
      items: leaders.mostJobs.map((s) => [s.name, formatCount(payrollJobs(s))] as const),
    },
    {
      title: `Fastest payroll growth (${ces ? formatReferencePeriod(ces.referencePeriod) : "over the year"})`,
      items: leaders.fastestGrowing.map((s) => [s.name, formatSigned(Number(s.growthRate))] as const),
    },
    {
      title: `Lowest unemployment (${laus ? formatPeriod(periodEnd(laus.referencePeriod)) : states.asOf})`,
      items: leaders.lowestUnemployment.map((s) => [s.name, formatPercent(s.unemploymentRate)] as const),
    },
  ];
  const colWidth = (CONTENT_WIDTH - 16) / 3;
  const top = w.y;
  lists.forEach((list, i) => {
    const x = PAGE.left + i * (colWidth + 8);
    w.doc.roundedRect(x, top, colWidth, 78, 4).fill(COLOR.band);
    w.write(list.title, x + 8, top + 6, { font: FONT.bold, size: 8, color: COLOR.brand, width: colWidth - 16 });
    list.items.forEach(([name, value], k) => {
      const y = top + 30 + k * 15;
      w.line(`${k + 1}. ${name}`, x + 8, y, { font: FONT.regular, size: 8.5, color: COLOR.ink, width: colWidth - 70 });
      w.line(value, x + colWidth - 68, y, { font: FONT.bold, size: 8.5, color: COLOR.ink, width: 60, align: "right" });
    });
  });
  w.y = top + 88;

  const external = input.entities["external-jobs"];
  w.heading("Open postings on public job boards", { size: 12, keep: 80 });
  w.paragraph(
    `${formatCount(openPostings(external.data))} open US job postings were counted on employers' public job boards (${external.asOf}). Postings counts describe what employers advertise on these boards, not all US job openings.`,
    { size: 8.5 },
  );
  w.table(
    [
      { header: "Source", width: 130, value: (r) => r.source, bold: true },
      { header: "Open US postings", width: 80, align: "right", value: (r) => formatCount(openPostings(r)) },
      {
        header: "Employers",
        width: 60,
        align: "right",
        value: (r) => (r.companies === undefined ? "n/a" : formatCount(r.companies)),
      },
      { header: "Counted on", width: 74, value: (r) => formatDate(r.lastUpdated) },
      { header: "Most frequent locations", width: 160, value: (r) => r.locations.slice(0, 4).join("; ") },
    ],
    external.data.sources,
    { size: 7.5 },
  );
}

export function drawHiringTrends(ctx: ReportContext): void {
  const { w, input } = ctx;
  const file = input.entities["hiring-trends"];
  w.beginSection("Hiring trends by industry", {
    intro: `Monthly hires and employment of the dashboard's industries (${file.sources.map((s) => `${s.publisher}, ${s.title}`).join("; ")}). Hires count the people added to payrolls during a month; employment counts the jobs on payrolls.`,
  });
  for (const measure of file.data.measures) drawTrendMeasure(ctx, measure);
}

/** One measure: its chart, the change over its period, and what each line plots. */
function drawTrendMeasure(ctx: ReportContext, measure: HiringTrendMeasure): void {
  const { w } = ctx;
  const { industries, points } = measure;
  // Kept with its description, legend and chart, so a measure never starts at the foot of a page.
  w.heading(`${measure.name}, ${formatReferencePeriod(measure.referencePeriod)}`, { size: 12, keep: 330 });
  w.paragraph(measure.description, { size: 9 });
  const series = industries.map((ind, i) => ({
    name: `${ind.name}: ${ind.plotted} (${ind.series})`,
    color: required(SERIES_COLORS[i % SERIES_COLORS.length], "a series colour"),
    values: points.map((p) => p.values[ind.id] ?? 0),
    // A series plotted twice (the same publisher series under two names) is dashed so both stay visible.
    dashed: industries.findIndex((other) => other.series === ind.series) < i,
  }));
  w.y += legend(w, PAGE.left + 62, w.y, CONTENT_WIDTH - 62, series) + 6;
  const jobs = measure.unit === "jobs";
  lineChart(
    w,
    { x: PAGE.left, y: w.y, width: CONTENT_WIDTH, height: 250 },
    {
      labels: points.map((p) => formatMonthShort(p.month)),
      series,
      formatY: (v) => (jobs ? `${(v / 1_000_000).toFixed(0)}M` : `${(v / 1000).toFixed(0)}K`),
      yTitle: jobs ? "Employees (millions)" : `${measure.name} in the month (thousands)`,
      xTitle: "Month (seasonally adjusted)",
      fromZero: true,
    },
  );
  w.y += 260;

  const totals = jobs ? undefined : yearOverYearTotals(measure);
  if (totals) {
    // Monthly hires are noisy: a year's total compares.
    w.heading(
      `${measure.name} in the 12 months to ${formatPeriod(totals.latestPeriod.split("/")[1] ?? "")} and the 12 months before`,
      { size: 11 },
    );
    w.table(
      [
        { header: "Industry", width: 96, value: (r) => r.name, bold: true },
        { header: "Plotted", width: 150, value: (r) => r.plotted },
        {
          header: formatReferencePeriod(totals.previousPeriod),
          width: 78,
          align: "right",
          value: (r) => formatCount(r.previous),
        },
        {
          header: formatReferencePeriod(totals.latestPeriod),
          width: 78,
          align: "right",
          value: (r) => formatCount(r.latest),
        },
        { header: "Change (%)", width: 70, align: "right", value: (r) => formatSigned(r.changePercent, 1) },
      ],
      totals.rows,
    );
  }
  const first = points[0];
  const last = points.at(-1);
  if (jobs && first && last) {
    w.heading(`Change from ${formatPeriod(first.month)} to ${formatPeriod(last.month)}`, { size: 11 });
    w.table(
      [
        { header: "Industry", width: 96, value: (r) => r.name, bold: true },
        { header: "Series", width: 86, value: (r) => r.series },
        {
          header: formatMonthShort(first.month),
          width: 82,
          align: "right",
          value: (r) => formatCount(first.values[r.id] ?? 0),
        },
        {
          header: formatMonthShort(last.month),
          width: 82,
          align: "right",
          value: (r) => formatCount(last.values[r.id] ?? 0),
        },
        {
          header: "Change",
          width: 80,
          align: "right",
          value: (r) => formatSignedCount((last.values[r.id] ?? 0) - (first.values[r.id] ?? 0)),
        },
        {
          header: "Change (%)",
          width: 78,
          align: "right",
          value: (r) => {
            const a = first.values[r.id] ?? 0;
            return a ? formatSigned((((last.values[r.id] ?? 0) - a) / a) * 100, 2) : "n/a";
          },
        },
      ],
      industries,
    );
  }
  for (const ind of industries) if (ind.note) w.labelled(ind.name, ind.note, { size: 8 });
  for (const u of measure.unavailable) w.labelled(u.name, `not shown: ${u.reason}`, { size: 8 });
}

export function drawStateComparisons(ctx: ReportContext): void {
  const { w, input } = ctx;
  const file = input.entities.states;
  const states = [...file.data].sort((a, b) => compareText(a.name, b.name));
  const ces = sourceById(file.sources, "bls-ces-states");
  const laus = sourceById(file.sources, "bls-laus-states");
  const cesEnd = ces ? formatPeriod(periodEnd(ces.referencePeriod)) : file.asOf;
  const growthPeriod = ces ? formatReferencePeriod(ces.referencePeriod) : "over the year";
  const lausEnd = laus ? formatPeriod(periodEnd(laus.referencePeriod)) : file.asOf;

  w.beginSection("States at a glance", {
    intro: `The ${states.filter((s) => s.code !== "DC").length} states and the District of Columbia. Payroll jobs: ${cesEnd}; growth: ${growthPeriod}; unemployment rate: ${lausEnd}. The last column names an occupation group (the one in which the state is most specialised), not an industry.`,
  });
  w.table(
    [
      { header: "State", width: 108, value: (s) => s.name, bold: true },
      { header: "Code", width: 30, value: (s) => s.code },
      { header: "Payroll jobs", width: 66, align: "right", value: (s) => formatCount(payrollJobs(s)) },
      { header: "Growth", width: 46, align: "right", value: (s) => formatSigned(Number(s.growthRate)) },
      { header: "Unemp. rate", width: 50, align: "right", value: (s) => formatPercent(s.unemploymentRate) },
      { header: "Trend", width: 40, value: (s) => s.trend },
      { header: "Most specialised occupation group", width: 164, value: (s) => s.topOccupationGroup },
    ],
    states,
    { size: 7.5 },
  );

  const national = input.entities["employment-metrics"].data;
  w.beginSection("Unemployment rate by state", {
    intro: `State unemployment rates, ${lausEnd}, lowest first. The dashed line is the national rate (${formatPercent(national.unemploymentRate)}, ${formatPeriod(national.periods.unemploymentRate)}).`,
  });
  const byRate = [...file.data].sort(
    (a, b) => Number(a.unemploymentRate) - Number(b.unemploymentRate) || compareText(a.name, b.name),
  );
  w.y += barChart(
    w,
    { x: PAGE.left, y: w.y + 4, width: CONTENT_WIDTH },
    byRate.map((s) => ({
      label: s.name,
      value: Number(s.unemploymentRate),
      valueLabel: formatPercent(s.unemploymentRate),
    })),
    {
      rowHeight: 10,
      labelWidth: 120,
      size: 7,
      ticks: axisPercent,
      reference: {
        value: national.unemploymentRate,
        label: `United States ${formatPercent(national.unemploymentRate)}`,
      },
      axisTitle: "Unemployment rate (%)",
    },
  );

  w.beginSection("Payroll job growth by state", {
    intro: `Percent change of nonfarm payroll jobs, ${growthPeriod}, fastest first. The dashed line is the median of the ${file.data.length}.`,
  });
  const byGrowth = [...file.data].sort(
    (a, b) => Number(b.growthRate) - Number(a.growthRate) || compareText(a.name, b.name),
  );
  const mid = median(file.data.map((s) => Number(s.growthRate)));
  w.y += barChart(
    w,
    { x: PAGE.left, y: w.y + 4, width: CONTENT_WIDTH },
    byGrowth.map((s) => ({
      label: s.name,
      value: Number(s.growthRate),
      valueLabel: formatSigned(Number(s.growthRate)),
    })),
    {
      rowHeight: 10,
      labelWidth: 120,
      size: 7,
      ticks: axisPercent,
      reference: { value: mid, label: `Median ${formatSigned(mid, 2)}` },
      axisTitle: "Payroll job growth (%)",
    },
  );
}
