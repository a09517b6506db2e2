// Layoffs (WARN notices), planned layoffs with recent layoff rates, and recent data releases.

import { formatCount, formatDate, formatMonthShort, formatPeriod, formatReferencePeriod } from "../../domain/format.ts";
import {
  ARRIVING_REASON,
  arrivingSpan,
  EMPLOYERS_NOTE,
  LAYOFF_MONTH_BASIS,
  lastCompleteMonth,
  stillArriving,
  summarizeLayoffs,
} from "../../domain/layoffs.ts";
import { periodEnd, periodEndMonth } from "../../domain/periods.ts";
import { ReferencePeriodSchema } from "../../domain/provenance.ts";
import { required } from "../../domain/required.ts";
import { compareText } from "../../domain/text.ts";
import { barChart, columnChart } from "./charts.ts";
import type { ReportContext } from "./context.ts";
import { COLOR, CONTENT_WIDTH, FONT, PAGE } from "./pdf-writer.ts";
import { inMonths, largestNotices, layoffIndustryTotals, layoffsByState } from "./report-figures.ts";

/** Rows of the industries and largest-notices tables. */
const TOP_INDUSTRIES = 10;
const LARGEST_NOTICES = 20;
const TOP_STATES = 10;
/** "Recent" notices: dated in the last this many months of the chart. */
const RECENT_MONTHS = 6;

