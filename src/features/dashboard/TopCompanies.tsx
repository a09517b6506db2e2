import type { Provenance } from "../../components/ui/provenance";
import SectionCard from "../../components/ui/SectionCard";
import { ErrorNote, SkeletonRows } from "../../components/ui/states";
import { useApiData } from "../../components/ui/useApiData";
import type { Company } from "../../domain/entities";
import { formatOpenings } from "../../domain/format";
import ViewAllLink from "./ViewAllLink";

export const TOP_COMPANIES = 5;

export default function TopCompanies({ initialData, provenance }: { initialData?: Company[]; provenance: Provenance }) {
  const { data, error, loading } = useApiData<Company[]>(`/api/companies?limit=${TOP_COMPANIES}`, initialData);
  const shown = data?.slice(0, TOP_COMPANIES) ?? [];
  return (
    <SectionCard
      title="Top Hiring Companies"
      provenance={data ? provenance : undefined}
      note="Open US postings on each employer's public Greenhouse or Ashby job board."
    >
      {loading ? (
        <SkeletonRows rows={TOP_COMPANIES} height="h-12" />
      ) : error || shown.length === 0 ? (
        <ErrorNote message="Unable to load companies data" />
      ) : (
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
      <ViewAllLink href="/hiring">Load More Companies</ViewAllLink>
    </SectionCard>
  );
}
