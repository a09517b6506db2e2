// What the /occupations page shows: every occupation grouped by its SOC major group, with employment and median
// wage, and the words of its search results. Pure.
import { formatCount } from "~/domain/format";
import { MATCH_SCORES, type OccupationMatch } from "~/domain/occupation-search";
import { compareText } from "~/domain/text";

export interface ListedOccupation {
  readonly soc: string;
  readonly slug: string;
  readonly title: string;
  readonly employment: number;
  readonly medianWage: number | null;
}

export interface MajorGroup {
  /** "29-0000". */
  readonly soc: string;
  readonly name: string;
  readonly occupations: ListedOccupation[];
}

/** The occupations under their major groups (named by `groups`, SOC order), each group alphabetical. */
export function groupOccupations(
  occupations: readonly ListedOccupation[],
  groups: readonly { name: string; socCode?: string | undefined }[],
): MajorGroup[] {
  const names = new Map(groups.flatMap((g) => (g.socCode ? [[g.socCode.slice(0, 2), g.name] as const] : [])));
  const byMajor = new Map<string, ListedOccupation[]>();
  for (const o of occupations) {
    const major = o.soc.slice(0, 2);
    byMajor.set(major, [...(byMajor.get(major) ?? []), o]);
  }
  return [...byMajor.keys()].sort().map((major) => ({
    soc: `${major}-0000`,
    name: names.get(major) ?? `Major group ${major}-0000`,
    occupations: [...(byMajor.get(major) ?? [])].sort((a, b) => compareText(a.title, b.title)),
  }));
}

/** "$93,600", or "Not published" where OEWS publishes no annual median (hourly-only or suppressed). */
export function wageText(wage: number | null): string {
  return wage === null ? "Not published" : `$${formatCount(wage)}`;
}

/** The id of a major group's section, for the page's jump links. */
export function groupAnchor(group: Pick<MajorGroup, "soc">): string {
  return `group-${group.soc.slice(0, 2)}`;
}

/** How many results the search shows. */
export const RESULT_LIMIT = 20;

/** Why a result matched, in a job seeker's words. */
export function matchText(match: Pick<OccupationMatch, "score">): string {
  if (match.score >= MATCH_SCORES.title) return "its title";
  if (match.score >= MATCH_SCORES.phrase) return "a job title people in it report";
  if (match.score >= MATCH_SCORES.titleWords) return "words of its title";
  if (match.score > MATCH_SCORES.prefix) return "job titles people in it use";
  return "a word beginning so";
}

/** The search's result line: "12 occupations match “nurse”" (or none). */
export function resultCountText(count: number, query: string): string {
  if (count === 0) return `No occupation matches “${query}”. Try another word for the job, or browse the list below.`;
  const shown = count > RESULT_LIMIT ? `; the ${RESULT_LIMIT} best shown` : "";
  return `${formatCount(count)} ${count === 1 ? "occupation matches" : "occupations match"} “${query}”${shown}.`;
}
