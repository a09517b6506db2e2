import { useMemo } from "react";
import { ViewFields } from "~/components/ui/explorer-controls";
import ListExplorer from "~/components/ui/ListExplorer";
import { SkeletonRows } from "~/components/ui/loading-states";
import { type InitialPage, resolveListView } from "~/components/ui/static-first-list";
import { useApiData } from "~/components/ui/useApiData";
import { useQueryState } from "~/components/ui/useQueryState";
import type { Company } from "~/domain/entities";
import { exploreCompanies } from "~/domain/explore";
import { formatCount } from "~/domain/format";
import type { Provenance } from "~/domain/provenance";
import CompanyCard from "./CompanyCard";
import {
  COMPANIES_PAGE,
  COMPANY_CSV_COLUMNS,
  companyIndustries,
  companyStates,
  HIRING_DEFAULTS,
  industryOptions,
  isBuiltHiringView,
  parseHiringView,
  stateOptions,
} from "./companies";
import { type BoardPeriods, companiesAnswer } from "./companies-answer";

interface Props {
  /** The first page of the default view, built into the HTML. */
  initialPage?: InitialPage<Company>;
  /** The filter options as of the build (used until the full list arrives). */
  industries?: string[];
  states?: string[];
  provenance: Provenance;
  /** When each job board's postings were read (the answer's period). */
  boardPeriods?: BoardPeriods;
}

/**
 * /hiring: every company with open US postings, searchable and filterable by industry and state,
 * 24 at a time. The full list is fetched on every visit (data is never treated as fresh).
 */
export default function HiringExplorer({
  initialPage,
  industries = [],
  states = [],
  provenance,
  boardPeriods = {},
}: Props) {
  const [view, setView] = useQueryState(HIRING_DEFAULTS, (params) => parseHiringView(params, industries, states));
  const api = useApiData<Company[]>("/api/companies");
  const all = api.data;

  const list = useMemo(
    () =>
      resolveListView(
        { all, failed: api.error !== undefined, initial: initialPage },
        { isBuiltView: isBuiltHiringView(view), count: view.n, select: (rows) => exploreCompanies(rows, view) },
      ),
    [all, api.error, initialPage, view],
  );
  const industryList = useMemo(() => industryOptions(all ? companyIndustries(all) : industries), [all, industries]);
  const stateList = useMemo(() => stateOptions(all ? companyStates(all) : states), [all, states]);

  const filter = (patch: Partial<typeof view>) => setView({ ...patch, n: COMPANIES_PAGE });

  return (
    <ListExplorer
      title="Companies by Open Postings"
      provenance={provenance}
      answer={list.status === "ready" ? companiesAnswer(list.shown, list.total, boardPeriods) : undefined}
      note="Open postings with a US location on each employer's public Greenhouse or Ashby job board, counted per employer (a posting listing several US cities counts once): open postings, not hires. The city is the US city most of its postings name, not its headquarters; 'Remote, US' when none names a city. Industries come from a company list that predates the postings; Ashby boards publish none ('Not specified')."
      list={list}
      csv={{ columns: COMPANY_CSV_COLUMNS, filename: "hiring-companies.csv" }}
      controls={{
        label: "Companies",
        className: "mb-4 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr]",
        children: (
          <ViewFields
            view={view}
            onChange={filter}
            fields={[
              { search: "q", label: "Search companies", placeholder: "Name, industry or location" },
              { select: "industry", label: "Industry", options: industryList },
              { select: "state", label: "State", options: stateList },
            ]}
          />
        ),
      }}
      count={(ready) => `Showing ${formatCount(ready.shown.length)} of ${formatCount(ready.total)} companies`}
      results={{
        skeleton: <SkeletonRows rows={6} height="h-24" label="Loading companies" />,
        error: "Unable to load companies data",
        empty: "No companies found matching your search criteria",
        list: { as: "ul", label: "Companies", className: "grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3" },
        item: (c) => <CompanyCard key={c.id} company={c} />,
      }}
      more={{ label: "Load More Companies", onLoadMore: () => setView({ n: view.n + COMPANIES_PAGE }) }}
    />
  );
}
