import { memo } from "react";
import { CardHeading, Fact, Facts, ListCard } from "~/components/ui/ListCard";
import type { JobRole } from "~/domain/entities";
import { firstWithMore, isHighGrowth } from "~/domain/explore";
import { formatProjectedOpenings, formatSigned } from "~/domain/format";
import { TELEWORK_LABEL, teleworkText } from "~/domain/job-roles";
import { occupationPath } from "~/domain/occupation-path";
import { CARD_LOCATIONS, CARD_SKILLS, formatSalary } from "./roles";

const CHIP = "rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-800";

/** Up to `n` chips, then "+N more". */
function Chips({ label, items, n, none }: { label: string; items: readonly string[]; n: number; none: string }) {
  const { shown, more } = firstWithMore(items, n);
  return (
    <div className="mt-3">
      <p className="text-xs font-medium text-slate-600">{label}</p>
      {shown.length === 0 ? (
        <p className="mt-1 text-xs text-slate-600">{none}</p>
      ) : (
        <ul className="mt-1 flex flex-wrap gap-1.5" aria-label={label}>
          {shown.map((item) => (
            <li key={item} className={CHIP}>
              {item}
            </li>
          ))}
          {more > 0 && <li className="px-1 py-0.5 text-xs text-slate-700">+{more} more</li>}
        </ul>
      )}
    </div>
  );
}

/**
 * One occupation: openings, pay, projected growth (green at 10%+), whether Dingel–Neiman classify it as work that can
 * be done at home, its experience level, top states and key skills.
 */
function RoleCard({ role, projections }: { role: JobRole; projections: string }) {
  const high = isHighGrowth(role);
  return (
    <ListCard testId="role-card" focusable>
      <CardHeading title={role.title} detail={role.category} />
      <Facts
        items={[
          ["Projected annual openings", formatProjectedOpenings(role.openings), "role-openings"],
          ["Average salary", formatSalary(role.averageSalary), "role-salary"],
        ]}
      >
        <div>
          <dt className="text-slate-600">Growth {projections}</dt>
          <dd
            data-testid="role-growth"
            data-high-growth={high ? "true" : undefined}
            className={`tabular-nums ${high ? "font-semibold text-green-700" : "font-medium text-slate-900"}`}
          >
            {formatSigned(role.growthRate)}
            {high && (
              <span className="ml-1.5 rounded-full bg-green-50 px-1.5 py-0.5 text-xs font-medium text-green-800">
                High growth
              </span>
            )}
          </dd>
        </div>
        <Fact label={TELEWORK_LABEL}>
          {teleworkText(role)}
          {role.remoteEstimated && <span className="ml-1 text-xs font-normal text-slate-600">(est.)</span>}
        </Fact>
      </Facts>
      <p className="mt-2 text-xs text-slate-600">
        {role.experienceLevel}
        {role.education && ` · ${role.education}`}
      </p>
      <Chips
        label="Top locations"
        items={role.topLocations}
        n={CARD_LOCATIONS}
        none={role.topLocationsNote ?? "No metro-area estimates published"}
      />
      <Chips label="Key skills" items={role.requiredSkills} n={CARD_SKILLS} none="No skills or technologies listed" />
      {role.skillsBasis === "technologies" && role.requiredSkills.length > 0 && (
        <p className="mt-1 text-xs text-slate-600">Technologies used: O*NET rates no skills for this occupation.</p>
      )}
      {role.occupationSlug && (
        <p className="mt-3 text-sm">
          <a
            href={occupationPath({ slug: role.occupationSlug })}
            data-testid="role-occupation-link"
            className="font-medium text-blue-700 underline underline-offset-2 hover:text-blue-900"
          >
            Pay by place and outlook<span className="sr-only"> of {role.title}</span>
          </a>
        </p>
      )}
    </ListCard>
  );
}

/** A card renders again only when its own data changes: a longer list or a new filter renders only the cards it adds. */
export default memo(RoleCard);