export function drawLayoffs(ctx: ReportContext): void {
  const { w, input } = ctx;
  const file = input.entities.layoffs;
  const lastMonth = periodEndMonth(file.referencePeriod);
  const summary = summarizeLayoffs(file.data, lastMonth);
  const firstMonth = required(summary.byMonth[0], "a month of layoffs").month;
  // The newest complete month by the site's rule: later months are still arriving, drawn light as on /layoffs.
  const completeThrough = lastCompleteMonth(periodEnd(file.referencePeriod));
  const arriving = arrivingSpan(
    summary.byMonth.map((m) => m.month),
    completeThrough,
  );
  const source = required(file.sources[0], "the layoffs source");

  w.beginSection("Layoffs", {
    intro: `Layoffs and closures announced in WARN Act notices (${source.publisher}), ${formatReferencePeriod(file.referencePeriod)}. The WARN Act requires larger employers to give advance notice of plant closings and mass layoffs; coverage depends on what each state publishes.`,
  });
  w.cards([
    { label: "NOTICES", value: formatCount(summary.notices), note: formatReferencePeriod(file.referencePeriod) },
    { label: "EMPLOYEES AFFECTED", value: formatCount(summary.employeesAffected), note: "Sum over all notices" },
    {
      label: "EMPLOYERS",
      value: formatCount(summary.companies),
      note: `${EMPLOYERS_NOTE.charAt(0).toUpperCase()}${EMPLOYERS_NOTE.slice(1)}`,
    },
    { label: "INDUSTRIES", value: formatCount(summary.industries), note: "Where the notice states one" },
  ]);
  w.heading(`Employees affected by month, ${formatPeriod(firstMonth)} – ${formatPeriod(lastMonth)}`, { size: 12 });
  columnChart(
    w,
    { x: PAGE.left, y: w.y + 4, width: CONTENT_WIDTH, height: 190 },
    {
      labels: summary.byMonth.map((m) => formatMonthShort(m.month)),
      values: summary.byMonth.map((m) => m.employees),
      formatY: (v) => formatCount(v),
      yTitle: "Employees affected",
      xTitle: `Month (${LAYOFF_MONTH_BASIS})`,
      color: COLOR.negative,
      light: {
        at: (i) => stillArriving(summary.byMonth[i]?.month ?? "", completeThrough),
        color: COLOR.negativeLight,
      },
    },
  );
  w.y += 200;
  if (arriving) {
    const note = `Light bars: ${arriving}, notices still arriving. ${ARRIVING_REASON}`;
    w.doc
      .save()
      .lineWidth(0.8)
      .rect(PAGE.left, w.y + 1, 8, 8)
      .fillAndStroke(COLOR.negativeLight, COLOR.negative)
      .restore();
    w.y += w.write(note, PAGE.left + 14, w.y, { size: 8, color: COLOR.text, width: CONTENT_WIDTH - 14 }) + 6;
  }
  const busiest = required([...summary.byMonth].sort((a, b) => b.employees - a.employees)[0], "a month of layoffs");
  const windowEmployees = summary.byMonth.reduce((sum, m) => sum + m.employees, 0);
  const windowNotices = summary.byMonth.reduce((sum, m) => sum + m.notices, 0);
  w.paragraph(
    `Over these ${summary.byMonth.length} months, ${formatCount(windowNotices)} notices covered ${formatCount(windowEmployees)} employees; the largest month was ${formatPeriod(busiest.month)} with ${formatCount(busiest.employees)} employees in ${formatCount(busiest.notices)} notices.${arriving ? ` ${arriving} ${arriving.includes(" to ") ? "are" : "is"} still filling in as states publish notices.` : ""}`,
  );

  const windowed = file.data.filter((l) => inMonths(l, firstMonth, lastMonth));
  const { industries, unspecified } = layoffIndustryTotals(windowed);
  w.heading(`Industries by employees affected, ${formatPeriod(firstMonth)} – ${formatPeriod(lastMonth)}`, {
    size: 12,
    keep: 150,
  });
  w.y += barChart(
    w,
    { x: PAGE.left, y: w.y + 2, width: CONTENT_WIDTH },
    industries.slice(0, TOP_INDUSTRIES).map((i) => ({
      label: i.industry,
      value: i.employees,
      valueLabel: formatCount(i.employees),
      color: COLOR.negative,
    })),
    { labelWidth: 230, rowHeight: 11, size: 7, ticks: (v) => formatCount(v) },
  );
  w.paragraph(
    `${formatCount(unspecified.notices)} notices in this period (${formatCount(unspecified.employees)} employees) do not state an industry and are not counted above.`,
    { size: 8, color: COLOR.muted },
  );

  const recentFrom = required(
    summary.byMonth[Math.max(0, summary.byMonth.length - RECENT_MONTHS)],
    "a month of layoffs",
  ).month;
  const recent = file.data.filter((l) => l.layoffDate.slice(0, 7) >= recentFrom);
  w.beginSection("Largest layoff notices", {
    label: "Layoffs",
    intro: `The largest WARN notices dated ${formatPeriod(recentFrom)} or later (dates after ${formatDate(periodEnd(file.referencePeriod))} are layoff dates announced in advance), and the states with the most employees affected from ${formatPeriod(firstMonth)} to ${formatPeriod(lastMonth)}.`,
  });
  w.table(
    [
      { header: "Employer", width: 140, value: (l) => l.companyName, bold: true },
      { header: "Location", width: 96, value: (l) => l.location },
      { header: "Industry", width: 100, value: (l) => l.industry },
      { header: "Date", width: 62, value: (l) => formatDate(l.layoffDate) },
      { header: "Employees", width: 50, align: "right", value: (l) => formatCount(l.employeesLaidOff) },
      { header: "Status", width: 56, value: (l) => l.status },
    ],
    largestNotices(recent, LARGEST_NOTICES),
    { size: 7 },
  );

  const names = new Map(input.entities.states.data.map((s) => [s.code, s.name]));
  const states = [...layoffsByState(windowed)]
    .map(([code, list]) => ({
      code,
      notices: list.length,
      employees: list.reduce((sum, l) => sum + l.employeesLaidOff, 0),
    }))
    .sort((a, b) => b.employees - a.employees || a.code.localeCompare(b.code))
    .slice(0, TOP_STATES);
  w.heading(`States with the most employees affected, ${formatPeriod(firstMonth)} – ${formatPeriod(lastMonth)}`, {
    size: 12,
    keep: 80,
  });
  w.table(
    [
      { header: "#", width: 24, align: "right", value: (_s, i) => String(i + 1) },
      { header: "State", width: 200, value: (s) => names.get(s.code) ?? s.code, bold: true },
      { header: "Notices", width: 120, align: "right", value: (s) => formatCount(s.notices) },
      { header: "Employees affected", width: 160, align: "right", value: (s) => formatCount(s.employees) },
    ],
    states,
    { size: 7.5 },
  );
}

