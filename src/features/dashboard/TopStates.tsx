import type { State } from "../../domain/entities";
import { formatMillions, formatSigned } from "../../domain/format";
import type { Provenance } from "../../domain/provenance";
import TopCard from "./TopCard";

export const TOP_STATES = 4;

export default function TopStates({ initialData, provenance }: { initialData?: State[]; provenance: Provenance }) {
  return (
    <TopCard
      title="Top Hiring States"
      note="States in order of over-the-year growth in nonfarm payroll jobs (CES, seasonally adjusted)."
      provenance={provenance}
      url="/api/states"
      initialData={initialData}
      limit={TOP_STATES}
      rowHeight="h-12"
      error="Unable to load states data"
      viewAll={{ href: "/states", label: "View Map" }}
    >
      {(shown) => (
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
    </TopCard>
  );
}
