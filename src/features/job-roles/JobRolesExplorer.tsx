import { useMemo } from "react";
import { ViewFields } from "~/components/ui/explorer-controls";
import ListExplorer from "~/components/ui/ListExplorer";
import { DataState, SkeletonRows } from "~/components/ui/loading-states";
import SectionCard from "~/components/ui/SectionCard";
import { type InitialPage, resolveListView } from "~/components/ui/static-first-list";
import { useApiData } from "~/components/ui/useApiData";
import { useQueryState } from "~/components/ui/useQueryState";
import type { JobRole } from "~/domain/entities";
import { exploreJobRoles, roleLeaders } from "~/domain/explore";
import { formatCount } from "~/domain/format";
import { isOccupationIndex, matchingSocs, OCCUPATION_INDEX_URL } from "~/domain/occupation-search";
import type { Provenance } from "~/domain/provenance";
import RoleCard from "./RoleCard";
import RoleLeaders from "./RoleLeaders";
import {
  categoryOptions,
  isBuiltRolesView,
  type Leaders,
  locationOptions,
  parseRolesView,
  ROLES_DEFAULTS,
  ROLES_PAGE,
  type RolePeriods,
  remoteFriendlyRule,
  roleCategories,
  roleCsvColumns,
  roleLocations,
  SORT_OPTIONS,
} from "./roles";

interface Props {
  /** The first page of the default view (most openings first), built into the HTML. */
  initialPage?: InitialPage<JobRole>;
  /** The four top-3 lists as of the build. */
  initialLeaders?: Leaders;
  /** The filter options as of the build (used until the full list arrives). */
  categories?: string[];
  locations?: string[];
  provenance: Provenance;
  /** When the figures are from (projections decade, OEWS month), from the dataset's sources. */
  periods: RolePeriods;
}

const note = (p: RolePeriods) =>
  `Openings: BLS projected average annual openings ${p.projections} (new jobs plus replacements). Salary: OEWS ${p.wages} national mean wage. Growth: BLS projected employment change ${p.projections} (ten years, not annual). 'Can be done at home': whether Dingel & Neiman (2020) classify the occupation as work that can be done at home, from O*NET's work context surveys (a yes/no feasibility classification, not the share of jobs that are remote; a percentage is the share of the O*NET occupations under one code so classified, and 'est.' marks a group average). Experience level: the highest of what BLS's related work experience, BLS's typical education for entry and O*NET's Job Zone say. Top locations: the metro areas employing the most people in the occupation (OEWS), each named by its first principal city. Key skills: the occupation's most important skills and knowledge by O*NET's importance ratings; where O*NET rates none, the technologies it flags as hot or in demand for the occupation (said on the card). Search: the role's title, category and key skills, and the job titles O*NET reports for the occupation ('coder' finds Medical Records Specialists).`;

/** /job-roles: the four top-3 cards and every occupation, searchable, filterable and sortable, 12 at a time. */
export default function JobRolesExplorer({
  initialPage,
  initialLeaders,
  categories = [],
  locations = [],
  provenance,
  periods,
}: Props) {
  const [view, setView] = useQueryState(ROLES_DEFAULTS, (params) => parseRolesView(params, categories, locations));
  const api = useApiData<JobRole[]>("/api/job-roles");
  const all = api.data;
  const failed = api.error !== undefined;
  // The titles people use for each occupation (O*NET's), loaded with the first search; until it arrives (or if it
  // fails) a search matches the roles' own title, category and key skills.
  const index = useApiData<unknown>(view.q ? OCCUPATION_INDEX_URL : null);
  const occupations = useMemo(
    () => (view.q && isOccupationIndex(index.data) ? matchingSocs(view.q, index.data) : undefined),
    [view.q, index.data],
  );

  const list = useMemo(
    () =>
      resolveListView(
        { all, failed, initial: initialPage },
        {
          isBuiltView: isBuiltRolesView(view),
          count: view.n,
          select: (rows) => exploreJobRoles(rows, { ...view, occupations }),
        },
      ),
    [all, failed, initialPage, view, occupations],
  );
  const leaders = useMemo(() => (all && all.length > 0 ? roleLeaders(all) : initialLeaders), [all, initialLeaders]);
  // The built leaders stay while the request is pending or failed; an empty answer means the dataset is missing.
  const shownLeaders = all?.length === 0 ? undefined : leaders;
  const missing = failed || all?.length === 0;
  const categoryList = useMemo(() => categoryOptions(all ? roleCategories(all) : categories), [all, categories]);
  const locationList = useMemo(() => locationOptions(all ? roleLocations(all) : locations), [all, locations]);

  const filter = (patch: Partial<typeof view>) => setView({ ...patch, n: ROLES_PAGE });

  return (
    <>
      <SectionCard
        title="Top Job Roles"
        provenance={provenance}
        className="mb-6"
        note={`${note(periods)} ${remoteFriendlyRule}`}
      >
        <DataState
          query={{ data: shownLeaders, loading: shownLeaders === undefined && !missing }}
          skeleton={<SkeletonRows rows={4} height="h-12" label="Loading top job roles" />}
          error="Error loading job roles data"
        >
          {(l) => <RoleLeaders leaders={l} periods={periods} />}
        </DataState>
      </SectionCard>

      <ListExplorer
        title="All Job Roles"
        provenance={provenance}
        note={note(periods)}
        list={list}
        csv={{ columns: roleCsvColumns(periods), filename: "job-roles.csv" }}
        controls={{
          label: "Job roles",
          className: "mb-4 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr]",
          children: (
            <ViewFields
              view={view}
              onChange={filter}
              fields={[
                { search: "q", label: "Search job roles", placeholder: "Job title, category or skill" },
                { select: "category", label: "Category", options: categoryList },
                { select: "location", label: "Location", options: locationList },
                { select: "sort", label: "Sort by", options: SORT_OPTIONS },
              ]}
            />
          ),
        }}
        count={(ready) => `Showing ${formatCount(ready.shown.length)} of ${formatCount(ready.total)} job roles`}
        results={{
          skeleton: <SkeletonRows rows={6} height="h-28" label="Loading job roles" />,
          error: "Error loading job roles data",
          empty: "No job roles found matching your criteria",
          list: { as: "ul", label: "Job roles", className: "grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3" },
          item: (r) => <RoleCard key={r.id} role={r} projections={periods.projections} />,
        }}
        more={{ label: "Load More Roles", onLoadMore: () => setView({ n: view.n + ROLES_PAGE }) }}
      />
    </>
  );
}
