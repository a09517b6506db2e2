// The cover, the (reserved) contents page and the key findings.

import { stateLeaders } from "../../domain/explore.ts";
import {
  formatCount,
  formatDate,
  formatMillions,
  formatPercent,
  formatPeriod,
  formatReferencePeriod,
  formatSigned,
  formatSignedCount,
  jobBoardName,
} from "../../domain/format.ts";
import { summarizeLayoffs } from "../../domain/layoffs.ts";
import { addMonths, periodEndMonth } from "../../domain/periods.ts";
import { coverageText, newerReleasesText } from "../../domain/report-coverage.ts";
import { required } from "../../domain/required.ts";
import { rankedSkills, SKILL_NUMBER } from "../../domain/skill-ranking.ts";
import { compareText } from "../../domain/text.ts";
import { LOW_UNEMPLOYMENT_PERCENT } from "../../domain/thresholds.ts";
import type { ReportContext } from "./context.ts";
import { COLOR, CONTENT_WIDTH, FONT, PAGE } from "./pdf-writer.ts";
import { companyPostingsDate, topCompanies } from "./report-figures.ts";

/** Page 1: title, dataset version and date, what is inside, headline figures. */
export function drawCover(ctx: ReportContext): void {
  const { w, input } = ctx;
  const { manifest, entities } = input;
  const metrics = entities["employment-metrics"].data;
  const doc = w.doc;
  w.addPage("");
  doc.addNamedDestination("cover");
  doc.outline.addItem("Cover");

  doc.rect(0, 0, PAGE.width, 300).fill(COLOR.brand);
  doc.rect(0, 300, PAGE.width, 6).fill(COLOR.accent);
  w.line("US Jobs Analytics", PAGE.left, 72, { font: FONT.bold, size: 14, color: "#bfdbfe", width: CONTENT_WIDTH });
  w.write("US Employment Market Report", PAGE.left, 100, {
    font: FONT.bold,
    size: 34,
    color: "#ffffff",
    width: CONTENT_WIDTH,
  });
  w.line("How recent each source's figures are: below", PAGE.left, 190, {
    font: FONT.regular,
    size: 16,
    color: "#ffffff",
    width: CONTENT_WIDTH,
  });
  w.line(`Generated for dataset version ${manifest.version}`, PAGE.left, 226, {
    font: FONT.regular,
    size: 10.5,
    color: "#dbeafe",
    width: CONTENT_WIDTH,
  });
  w.line(`Data as of ${formatDate(manifest.builtAt)}`, PAGE.left, 244, {
    font: FONT.regular,
    size: 10.5,
    color: "#dbeafe",
    width: CONTENT_WIDTH,
  });

  w.y = 330;
  w.cards([
    {
      label: "UNEMPLOYMENT RATE",
      value: formatPercent(metrics.unemploymentRate),
      note: `${formatPeriod(metrics.periods.unemploymentRate)}, ${formatSigned(metrics.unemploymentRateChange, 1, " pts")} on the month`,
    },
    {
      label: "JOB OPENINGS",
      value: formatMillions(metrics.jobOpenings * 1_000_000),
      note: `${formatPeriod(metrics.periods.jobOpenings)}, ${formatSigned(metrics.jobsGrowth)} on the month`,
    },
    {
      label: "FASTEST PAYROLL GROWTH",
      value: metrics.topState,
      note: `${formatSigned(metrics.topStateGrowth)} (${formatSignedCount(metrics.topStateJobs)} jobs) over the year to ${formatPeriod(metrics.periods.topState)}`,
    },
  ]);

  w.y += 8;
  drawRecency(ctx);
  w.heading("Inside this report", { size: 12 });
  const states = entities.states.data.length;
  const layoffs = entities.layoffs;
  const trends = entities["hiring-trends"].data.measures;
  const inside = [
    `National overview: unemployment, job openings, payroll leaders, and ${trends.map((m) => `${m.points.length} months of ${m.name.toLowerCase()} in ${m.industries.length} industries`).join(" and ")}.`,
    `${states} state profiles (the 50 states and the District of Columbia): payroll jobs, growth, unemployment, rankings and charts.`,
    `Job categories (${entities["job-categories"].data.length} occupation groups), top job roles, the technology skills most in demand and the employers with the most open postings.`,
    `Layoffs from ${formatCount(layoffs.data.length)} WARN notices (${formatReferencePeriod(layoffs.referencePeriod)}), with the layoffs they plan in the 90 days after the newest, and recent layoff rates by industry.`,
    "Methodology and sources for every dataset, with the attributions their licences require.",
  ];
  for (const item of inside) w.bullet(item, { size: 9.5 });

  const publishers = [...new Set(Object.values(manifest.entities).flatMap((e) => e.sources.map((s) => s.publisher)))];
  w.y = Math.max(w.y + 10, 600);
  w.write("Sources", PAGE.left, w.y, { font: FONT.bold, size: 8.5, color: COLOR.ink });
  w.y += 12;
  w.write(publishers.join("; "), PAGE.left, w.y, {
    font: FONT.regular,
    size: 7.5,
    color: COLOR.muted,
    width: CONTENT_WIDTH,
  });
}

