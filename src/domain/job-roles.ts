// What a job role's experience level and home-work figure mean, in one place: the pipeline derives them with
// these rules, and the cards, the CSV and the report word them with these labels. Pure.

import { formatPercent } from "./format.ts";

export const EXPERIENCE_LEVELS = ["Entry level", "Mid level", "Senior level"] as const;
export type ExperienceLevel = (typeof EXPERIENCE_LEVELS)[number];

/** BLS "Work experience in a related occupation" (Employment Projections, Table 1.2) → level. */
export const WORK_EXPERIENCE_LEVEL: Readonly<Record<string, ExperienceLevel>> = {
  None: "Entry level",
  "Less than 5 years": "Mid level",
  "5 years or more": "Senior level",
};

/**
 * BLS "Typical education needed for entry" → level: up to some college, entry; a postsecondary award up to a
 * bachelor's degree, mid; a graduate or professional degree, senior (the preparation of O*NET Job Zone 5).
 */
export const EDUCATION_LEVEL: Readonly<Record<string, ExperienceLevel>> = {
  "No formal educational credential": "Entry level",
  "High school diploma or equivalent": "Entry level",
  "Some college, no degree": "Entry level",
  "Postsecondary nondegree award": "Mid level",
  "Associate's degree": "Mid level",
  "Bachelor's degree": "Mid level",
  "Master's degree": "Senior level",
  "Doctoral or professional degree": "Senior level",
};

/**
 * O*NET Job Zone → level. Zones 1–2 need little or some preparation; zones 3–4 need previous work-related skill,
 * knowledge or experience (zone 4: two to four years); zone 5 needs extensive preparation (O*NET: many of these
 * occupations require more than five years of experience, or years of training beyond college, as surgeons do).
 */
export function jobZoneLevel(zone: number): ExperienceLevel {
  return zone <= 2 ? "Entry level" : zone <= 4 ? "Mid level" : "Senior level";
}

/**
 * The experience level of an occupation: the highest of what BLS's related work experience, BLS's typical
 * education for entry and O*NET's Job Zone each say. An occupation is entry level only when all the known ones
 * agree that it needs no related experience and little preparation; undefined when none is known (or recognised).
 */
export function experienceLevelOf(facts: {
  readonly workExperience: string | undefined;
  readonly education: string | undefined;
  readonly jobZone: number | undefined;
}): ExperienceLevel | undefined {
  const readings = [
    facts.workExperience === undefined ? undefined : WORK_EXPERIENCE_LEVEL[facts.workExperience],
    facts.education === undefined ? undefined : EDUCATION_LEVEL[facts.education],
    facts.jobZone === undefined ? undefined : jobZoneLevel(facts.jobZone),
  ].filter((level): level is ExperienceLevel => level !== undefined);
  if (readings.length === 0) return undefined;
  return EXPERIENCE_LEVELS[Math.max(...readings.map((level) => EXPERIENCE_LEVELS.indexOf(level)))];
}

/** The role card's name for the Dingel–Neiman figure. */
export const TELEWORK_LABEL = "Can be done at home";

/**
 * The Dingel–Neiman figure in words. Dingel & Neiman (2020) classify each O*NET occupation as work that can be
 * done at home or cannot (1 or 0, from O*NET's work context and activity surveys); a code that spans several
 * O*NET occupations carries the share of them classified as can be done at home, and a role without a score of
 * its own (remoteEstimated) the share among the scored occupations of its SOC group. So 100 reads "Yes", 0 "No",
 * and a share in between says what it is a share of.
 */
export function teleworkText(role: {
  readonly remotePercentage: number;
  readonly remoteEstimated?: boolean | undefined;
}): string {
  const share = role.remotePercentage;
  if (share >= 100) return "Yes";
  if (share <= 0) return "No";
  return `${formatPercent(share, 0)} of ${role.remoteEstimated ? "its group's" : "its"} O*NET occupations`;
}
