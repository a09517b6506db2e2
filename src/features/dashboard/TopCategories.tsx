import type { Provenance } from "../../components/ui/provenance";
import SectionCard from "../../components/ui/SectionCard";
import { ErrorNote, SkeletonRows } from "../../components/ui/states";
import { useApiData } from "../../components/ui/useApiData";
import type { JobCategory } from "../../domain/entities";
import { formatMillions, formatPercent } from "../../domain/format";
import ViewAllLink from "./ViewAllLink";

export const TOP_CATEGORIES = 9;

export default function TopCategories({
  initialData,
  provenance,
}: {
  initialData?: JobCategory[];
  provenance: Provenance;
}) {
  const { data, error, loading } = useApiData<JobCategory[]>("/api/job-categories", initialData);
  const shown = data?.slice(0, TOP_CATEGORIES) ?? [];
  return (
    <SectionCard
      title="Top Job Categories"
      provenance={data ? provenance : undefined}
      note="Employment by occupational group (OEWS); the percentage is the group's share of all US employment."
    >
      {loading ? (
        <SkeletonRows rows={TOP_CATEGORIES} height="h-6" />
      ) : error || shown.length === 0 ? (
        <ErrorNote message="Unable to load job categories data" />
      ) : (
        <ul className="space-y-3">
          {shown.map((c) => (
            <li key={c.id} className="flex items-center gap-3 text-sm" data-testid="category-row">
              <span
                aria-hidden="true"
                className="h-3 w-3 shrink-0 rounded-full"
                style={{ backgroundColor: c.color ?? "#64748b" }}
              />
              <span className="min-w-0 flex-1 truncate text-slate-800">{c.name}</span>
              <span className="font-semibold text-slate-900">{formatMillions(c.count)}</span>
              <span className="w-14 text-right text-slate-700">{formatPercent(c.percentage)}</span>
            </li>
          ))}
        </ul>
      )}
      <ViewAllLink href="/job-roles">View All Categories</ViewAllLink>
    </SectionCard>
  );
}
