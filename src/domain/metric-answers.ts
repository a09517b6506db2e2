/**
 * The headline cards' answers in plain words: what the number is and whether it is good or bad news for a job
 * seeker, the direction always computed from the figures. One function per card; pure.
 */
import { formatPeriod, MONTH_NAMES } from "./format.ts";
import { addMonths } from "./periods.ts";

/** "May" for the month before "2026-06". */
function monthBefore(month: string): string {
  return MONTH_NAMES[Number(addMonths(month, -1).slice(5, 7)) - 1] ?? addMonths(month, -1);
}

/** A month in words, marked when the publisher calls its figure preliminary. */
export function monthLabel(month: string, preliminary = false): string {
  return `${formatPeriod(month)}${preliminary ? " (preliminary)" : ""}`;
}

/** "Employers had 7.4 million jobs open in June 2026 (preliminary) — fewer than in May, so less choice for job seekers." */
export function openingsAnswer(millions: number, changePercent: number, month: string, preliminary = false): string {
  const before = monthBefore(month);
  const rounded = Number(changePercent.toFixed(1));
  const direction =
    rounded < 0
      ? `fewer than in ${before}, so less choice for job seekers`
      : rounded > 0
        ? `more than in ${before}, so more choice for job seekers`
        : `about as many as in ${before}`;
  return `Employers had ${millions.toFixed(1)} million jobs open in ${monthLabel(month, preliminary)} — ${direction}.`;
}

/**
 * "In July 2026, 4.1% of people working or looking for work had no job — down from June, good news for job seekers."
 * The rate is the unemployed (without a job and looking for one) as a share of the labor force (working or looking).
 */
export function unemploymentAnswer(rate: number, changePoints: number, month: string): string {
  const before = monthBefore(month);
  const rounded = Number(changePoints.toFixed(1));
  const direction =
    rounded < 0
      ? `down from ${before}, good news for job seekers`
      : rounded > 0
        ? `up from ${before}, harder news for job seekers`
        : `the same as in ${before}`;
  return `In ${formatPeriod(month)}, ${rate.toFixed(1)}% of people working or looking for work had no job — ${direction}.`;
}

/** "Nevada added payroll jobs fastest in the year to April 2026: up 1.9%." (or, when every state shrank, the least fall). */
export function topStateAnswer(state: string, growthPercent: number, month: string): string {
  const year = `the year to ${formatPeriod(month)}`;
  if (growthPercent > 0) return `${state} added payroll jobs fastest in ${year}: up ${growthPercent.toFixed(1)}%.`;
  if (growthPercent < 0)
    return `Every state lost payroll jobs in ${year}; ${state} lost the fewest: down ${Math.abs(growthPercent).toFixed(1)}%.`;
  return `No state added payroll jobs in ${year}; ${state} held steady.`;
}

/** "In April 2026 the open jobs equalled about 44 days of hiring at that month's pace." */
export function vacancyAnswer(days: number, month: string, preliminary = false): string {
  return `In ${monthLabel(month, preliminary)} the open jobs equalled about ${days} days of hiring at that month's pace: the longer, the slower employers fill them.`;
}
