import type { Company } from "../../domain/entities";
import { formatOpenings } from "../../domain/format";
import type { Provenance } from "../../domain/provenance";
import TopCard from "./TopCard";

export const TOP_COMPANIES = 5;

export default function TopCompanies({ initialData, provenance }: { initialData?: Company[]; provenance: Provenance }) {
  return (
    <TopCard
      title="Top Hiring Companies"
      note="Open US postings on each employer's public Greenhouse or Ashby job board."
      provenance={provenance}
      url={`/api/companies?limit=${TOP_COMPANIES}`}
      initialData={initialData}
      limit={TOP_COMPANIES}
      rowHeight="h-12"
      error="Unable to load companies data"
      viewAll={{ href: "/hiring", label: "Load More Companies" }}
    >
      {(shown) => (
        <ul className="space-y-3">
          {shown.map((c) => (
            <li key={c.id} className="flex items-center gap-3" data-testid="top-company">
              <span
                aria-hidden="true"
                className="inline-flex h-9 w-9 shrink-0 items-center justify-center rounded-md bg-slate-100 font-bold text-slate-800"
              >
                {c.name.charAt(0).toUpperCase()}
              </span>
              <span className="min-w-0 flex-1">
                <span className="block truncate font-medium text-slate-900">{c.name}</span>
                <span className="block text-sm text-slate-700">{c.location}</span>
              </span>
              <span className="text-right text-sm text-slate-700">
                <span className="block font-semibold text-slate-900">{formatOpenings(c.openings)}</span>
                openings
              </span>
            </li>
          ))}
        </ul>
      )}
    </TopCard>
  );
}
