/**
 * The layoffs card's answer in plain words, from the monthly totals of the notices selected. Pure. It speaks of the
 * newest complete month (lastCompleteMonth: the rule the news uses) so a month whose notices are still arriving is
 * never compared.
 */
import { formatCount, formatPeriod } from "~/domain/format";
import { type LayoffSummary, stillArriving } from "~/domain/layoffs";
import { addMonths } from "~/domain/periods";

type Month = LayoffSummary["byMonth"][number];

const workers = (n: number) => `${formatCount(n)} ${n === 1 ? "worker" : "workers"}`;

export { stillArriving };

/**
 * "Employers' layoff notices covered 12,345 workers in June 2026, fewer than the 13,000 in May 2026. Later months are
 * still arriving." Undefined when the months shown do not reach the newest complete month.
 */
export function layoffsAnswer(months: readonly Month[], completeThrough: string): string | undefined {
  const now = months.find((m) => m.month === completeThrough);
  if (!now) return undefined;
  const before = months.find((m) => m.month === addMonths(completeThrough, -1));
  const later = months.some((m) => stillArriving(m.month, completeThrough)) ? " Later months are still arriving." : "";
  const period = formatPeriod(now.month);
  if (now.notices === 0) return `No layoff notice in this selection is dated ${period}.${later}`;
  const lead = `Employers' layoff notices covered ${workers(now.employees)} in ${period}`;
  if (!before) return `${lead}.${later}`;
  const versus =
    now.employees < before.employees ? "fewer than" : now.employees > before.employees ? "more than" : "as many as";
  return `${lead}, ${versus} the ${formatCount(before.employees)} in ${formatPeriod(before.month)}.${later}`;
}
