import type { State } from "~/domain/entities";
import { stateLeaders } from "~/domain/explore";
import { formatCount, formatPercent, formatSigned } from "~/domain/format";
import { payrollJobs } from "~/domain/measures";
import { stateLeaderAnswer } from "./leader-answers";
import type { MeasurePeriods } from "./states-view";

const CARDS = [
  { key: "mostJobs", title: "Most Jobs", figure: (s: State) => `${formatCount(payrollJobs(s))} jobs` },
  {
    key: "fastestGrowing",
    title: "Fastest Growing",
    figure: (s: State) => `${formatSigned(Number(s.growthRate))} over the year`,
  },
  {
    key: "lowestUnemployment",
    title: "Lowest Unemployment",
    figure: (s: State) => `${formatPercent(s.unemploymentRate)} unemployed`,
  },
] as const;

/** The three top-3 cards of /states: most jobs, fastest growing, lowest unemployment. */
export default function StateLeaders({ states, periods }: { states: readonly State[]; periods: MeasurePeriods }) {
  const leaders = stateLeaders(states);
  return (
    <div className="grid grid-cols-1 gap-4 md:grid-cols-3">
      {CARDS.map((card) => {
        const answer = stateLeaderAnswer(card.key, leaders[card.key], periods);
        return (
          <section
            key={card.key}
            aria-label={card.title}
            data-testid="leader-card"
            className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
          >
            <h2 className="text-base font-semibold text-slate-900">{card.title}</h2>
            {answer && (
              <p className="mt-1 text-sm text-slate-900" data-testid="card-answer">
                {answer}
              </p>
            )}
            <ol className="mt-3 space-y-2">
              {leaders[card.key].map((s, i) => (
                <li key={s.code} className="flex items-center gap-3" data-testid="leader">
                  <span
                    aria-hidden="true"
                    className="inline-flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-blue-50 text-xs font-bold text-blue-800"
                  >
                    {i + 1}
                  </span>
                  <span className="min-w-0 flex-1 truncate font-medium text-slate-900">{s.name}</span>
                  <span className="text-right text-sm text-slate-700">{card.figure(s)}</span>
                </li>
              ))}
            </ol>
          </section>
        );
      })}
    </div>
  );
}
