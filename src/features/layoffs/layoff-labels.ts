// How the layoffs page labels a notice: its status and size badges (completed, ongoing and
// announced each distinct, others neutral; large, medium and small), its dates, its source and whether its
// link may be followed. The dashboard colours statuses its own way (features/dashboard/layoff-badges.ts). Pure.
import { NEUTRAL_BADGE } from "~/components/ui/badges";
import type { Layoff } from "~/domain/entities";
import { formatDate } from "~/domain/format";

export interface Badge {
  label: string;
  className: string;
}

/** Completed red (it has happened), ongoing amber, announced blue (still ahead); anything else neutral. */
const STATUS_BADGES: Readonly<Record<string, Badge>> = {
  completed: { label: "Completed", className: "bg-red-100 text-red-800" },
  ongoing: { label: "Ongoing", className: "bg-amber-100 text-amber-900" },
  announced: { label: "Announced", className: "bg-blue-100 text-blue-800" },
};

/** The badge of a status: one of the three the page knows, else its own text on a neutral badge. */
export function statusBadge(status: string): Badge {
  const known = Object.hasOwn(STATUS_BADGES, status) ? STATUS_BADGES[status] : undefined;
  return known ?? { label: status || "Unknown", className: NEUTRAL_BADGE };
}

/** The filing state named by a source such as "New Jersey WARN notice", or undefined. */
export function filingState(layoff: Pick<Layoff, "dataSource">): string | undefined {
  const match = /^(.+?) WARN notice$/.exec(layoff.dataSource?.trim() ?? "");
  return match?.[1];
}

/**
 * States that publish only the date a layoff takes effect (data/seed/manifest.json, layoffs methodology:
 * layoffDate is "the effective date when a state publishes no notice date (GA, PA)").
 */
export const EFFECTIVE_DATE_ONLY_STATES: readonly string[] = ["Georgia", "Pennsylvania"];

export interface NoticeDate {
  label: "Notice date" | "Effective date";
  date: string;
  /** "Mar 05, 2024". */
  text: string;
  /** Why a single date is shown, when it is. */
  note?: string;
}

/** True when a notice's layoffDate is the day it was filed (the dataset marks the notices that give no notice date). */
export function hasDistinctNoticeDate(layoff: Pick<Layoff, "noNoticeDate">): boolean {
  return !layoff.noNoticeDate;
}

/** The dates a card shows, each saying which date it is. */
export function noticeDates(
  layoff: Pick<Layoff, "layoffDate" | "effectiveDate" | "dataSource" | "noNoticeDate">,
): NoticeDate[] {
  const dated = (label: NoticeDate["label"], date: string, note?: string): NoticeDate => ({
    label,
    date,
    text: formatDate(date),
    ...(note ? { note } : {}),
  });
  if (!hasDistinctNoticeDate(layoff)) {
    const state = filingState(layoff);
    const note =
      state && EFFECTIVE_DATE_ONLY_STATES.includes(state)
        ? `${state} publishes no notice dates`
        : "no notice date published";
    return [dated("Effective date", layoff.layoffDate, note)];
  }
  const dates = [dated("Notice date", layoff.layoffDate)];
  if (layoff.effectiveDate) dates.push(dated("Effective date", layoff.effectiveDate));
  return dates;
}

/** The accessible name of a notice's 'Verify' link: what it opens, and that it opens in a new tab. */
export function verifyLinkName(layoff: Pick<Layoff, "companyName" | "dataSource">): string {
  const state = filingState(layoff);
  const list = state ? `the ${state} WARN notice list` : "the state's WARN notice list";
  return `Verify: ${list}, which includes ${layoff.companyName}'s notice (opens in a new tab)`;
}
