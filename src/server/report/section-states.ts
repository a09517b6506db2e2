// One page per state and the District of Columbia.

import type { State } from "../../domain/entities.ts";
import {
  formatCount,
  formatDate,
  formatPercent,
  formatPeriod,
  formatReferencePeriod,
  formatSigned,
} from "../../domain/format.ts";
import { payrollJobs } from "../../domain/measures.ts";
import { addMonths, periodEnd, periodEndMonth } from "../../domain/periods.ts";
import { sourceById } from "../../domain/source-lookup.ts";
import { compareText } from "../../domain/text.ts";
import { axisPercent, barChart, dotStrip } from "./charts.ts";
import type { ReportContext } from "./context.ts";
import { COLOR, CONTENT_WIDTH, FONT, PAGE } from "./pdf-writer.ts";
import {
  companiesInState,
  describeRank,
  inMonths,
  largestNotices,
  layoffsByState,
  median,
  rankAmong,
} from "./report-figures.ts";

/** One decimal when that is exact (medians of an odd count), else two. */
const decimalsOf = (v: number) => (Number(v.toFixed(1)) === v ? 1 : 2);

/** Months of WARN notices summarised on each state page. */
const STATE_LAYOFF_MONTHS = 12;

export function drawStateProfiles(ctx: ReportContext): void {
  const { w, input } = ctx;
  const file = input.entities.states;
  const all = file.data;
  const states = [...all].sort((a, b) => compareText(a.name, b.name));
  const national = input.entities["employment-metrics"].data;
  const companies = input.entities.companies.data;
  const layoffsFile = input.entities.layoffs;

  const ces = sourceById(file.sources, "bls-ces-states");
  const laus = sourceById(file.sources, "bls-laus-states");
  const oews = sourceById(file.sources, "bls-oews-states") ?? sourceById(file.sources, "bls-oews-national");
  const indeed = sourceById(file.sources, "indeed");
  const jobsPeriod = ces ? formatPeriod(periodEnd(ces.referencePeriod)) : file.asOf;
  const growthPeriod = ces ? formatReferencePeriod(ces.referencePeriod) : "over the year";
  const ratePeriod = laus ? formatPeriod(periodEnd(laus.referencePeriod)) : file.asOf;
  const indexDate = indeed ? formatPeriod(periodEnd(indeed.referencePeriod)) : file.asOf;
  const oewsPeriod = oews ? formatReferencePeriod(oews.referencePeriod) : file.asOf;

  const jobs = all.map(payrollJobs);
  const growth = all.map((s) => Number(s.growthRate));
  const rates = all.map((s) => Number(s.unemploymentRate));
  const indexes = all.flatMap((s) => (s.postingsIndex === undefined ? [] : [s.postingsIndex]));
  const maxRate = Math.max(...rates, national.unemploymentRate);

  const lastMonth = periodEndMonth(layoffsFile.referencePeriod);
  const firstMonth = addMonths(lastMonth, -(STATE_LAYOFF_MONTHS - 1));
  const recentByState = layoffsByState(layoffsFile.data.filter((l) => inMonths(l, firstMonth, lastMonth)));
  const layoffWindow = `${formatPeriod(firstMonth)} – ${formatPeriod(lastMonth)}`;

  let parent: ReturnType<typeof w.mark> | undefined;
  for (const state of states) {
    w.addPage(`State profiles | ${state.name}`);
    parent ??= w.mark("State profiles", 0);
    w.mark(state.name, 1, parent);
    w.continuation = state.name;
    w.title(state.name);
    w.line(
      `${state.code} | State profile | payroll jobs ${jobsPeriod}, unemployment ${ratePeriod}`,
      PAGE.left,
      w.y - 4,
      { font: FONT.regular, size: 8.5, color: COLOR.muted, width: CONTENT_WIDTH },
    );
    w.y += 12;

    const growthValue = Number(state.growthRate);
    w.cards([
      {
        label: "PAYROLL JOBS",
        value: formatCount(payrollJobs(state)),
        note: `Nonfarm, seasonally adjusted, ${jobsPeriod}`,
      },
      {
        label: "OVER-THE-YEAR GROWTH",
        value: formatSigned(growthValue),
        note: growthPeriod,
        valueColor: growthValue < 0 ? COLOR.negative : COLOR.positive,
      },
      {
        label: "UNEMPLOYMENT RATE",
        value: formatPercent(state.unemploymentRate),
        note: `${ratePeriod}; United States ${formatPercent(national.unemploymentRate)}`,
      },
      {
        label: "JOB POSTINGS INDEX",
        value: state.postingsIndex === undefined ? "n/a" : state.postingsIndex.toFixed(1),
        note: `Indeed, ${indexDate}; Feb 1, 2020 = 100`,
      },
    ]);

    // The top "industry" of the dataset is an occupation group; say so.
    const boxTop = w.y;
    const text = `An occupation group, not an industry: the SOC major occupation group in which ${state.name} is most specialised, i.e. whose share of the state's employment most exceeds its share nationally (OEWS, ${oewsPeriod}).`;
    const boxHeight = 20 + w.measure(text, { size: 8, width: CONTENT_WIDTH - 20 }) + 6;
    w.doc.roundedRect(PAGE.left, boxTop, CONTENT_WIDTH, boxHeight, 4).lineWidth(0.8).strokeColor(COLOR.rule).stroke();
    w.line(`Most specialised occupation group: ${state.topOccupationGroup}`, PAGE.left + 10, boxTop + 7, {
      font: FONT.bold,
      size: 10,
      color: COLOR.ink,
      width: CONTENT_WIDTH - 20,
    });
    w.write(text, PAGE.left + 10, boxTop + 21, { size: 8, color: COLOR.muted, width: CONTENT_WIDTH - 20 });
    w.y = boxTop + boxHeight + 10;

    w.heading(`Rankings among the ${all.filter((s) => s.code !== "DC").length} states and DC`, { size: 11 });
    const rankRows = rankingRows(state, {
      all,
      jobs,
      growth,
      rates,
      indexes,
      nationalRate: national.unemploymentRate,
      jobsPeriod,
      growthPeriod,
      ratePeriod,
      indexDate,
      nationalRatePeriod: formatPeriod(national.periods.unemploymentRate),
    });
    w.table(
      [
        { header: "Measure", width: 150, value: (r) => r.measure, bold: true },
        { header: state.name, width: 72, align: "right", value: (r) => r.value },
        { header: "Rank", width: 92, value: (r) => r.rank },
        { header: "For comparison", width: 110, value: (r) => r.compare },
        { header: "Period", width: 80, value: (r) => r.period },
      ],
      rankRows,
      { size: 7.5 },
    );

    // Two columns: charts on the left, employers and WARN notices on the right.
    const top = w.y + 2;
    const colWidth = (CONTENT_WIDTH - 18) / 2;
    const rightX = PAGE.left + colWidth + 18;

    w.line("Unemployment rate compared", PAGE.left, top, {
      font: FONT.bold,
      size: 9,
      color: COLOR.ink,
      width: colWidth,
    });
    let y = top + 16;
    y += barChart(
      w,
      { x: PAGE.left, y, width: colWidth },
      [
        {
          label: state.name,
          value: Number(state.unemploymentRate),
          valueLabel: formatPercent(state.unemploymentRate),
          color: COLOR.highlight,
          bold: true,
        },
        {
          label: "United States",
          value: national.unemploymentRate,
          valueLabel: formatPercent(national.unemploymentRate),
          color: COLOR.brand,
        },
        {
          label: `Median of the ${all.length}`,
          value: median(rates),
          valueLabel: formatPercent(median(rates), decimalsOf(median(rates))),
          color: COLOR.muted,
        },
      ],
      { labelWidth: 90, rowHeight: 15, max: maxRate, ticks: axisPercent, axisTitle: `Percent, ${ratePeriod}` },
    );
    y += 10;
    y += dotStrip(
      w,
      { x: PAGE.left, y, width: colWidth },
      {
        values: growth,
        subject: growthValue,
        subjectLabel: `${state.code} ${formatSigned(growthValue)}`,
        format: (v) => `${v.toFixed(1)}%`,
        title: `Payroll growth, ${growthPeriod}: all ${all.length}`,
      },
    );
    y += 6;
    y += dotStrip(
      w,
      { x: PAGE.left, y, width: colWidth },
      {
        values: rates,
        subject: Number(state.unemploymentRate),
        subjectLabel: `${state.code} ${formatPercent(state.unemploymentRate)}`,
        format: (v) => `${v.toFixed(1)}%`,
        title: `Unemployment rate, ${ratePeriod}: all ${all.length}`,
      },
    );
    const leftBottom = y;

    w.y = top;
    w.line("Employers with the most open postings here", rightX, w.y, {
      font: FONT.bold,
      size: 9,
      color: COLOR.ink,
      width: colWidth,
    });
    w.y += 14;
    const local = companiesInState(companies, state.code, 5);
    if (local.length === 0) {
      w.y +=
        w.write(`No employer in the job-board data has its main posting location in ${state.name}.`, rightX, w.y, {
          size: 8,
          color: COLOR.muted,
          width: colWidth,
        }) + 8;
    } else {
      w.table(
        [
          { header: "Employer", width: 92, value: (c) => c.name, bold: true },
          { header: "Main location", width: 92, value: (c) => c.location },
          { header: "Postings", width: colWidth - 184, align: "right", value: (c) => formatCount(c.openings) },
        ],
        local,
        { x: rightX, size: 7.5 },
      );
    }
    w.y += 4;
    w.line(`WARN layoff notices, ${layoffWindow}`, rightX, w.y, {
      font: FONT.bold,
      size: 9,
      color: COLOR.ink,
      width: colWidth,
    });
    w.y += 14;
    const notices = recentByState.get(state.code) ?? [];
    if (notices.length === 0) {
      w.y +=
        w.write(
          `No WARN notices for ${state.name} dated in this period are in the dataset (coverage depends on what the state publishes).`,
          rightX,
          w.y,
          { size: 8, color: COLOR.muted, width: colWidth },
        ) + 8;
    } else {
      const employees = notices.reduce((sum, l) => sum + l.employeesLaidOff, 0);
      w.y +=
        w.write(
          `${formatCount(notices.length)} notices covering ${formatCount(employees)} employees. Largest:`,
          rightX,
          w.y,
          { size: 8, color: COLOR.text, width: colWidth },
        ) + 4;
      w.table(
        [
          { header: "Employer", width: 96, value: (l) => l.companyName, bold: true },
          { header: "Date", width: 60, value: (l) => formatDate(l.layoffDate) },
          { header: "Employees", width: colWidth - 156, align: "right", value: (l) => formatCount(l.employeesLaidOff) },
        ],
        largestNotices(notices, 3),
        { x: rightX, size: 7.5 },
      );
    }
    w.y = Math.max(w.y, leftBottom) + 6;
    const sources = [ces, laus, oews, indeed].filter((s) => s !== undefined).map((s) => s.title);
    w.paragraph(
      `Sources: ${sources.join("; ")}. Employers: public job boards (see Companies hiring). Notices: state WARN notices (see Layoffs).`,
      {
        size: 6.5,
        color: COLOR.muted,
      },
    );
  }
}

