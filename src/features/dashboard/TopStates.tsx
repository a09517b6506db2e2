import type { Provenance } from "../../components/ui/provenance";
import SectionCard from "../../components/ui/SectionCard";
import { ErrorNote, SkeletonRows } from "../../components/ui/states";
import { useApiData } from "../../components/ui/useApiData";
import type { State } from "../../domain/entities";
import { formatMillions, formatSigned } from "../../domain/format";
import ViewAllLink from "./ViewAllLink";

export const TOP_STATES = 4;

export default function TopStates({ initialData, provenance }: { initialData?: State[]; provenance: Provenance }) {
  const { data, error, loading } = useApiData<State[]>("/api/states", initialData);
  const shown = data?.slice(0, TOP_STATES) ?? [];
  return (
    <SectionCard
      title="Top Hiring States"
      provenance={data ? provenance : undefined}
      note="States in order of over-the-year growth in nonfarm payroll jobs (CES, seasonally adjusted)."
    >
      {loading ? (
        <SkeletonRows rows={TOP_STATES} height="h-12" />
      ) : error || shown.length === 0 ? (
        <ErrorNote message="Unable to load states data" />
      ) : (
        <ul className="space-y-3">
          {shown.map((s) => (
            <li key={s.id} className="flex items-center gap-3" data-testid="top-state">
              <span className="inline-flex h-9 w-9 shrink-0 items-center justify-center rounded-md bg-blue-50 text-sm font-bold text-blue-800">
                {s.code}
              </span>
              <span className="min-w-0 flex-1">
                <span className="block font-medium text-slate-900">{s.name}</span>
                <span className="block text-sm text-green-800">{formatSigned(Number(s.growthRate))} over the year</span>
              </span>
              <span className="text-right text-sm text-slate-700">
                <span className="block font-semibold text-slate-900">{formatMillions(s.totalJobs)}</span>
                jobs
              </span>
            </li>
          ))}
        </ul>
      )}
      <ViewAllLink href="/states">View Map</ViewAllLink>
    </SectionCard>
  );
}
