/** The occupations the state analysis counts for each analytics industry (a module of its own: only the dashboard's table and the pipeline need it). */
import type { ANALYTICS_INDUSTRY_IDS } from "./constants.ts";

/**
 * The analytics industries as OEWS occupation groups (SOC code prefixes): with an industry chosen, the state table's
 * jobs are employment in these occupations (across all industries). `short` names them in a column header.
 */
export const FIELD_OCCUPATIONS: Readonly<
  Record<Exclude<(typeof ANALYTICS_INDUSTRY_IDS)[number], "all">, { prefixes: string[]; label: string; short: string }>
> = {
  technology: {
    prefixes: ["15-"],
    label: "Computer and mathematical occupations (SOC 15-0000)",
    short: "computer and mathematical occupations",
  },
  healthcare: {
    prefixes: ["29-", "31-"],
    label: "Healthcare practitioners and technical (SOC 29-0000) plus healthcare support occupations (SOC 31-0000)",
    short: "healthcare occupations",
  },
  finance: {
    prefixes: ["13-2"],
    label: "Financial specialists (SOC 13-2000: accountants, analysts, loan officers …)",
    short: "financial specialist occupations",
  },
  manufacturing: { prefixes: ["51-"], label: "Production occupations (SOC 51-0000)", short: "production occupations" },
};
