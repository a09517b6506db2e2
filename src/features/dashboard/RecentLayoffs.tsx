import { BADGE, sizeBadgeClass } from "~/components/ui/badges";
import { DataState, SkeletonRows } from "~/components/ui/loading-states";
import SectionCard from "~/components/ui/SectionCard";
import { useApiData } from "~/components/ui/useApiData";
import type { Layoff } from "~/domain/entities";
import { formatCount, formatDate } from "~/domain/format";
import type { Provenance } from "~/domain/provenance";
import { STATUS_BADGE } from "./layoff-badges";
import ViewAllLink from "./ViewAllLink";

export const RECENT_LAYOFFS = 2;

export default function RecentLayoffs({ initialData, provenance }: { initialData?: Layoff[]; provenance: Provenance }) {
  const api = useApiData<Layoff[]>(`/api/layoffs?limit=${RECENT_LAYOFFS}`, initialData);
  const shown = api.data?.slice(0, RECENT_LAYOFFS) ?? [];
  const total = shown.reduce((sum, l) => sum + (l.employeesLaidOff ?? 0), 0);
  return (
    <SectionCard
      title="Recent Layoffs"
      provenance={api.data ? provenance : undefined}
      note="The newest WARN notices filed with state workforce agencies. Size is the number of employees the notice affects."
      actions={
        <span className={`${BADGE} bg-red-100 text-red-800`} data-testid="layoffs-total">
          {formatCount(total)} employees in these {shown.length} notices
        </span>
      }
    >
      <DataState
        query={api}
        skeleton={<SkeletonRows rows={RECENT_LAYOFFS} height="h-24" />}
        error="Unable to load layoffs data"
      >
        {() => (
          <ul className="space-y-4">
            {shown.map((l) => (
              <li key={l.id} className="rounded-lg border border-slate-200 p-4" data-testid="recent-layoff">
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <div>
                    <p className="font-semibold text-slate-900">{l.companyName}</p>
                    <p className="text-sm text-slate-700">
                      {l.location} · {formatDate(l.layoffDate)}
                    </p>
                  </div>
                  <span className={`${BADGE} ${STATUS_BADGE[l.status]?.className ?? "bg-slate-100 text-slate-800"}`}>
                    {STATUS_BADGE[l.status]?.label ?? l.status}
                  </span>
                </div>
                <div className="mt-2 flex flex-wrap items-center gap-2 text-sm">
                  <span className={`${BADGE} ${sizeBadgeClass(l.companySize)}`}>{l.companySize}</span>
                  <span className="text-slate-800">{formatCount(l.employeesLaidOff)} employees</span>
                  <span className={`${BADGE} bg-slate-100 text-slate-800`}>{l.industry}</span>
                </div>
                {l.reason && <p className="mt-2 text-sm text-slate-700 italic">“{l.reason}”</p>}
              </li>
            ))}
          </ul>
        )}
      </DataState>
      <ViewAllLink href="/layoffs">Load More Layoffs</ViewAllLink>
    </SectionCard>
  );
}
