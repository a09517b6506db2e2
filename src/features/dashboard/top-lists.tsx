/**
 * The dashboard's four "top" cards: each is the shared TopCard (an API list's first rows, with a link to the full
 * page) with its texts from one table and its own row layout.
 */

import type { ReactNode } from "react";
import { EMPLOYMENT_SHARE_BASE } from "~/domain/constants";
import type { Company, JobCategory, Skill, State } from "~/domain/entities";
import { formatMillions, formatOpenings, formatPercent, formatSigned, formatThousands } from "~/domain/format";
import { payrollJobs } from "~/domain/measures";
import type { Provenance } from "~/domain/provenance";
import { BASELINE_RULE, SKILL_NUMBER } from "~/domain/skill-ranking";
import TopCard from "./TopCard";
import { categoriesAnswer, companiesAnswer, skillsAnswer, statesAnswer } from "./top-answers";

export const TOP_CATEGORIES = 9;
export const TOP_STATES = 4;
export const TOP_COMPANIES = 5;
export const TOP_SKILLS = 5;

/** Each card's title, explanation, API, size, error text and link to the page with everything. */
const CARDS = {
  categories: {
    title: "Top Job Categories",
    note: `Employment by occupational group (OEWS); the percentage is the group's share of ${EMPLOYMENT_SHARE_BASE} (employees; the self-employed are not counted).`,
    url: "/api/job-categories",
    limit: TOP_CATEGORIES,
    rowHeight: "h-6",
    error: "Unable to load job categories data",
    viewAll: { href: "/job-roles", label: "View All Categories" },
    answer: categoriesAnswer,
  },
  states: {
    title: "Fastest-Growing States",
    note: "States in order of over-the-year percent change in nonfarm payroll jobs (CES, seasonally adjusted): net job growth, not hires.",
    url: "/api/states",
    limit: TOP_STATES,
    rowHeight: "h-12",
    error: "Unable to load states data",
    viewAll: { href: "/states", label: "View Map" },
    answer: statesAnswer,
  },
  companies: {
    title: "Top Hiring Companies",
    note: "Employers ranked by their open US postings on their public Greenhouse or Ashby job board (postings, not hires). The city is where most of an employer's postings are, not its headquarters.",
    url: `/api/companies?limit=${TOP_COMPANIES}`,
    limit: TOP_COMPANIES,
    rowHeight: "h-12",
    error: "Unable to load companies data",
    viewAll: { href: "/hiring", label: "Load More Companies" },
    answer: companiesAnswer,
  },
  skills: {
    title: "Most In-Demand Skills",
    note: `Technologies ranked by the ${SKILL_NUMBER} (BLS Employment Projections; O*NET flags a technology In Demand when an occupation's job postings frequently ask for it); the bar is that number's share of all projected openings. Baseline tools, ${BASELINE_RULE}, are not ranked.`,
    url: `/api/skills?limit=${TOP_SKILLS}`,
    limit: TOP_SKILLS,
    rowHeight: "h-9",
    error: "Unable to load skills data",
    viewAll: { href: "/skills", label: "View All Skills" },
    answer: skillsAnswer,
  },
} as const;

interface CardProps<T> {
  initialData?: T[];
  provenance: Provenance;
}

function card<T>(spec: keyof typeof CARDS, rows: (shown: T[]) => ReactNode) {
  const { answer, ...texts } = CARDS[spec];
  return ({ initialData, provenance }: CardProps<T>) => (
    <TopCard
      {...texts}
      answer={answer as (rows: T[]) => string | undefined}
      provenance={provenance}
      initialData={initialData}
    >
      {rows}
    </TopCard>
  );
}