interface RankingContext {
  all: readonly State[];
  jobs: number[];
  growth: number[];
  rates: number[];
  indexes: number[];
  nationalRate: number;
  nationalRatePeriod: string;
  jobsPeriod: string;
  growthPeriod: string;
  ratePeriod: string;
  indexDate: string;
}

function rankingRows(state: State, c: RankingContext) {
  const n = c.all.length;
  const rows = [
    {
      measure: "Payroll jobs",
      value: formatCount(payrollJobs(state)),
      rank: `${describeRank(rankAmong(c.jobs, payrollJobs(state), "higher"), n)} (1 = most)`,
      compare: `Median ${formatCount(median(c.jobs))}`,
      period: c.jobsPeriod,
    },
    {
      measure: "Over-the-year payroll growth",
      value: formatSigned(Number(state.growthRate)),
      rank: `${describeRank(rankAmong(c.growth, Number(state.growthRate), "higher"), n)} (1 = fastest)`,
      compare: `Median ${formatSigned(median(c.growth), decimalsOf(median(c.growth)))}`,
      period: c.growthPeriod,
    },
    {
      measure: "Unemployment rate",
      value: formatPercent(state.unemploymentRate),
      rank: `${describeRank(rankAmong(c.rates, Number(state.unemploymentRate), "lower"), n)} (1 = lowest)`,
      compare: `United States ${formatPercent(c.nationalRate)} (${c.nationalRatePeriod})`,
      period: c.ratePeriod,
    },
  ];
  if (state.postingsIndex !== undefined) {
    rows.push({
      measure: "Job Postings Index (Indeed)",
      value: state.postingsIndex.toFixed(1),
      rank: `${describeRank(rankAmong(c.indexes, state.postingsIndex, "higher"), c.indexes.length)} (1 = highest)`,
      compare: `Median ${median(c.indexes).toFixed(1)}`,
      period: c.indexDate,
    });
  }
  rows.push({
    measure: "Recent payroll trend",
    value: state.trend,
    rank: "",
    compare: "up / stable / down",
    period: `To ${c.jobsPeriod}`,
  });
  return rows;
}
