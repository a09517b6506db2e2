// What the /hiring explorer needs beyond the domain's exploreCompanies: its view in the query string,
// the filter options, the job-board link and the CSV columns. Pure.

import type { Option } from "~/components/ui/explorer-controls";
import { readView } from "~/components/ui/useQueryState";
import type { CsvColumn } from "~/domain/csv";
import type { Company } from "~/domain/entities";
import { stateOfLocation } from "~/domain/explore";
import { distinctSorted } from "~/domain/filters";
import { jobBoardName } from "~/domain/format";
import { stateByCode } from "~/domain/geography";
import { compareText } from "~/domain/text";
import { isHttpUrl } from "~/domain/validation";

/** Companies shown at first and added by each 'Load More Companies'. */
export const COMPANIES_PAGE = 24;
/** The state code of 'Remote, US' locations (US-wide remote postings). */
export const REMOTE_US = "US";

export type HiringView = { q: string; industry: string; state: string; n: number };

export const HIRING_DEFAULTS: HiringView = { q: "", industry: "all", state: "all", n: COMPANIES_PAGE };

/** The view in `params`: industries and state codes the list does not have fall back to 'all'. */
export function parseHiringView(
  params: URLSearchParams,
  industries: readonly string[],
  states: readonly string[],
): HiringView {
  return readView(params, HIRING_DEFAULTS, { industry: ["all", ...industries], state: ["all", ...states] });
}

/** True for the view the page's HTML was built with (no search or filter, the first page). */
export function isBuiltHiringView(view: HiringView): boolean {
  return view.q === "" && view.industry === "all" && view.state === "all" && view.n <= COMPANIES_PAGE;
}

/** Industries of the companies with openings, sorted. */
export function companyIndustries(companies: readonly Company[]): string[] {
  return distinctSorted(
    companies.filter((c) => c.openings > 0),
    (c) => c.industry,
  );
}

/** State codes of the companies with openings ('US' for US-wide remote), sorted. */
export function companyStates(companies: readonly Company[]): string[] {
  return distinctSorted(
    companies.filter((c) => c.openings > 0 && stateOfLocation(c.location) !== ""),
    (c) => stateOfLocation(c.location),
  );
}

/** "California (CA)"; 'US' reads "Remote (US-wide)"; an unknown code stays as it is. */
export function stateLabel(code: string): string {
  if (code === REMOTE_US) return "Remote (US-wide)";
  const state = stateByCode(code);
  return state ? `${state.name} (${code})` : code;
}

/** The state filter's options: 'All States', then states by name, then US-wide remote. */
export function stateOptions(codes: readonly string[]): Option[] {
  const states = codes
    .filter((c) => c !== REMOTE_US)
    .map((c) => ({ value: c, label: stateLabel(c) }))
    .sort((a, b) => compareText(a.label, b.label));
  return [
    { value: "all", label: "All States" },
    ...states,
    ...(codes.includes(REMOTE_US) ? [{ value: REMOTE_US, label: stateLabel(REMOTE_US) }] : []),
  ];
}

/** The industry filter's options: 'All Industries', then each industry. */
export function industryOptions(industries: readonly string[]): Option[] {
  return [{ value: "all", label: "All Industries" }, ...industries.map((i) => ({ value: i, label: i }))];
}

/** The name of the job board the company's postings come from ("Greenhouse"), or a generic one. */
export function boardName(company: Company): string {
  return jobBoardName(company.source, "its job board");
}

/** The job board's URL when it is an absolute http(s) URL; anything else (javascript:, relative) is dropped. */
export function safeBoardUrl(url: string | undefined): string | undefined {
  return isHttpUrl(url) ? new URL(url).href : undefined;
}

/** The CSV of the current list: every matching company, in the list's order. */
export const COMPANY_CSV_COLUMNS: readonly CsvColumn<Company>[] = [
  ["Company", "name"],
  ["Industry", "industry"],
  ["Location", "location"],
  ["State", (c) => stateOfLocation(c.location)],
  ["Open US postings", "openings"],
  ["Job board", (c) => safeBoardUrl(c.boardUrl) ?? ""],
  ["Board platform", (c) => jobBoardName(c.source, c.source ?? "")],
];
