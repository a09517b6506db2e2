// GET /api/search: one ranked list over states, companies, skills, job roles and layoffs. Pure.
import { z } from "zod";
import type { Company, JobRole, Layoff, Skill, State } from "./entities.ts";
import { normalizeText, scoreNormalized } from "./search.ts";

export const SEARCH_RESULT_TYPES = ["state", "company", "skill", "jobRole", "layoff"] as const;

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
    .sort((a, b) => b.score - a.score || b.weight - a.weight || a.title.localeCompare(b.title))
    .slice(0, SEARCH_PER_TYPE);
}

/** Ranks the dataset's records against `query`: best match first, larger records break ties. */
export function searchDataset(data: SearchableDataset, query: string): SearchResponse {
  const q = query.trim();
  if (!q) return { query: q, total: 0, results: [] };
  const nq = normalizeText(q);
  const groups: Candidate[][] = [
    top(
      data.states.map((s) => ({
        type: "state" as const,
        id: s.id,
        title: s.name,
        subtitle: `${s.code} · ${s.topIndustry}`,
        href: `/states?q=${encodeURIComponent(s.name)}`,
        score: Math.max(
          scoreNormalized(nq, s.name, [s.topIndustry], s),
          s.code.toLowerCase() === q.toLowerCase() ? 100 : 0,
        ),
        weight: s.totalJobs,
      })),
    ),
    top(
      data.companies.map((c) => ({
        type: "company" as const,
        id: c.id,
        title: c.name,
        subtitle: `${c.industry} · ${c.location}`,
        href: `/hiring?q=${encodeURIComponent(c.name)}`,
        score: scoreNormalized(nq, c.name, [c.industry, c.location], c),
        weight: c.openings,
      })),
    ),
    top(
      data.skills.map((s) => ({
        type: "skill" as const,
        id: s.id,
        title: s.name,
        subtitle: s.category,
        href: `/skills?q=${encodeURIComponent(s.name)}`,
        score: scoreNormalized(nq, s.name, [s.category], s),
        weight: s.jobCount,
      })),
    ),
    top(
      data.jobRoles.map((r) => ({
        type: "jobRole" as const,
        id: r.id,
        title: r.title,
        subtitle: r.category,
        href: `/job-roles?q=${encodeURIComponent(r.title)}`,
        score: scoreNormalized(nq, r.title, [r.category, ...r.requiredSkills], r),
        weight: r.openings,
      })),
    ),
    top(
      data.layoffs.map((l) => ({
        type: "layoff" as const,
        id: l.id,
        title: l.companyName,
        subtitle: `${l.location} · ${l.layoffDate} · ${l.employeesLaidOff} employees`,
        href: `/layoffs?q=${encodeURIComponent(l.companyName)}`,
        score: scoreNormalized(nq, l.companyName, [l.industry, l.location], l),
        weight: l.employeesLaidOff,
      })),
    ),
  ];
  const ranked = groups
    .flat()
    .sort((a, b) => b.score - a.score || b.weight - a.weight || a.title.localeCompare(b.title))
    .slice(0, SEARCH_MAX_RESULTS)
    .map(({ weight: _weight, ...result }) => result);
  return { query: q, total: ranked.length, results: ranked };
}
