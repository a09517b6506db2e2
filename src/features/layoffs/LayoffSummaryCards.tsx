import { memo } from "react";
import { formatCount, formatPeriod } from "~/domain/format";
import { EMPLOYERS_NOTE, type LayoffSummary } from "~/domain/layoffs";

/**
 * The three totals of what the search and filter select (total employees affected, employers, industries), over every
 * notice the register keeps: `since` ("YYYY-MM-DD", its first notice date) says from when, so a total of years is not
 * read as this year's.
 */
function LayoffSummaryCards({ summary, since }: { summary: LayoffSummary; since?: string | undefined }) {
  const cards = [
    {
      label: "Total Affected",
      value: summary.employeesAffected,
      detail: `employees in ${formatCount(summary.notices)} ${summary.notices === 1 ? "notice" : "notices"}${since ? ` since ${formatPeriod(since.slice(0, 7))}` : ""}`,
    },
    { label: "Employers", value: summary.companies, detail: EMPLOYERS_NOTE },
    { label: "Industries", value: summary.industries, detail: "named in the notices (many notices name none)" },
  ];
  return (
    <ul className="grid grid-cols-1 gap-3 sm:grid-cols-3" aria-label="Totals of the notices selected">
      {cards.map((c) => (
        <li key={c.label} className="rounded-lg border border-slate-200 bg-slate-50 p-4" data-testid="summary-card">
          <p className="text-sm font-medium text-slate-700">{c.label}</p>
          <p className="mt-1 text-2xl font-bold text-slate-900 tabular-nums" data-testid="summary-value">
            {formatCount(c.value)}
          </p>
          <p className="text-xs text-slate-700">{c.detail}</p>
        </li>
      ))}
    </ul>
  );
}

export default memo(LayoffSummaryCards);
