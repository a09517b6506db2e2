// Search, filters, sorts and top-3 lists of the explorer pages (/states, /hiring, /skills,
// /job-roles). One implementation each; pages, islands and tests use these. Pure.
import { EMPLOYMENT_SHARE_BASE } from "./constants.ts";
import type { Company, JobRole, Skill, State } from "./entities.ts";
import { hasTopLocation, roleMatchesSearch } from "./filters.ts";
import { formatCount, formatPercent } from "./format.ts";
import { payrollJobs } from "./measures.ts";
import { matchesQuery } from "./search.ts";
import { compareText } from "./text.ts";
import {
  FAST_GROWTH_SHARE,
  HIGH_EMPLOYMENT_JOBS,
  HIGH_GROWTH_PERCENT,
  HIGH_PAYING_SALARY,
  LOW_UNEMPLOYMENT_PERCENT,
  REMOTE_FRIENDLY_PERCENT,
} from "./thresholds.ts";

// ---------- States ----------

export const STATE_FILTERS = ["all", "high-employment", "fast-growing", "low-unemployment"] as const;
export type StateFilter = (typeof STATE_FILTERS)[number];
// Built from the thresholds, so a label always says the rule its filter applies.
export const STATE_FILTER_LABELS: Readonly<Record<StateFilter, string>> = {
  all: "All States",
  "high-employment": `High Employment (${HIGH_EMPLOYMENT_JOBS / 1000}K+ jobs)`,
  "fast-growing": `Fast Growing (top ${FAST_GROWTH_SHARE * 100}% by job growth)`,
  "low-unemployment": `Low Unemployment (≤${LOW_UNEMPLOYMENT_PERCENT}%)`,
};

export const STATE_SORTS = ["name", "jobs", "growth", "unemployment"] as const;
export type StateSort = (typeof STATE_SORTS)[number];
export const STATE_SORT_LABELS: Readonly<Record<StateSort, string>> = {
  name: "Alphabetical",
  jobs: "Total Jobs (High to Low)",
  growth: "Growth Rate (High to Low)",
  unemployment: "Unemployment (Low to High)",
};

export const isHighEmployment = (s: State) => payrollJobs(s) >= HIGH_EMPLOYMENT_JOBS;
export const isLowUnemployment = (s: State) => Number(s.unemploymentRate) <= LOW_UNEMPLOYMENT_PERCENT;

/** The over-the-year growth (%) a state needs to be among the top FAST_GROWTH_SHARE of `states` (ties included). */
export function fastGrowthThreshold(states: readonly State[]): number {
  const rates = states.map((s) => Number(s.growthRate)).sort((a, b) => b - a);
  return rates[Math.max(1, Math.round(rates.length * FAST_GROWTH_SHARE)) - 1] ?? Number.POSITIVE_INFINITY;
}

/** Whether a state is fast growing among `states` (all of them, not only those listed). */
export const isFastGrowing = (s: State, threshold: number) => Number(s.growthRate) >= threshold;

const STATE_FILTER_TESTS: Readonly<Record<StateFilter, (s: State, fastGrowth: number) => boolean>> = {
  all: () => true,
  "high-employment": isHighEmployment,
  "fast-growing": isFastGrowing,
  "low-unemployment": isLowUnemployment,
};

const byName =
  <T>(name: (x: T) => string) =>
  (a: T, b: T) =>
    compareText(name(a), name(b));

const STATE_SORTERS: Readonly<Record<StateSort, (a: State, b: State) => number>> = {
  name: byName((s) => s.name),
  jobs: (a, b) => payrollJobs(b) - payrollJobs(a) || byName<State>((s) => s.name)(a, b),
  // Equal one-decimal rates keep the list's order: the API lists states by their unrounded growth.
  growth: (a, b) => Number(b.growthRate) - Number(a.growthRate),
  unemployment: (a, b) => Number(a.unemploymentRate) - Number(b.unemploymentRate) || byName<State>((s) => s.name)(a, b),
};

/** States matching `q` (name, code or top industry) and `filter`, in `sort` order. */
export function exploreStates(
  states: readonly State[],
  options: { q?: string; filter?: StateFilter; sort?: StateSort },
): State[] {
  const test = STATE_FILTER_TESTS[options.filter ?? "all"];
  const fastGrowth = fastGrowthThreshold(states);
  return states
    .filter((s) => test(s, fastGrowth) && matchesQuery(options.q ?? "", [s.name, s.code, s.topOccupationGroup]))
    .sort(STATE_SORTERS[options.sort ?? "name"]);
}

/** The three top-3 lists of /states. */
export function stateLeaders(states: readonly State[]) {
  return {
    mostJobs: [...states].sort(STATE_SORTERS.jobs).slice(0, 3),
    fastestGrowing: [...states].sort(STATE_SORTERS.growth).slice(0, 3),
    lowestUnemployment: [...states].sort(STATE_SORTERS.unemployment).slice(0, 3),
  };
}

// ---------- Companies ----------

/** The state code of a 'City, ST' location (its last part), or "" when there is none. */
export function stateOfLocation(location: string): string {
  const last = location.split(",").pop()?.trim() ?? "";
  return /^[A-Z]{2}$/.test(last) ? last : "";
}

