import { EmptyNote } from "~/components/ui/loading-states";
import { roleLeaderAnswer } from "./leader-answers";
import { type Leaders, leaderCards, type RolePeriods } from "./roles";

/** The four top-3 cards of /job-roles: most openings, highest paying, fastest growing, remote friendly. */
export default function RoleLeaders({ leaders, periods }: { leaders: Leaders; periods: RolePeriods }) {
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
      {leaderCards(periods).map((card) => {
        const roles = leaders[card.key];
        const answer = roleLeaderAnswer(card.key, roles, periods);
        return (
          <div
            key={card.key}
            data-testid={`leaders-${card.key}`}
            className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
          >
            <h3 className="font-semibold text-slate-900">{card.title}</h3>
            {answer && (
              <p className="mt-1 text-sm text-slate-900" data-testid="card-answer">
                {answer}
              </p>
            )}
            <p className="mt-1 text-xs text-slate-600">{card.criterion}</p>
            {roles.length === 0 ? (
              <div className="mt-3">
                <EmptyNote message="No role qualifies for this list: none reaches the mark above." />
              </div>
            ) : (
              <ol className="mt-3 space-y-2">
                {roles.map((r, i) => (
                  // The value wraps under the name when both do not fit on one line: never over it.
                  <li key={r.id} className="flex flex-wrap items-baseline gap-x-2 text-sm" data-testid="leader">
                    <span aria-hidden="true" className="w-4 shrink-0 font-semibold text-slate-600">
                      {i + 1}
                    </span>
                    <span className="min-w-[8rem] flex-1 [overflow-wrap:anywhere] text-slate-900">{r.title}</span>
                    <span className="ml-auto font-semibold text-slate-900 tabular-nums">{card.value(r)}</span>
                  </li>
                ))}
              </ol>
            )}
          </div>
        );
      })}
    </div>
  );
}
