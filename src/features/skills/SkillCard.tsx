import { memo } from "react";
import { CardHeading, Facts, ListCard } from "~/components/ui/ListCard";
import type { Skill } from "~/domain/entities";
import { SKILL_LABELS, skillSpreadText } from "~/domain/explore";
import { formatPercent, formatThousands } from "~/domain/format";
import { occupationPath } from "~/domain/occupation-path";
import { demandValue } from "./skills";

/**
 * One skill: rank (or "Baseline tool"), name, category, the projected openings a year of the occupations where O*NET
 * flags it in demand and their share of all projected openings (the demand bar), how many occupations flag it and list it, and O*NET's Hot Technology flag.
 */
function SkillCard({ skill }: { skill: Skill }) {
  const demand = demandValue(skill);
  return (
    <ListCard testId="skill-card">
      <CardHeading
        title={skill.name}
        detail={skill.category}
        badge={
          skill.baselineTool ? (
            <span
              className="inline-flex h-10 shrink-0 items-center justify-center rounded-md bg-slate-100 px-2 text-sm font-semibold text-slate-800"
              data-testid="skill-baseline"
            >
              Baseline tool<span className="sr-only">, not ranked</span>
            </span>
          ) : (
            <span className="inline-flex h-10 min-w-10 shrink-0 items-center justify-center rounded-md bg-blue-50 px-2 font-bold text-blue-800">
              <span className="sr-only">Rank </span>#{skill.rank}
            </span>
          )
        }
      />
      <Facts
        items={[
          [SKILL_LABELS.jobCount, formatThousands(skill.jobCount), "skill-jobs"],
          [SKILL_LABELS.percentage, formatPercent(skill.percentage), "skill-share"],
        ]}
      />
      {(skill.occupations !== undefined || skill.listedOccupations !== undefined) && (
        <p className="mt-2 text-xs text-slate-600" data-testid="skill-spread">
          {skillSpreadText(skill)}
        </p>
      )}
      {skill.hotTechnology && (
        <p className="mt-1">
          <span className="rounded-full bg-amber-50 px-2 py-0.5 text-xs font-medium text-amber-900">
            {SKILL_LABELS.hotTechnology}
          </span>
        </p>
      )}
      {skill.topOccupations && skill.topOccupations.length > 0 && (
        <div className="mt-3">
          <p className="text-xs font-medium text-slate-600" id={`skill-${skill.id}-occupations`}>
            In demand in
          </p>
          <ul
            className="mt-1 space-y-1 text-sm"
            aria-labelledby={`skill-${skill.id}-occupations`}
            data-testid="skill-occupations"
          >
            {skill.topOccupations.map((o) => (
              <li key={o.soc}>
                <a
                  href={occupationPath(o)}
                  className="text-blue-700 underline underline-offset-2 [overflow-wrap:anywhere] hover:text-blue-900"
                >
                  {o.title}
                </a>
              </li>
            ))}
          </ul>
        </div>
      )}
      <div className="mt-auto pt-3">
        <div
          role="progressbar"
          aria-label={`${skill.name}: ${SKILL_LABELS.percentage.toLowerCase()}`}
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

/** A card renders again only when its own data changes: a longer list or a new filter renders only the cards it adds. */
export default memo(SkillCard);
