/**
 * The /job-roles top-3 cards' answers in plain words, from the roles each card lists (first first). Pure; one
 * sentence per card.
 */
import type { JobRole } from "~/domain/entities";
import { formatCount, formatPercent, formatSigned } from "~/domain/format";
import type { Leaders, RolePeriods } from "./roles";

/**
 * "The most job openings are expected for Home Health and Personal Care Aides: about 765,800 a year over 2024–34." and
 * the like; undefined for an empty list. Worded so that singular and plural occupation titles both read right.
 */
export function roleLeaderAnswer(
  key: keyof Leaders,
  rows: readonly JobRole[],
  periods: RolePeriods,
): string | undefined {
  const top = rows[0];
  if (!top) return undefined;
  switch (key) {
    case "mostOpenings":
      return top.openings > 0
        ? `The most job openings are expected for ${top.title}: about ${formatCount(top.openings)} a year over ${periods.projections}.`
        : undefined;
    case "highestPaying":
      return `The highest average pay is for ${top.title}: $${formatCount(top.averageSalary)} a year (${periods.wages}).`;
    case "fastestGrowing":
      return `Jobs for ${top.title} are projected to grow fastest: ${formatSigned(top.growthRate)} over ${periods.projections}.`;
    case "remoteFriendly":
      return top.remotePercentage >= 100
        ? `Of the roles that can be done from home, the most openings are for ${top.title}: about ${formatCount(top.openings)} a year.`
        : `The role most often done from home is ${top.title}: ${formatPercent(top.remotePercentage, 0)} of the O*NET occupations it spans can be done there.`;
  }
}
