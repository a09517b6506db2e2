/**
 * The job categories' answer in plain words, from the groups a card or chart shows (largest first): one rule for the
 * dashboard's Top Job Categories and the /job-roles chart. Pure.
 */
import type { JobCategory } from "./entities.ts";
import { formatMillions } from "./format.ts";

/** "More people work in Office and Administrative Support than in any other group: 18.2M, 11.7% of all employees." */
export function categoriesAnswer(rows: readonly JobCategory[]): string | undefined {
  const top = rows[0];
  return (
    top &&
    `More people work in ${top.name} than in any other group: ${formatMillions(top.count)}, ${top.percentage.toFixed(1)}% of all employees.`
  );
}
