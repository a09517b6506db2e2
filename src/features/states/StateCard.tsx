import { memo, useId } from "react";
import type { State } from "~/domain/entities";
import { formatCount, formatPercent, formatSigned } from "~/domain/format";
import { payrollJobs } from "~/domain/measures";
import { statePagePath } from "~/domain/place-path";

const TREND_LABELS: Readonly<Record<string, string>> = { up: "Trending up", down: "Trending down", stable: "Stable" };
const TREND_ICONS: Readonly<Record<string, string>> = { up: "▲", down: "▼", stable: "■" };

/** One state in the /states grid: its jobs, growth (green when it is among the fast growing), unemployment and top field. */
function StateCard({ state, fastGrowing }: { state: State; fastGrowing: boolean }) {
  const id = useId();
  const rows: [string, string, (string | undefined)?][] = [
    ["Total jobs", formatCount(payrollJobs(state))],
    ["Job growth", formatSigned(Number(state.growthRate)), fastGrowing ? "font-semibold text-green-800" : undefined],
    ["Unemployment", formatPercent(state.unemploymentRate)],
  ];
  if (state.postingsIndex !== undefined) rows.push(["Job postings index", state.postingsIndex.toFixed(1)]);
  return (
    <article
      aria-labelledby={id}
      data-testid="state-card"
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <div className="flex items-center gap-3">
        <span className="inline-flex h-9 w-9 shrink-0 items-center justify-center rounded-md bg-blue-50 text-sm font-bold text-blue-800">
          {state.code}
        </span>
        <h3 id={id} className="min-w-0 flex-1 font-semibold text-slate-900">
          <a
            href={statePagePath(state.name)}
            className="text-blue-800 underline underline-offset-2 hover:text-blue-900"
          >
            {state.name}
          </a>
        </h3>
        <span
          className={`text-xs ${state.trend === "up" ? "text-green-800" : state.trend === "down" ? "text-red-800" : "text-slate-600"}`}
        >
          <span aria-hidden="true">{TREND_ICONS[state.trend]} </span>
          {TREND_LABELS[state.trend] ?? state.trend}
        </span>
      </div>
      <dl className="mt-3 space-y-1 text-sm">
        {rows.map(([label, value, className]) => (
          <div key={label} className="flex justify-between gap-3">
            <dt className="text-slate-600">{label}</dt>
            <dd
              className={`text-right ${className ?? "text-slate-900"}`}
              data-testid={label === "Job growth" ? "state-growth" : undefined}
            >
              {value}
            </dd>
          </div>
        ))}
        <div className="border-t border-slate-100 pt-2">
          <dt className="text-slate-600">Most specialised occupation group</dt>
          <dd className="text-slate-900">{state.topOccupationGroup}</dd>
        </div>
      </dl>
    </article>
  );
}

/** A card renders again only when its own data changes: a longer list or a new filter renders only the cards it adds. */
export default memo(StateCard);