/** The newest month (or day) each source of the report reaches, and the BLS releases out since, if any. */
function drawRecency(ctx: ReportContext): void {
  const { w, input } = ctx;
  const sources = Object.values(input.manifest.entities).flatMap((e) => e.sources);
  w.heading("How recent the figures are", { size: 12 });
  w.paragraph(coverageText(sources), { size: 8.5, after: 4 });
  for (const line of newerReleasesText(input.newer))
    w.paragraph(line, { size: 8.5, font: FONT.bold, color: COLOR.ink, after: 4 });
}

/** Page 2, reserved here and filled in by drawContents (contents.ts) once every section's page is known. */
export function reserveContents(ctx: ReportContext): number {
  const { w } = ctx;
  w.addPage("Contents");
  w.doc.outline.addItem("Contents");
  w.title("Contents");
  return w.pageIndex;
}

/** Key findings: one sentence per headline figure, each with its reference period. */
export function drawKeyFindings(ctx: ReportContext): void {
  const { w, input } = ctx;
  const { entities } = input;
  const metrics = entities["employment-metrics"].data;
  const states = entities.states.data;
  w.beginSection("Key findings", {
    intro:
      "The headline figures of the dataset this report was generated from. Each figure carries its own reference period: the publishers release their surveys on different schedules, so the newest month differs from figure to figure.",
  });

  const findings: string[] = [];
  const change = metrics.unemploymentRateChange;
  findings.push(
    `The national unemployment rate was ${formatPercent(metrics.unemploymentRate)} in ${formatPeriod(metrics.periods.unemploymentRate)}, ` +
      (change === 0
        ? "unchanged from the previous month."
        : `${change < 0 ? "down" : "up"} ${Math.abs(change).toFixed(1)} percentage points from the previous month.`),
  );
  findings.push(
    `Employers had ${formatMillions(metrics.jobOpenings * 1_000_000)} job openings in ${formatPeriod(metrics.periods.jobOpenings)} (${formatSigned(metrics.jobsGrowth)} from the previous month).`,
  );
  findings.push(
    `${metrics.topState} had the fastest over-the-year payroll job growth: ${formatSigned(metrics.topStateGrowth)} (${formatSignedCount(metrics.topStateJobs)} jobs) in the year to ${formatPeriod(metrics.periods.topState)}.`,
  );
  const leaders = stateLeaders(states);
  const byGrowthAsc = [...states].sort(
    (a, b) => Number(a.growthRate) - Number(b.growthRate) || compareText(a.name, b.name),
  );
  const byUnempDesc = [...states].sort(
    (a, b) => Number(b.unemploymentRate) - Number(a.unemploymentRate) || compareText(a.name, b.name),
  );
  const fastest = leaders.fastestGrowing[0];
  const slowest = byGrowthAsc[0];
  if (fastest && slowest) {
    findings.push(
      `Payroll growth over the year ranged from ${formatSigned(Number(fastest.growthRate))} in ${fastest.name} to ${formatSigned(Number(slowest.growthRate))} in ${slowest.name}.`,
    );
  }
  const lowest = leaders.lowestUnemployment[0];
  const highest = byUnempDesc[0];
  if (lowest && highest) {
    const low = states.filter((s) => Number(s.unemploymentRate) <= LOW_UNEMPLOYMENT_PERCENT).length;
    findings.push(
      `State unemployment rates ranged from ${formatPercent(lowest.unemploymentRate)} in ${lowest.name} to ${formatPercent(highest.unemploymentRate)} in ${highest.name}; ${low} of the ${states.length} were at or below ${formatPercent(LOW_UNEMPLOYMENT_PERCENT)}.`,
    );
  }
  const employment = entities["hiring-trends"].data.measures.find((m) => m.id === "employment");
  const first = employment?.points[0];
  const last = employment?.points.at(-1);
  if (employment && first && last && first !== last) {
    const changes = employment.industries.map((ind) => {
      const a = first.values[ind.id] ?? 0;
      const b = last.values[ind.id] ?? 0;
      return { name: ind.name, pct: a ? ((b - a) / a) * 100 : 0 };
    });
    const up = required([...changes].sort((a, b) => b.pct - a.pct)[0], "an industry change");
    const down = required([...changes].sort((a, b) => a.pct - b.pct)[0], "an industry change");
    findings.push(
      `From ${formatPeriod(first.month)} to ${formatPeriod(last.month)}, employment changed most in ${up.name} (${formatSigned(up.pct)}) and least in ${down.name} (${formatSigned(down.pct)}) among the ${changes.length} industries tracked.`,
    );
  }
  const category = [...entities["job-categories"].data].sort((a, b) => b.count - a.count)[0];
  if (category) {
    findings.push(
      `The largest occupation group is ${category.name}, with ${formatMillions(category.count)} jobs (${formatPercent(category.percentage)} of employment, ${entities["job-categories"].asOf}).`,
    );
  }
  const role = [...entities["job-roles"].data].sort(
    (a, b) => b.openings - a.openings || compareText(a.title, b.title),
  )[0];
  if (role)
    findings.push(`${role.title} has the most projected openings: ${formatCount(role.openings)} a year on average.`);
  const skill = rankedSkills([...entities.skills.data].sort((a, b) => a.rank - b.rank))[0];
  if (skill) {
    findings.push(
      `The technology skill with the most ${SKILL_NUMBER} is ${skill.name} (${skill.category}): ${formatCount(skill.jobCount)} openings a year (${formatPercent(skill.percentage)} of all projected openings) in the${skill.occupations === undefined ? "" : ` ${formatCount(skill.occupations)}`} occupations whose job postings frequently ask for it. Office tools listed by most occupations are not ranked.`,
    );
  }
  const company = topCompanies(entities.companies.data, 1)[0];
  if (company) {
    findings.push(
      `${company.name} had the most open US postings on a public job board: ${formatCount(company.openings)} (${jobBoardName(company.source, "Job board")}, ${companyPostingsDate(company, entities.companies.sources)}).`,
    );
  }
  const layoffs = entities.layoffs;
  const lastMonth = periodEndMonth(layoffs.referencePeriod);
  const summary = summarizeLayoffs(layoffs.data, lastMonth);
  const recent = summary.byMonth.slice(-12);
  const recentEmployees = recent.reduce((sum, m) => sum + m.employees, 0);
  const recentNotices = recent.reduce((sum, m) => sum + m.notices, 0);
  findings.push(
    `WARN notices dated ${formatPeriod(addMonths(lastMonth, -11))} to ${formatPeriod(lastMonth)}: ${formatCount(recentNotices)} notices covering ${formatCount(recentEmployees)} employees.`,
  );
  findings.push(
    `At the current pace of hiring, the stock of job openings represents about ${metrics.vacancyDurationDays} days of hires (${formatPeriod(metrics.periods.timeToFill)}): an estimated vacancy duration, not a measured time to fill (see Methodology).`,
  );
  for (const f of findings) w.bullet(f, { size: 10 });

  w.heading("How to read this report", { size: 12 });
  w.paragraph(
    "Every figure in this report is computed from published public data: U.S. Bureau of Labor Statistics surveys, the O*NET database, state WARN notices, the Indeed Hiring Lab Job Postings Index and employers' public job boards. Tables and charts name their reference period; the Methodology and sources section at the end describes, dataset by dataset and field by field, where each number comes from and how it is computed.",
  );
  w.paragraph(
    `This report was generated for dataset version ${input.manifest.version}, with data as of ${formatDate(input.manifest.builtAt)}. A later dataset version produces a new report.`,
  );
}
