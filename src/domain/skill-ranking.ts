/**
 * How skills are ranked, stated once for the pipeline, the pages and the methodology. A tool that most occupations'
 * O*NET profiles list (office software) says nothing about what distinguishes demand, so it is set aside as a
 * "baseline tool" and shown once; the rest are ranked by the projected job openings of the occupations whose postings
 * frequently ask for them. Pure.
 */
import type { Skill } from "./entities.ts";
import { formatCount } from "./format.ts";

/** A technology listed by at least this share of detailed occupations is a baseline tool. */
export const BASELINE_LISTED_SHARE = 0.5;

/** The rule in words. */
export const BASELINE_RULE = `listed in the O*NET profiles of at least ${Math.round(BASELINE_LISTED_SHARE * 100)}% of occupations`;

/** What a skill's number is, with its unit. */
export const SKILL_NUMBER = "projected job openings a year (2024–34) in the occupations where it is in demand";

/** The ranked skills (baseline tools left out). */
export function rankedSkills(skills: readonly Skill[]): Skill[] {
  return skills.filter((s) => !s.baselineTool);
}

/** The baseline tools, in the dataset's order. */
export function baselineTools(skills: readonly Skill[]): Skill[] {
  return skills.filter((s) => s.baselineTool);
}

/** "Not ranked: baseline tools, listed in … of occupations: Microsoft Excel, Microsoft Word." (empty when none). */
export function baselineToolsNote(skills: readonly Skill[]): string {
  const tools = baselineTools(skills).map((s) => s.name);
  return tools.length
    ? `Not ranked, because nearly every office job lists them (${BASELINE_RULE}): ${tools.join(", ")}.`
    : "";
}

/** "Python leads: the occupations whose job postings often ask for it expect about 635,300 job openings a year." */
export function skillsAnswer(rows: readonly Skill[]): string | undefined {
  const top = rankedSkills(rows)[0];
  return (
    top &&
    `${top.name} leads: the occupations whose job postings often ask for it expect about ${formatCount(top.jobCount)} job openings a year.`
  );
}
