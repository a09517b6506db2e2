/** Job categories: the 22 SOC major occupation groups with OEWS national employment. */
import type { JobCategory } from "../../domain/entities.ts";
import { formatPeriod, formatReferencePeriod } from "../../domain/format.ts";
import { slugify } from "../../domain/text.ts";
import type { Inputs } from "../load-inputs.ts";
import { compareText, round } from "../numbers.ts";
import { InputError } from "../pipeline-errors.ts";
import { OEWS_NATIONAL_FILE } from "../readers/oews.ts";
import { sourceFor } from "../source-catalogue.ts";
import type { EntityBuild } from "./builder-types.ts";
import { groupLabel } from "./state-base.ts";

/** A fixed colour per SOC major group, so a category keeps its colour across builds and pages. */
export const CATEGORY_COLORS: Readonly<Record<string, string>> = {
  "11": "#2563eb",
  "13": "#0891b2",
  "15": "#7c3aed",
  "17": "#4f46e5",
  "19": "#0d9488",
  "21": "#db2777",
  "23": "#9333ea",
  "25": "#ea580c",
  "27": "#c026d3",
  "29": "#dc2626",
  "31": "#f43f5e",
  "33": "#475569",
  "35": "#d97706",
  "37": "#65a30d",
  "39": "#e11d48",
  "41": "#16a34a",
  "43": "#0284c7",
  "45": "#15803d",
  "47": "#b45309",
  "49": "#57534e",
  "51": "#6d28d9",
  "53": "#1d4ed8",
};

/** Category id for a SOC major group: a slug of its label ("computer-and-mathematical"). */
export function categoryId(title: string): string {
  return slugify(groupLabel(title));
}

export function buildJobCategories(inputs: Pick<Inputs, "oewsNational">): EntityBuild<"job-categories"> {
  const { occupations, month } = inputs.oewsNational;
  const total = occupations.find((o) => o.group === "total");
  if (!total) throw new InputError(OEWS_NATIONAL_FILE, "no 'All Occupations' (00-0000) total row");
  const rows: JobCategory[] = occupations
    .filter((o) => o.group === "major")
    .map((o) => {
      const color = CATEGORY_COLORS[o.code.slice(0, 2)];
      return {
        id: categoryId(o.title),
        name: groupLabel(o.title),
        count: Math.round(o.employment),
        percentage: round((o.employment / total.employment) * 100, 1),
        ...(color ? { color } : {}),
        socCode: o.code,
      };
    })
    .sort((a, b) => b.count - a.count || compareText(a.name, b.name));
  return {
    entity: "job-categories",
    data: rows,
    referencePeriod: month,
    asOf: formatReferencePeriod(month),
    sources: [sourceFor("bls-oews-national", month)],
    methodology: {
      name: "SOC major occupation group title without the trailing word 'Occupations'.",
      count: `OEWS ${formatPeriod(month)} national cross-industry employment (TOT_EMP) of the major group. Excludes the self-employed and most farm workers, as OEWS does.`,
      percentage: `count ÷ total employment of all occupations (00-0000, ${Math.round(total.employment)}) × 100, one decimal.`,
      color: "A fixed colour per SOC major group (a display label, not data).",
      order: "Largest employment first.",
    },
    count: rows.length,
  };
}