/** Companies with openings, matching `q` (name, industry, location), an industry and a state code. */
export function exploreCompanies(
  companies: readonly Company[],
  options: { q?: string; industry?: string; state?: string },
): Company[] {
  return companies.filter(
    (c) =>
      c.openings > 0 &&
      (!options.industry || options.industry === "all" || c.industry === options.industry) &&
      (!options.state || options.state === "all" || stateOfLocation(c.location) === options.state) &&
      matchesQuery(options.q ?? "", [c.name, c.industry, c.location]),
  );
}

// ---------- Skills ----------

/** What each skill figure is, in the words the cards, the CSV and the report use. */
export const SKILL_LABELS = {
  jobCount: "Projected openings a year in occupations where it is in demand",
  percentage: "Share of all projected openings a year",
  occupations: "Flagged in demand in",
  listedOccupations: "Listed in",
  listedPercentage: `Share of ${EMPLOYMENT_SHARE_BASE} in occupations that list it`,
  hotTechnology: "O*NET Hot Technology",
} as const;

/** "Flagged in demand in 283 occupations · listed in 714 (88.1% of US wage-and-salary employment)", from the parts the skill has. */
export function skillSpreadText(skill: Skill): string {
  const parts: string[] = [];
  const occupations = (n: number) => `${formatCount(n)} occupation${n === 1 ? "" : "s"}`;
  if (skill.occupations !== undefined) parts.push(`${SKILL_LABELS.occupations} ${occupations(skill.occupations)}`);
  if (skill.listedOccupations !== undefined) {
    const share =
      skill.listedPercentage === undefined
        ? ""
        : ` (${formatPercent(skill.listedPercentage)} of ${EMPLOYMENT_SHARE_BASE})`;
    parts.push(`${parts.length > 0 ? "listed" : "Listed"} in ${occupations(skill.listedOccupations)}${share}`);
  }
  return parts.join(" · ");
}

/** Skills whose name or category match `q`, in rank order. */
export function exploreSkills(skills: readonly Skill[], q = ""): Skill[] {
  return skills.filter((s) => matchesQuery(q, [s.name, s.category])).sort((a, b) => a.rank - b.rank);
}

// ---------- Job roles ----------

export const ROLE_SORTS = ["openings", "salary", "growth", "title"] as const;
export type RoleSort = (typeof ROLE_SORTS)[number];
export const ROLE_SORT_LABELS: Readonly<Record<RoleSort, string>> = {
  openings: "Most Openings",
  salary: "Highest Salary",
  growth: "Fastest Growth",
  title: "Alphabetical",
};

export const isHighGrowth = (r: JobRole) => r.growthRate >= HIGH_GROWTH_PERCENT;
export const isRemoteFriendly = (r: JobRole) => r.remotePercentage >= REMOTE_FRIENDLY_PERCENT;
export const isHighPaying = (r: JobRole) => r.averageSalary >= HIGH_PAYING_SALARY;

const ROLE_SORTERS: Readonly<Record<RoleSort, (a: JobRole, b: JobRole) => number>> = {
  openings: (a, b) => b.openings - a.openings || byName<JobRole>((r) => r.title)(a, b),
  salary: (a, b) => b.averageSalary - a.averageSalary || byName<JobRole>((r) => r.title)(a, b),
  growth: (a, b) => b.growthRate - a.growthRate || byName<JobRole>((r) => r.title)(a, b),
  title: byName((r) => r.title),
};

/**
 * Roles matching `q` (title, category, required skills, or an occupation among `occupations`: see
 * roleMatchesSearch), a category and a location, in `sort` order.
 */
export function exploreJobRoles(
  roles: readonly JobRole[],
  // `occupations` is undefined until the occupation index has loaded (then the search matches the roles' own words).
  options: {
    q?: string;
    category?: string;
    location?: string;
    sort?: RoleSort;
    occupations?: ReadonlySet<string> | undefined;
  },
): JobRole[] {
  return roles
    .filter(
      (r) =>
        (!options.category || options.category === "all" || r.category === options.category) &&
        hasTopLocation(r, options.location) &&
        roleMatchesSearch(r, options.q, options.occupations),
    )
    .sort(ROLE_SORTERS[options.sort ?? "openings"]);
}

/** The four top-3 lists of /job-roles (each only from roles meeting its threshold). */
export function roleLeaders(roles: readonly JobRole[]) {
  return {
    mostOpenings: [...roles].sort(ROLE_SORTERS.openings).slice(0, 3),
    highestPaying: roles.filter(isHighPaying).sort(ROLE_SORTERS.salary).slice(0, 3),
    fastestGrowing: roles.filter(isHighGrowth).sort(ROLE_SORTERS.growth).slice(0, 3),
    remoteFriendly: roles
      .filter(isRemoteFriendly)
      .sort((a, b) => b.remotePercentage - a.remotePercentage || ROLE_SORTERS.openings(a, b))
      .slice(0, 3),
  };
}

/** The first `n` items and how many more there are ("+N more"). */
export function firstWithMore<T>(items: readonly T[], n: number): { shown: T[]; more: number } {
  return { shown: items.slice(0, n), more: Math.max(0, items.length - n) };
}
