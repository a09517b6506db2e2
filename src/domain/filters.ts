// Filters of the API's list routes, reused by the pages. Pure.
import type { ExternalJobs, JobRole, Layoff } from "./entities.ts";
import { openPostings } from "./measures.ts";
import { matchesNormalized, matchesQuery, normalizeText } from "./search.ts";
import { compareText } from "./text.ts";

/** The distinct values of a field, sorted. */
export function distinctSorted<T>(items: readonly T[], pick: (item: T) => string): string[] {
  return [...new Set(items.map(pick))].sort(compareText);
}

/** Layoffs of one industry (undefined = all) whose company, industry or location match `q`. */
export function filterLayoffs(
  layoffs: readonly Layoff[],
  options: { industry?: string | undefined; q?: string | undefined },
): Layoff[] {
  // Normalise the query once: matchesQuery would do it for every one of tens of thousands of notices.
  const q = normalizeText(options.q ?? "");
  return layoffs.filter(
    (l) =>
      (!options.industry || l.industry === options.industry) &&
      matchesNormalized(q, [l.companyName, l.industry, l.location], l),
  );
}

/**
 * True when `location` is one of the role's top locations: a whole metro-area name 'City, ST', as the job-roles
 * page's select offers them, ignoring case and accents ("Portland" is neither "Portland, OR" nor "Portland, ME").
 * No location, or "all", matches every role. The page and GET /api/job-roles both filter with this.
 */
export function hasTopLocation(role: Pick<JobRole, "topLocations">, location: string | undefined): boolean {
  if (!location || location === "all") return true;
  const place = normalizeText(location);
  return role.topLocations.some((l) => normalizeText(l) === place);
}

/**
 * True when a role matches the search `q`: every word in its title, category or key skills, or its occupation
 * among `occupations`, the SOC codes an occupation search found for `q` by the titles people use (O*NET's
 * reported and alternate titles). No query matches every role. The explorer and GET /api/job-roles both use this.
 */
export function roleMatchesSearch(
  role: Pick<JobRole, "title" | "category" | "requiredSkills" | "socCode">,
  q: string | undefined,
  occupations?: ReadonlySet<string>,
): boolean {
  if (!q) return true;
  if (role.socCode && occupations?.has(role.socCode)) return true;
  return matchesQuery(q, [role.title, role.category, ...role.requiredSkills], role);
}

/**
 * Job roles of one category (undefined = all) with `location` among their top locations (see hasTopLocation) that
 * match `search` (see roleMatchesSearch).
 */
export function filterJobRoles(
  roles: readonly JobRole[],
  // Each option narrows the list when set; undefined (a query parameter not given) does not.
  options: {
    category?: string | undefined;
    location?: string | undefined;
    search?: string | undefined;
    occupations?: ReadonlySet<string> | undefined;
  },
): JobRole[] {
  return roles.filter(
    (r) =>
      (!options.category || r.category === options.category) &&
      hasTopLocation(r, options.location) &&
      roleMatchesSearch(r, options.search, options.occupations),
  );
}

/** The external-jobs object narrowed to one source (undefined = all sources). */
export function selectExternalSource(external: ExternalJobs, source: string | undefined): ExternalJobs {
  if (!source) return external;
  const picked = external.sources.filter((s) => s.source === source);
  return {
    totalJobs: picked.reduce((sum, s) => sum + openPostings(s), 0),
    lastUpdated: picked[0]?.lastUpdated ?? external.lastUpdated,
    sources: picked,
  };
}
