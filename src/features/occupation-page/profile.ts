// What an occupation is and takes, and where it leads: titles, outlook, preparation, skills and knowledge by O*NET
// importance, tools, and related occupations with their pay and outlook. Pure.
import { formatCount, formatSigned } from "~/domain/format";
import { occupationPath } from "~/domain/occupation";
import type { OccupationData, OccupationIndexEntry, RatedList } from "~/domain/occupation-data";
import { formatWage } from "./figure-formats";

/** How many titles, tasks, skills, knowledge areas and tools the page lists. */
export const LIST_SIZES = { titles: 8, tasks: 5, ratings: 8, tools: 12 } as const;

/** The titles people use for the job: the reported ones first, then alternate titles, without repeats. */
export function titlesPeopleUse(titles: OccupationData["titles"], title: string, size: number = LIST_SIZES.titles) {
  const seen = new Set([title.toLowerCase()]);
  const out: string[] = [];
  for (const t of [...titles.reported, ...titles.alternate]) {
    if (out.length >= size) break;
    if (seen.has(t.toLowerCase())) continue;
    seen.add(t.toLowerCase());
    out.push(t);
  }
  return out;
}

/** O*NET Job Zones in words (O*NET's own names). */
export const JOB_ZONES: Readonly<Record<number, string>> = {
  1: "Job Zone 1: little or no preparation needed",
  2: "Job Zone 2: some preparation needed",
  3: "Job Zone 3: medium preparation needed",
  4: "Job Zone 4: considerable preparation needed",
  5: "Job Zone 5: extensive preparation needed",
};

/** "O*NET assigns this occupation no Job Zone" or the zone in words. */
export function jobZoneText(zone: number | null): string {
  return zone === null ? "O*NET assigns this occupation no Job Zone." : `${JOB_ZONES[zone]}.`;
}

/** The outlook sentence, or why there is none. */
export function outlookLead(outlook: OccupationData["outlook"], title: string): string {
  if (!outlook) return `BLS projects ${title} only within a wider group, so there is no projection of its own.`;
  const change = outlook.changePercent;
  const growth = change === 0 ? "hold steady" : `${change > 0 ? "grow" : "shrink"} ${Math.abs(change).toFixed(1)}%`;
  const openings = outlook.openingsPerYear === 0 ? "fewer than 50" : `about ${formatCount(outlook.openingsPerYear)}`;
  return `Jobs are projected to ${growth} from 2024 to 2034 (${formatCount(outlook.employment2024)} to ${formatCount(outlook.employment2034)}), with ${openings} openings a year.`;
}

/** An O*NET category label without its long explanation ("Post-Secondary Certificate - awarded for …" → first part). */
export function shortCategory(label: string): string {
  return label.split(" - ")[0]?.trim() || label;
}

/** The shares respondents gave, largest first: "Bachelor's Degree: 62%". */
export function categoryShares(list: OccupationData["preparation"]["education"], size = 3): string[] | string {
  if (!list.rated) return list.reason;
  return [...list.categories]
    .sort((a, b) => b.percent - a.percent)
    .slice(0, size)
    .map((c) => `${shortCategory(c.label)}: ${c.percent < 0.5 ? "under 1" : Math.round(c.percent)}%`);
}

/** The most important ratings (name and importance out of 5), or the plain reason O*NET rates none. */
export function topRatings(
  list: RatedList,
  size: number = LIST_SIZES.ratings,
): { rated: true; items: { name: string; importance: string; width: number }[] } | { rated: false; reason: string } {
  if (!list.rated) return { rated: false, reason: list.reason };
  return {
    rated: true,
    items: [...list.items]
      .sort((a, b) => b.importance - a.importance)
      .slice(0, size)
      .map((r) => ({ name: r.name, importance: r.importance.toFixed(1), width: Math.round((r.importance / 5) * 100) })),
  };
}

export interface RelatedView {
  title: string;
  href: string;
  /** The O*NET specialty it stands for, when its title differs ("Information Security Engineers"). */
  specialty: string | null;
  median: string;
  growth: string;
}

/** Related occupations with their own page, their median wage and projected growth, closest first. */
export function relatedViews(
  related: OccupationData["related"],
  index: readonly OccupationIndexEntry[],
  size = 8,
): RelatedView[] {
  const bySoc = new Map(index.map((o) => [o.soc, o]));
  const out: RelatedView[] = [];
  for (const r of related) {
    const entry = bySoc.get(r.soc);
    if (!entry || out.some((o) => o.href === occupationPath(entry))) continue;
    out.push({
      title: entry.title,
      href: occupationPath(entry),
      specialty: r.onetTitle !== entry.title ? r.onetTitle : null,
      median: formatWage(entry.medianWage),
      growth: entry.changePercent === null ? "No projection" : formatSigned(entry.changePercent),
    });
    if (out.length >= size) break;
  }
  return out;
}
