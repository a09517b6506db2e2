import type { JobCategory } from "../../domain/entities";
import { formatMillions, formatPercent } from "../../domain/format";
import type { Provenance } from "../../domain/provenance";
import TopCard from "./TopCard";

export const TOP_CATEGORIES = 9;

export default function TopCategories({
  initialData,
  provenance,
}: {
  initialData?: JobCategory[];
  provenance: Provenance;
}) {
  return (
    <TopCard
      title="Top Job Categories"
      note="Employment by occupational group (OEWS); the percentage is the group's share of all US employment."
      provenance={provenance}
      url="/api/job-categories"
      initialData={initialData}
      limit={TOP_CATEGORIES}
      rowHeight="h-6"
      error="Unable to load job categories data"
      viewAll={{ href: "/job-roles", label: "View All Categories" }}
    >
      {(shown) => (
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
    </TopCard>
  );
}
