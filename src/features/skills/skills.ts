// What the /skills explorer needs beyond the domain's exploreSkills: how many skills it lists, its
// view in the query string, the demand bar's value and the CSV columns. Pure.

import type { CsvColumn } from "~/domain/csv";
import type { Skill } from "~/domain/entities";
import { exploreSkills, SKILL_LABELS } from "~/domain/explore";

/** The page lists the top 12 skills; a search looks through every ranked skill. */
export const TOP_SKILLS_LIMIT = 12;

export type SkillsView = { q: string };
export const SKILLS_DEFAULTS: SkillsView = { q: "" };

export function parseSkillsView(params: URLSearchParams): SkillsView {
  return { q: params.get("q") ?? "" };
}

/** True while the search box holds something other than blanks. */
export function isSearching(view: SkillsView): boolean {
  return view.q.trim() !== "";
}

/** The list a view shows: the top 12 without a search, every match (in rank order) with one. */
export function selectSkills(skills: readonly Skill[], view: SkillsView): Skill[] {
  return isSearching(view) ? exploreSkills(skills, view.q) : exploreSkills(skills).slice(0, TOP_SKILLS_LIMIT);
}

/** The demand bar's value: the share of all projected openings a year in occupations where the skill is in demand, 0–100. */
export function demandValue(skill: Skill): number {
  const share = Number(skill.percentage);
  return Number.isFinite(share) ? Math.max(0, Math.min(100, share)) : 0;
}

export const SKILL_CSV_COLUMNS: readonly CsvColumn<Skill>[] = [
  ["Rank", "rank"],
  ["Skill", "name"],
  ["Category", "category"],
  [SKILL_LABELS.jobCount, "jobCount"],
  [`${SKILL_LABELS.percentage} (%)`, "percentage"],
  ["Employment in occupations where it is in demand", "employment"],
  ["Baseline tool (not ranked)", (s) => (s.baselineTool ? "yes" : "")],
  ["Occupations where O*NET flags it in demand", "occupations"],
  ["Occupations that list it", "listedOccupations"],
  [`${SKILL_LABELS.listedPercentage} (%)`, "listedPercentage"],
  [SKILL_LABELS.hotTechnology, (s) => (s.hotTechnology === undefined ? "" : s.hotTechnology ? "yes" : "no")],
];
