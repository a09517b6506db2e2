// Job categories, top job roles, skills and companies.
import type { JobRole } from "../../domain/entities.ts";
import { roleLeaders } from "../../domain/explore.ts";
import {
  formatCount,
  formatMillions,
  formatPercent,
  formatReferencePeriod,
  formatSigned,
  formatThousands,
  jobBoardName,
} from "../../domain/format.ts";
import { TELEWORK_LABEL, teleworkText } from "../../domain/job-roles.ts";
import { required } from "../../domain/required.ts";
import { baselineToolsNote, rankedSkills, SKILL_NUMBER } from "../../domain/skill-ranking.ts";
import { compareText } from "../../domain/text.ts";
import { HIGH_GROWTH_PERCENT, HIGH_PAYING_SALARY, REMOTE_FRIENDLY_PERCENT } from "../../domain/thresholds.ts";
import { axisMillions, axisThousands, barChart } from "./charts.ts";
import type { ReportContext } from "./context.ts";
import { COLOR, CONTENT_WIDTH, FONT, PAGE } from "./pdf-writer.ts";
import { companyPostingsDate, topCompanies } from "./report-figures.ts";

/** Rows of the top-N tables. */
const TOP_N = 25;

const dollars = (n: number) => `$${formatCount(n)}`;

export function drawJobCategories(ctx: ReportContext): void {
  const { w, input } = ctx;
  const file = input.entities["job-categories"];
  const categories = [...file.data].sort((a, b) => b.count - a.count || compareText(a.name, b.name));
  const total = categories.reduce((sum, c) => sum + c.count, 0);
  const source = required(file.sources[0], "the job-categories source");
  w.beginSection("Job categories", {
    intro: `Employment by major occupation group (SOC), ${file.asOf}: ${source.publisher}, ${source.title}. The ${categories.length} groups together employ ${formatCount(total)} people.`,
  });
  w.y += barChart(
    w,
    { x: PAGE.left, y: w.y + 2, width: CONTENT_WIDTH },
    categories.map((c) => ({
      label: c.name,
      value: c.count,
      valueLabel: formatMillions(c.count, 2),
      ...(c.color === undefined ? {} : { color: c.color }),
    })),
    { labelWidth: 200, rowHeight: 13, size: 7.5, ticks: axisMillions, axisTitle: "Employment (millions)" },
  );
  w.heading("Employment by occupation group", { size: 12, keep: 120 });
  w.table(
    [
      { header: "#", width: 24, align: "right", value: (_c, i) => String(i + 1) },
      { header: "Occupation group", width: 250, value: (c) => c.name, bold: true },
      { header: "SOC code", width: 70, value: (c) => c.socCode ?? "" },
      { header: "Employment", width: 90, align: "right", value: (c) => formatCount(c.count) },
      { header: "Share", width: 70, align: "right", value: (c) => formatPercent(c.percentage) },
    ],
    categories,
    { size: 7.5 },
  );
}

export function drawJobRoles(ctx: ReportContext): void {
  const { w, input } = ctx;
  const file = input.entities["job-roles"];
  const roles = file.data;
  const top = [...roles].sort((a, b) => b.openings - a.openings || compareText(a.title, b.title)).slice(0, TOP_N);
  w.beginSection("Top job roles", {
    intro: `The ${top.length} occupations with the most projected openings a year, of ${formatCount(roles.length)} detailed occupations (${file.asOf}). Openings are annual averages over the projection decade, including replacement of workers who leave; wages are annual means.`,
  });
  w.table(
    [
      { header: "#", width: 20, align: "right", value: (_r, i) => String(i + 1) },
      { header: "Occupation", width: 140, value: (r) => r.title, bold: true },
      { header: "Group", width: 104, value: (r) => r.category },
      { header: "Openings / yr", width: 58, align: "right", value: (r) => formatCount(r.openings) },
      { header: "Mean wage", width: 56, align: "right", value: (r) => dollars(r.averageSalary) },
      { header: "Growth", width: 42, align: "right", value: (r) => formatSigned(r.growthRate) },
      {
        header: "At home",
        width: 38,
        align: "right",
        value: (r) => {
          const text = teleworkText(r);
          const short = text === "Yes" || text === "No" ? text : `${Math.round(r.remotePercentage)}%`;
          return `${short}${r.remoteEstimated ? "*" : ""}`;
        },
      },
      {
        header: "Job zone",
        width: 46,
        align: "right",
        value: (r) => (r.jobZone === undefined ? "n/a" : String(r.jobZone)),
      },
    ],
    top,
    { size: 7 },
  );
  w.paragraph(
    "Growth: projected employment change over the projection decade. At home: whether Dingel & Neiman (2020) classify the occupation as work that can be done at home, from O*NET work context (a percentage is the share of the O*NET occupations under the code so classified; * = average of its occupation group, where the occupation has no score of its own). Job zone: O*NET preparation level, 1 (little) to 5 (extensive).",
    { size: 7.5, color: COLOR.muted },
  );

  const leaders = roleLeaders(roles);
  w.beginSection("Job role leaders", {
    intro:
      "The four top-3 lists of the job-roles explorer, each drawn only from the occupations that meet its threshold.",
  });
  const lists: { title: string; rule: string; roles: JobRole[]; value: (r: JobRole) => string }[] = [
    {
      title: "Most projected openings",
      rule: "All occupations, by average annual openings.",
      roles: leaders.mostOpenings,
      value: (r) => `${formatCount(r.openings)} openings a year`,
    },
    {
      title: "Highest paying",
      rule: `Mean annual wage of ${dollars(HIGH_PAYING_SALARY)} or more.`,
      roles: leaders.highestPaying,
      value: (r) => `${dollars(r.averageSalary)} mean wage`,
    },
    {
      title: "Fastest growing",
      rule: `Projected growth of ${formatPercent(HIGH_GROWTH_PERCENT, 0)} or more.`,
      roles: leaders.fastestGrowing,
      value: (r) => `${formatSigned(r.growthRate)} projected growth`,
    },
    {
      title: "Most remote-friendly",
      rule: `Classified by Dingel & Neiman (2020) as work that can be done at home (where a code spans several O*NET occupations, at least ${formatPercent(REMOTE_FRIENDLY_PERCENT, 0)} of them).`,
      roles: leaders.remoteFriendly,
      value: (r) => `${TELEWORK_LABEL}: ${teleworkText(r)}`,
    },
  ];
  for (const list of lists) {
    w.heading(list.title, { size: 12, keep: 90 });
    w.paragraph(list.rule, { size: 8.5, color: COLOR.muted, after: 4 });
    if (list.roles.length === 0) {
      w.paragraph("No occupation in the dataset meets this threshold.", { size: 9 });
      continue;
    }
    w.table(
      [
        { header: "#", width: 20, align: "right", value: (_r, i) => String(i + 1) },
        { header: "Occupation", width: 170, value: (r) => r.title, bold: true },
        { header: "Figure", width: 150, value: list.value },
        { header: "Education typically needed", width: 164, value: (r) => r.education ?? r.experienceLevel },
      ],
      list.roles,
      { size: 8 },
    );
  }
  w.heading("Where the top roles employ the most people", { size: 12, keep: 80 });
  for (const r of top.slice(0, 10)) {
    w.labelled(
      r.title,
      `${r.topLocations.join("; ") || (r.topLocationsNote ?? "No metro-area estimates published").replace(/\.$/, "")}. ${
        r.skillsBasis === "technologies" ? "Technologies used (O*NET rates no skills for it)" : "Most important skills"
      }: ${r.requiredSkills.slice(0, 5).join(", ") || "none listed"}.`,
      { size: 8 },
    );
  }
}

