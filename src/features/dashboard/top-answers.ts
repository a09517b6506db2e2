/**
 * The dashboard's "top" cards' answers in plain words, from the rows the card shows (first row first). Pure; one
 * function per card.
 */
import type { Company, State } from "~/domain/entities";
import { formatCount, formatSigned } from "~/domain/format";

/** The categories card's answer is the /job-roles chart's: one rule, in the domain. */
export { categoriesAnswer } from "~/domain/category-answer";

/** "Nevada's payroll jobs grew fastest over the year (+1.9%); all 4 shown grew." */
export function statesAnswer(rows: readonly State[]): string | undefined {
  const top = rows[0];
  if (!top) return undefined;
  const grew = rows.filter((s) => Number(s.growthRate) > 0).length;
  const rest = grew === rows.length ? `all ${rows.length} shown grew` : `${grew} of the ${rows.length} shown grew`;
  return `${top.name}'s payroll jobs grew fastest over the year (${formatSigned(Number(top.growthRate))}); ${rest}.`;
}

/** The skills card's answer is the /skills page's: one rule, in the domain. */
export { skillsAnswer } from "~/domain/skill-ranking";

/** "Acme has the most open US postings on its job board: 1,234." */
export function companiesAnswer(rows: readonly Company[]): string | undefined {
  const top = rows[0];
  return top && `${top.name} has the most open US job postings on its own job board: ${formatCount(top.openings)}.`;
}
