// What the /job-roles explorer needs beyond the domain's exploreJobRoles and roleLeaders: its view in
// the query string, the filter options, the top-3 cards' definitions, value formats and CSV columns. Pure.

import type { Option } from "~/components/ui/explorer-controls";
import { readView } from "~/components/ui/useQueryState";
import type { CsvColumn } from "~/domain/csv";
import type { JobRole } from "~/domain/entities";
import { ROLE_SORT_LABELS, ROLE_SORTS, type RoleSort, type roleLeaders } from "~/domain/explore";
import { distinctSorted } from "~/domain/filters";
import { formatCount, formatPeriod, formatProjectedOpenings, formatSigned } from "~/domain/format";
import { TELEWORK_LABEL, teleworkText } from "~/domain/job-roles";
import type { Source } from "~/domain/provenance";
import { sourcePeriod } from "~/domain/source-lookup";
import { HIGH_GROWTH_PERCENT, HIGH_PAYING_SALARY, REMOTE_FRIENDLY_PERCENT } from "~/domain/thresholds";

/** Roles shown at first and added by each 'Load More Roles'. */
export const ROLES_PAGE = 12;
/** Role cards show this many top locations and key skills, then "+N more". */
export const CARD_LOCATIONS = 2;
export const CARD_SKILLS = 3;

export type RolesView = { q: string; category: string; location: string; sort: RoleSort; n: number };
export const ROLES_DEFAULTS: RolesView = { q: "", category: "all", location: "all", sort: "openings", n: ROLES_PAGE };

/** The view in `params`; unknown categories, locations and sorts fall back to the defaults. */
export function parseRolesView(
  params: URLSearchParams,
  categories: readonly string[],
  locations: readonly string[],
): RolesView {
  return readView(params, ROLES_DEFAULTS, {
    category: ["all", ...categories],
    location: ["all", ...locations],
    sort: ROLE_SORTS,
  });
}

/** True for the view the page's HTML was built with (no search or filter, most openings first, the first page). */
export function isBuiltRolesView(view: RolesView): boolean {
  return (
    view.q === "" &&
    view.category === "all" &&
    view.location === "all" &&
    view.sort === ROLES_DEFAULTS.sort &&
    view.n <= ROLES_PAGE
  );
}

/** The roles' categories, sorted. */
export function roleCategories(roles: readonly JobRole[]): string[] {
  return distinctSorted(roles, (r) => r.category);
}

/** Every metro area that is a top location of some role, sorted. */
export function roleLocations(roles: readonly JobRole[]): string[] {
  return distinctSorted(
    roles.flatMap((r) => r.topLocations),
    (l) => l,
  );
}

export const categoryOptions = (categories: readonly string[]): Option[] => [
  { value: "all", label: "All Categories" },
  ...categories.map((c) => ({ value: c, label: c })),
];
export const locationOptions = (locations: readonly string[]): Option[] => [
  { value: "all", label: "All Locations" },
  ...locations.map((l) => ({ value: l, label: l })),
];
export const SORT_OPTIONS: readonly Option<RoleSort>[] = ROLE_SORTS.map((s) => ({
  value: s,
  label: ROLE_SORT_LABELS[s],
}));

/** "$123,450". */
export function formatSalary(dollars: number): string {
  return `$${formatCount(dollars)}`;
}

/** "$100K" for the thresholds' labels. */
const salaryThreshold = `$${HIGH_PAYING_SALARY / 1000}K`;

export type Leaders = ReturnType<typeof roleLeaders>;

/** When the job-role figures are from: the projections' decade ("2024–34") and the OEWS wages' month ("May 2025"). */
export interface RolePeriods {
  projections: string;
  wages: string;
}

/** The periods of the job-roles dataset, read from its sources (Employment Projections "2024/2034", OEWS "2025-05"). */
export function rolePeriods(sources: readonly Pick<Source, "id" | "referencePeriod">[]): RolePeriods {
  const period = (id: string) => sourcePeriod(sources, id);
  const [from = "", to = ""] = period("bls-employment-projections").split("/");
  return {
    projections: from && to ? `${from}–${to.slice(-2)}` : from,
    wages: formatPeriod(period("bls-oews-national")),
  };
}

/** How the Remote Friendly card chooses its roles, for the section's "How this is measured". */
export const remoteFriendlyRule = `Remote Friendly lists the roles Dingel & Neiman (2020) classify as work that can be done at home, from O*NET work context (where a code spans several O*NET occupations: ${REMOTE_FRIENDLY_PERCENT}% or more of them), most projected openings first.`;

/** The four top-3 cards: which list, what it ranks by, and the value each role shows. */
export const leaderCards = (
  periods: RolePeriods,
): readonly {
  key: keyof Leaders;
  title: string;
  criterion: string;
  value: (r: JobRole) => string;
}[] => [
  {
    key: "mostOpenings",
    title: "Most Openings",
    criterion: `Projected openings a year, ${periods.projections}`,
    value: (r) => formatProjectedOpenings(r.openings),
  },
  {
    key: "highestPaying",
    title: "Highest Paying",
    criterion: `Average salary of ${salaryThreshold} or more`,
    value: (r) => formatSalary(r.averageSalary),
  },
  {
    key: "fastestGrowing",
    title: "Fastest Growing",
    criterion: `Projected growth of ${HIGH_GROWTH_PERCENT}% or more, ${periods.projections}`,
    value: (r) => formatSigned(r.growthRate),
  },
  {
    key: "remoteFriendly",
    title: "Remote Friendly",
    // Plain words on the card; who classifies it and the 70% rule are in "How this is measured" (remoteFriendlyRule).
    criterion: "Work that can be done from home, most openings first",
    value: (r) => `${TELEWORK_LABEL}: ${teleworkText(r)}`,
  },
];

/** The CSV of the current list: every matching role, in the list's order, with every field. */
export const roleCsvColumns = (periods: RolePeriods): readonly CsvColumn<JobRole>[] => [
  ["SOC code", (r) => r.socCode ?? r.id],
  ["Title", "title"],
  ["Category", "category"],
  ["Projected annual openings", "openings"],
  ["Average salary (USD)", "averageSalary"],
  ["Median salary (USD)", "medianSalary"],
  [`Projected growth ${periods.projections} (%)`, "growthRate"],
  ["Share of its O*NET occupations classified as can be done at home (%)", "remotePercentage"],
  ["Home-work classification estimated from its group", (r) => (r.remoteEstimated ? "yes" : "no")],
  ["Employment", "employment"],
  ["Experience level", "experienceLevel"],
  ["Typical education", "education"],
  ["Top locations", (r) => r.topLocations.join("; ")],
  ["Key skills", (r) => r.requiredSkills.join("; ")],
];
