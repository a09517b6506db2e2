import type { Skill } from "../../domain/entities";
import { formatThousands } from "../../domain/format";
import type { Provenance } from "../../domain/provenance";
import TopCard from "./TopCard";

export const TOP_SKILLS = 5;

export default function TopSkills({ initialData, provenance }: { initialData?: Skill[]; provenance: Provenance }) {
  return (
    <TopCard
      title="Most In-Demand Skills"
      note="Technologies O*NET flags as hot or in demand, ranked by the employment (OEWS) of the occupations that use them; the bar is that employment's share of all jobs."
      provenance={provenance}
      url={`/api/skills?limit=${TOP_SKILLS}`}
      initialData={initialData}
      limit={TOP_SKILLS}
      rowHeight="h-9"
      error="Unable to load skills data"
      viewAll={{ href: "/skills", label: "View All Skills" }}
    >
      {(shown) => (
        <ol className="space-y-4">
          {shown.map((s) => {
            const share = Math.max(0, Math.min(100, Number(s.percentage)));
            return (
              <li key={s.id} data-testid="top-skill">
                <div className="flex items-center justify-between gap-2 text-sm">
                  <span className="font-medium text-slate-900">
                    <span className="mr-2 text-slate-600">#{s.rank}</span>
                    {s.name}
                  </span>
                  <span className="text-slate-700">{formatThousands(s.jobCount)}</span>
                </div>
                <div
                  role="progressbar"
                  aria-label={`${s.name} share of jobs`}
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuenow={share}
                  className="mt-1 h-2 rounded-full bg-slate-200"
                >
                  <div className="h-2 rounded-full bg-blue-700" style={{ width: `${share}%` }} />
                </div>
              </li>
            );
          })}
        </ol>
      )}
    </TopCard>
  );
}