export function drawSkills(ctx: ReportContext): void {
  const { w, input } = ctx;
  const file = input.entities.skills;
  const skills = rankedSkills([...file.data].sort((a, b) => a.rank - b.rank)).slice(0, TOP_N);
  const baseline = baselineToolsNote(file.data);
  w.beginSection("Skills in demand", {
    intro: `The ${skills.length} technology skills with the most ${SKILL_NUMBER}, where O*NET flags a skill In Demand when an occupation's job postings frequently ask for it (${file.asOf}), of ${formatCount(rankedSkills(file.data).length)} ranked. An occupation can flag several skills. 'Listed' counts every occupation whose O*NET profile lists the skill. ${baseline}`,
  });
  w.y += barChart(
    w,
    { x: PAGE.left, y: w.y + 2, width: CONTENT_WIDTH },
    skills.slice(0, 10).map((s) => ({ label: s.name, value: s.jobCount, valueLabel: formatThousands(s.jobCount) })),
    {
      labelWidth: 180,
      rowHeight: 13,
      ticks: axisThousands,
      axisTitle: "Projected openings a year in occupations where the skill is in demand (thousands)",
    },
  );
  w.table(
    [
      { header: "Rank", width: 32, align: "right", value: (s) => String(s.rank) },
      { header: "Skill", width: 150, value: (s) => s.name, bold: true },
      { header: "Category", width: 130, value: (s) => s.category },
      { header: "Openings/yr", width: 66, align: "right", value: (s) => formatCount(s.jobCount) },
      { header: "Share", width: 36, align: "right", value: (s) => formatPercent(s.percentage) },
      {
        header: "In demand",
        width: 42,
        align: "right",
        value: (s) => (s.occupations === undefined ? "n/a" : formatCount(s.occupations)),
      },
      {
        header: "Listed",
        width: 32,
        align: "right",
        value: (s) => (s.listedOccupations === undefined ? "n/a" : formatCount(s.listedOccupations)),
      },
    ],
    skills,
    { size: 7.5 },
  );
}

export function drawCompanies(ctx: ReportContext): void {
  const { w, input } = ctx;
  const file = input.entities.companies;
  const withOpenings = file.data.filter((c) => c.openings > 0);
  const top = topCompanies(file.data, TOP_N);
  w.beginSection("Companies hiring", {
    intro: `The ${top.length} employers with the most open US postings on their public job boards, of ${formatCount(withOpenings.length)} employers with open postings (${formatReferencePeriod(file.referencePeriod)}). Postings are counted, not republished; one posting can cover several openings.`,
  });
  w.table(
    [
      { header: "#", width: 20, align: "right", value: (_c, i) => String(i + 1) },
      { header: "Employer", width: 110, value: (c) => c.name, bold: true },
      { header: "Industry", width: 100, value: (c) => c.industry },
      { header: "Main posting location", width: 104, value: (c) => c.location },
      { header: "Open postings", width: 56, align: "right", value: (c) => formatCount(c.openings) },
      { header: "Source", width: 54, value: (c) => jobBoardName(c.source, "Job board") },
      { header: "Counted on", width: 60, value: (c) => companyPostingsDate(c, file.sources) },
    ],
    top,
    { size: 7.5 },
  );
  w.heading("Job-board sources", { size: 11, keep: 60 });
  for (const s of file.sources) {
    w.labelled(
      s.publisher,
      `${s.title} (${formatReferencePeriod(s.referencePeriod)}). Licence: ${s.licence}.${s.url ? ` ${s.url}` : ""}`,
      { size: 8 },
    );
  }
  w.doc.fillColor(COLOR.text).font(FONT.regular);
}
