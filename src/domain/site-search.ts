// GET /api/search: one ranked list over states, companies, skills, job roles, layoffs and occupations (found by the
// titles people use for them, each leading to its own page). Pure.
import { z } from "zod";
import type { Company, JobRole, Layoff, Skill, State } from "./entities.ts";
import { payrollJobs } from "./measures.ts";
import { occupationPath } from "./occupation-path.ts";
import { type OccupationIndexRow, searchOccupations } from "./occupation-search.ts";
import { type Place, placePath } from "./place.ts";
import { placeKindText, searchPlaces } from "./place-search.ts";
import { normalizeText, scoreNormalized } from "./search.ts";
import { compareText } from "./text.ts";

export const SEARCH_RESULT_TYPES = ["state", "company", "skill", "jobRole", "layoff", "occupation", "place"] as const;

export const SearchResultSchema = z.object({
  type: z.enum(SEARCH_RESULT_TYPES),
  id: z.string().min(1),
  title: z.string().min(1),
  subtitle: z.string(),
  /** The page of the site where the result is shown. */
  href: z.string().startsWith("/"),
  score: z.number().int().positive(),
});
export type SearchResult = z.infer<typeof SearchResultSchema>;

export const SearchResponseSchema = z.object({
  query: z.string(),
  total: z.number().int().nonnegative(),
  results: z.array(SearchResultSchema),
});
export type SearchResponse = z.infer<typeof SearchResponseSchema>;

export interface SearchableDataset {
  states: readonly State[];
  companies: readonly Company[];
  skills: readonly Skill[];
  jobRoles: readonly JobRole[];
  layoffs: readonly Layoff[];
  /** The occupations' search index; without it no occupation is found. */
  occupations?: readonly OccupationIndexRow[];
  /**
   * Every place; with it a state leads to its place page, and metro and nonmetro areas are found by label, city,
   * principal city or alias (src/domain/place-search.ts).
   */
  places?: readonly Place[];
}

/** Results per type at most, so one large list (layoffs) cannot crowd out the others. */
export const SEARCH_PER_TYPE = 5;
export const SEARCH_MAX_RESULTS = 20;
/** Shortest query GET /api/search answers (an empty one returns nothing). */
export const SEARCH_MIN_CHARS = 2;

interface Candidate extends SearchResult {
  weight: number;
}

function top(candidates: Candidate[]): Candidate[] {
  return candidates
    .filter((c) => c.score > 0)
    .sort((a, b) => b.score - a.score || b.weight - a.weight || compareText(a.title, b.title))
    .slice(0, SEARCH_PER_TYPE);
}

/** Ranks the dataset's records against `query`: best match first, larger records break ties. */
export function searchDataset(data: SearchableDataset, query: string): SearchResponse {
  const q = query.trim();
  if (!q) return { query: q, total: 0, results: [] };
  const nq = normalizeText(q);
  // Per type: the page a result opens (searching it for the title), and each record's title, subtitle, the other
  // texts that match, and its size (the tie-break). A state also matches its two-letter code exactly.
  const group = <T extends { id: string }>(
    type: SearchResult["type"],
    page: string,
    records: readonly T[],
    fieldsOf: (r: T) => [title: string, subtitle: string, also: string[], weight: number],
    bonus: (r: T) => number = () => 0,
  ): Candidate[] =>
    top(
      records.map((r) => {
        const [title, subtitle, also, weight] = fieldsOf(r);
        const score = Math.max(scoreNormalized(nq, title, also, r), bonus(r));
        return { type, id: r.id, title, subtitle, href: `${page}?q=${encodeURIComponent(title)}`, score, weight };
      }),
    );
  const statePages = new Map((data.places ?? []).filter((p) => p.kind === "state").map((p) => [p.code, placePath(p)]));
  const groups: Candidate[][] = [
    group(
      "state",
      "/states",
      data.states,
      (s) => [s.name, `${s.code} · ${s.topOccupationGroup}`, [s.topOccupationGroup], payrollJobs(s)],
      (s) => (s.code.toLowerCase() === q.toLowerCase() ? 100 : 0),
    ).map((c) => ({ ...c, href: statePages.get(c.id.toUpperCase()) ?? c.href })),
    group("company", "/hiring", data.companies, (c) => [
      c.name,
      `${c.industry} · ${c.location}`,
      [c.industry, c.location],
      c.openings,
    ]),
    group("skill", "/skills", data.skills, (s) => [s.name, s.category, [s.category], s.jobCount]),
    group("jobRole", "/job-roles", data.jobRoles, (r) => [
      r.title,
      r.category,
      [r.category, ...r.requiredSkills],
      r.openings,
    ]),
    group("layoff", "/layoffs", data.layoffs, (l) => [
      l.companyName,
      `${l.location} · ${l.layoffDate} · ${l.employeesLaidOff} employees`,
      [l.industry, l.location],
      l.employeesLaidOff,
    ]),
    top(
      searchOccupations(q, data.occupations ?? []).map(({ row, score, reach }) => ({
        type: "occupation" as const,
        id: row.soc,
        title: row.title,
        subtitle: `Occupation · pay by place and outlook`,
        href: occupationPath(row),
        score: Math.max(1, Math.round(score)),
        // How many workers the words likely name: the occupation search's own order among equal scores.
        weight: reach,
      })),
    ),
    top(
      searchPlaces(
        q,
        (data.places ?? []).filter((p) => p.kind !== "state"),
      ).map(({ place, score, matched }) => ({
        type: "place" as const,
        id: place.code,
        title: place.label,
        subtitle:
          matched && matched !== place.label && matched !== place.name
            ? `${placeKindText(place)} · matched ${matched}`
            : placeKindText(place),
        href: placePath(place),
        score,
        weight: 0,
      })),
    ),
  ];
  const ranked = groups
    .flat()
    .sort((a, b) => b.score - a.score || b.weight - a.weight || compareText(a.title, b.title))
    .slice(0, SEARCH_MAX_RESULTS)
    .map(({ weight: _weight, ...result }) => result);
  return { query: q, total: ranked.length, results: ranked };
}