export function drawForecasts(ctx: ReportContext): void {
  const { w, input } = ctx;
  const file = input.entities["layoff-forecasts"];
  w.beginSection("Planned layoffs and recent layoff rates", {
    intro: `${file.asOf}. Nothing here is a forecast: planned layoffs are what employers announced in filed WARN notices (a floor, as notices filed later add to it; many name no industry), and the recent layoff rates by industry (BLS JOLTS) are measurements of the month they name.`,
  });
  if (file.data.length === 0) {
    w.paragraph("The dataset holds no planned layoffs or layoff rates.");
    return;
  }
  const confidenceColor = { High: COLOR.positive, Medium: "#b45309", Low: COLOR.negative } as const;
  for (const f of file.data) {
    const body = `${f.description}`;
    const meta = `Sector: ${f.sector} | Source: ${f.source} | Published ${formatDate(f.publishedAt)} | ${f.sourceUrl}`;
    const height =
      w.measure(f.title, { font: FONT.bold, size: 10, width: CONTENT_WIDTH - 90 }) +
      w.measure(body, { size: 8.5 }) +
      w.measure(meta, { size: 7.5 }) +
      22;
    w.ensureSpace(height);
    const top = w.y;
    const label = f.confidence
      ? f.confidence === "High"
        ? "Filed WARN notices"
        : `Confidence: ${f.confidence}`
      : `Measured: ${formatReferencePeriod(f.referencePeriod ?? f.publishedAt.slice(0, 7))}`;
    const color = f.confidence ? confidenceColor[f.confidence] : COLOR.muted;
    w.doc.rect(PAGE.left, top, 3, height - 8).fill(color);
    w.y +=
      w.write(f.title, PAGE.left + 10, w.y, {
        font: FONT.bold,
        size: 10,
        color: COLOR.ink,
        width: CONTENT_WIDTH - 100,
      }) + 3;
    w.line(label, PAGE.right - 86, top, {
      font: FONT.bold,
      size: 8,
      color,
      width: 86,
      align: "right",
    });
    w.y += w.write(body, PAGE.left + 10, w.y, { size: 8.5, color: COLOR.text, width: CONTENT_WIDTH - 10 }) + 3;
    w.y += w.write(meta, PAGE.left + 10, w.y, { size: 7.5, color: COLOR.muted, width: CONTENT_WIDTH - 10 }) + 12;
  }
}

export function drawReleases(ctx: ReportContext): void {
  const { w, input } = ctx;
  const file = input.entities.news;
  w.beginSection("Recent data releases", { intro: `What the sources published recently (${file.asOf}).` });
  const items = [...file.data].sort(
    (a, b) => b.publishedAt.localeCompare(a.publishedAt) || compareText(a.title, b.title),
  );
  for (const n of items) {
    const meta = `${n.source} | ${formatDate(n.publishedAt)}${n.referencePeriod ? ` | Reference period: ${ReferencePeriodSchema.safeParse(n.referencePeriod).success ? formatReferencePeriod(n.referencePeriod) : n.referencePeriod}` : ""}${n.url ? ` | ${n.url}` : ""}`;
    w.heading(n.title, { size: 10, keep: 30 });
    w.paragraph(n.description, { size: 8.5, after: 2 });
    w.paragraph(meta, { size: 7.5, color: COLOR.muted, after: 6 });
  }
}
