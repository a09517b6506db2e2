import { CardHeading, Facts, ListCard } from "../../components/ui/ListCard";
import type { Skill } from "../../domain/entities";
import { formatCount, formatPercent, formatThousands } from "../../domain/format";
import { demandValue } from "./skills";

/** One skill: rank, name, category, jobs in the occupations using it, its share of all jobs and a demand bar. */
export default function SkillCard({ skill }: { skill: Skill }) {
  const demand = demandValue(skill);
  return (
    <ListCard testId="skill-card">
      <CardHeading
        title={skill.name}
        detail={skill.category}
        badge={
          <span className="inline-flex h-10 min-w-10 shrink-0 items-center justify-center rounded-md bg-blue-50 px-2 font-bold text-blue-800">
            <span className="sr-only">Rank </span>#{skill.rank}
          </span>
        }
      />
      <Facts
        items={[
          ["Jobs in occupations using it", formatThousands(skill.jobCount), "skill-jobs"],
          ["Market share (of all US jobs)", formatPercent(skill.percentage), "skill-share"],
        ]}
      />
      {skill.occupations !== undefined && (
        <p className="mt-2 text-xs text-slate-600">In demand in {formatCount(skill.occupations)} occupations</p>
      )}
      <div className="mt-auto pt-3">
        <div
          role="progressbar"
          aria-label={`${skill.name} demand (share of all US jobs)`}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={demand}
          aria-valuetext={formatPercent(demand)}
          className="h-2 rounded-full bg-slate-200"
        >
          <div className="h-2 rounded-full bg-blue-700" style={{ width: `${demand}%` }} />
        </div>
      </div>
    </ListCard>
  );
}