function categoryRows(shown: JobCategory[]) {
  return (
    <ul className="space-y-3">
      {shown.map((c) => (
        <li key={c.id} className="flex items-center gap-3 text-sm" data-testid="category-row">
          <span
            aria-hidden="true"
            className="h-3 w-3 shrink-0 rounded-full"
            style={{ backgroundColor: c.color ?? "#64748b" }}
          />
          <span className="min-w-0 flex-1 truncate text-slate-800">{c.name}</span>
          <span className="font-semibold text-slate-900">{formatMillions(c.count)}</span>
          <span className="w-14 text-right text-slate-700">{formatPercent(c.percentage)}</span>
        </li>
      ))}
    </ul>
  );
}
/** How the two badge lists differ: a state's code is read out; a company's initial only decorates its name. */
const BADGE_ROWS = {
  state: {
    testId: "top-state",
    spoken: true,
    badge: "bg-blue-50 text-sm text-blue-800",
    name: "",
    detail: "text-green-800",
  },
  company: {
    testId: "top-company",
    spoken: false,
    badge: "bg-slate-100 text-slate-800",
    name: "truncate",
    detail: "text-slate-700",
  },
} as const;

/** A row with a square badge, a name over a detail line, and a figure with its unit on the right. */
function BadgeRow({ kind, row }: { kind: keyof typeof BADGE_ROWS; row: [string, string, string, string, string] }) {
  const style = BADGE_ROWS[kind];
  const [badge, name, detail, figure, unit] = row;
  return (
    <li className="flex items-center gap-3" data-testid={style.testId}>
      <span
        aria-hidden={style.spoken ? undefined : "true"}
        className={`inline-flex h-9 w-9 shrink-0 items-center justify-center rounded-md font-bold ${style.badge}`}
      >
        {badge}
      </span>
      <span className="min-w-0 flex-1">
        <span className={`block font-medium text-slate-900 ${style.name}`.trim()}>{name}</span>
        <span className={`block text-sm ${style.detail}`}>{detail}</span>
      </span>
      <span className="text-right text-sm text-slate-700">
        <span className="block font-semibold text-slate-900">{figure}</span>
        {unit}
      </span>
    </li>
  );
}

function stateRows(shown: State[]) {
  const over = (s: State) => `${formatSigned(Number(s.growthRate))} over the year`;
  const rows = shown.map((s) => (
    <BadgeRow key={s.id} kind="state" row={[s.code, s.name, over(s), formatMillions(payrollJobs(s)), "jobs"]} />
  ));
  return <ul className="space-y-3">{rows}</ul>;
}

function companyRows(shown: Company[]) {
  const initial = (c: Company) => c.name.charAt(0).toUpperCase();
  const rows = shown.map((c) => (
    <BadgeRow
      key={c.id}
      kind="company"
      row={[initial(c), c.name, `Most postings in ${c.location}`, formatOpenings(c.openings), "open postings"]}
    />
  ));
  return <ul className="space-y-3">{rows}</ul>;
}

function skillRows(shown: Skill[]) {
  return (
    <>
      {/* The figures' unit, said once where the eye reads it (each row also says it to screen readers). */}
      <p className="mb-2 flex justify-between text-xs text-slate-600" aria-hidden="true" data-testid="top-skill-unit">
        <span>Skill</span>
        <span>Projected openings a year</span>
      </p>
      <ol className="space-y-4">
        {shown.map((s) => {
          const share = Math.max(0, Math.min(100, Number(s.percentage)));
          return (
            <li key={s.id} data-testid="top-skill">
              <div className="flex items-center justify-between gap-2 text-sm">
                <span className="font-medium text-slate-900">
                  <span className="mr-2 text-slate-600">#{s.rank}</span>
                  {s.name}
                </span>
                <span className="text-slate-700">
                  {formatThousands(s.jobCount)}
                  <span className="sr-only"> projected openings a year</span>
                </span>
              </div>
              <div
                role="progressbar"
                aria-label={`${s.name}: share of all projected openings a year`}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={share}
                className="mt-1 h-2 rounded-full bg-slate-200"
              >
                <div className="h-2 rounded-full bg-blue-700" style={{ width: `${share}%` }} />
              </div>
            </li>
          );
        })}
      </ol>
    </>
  );
}

export const TopCategories = card<JobCategory>("categories", categoryRows);
export const TopStates = card<State>("states", stateRows);
export const TopCompanies = card<Company>("companies", companyRows);
export const TopSkills = card<Skill>("skills", skillRows);
