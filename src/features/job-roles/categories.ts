// The 'Top 10 Job Categories' chart's data: the largest occupational groups and their CSV. Pure.

import { EMPLOYMENT_SHARE_BASE } from "~/domain/constants";
import type { CsvColumn } from "~/domain/csv";
import type { JobCategory } from "~/domain/entities";
import { compareText } from "~/domain/text";

/** The chart shows this many categories, the largest first. */
export const CHART_CATEGORIES = 10;

/** The `n` categories with the most employment, largest first (ties by name). */
export function topCategories(categories: readonly JobCategory[], n = CHART_CATEGORIES): JobCategory[] {
  return [...categories].sort((a, b) => b.count - a.count || compareText(a.name, b.name)).slice(0, n);
}

export const CATEGORY_CSV_COLUMNS: readonly CsvColumn<JobCategory>[] = [
  ["Category", "name"],
  ["SOC group", "socCode"],
  ["Employment", "count"],
  [`Share of ${EMPLOYMENT_SHARE_BASE} (%)`, "percentage"],
];
